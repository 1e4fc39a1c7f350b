import { Printer } from "lucide-react";
import { cn } from "../../../lib/cn";
import { useOutbox } from "../../../lib/outbox";
import { useOutletPrinters } from "../api/get-outlet-printers";

/** Said while the server cannot be reached: it drives the network printers, so their state is unknown. */
export const SERVER_PRINTERS_UNKNOWN = "Printer server: tidak diketahui";
const SERVER_PRINTERS_UNKNOWN_WHY =
  "Printer jaringan dicetak oleh server. Selama server tidak terhubung, statusnya tidak diketahui.";

/**
 * The till's word on its outlet's network printers: nothing when the outlet has none, "Printer
 * siap" while the last prints arrived, and which printer failed (its message on hover and for
 * screen readers) so the cashier knows what to reprint. Only the server drives them: while it
 * cannot be reached, their last known state is no promise, and the chip says it is unknown.
 */
export function PrinterStatusChip({ outletId }: { outletId: string | null }) {
  const printers = useOutletPrinters(outletId).data ?? [];
  const { offline } = useOutbox();
  const failing = printers.filter((printer) => printer.status && !printer.status.ok);
  if (!printers.some((printer) => printer.connection.type === "network")) return null;
  const text = offline
    ? SERVER_PRINTERS_UNKNOWN
    : failing.length === 0
      ? "Printer siap"
      : `Printer bermasalah: ${failing.map((printer) => printer.name).join(", ")}`;
  const why = offline ? SERVER_PRINTERS_UNKNOWN_WHY : failing.map((printer) => printer.status?.message).join("\n");
  return (
    <span
      role="status"
      title={why || undefined}
      className={cn(
        "inline-flex items-center gap-1 rounded px-2 py-1 text-xs font-medium",
        offline
          ? "bg-stone-700 text-stone-200"
          : failing.length === 0
            ? "bg-emerald-900/60 text-emerald-200"
            : "bg-red-700 text-white",
      )}
    >
      <Printer aria-hidden="true" className="size-4" /> {text}
      {why ? <span className="sr-only">{why.replaceAll("\n", " ")}</span> : null}
    </span>
  );
}
