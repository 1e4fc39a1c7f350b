import { loadingTexts } from "@kedai/shared";
import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn";

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("size-5 animate-spin", className)} />;
}

/**
 * A spinner with one of the shared loading texts ('Memuat data...', 'Memeriksa sesi...', ...).
 * `fullScreen` centres it in the viewport for guards and lazy-loaded areas.
 */
export function LoadingText({
  text = loadingTexts.generic,
  fullScreen = false,
}: {
  text?: string;
  fullScreen?: boolean;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        "flex items-center justify-center gap-3 text-stone-500",
        fullScreen ? "min-h-screen bg-stone-50" : "py-12",
      )}
    >
      <Spinner className="text-amber-600" />
      <span>{text}</span>
    </div>
  );
}
