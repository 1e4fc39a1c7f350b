import { Bike } from "lucide-react";
import { cn } from "../../../lib/cn";
import { useOutletOjol, useSetOjolPaused } from "../api/outlet-ojol";

export const OJOL_OPEN = "Ojol buka";
export const OJOL_PAUSED = "Ojol tutup sementara";

/**
 * 'Tutup sementara' at the till: pauses the outlet on GoFood and GrabFood (or opens it again) with
 * one tap; the word says the state now. Shown only for an outlet linked to a platform.
 */
export function OjolPauseButton({ outletId, className }: { outletId: string | null; className?: string }) {
  const state = useOutletOjol(outletId).data;
  const setPaused = useSetOjolPaused(outletId ?? "");
  if (!outletId || !state?.linked) return null;
  const title = state.paused
    ? "Pesanan GoFood dan GrabFood ditutup sementara. Ketuk untuk membuka lagi."
    : "Ketuk untuk menutup sementara pesanan GoFood dan GrabFood.";
  return (
    <button
      type="button"
      aria-pressed={state.paused}
      disabled={setPaused.isPending}
      title={title}
      onClick={() => setPaused.mutate(!state.paused)}
      className={cn(className, state.paused ? "bg-red-700 text-white hover:bg-red-600" : "hover:bg-white/10")}
    >
      <Bike aria-hidden="true" className="size-4" /> {state.paused ? OJOL_PAUSED : OJOL_OPEN}
    </button>
  );
}
