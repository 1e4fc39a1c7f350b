import { FlaskConical } from "lucide-react";
import { useSetupStatus } from "../api/get-setup-status";

/**
 * The 'Mode demo' ribbon on every page while the server runs the demo (demo accounts, payment
 * simulator), so nobody takes it for a real shop. Small, in a corner, and never in the way: clicks
 * go through it.
 */
export function DemoRibbon() {
  const { demoMode } = useSetupStatus();
  if (!demoMode) return null;
  return (
    <div
      role="note"
      aria-label="Mode demo"
      title="Data contoh, akun demo dan simulator pembayaran: bukan toko sungguhan"
      className="pointer-events-none fixed bottom-2 left-2 z-[60] flex items-center gap-1 rounded-full bg-fuchsia-700/90 px-2.5 py-1 text-xs font-semibold text-white shadow-md print:hidden"
    >
      <FlaskConical aria-hidden="true" className="size-3.5" />
      Mode demo
    </div>
  );
}
