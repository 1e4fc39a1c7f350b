import {
  differenceLabel,
  type FactLine,
  OPEN_ORDERS_LABEL,
  openOrderLines,
  type RegisterOpenOrder,
  type ShiftSummary,
  shiftMoneyLines,
} from "@kedai/shared";
import { cn } from "../../../lib/cn";

function SummaryRow({ line, className }: { line: FactLine; className?: string }) {
  return (
    <div className={cn("flex justify-between gap-4 py-1.5", line.part && "pl-4 text-stone-500", className)}>
      <dt>{line.label}</dt>
      <dd className="shrink-0 font-semibold tabular-nums">{line.value}</dd>
    </div>
  );
}

/** A negative difference is cash missing from the drawer. */
export const differenceTone = (difference: number) =>
  difference < 0 ? "text-red-700" : difference > 0 ? "text-amber-700" : "text-emerald-700";

/**
 * The shift's figures: money taken per method, refunds from the drawer, cash expected against
 * counted, and the orders. The lines the printed report carries (shiftMoneyLines), so screen and
 * paper never say different things.
 */
export function ShiftSummaryList({ summary }: { summary: ShiftSummary }) {
  const toneOf = (line: FactLine) =>
    line.label === differenceLabel(summary.difference)
      ? cn("text-base", differenceTone(summary.difference))
      : line.label === OPEN_ORDERS_LABEL && summary.openOrders > 0
        ? "text-amber-700"
        : undefined;
  return (
    <dl aria-label="Ringkasan sesi" className="divide-y divide-stone-100 text-sm text-stone-700">
      {shiftMoneyLines(summary).map((line) => (
        <SummaryRow key={line.label} line={line} className={toneOf(line)} />
      ))}
    </dl>
  );
}

/**
 * The session's orders not yet Completed or Cancelled: they stay in this shift when it closes.
 * Paid and unpaid apart, each order with its place and status: the printed report's lines.
 */
export function OpenOrdersList({ orders }: { orders: readonly RegisterOpenOrder[] }) {
  if (orders.length === 0) {
    return <p className="text-sm text-emerald-700">Tidak ada pesanan yang masih terbuka.</p>;
  }
  return (
    <section aria-label="Pesanan masih terbuka" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      <h3 className="font-semibold">Masih ada {orders.length} pesanan terbuka</h3>
      <dl className="mt-2">
        {openOrderLines(orders).map((line) => (
          <SummaryRow
            key={line.label}
            line={line}
            className={cn("py-0.5", line.part ? "text-amber-900" : "font-semibold")}
          />
        ))}
      </dl>
    </section>
  );
}
