import { Printer } from "lucide-react";
import { cn } from "../../../lib/cn";
import { useOutletPrinters } from "../api/get-outlet-printers";

/**
 * The till's word on its outlet's network printers: nothing when the outlet has none, "Printer
 * siap" while the last prints arrived, and which printer failed (its message on hover and for
 * screen readers) so the cashier knows what to reprint.
 */
export function PrinterStatusChip({ outletId }: { outletId: string | null }) {
  const printers = useOutletPrinters(outletId).data ?? [];
  const failing = printers.filter((printer) => printer.status && !printer.status.ok);
  if (!printers.some((printer) => printer.connection.type === "network")) return null;
  const text =
    failing.length === 0 ? "Printer siap" : `Printer bermasalah: ${failing.map((printer) => printer.name).join(", ")}`;
  return (
    <span
      role="status"
      title={failing.map((printer) => printer.status?.message).join("\n") || undefined}
      className={cn(
        "inline-flex items-center gap-1 rounded px-2 py-1 text-xs font-medium",
        failing.length === 0 ? "bg-emerald-900/60 text-emerald-200" : "bg-red-700 text-white",
      )}
    >
      <Printer aria-hidden="true" className="size-4" /> {text}
      {failing.length > 0 ? (
        <span className="sr-only">{failing.map((printer) => printer.status?.message).join(" ")}</span>
      ) : null}
    </span>
  );
}
