import {
  differenceLabel,
  ORDER_STATUS_WORDS,
  orderIdTail,
  QRIS_LABEL,
  type RegisterOpenOrder,
  type ShiftSummary,
  tableLabel,
} from "@kedai/shared";
import { Badge } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";

function SummaryRow({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn("flex justify-between gap-4 py-1.5", className)}>
      <dt>{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** A negative difference is cash missing from the drawer. */
export const differenceTone = (difference: number) =>
  difference < 0 ? "text-red-700" : difference > 0 ? "text-amber-700" : "text-emerald-700";

/** The shift's figures: money taken per method, refunds from the drawer, cash expected against counted, and the orders. */
export function ShiftSummaryList({ summary }: { summary: ShiftSummary }) {
  const nonCash = Object.entries(summary.nonCashSales);
  return (
    <dl aria-label="Ringkasan sesi" className="divide-y divide-stone-100 text-sm text-stone-700">
      <SummaryRow label="Saldo Awal" value={formatRupiah(summary.openingBalance)} />
      <SummaryRow label="Penjualan Tunai" value={formatRupiah(summary.cashSales)} />
      {nonCash.length === 0 ? (
        <SummaryRow label="Penjualan Non-Tunai" value={formatRupiah(0)} />
      ) : (
        nonCash.map(([method, amount]) => (
          <SummaryRow key={method} label={`Penjualan ${method}`} value={formatRupiah(amount)} />
        ))
      )}
      {summary.nonCashSales.QRIS && summary.qrisConfirmedSales !== undefined ? (
        <>
          <SummaryRow
            label={QRIS_LABEL.confirmed}
            value={formatRupiah(summary.qrisConfirmedSales)}
            className="pl-4 text-stone-500"
          />
          <SummaryRow
            label={QRIS_LABEL.manual}
            value={formatRupiah(summary.nonCashSales.QRIS - summary.qrisConfirmedSales)}
            className="pl-4 text-stone-500"
          />
        </>
      ) : null}
      {/* Paid back from the drawer for cancelled paid orders (docs/business-rules.md#refunds). */}
      {(summary.refunds ?? []).map((refund) => (
        <SummaryRow
          key={refund.orderId}
          label={`Pengembalian #${orderIdTail(refund.orderId)}`}
          value={formatRupiah(-refund.amount)}
        />
      ))}
      <SummaryRow label="Kas Seharusnya" value={formatRupiah(summary.expectedCash)} />
      <SummaryRow label="Kas Dihitung" value={formatRupiah(summary.countedCash)} />
      <SummaryRow
        label={differenceLabel(summary.difference)}
        value={formatRupiah(summary.difference)}
        className={cn("text-base", differenceTone(summary.difference))}
      />
      <SummaryRow label="Pesanan Selesai" value={String(summary.completedOrders)} />
      <SummaryRow
        label="Pesanan Masih Terbuka"
        value={String(summary.openOrders)}
        className={summary.openOrders > 0 ? "text-amber-700" : undefined}
      />
    </dl>
  );
}

/** The session's orders not yet Completed or Cancelled: they stay in this shift when it closes. */
export function OpenOrdersList({ orders }: { orders: readonly RegisterOpenOrder[] }) {
  if (orders.length === 0) {
    return <p className="text-sm text-emerald-700">Tidak ada pesanan yang masih terbuka.</p>;
  }
  return (
    <section aria-label="Pesanan masih terbuka" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      <h3 className="font-semibold">Masih ada {orders.length} pesanan terbuka</h3>
      <ul className="mt-2 space-y-1">
        {orders.map((order) => (
          <li key={order._id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="flex items-center gap-2">
              <strong>#{orderIdTail(order.orderId)}</strong>
              <span>{order.tableName ? tableLabel(order.tableName) : order.orderType}</span>
              <Badge tone="amber">{ORDER_STATUS_WORDS[order.status]}</Badge>
            </span>
            <span className="font-semibold tabular-nums">{formatRupiah(order.totalAmount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
