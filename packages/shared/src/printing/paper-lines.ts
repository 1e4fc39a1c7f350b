import { formatDateTime } from "../format";
import { formatRupiah } from "../money";
import { orderIdTail, PAYMENT_STATUS } from "../orders/order-status";
import type { OrderRecord } from "../orders/orders.contract";
import { POS_PAYMENT_METHOD } from "../orders/orders.contract";
import { QRIS_LABEL } from "../orders/payment-labels";
import { WAITING_TO_SYNC } from "../orders/queued-order";
import { orderPayments } from "../orders/split-payment";
import { ORDER_STATUS_WORDS } from "../orders/status-words";
import type { RegisterOpenOrder, RegisterSessionRecord, ShiftSummary } from "../register/register.contract";
import { orderPlaceLabel, tableLabel } from "../tables/table-label";

/*
 * What the receipt and the shift report say, line by line, whatever prints them: the browser's
 * print dialog (apps/web) and the thermal printer's ESC/POS (apps/server) lay out the same lines,
 * so a change of wording reaches both papers at once.
 */

/** A text beside its amount: the text may wrap, the amount never splits. */
export type AmountLine = { label: string; amount: number; strong?: boolean };
/** A fact about the paper's subject (number, date, table): the label and its value. */
export type FactLine = {
  label: string;
  value: string;
  strong?: boolean;
  /** A part of the line above it (QRIS by who confirmed it): indented under it. */
  part?: boolean;
};

export const RECEIPT_THANK_YOU = "Terima kasih atas kunjungan Anda!";
const NOT_AVAILABLE = "N/A";

const percent = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 4 });

/** "Service (5%)", "Service (7,5%)": the rate the order was priced with. */
export const serviceLabel = (ratePercent: number) => `Service (${percent.format(ratePercent)}%)`;

/** A chosen option under its item: "+ Keju Ekstra (Rp 5.000)", without a price when it was free. */
export const optionLine = (option: { name: string; price: number }): string =>
  `+ ${option.name}${option.price > 0 ? ` (${formatRupiah(option.price)})` : ""}`;

/**
 * An order's money lines from the subtotal down to the total, as the receipt and the order detail
 * show them. Discounts and fees appear only when they apply (no "Kemasan Rp 0" on a Dine-In order);
 * the service and tax lines carry the rate and label the order was priced with, so a later change
 * of the settings never rewrites an old order.
 */
export function orderTotalLines(order: OrderRecord): AmountLine[] {
  const promo = order.promo?.discountAmount ?? 0;
  const lines: Array<AmountLine | false> = [
    { label: "Subtotal", amount: order.subTotal },
    promo > 0 && { label: `Diskon Promo${order.promo?.name ? ` (${order.promo.name})` : ""}`, amount: -promo },
    order.discount > 0 && { label: "Diskon Kasir", amount: -order.discount },
    order.serviceCharge > 0 && { label: serviceLabel(order.serviceChargeRatePercent), amount: order.serviceCharge },
    order.packagingFee > 0 && { label: "Kemasan", amount: order.packagingFee },
    (order.tax > 0 || order.taxRatePercent > 0) && { label: order.taxLabel, amount: order.tax },
    order.deliveryFee > 0 && { label: "Ongkos Kirim", amount: order.deliveryFee },
    order.pointsDiscount > 0 && { label: "Diskon Poin", amount: -order.pointsDiscount },
    { label: "Total", amount: order.totalAmount, strong: true },
  ];
  return lines.filter((line): line is AmountLine => line !== false);
}

/** Who the receipt names: the cashier who took the order, else the online customer. */
function personFact(order: OrderRecord): FactLine {
  if (order.cashier) return { label: "Kasir", value: order.cashier.name || NOT_AVAILABLE };
  if (order.channel === "online") return { label: "Pelanggan", value: order.customerName || NOT_AVAILABLE };
  return { label: "Kasir", value: NOT_AVAILABLE };
}

/**
 * The receipt's facts under the store name: number, date, type and table (one line), cashier, waiter. A receipt
 * the till hands over before the server has the order or payment says so under its number.
 */
export function receiptFacts(order: OrderRecord): FactLine[] {
  const facts: Array<FactLine | null> = [
    { label: "No.", value: order.orderId },
    order.waitingToSync ? { label: "Status", value: WAITING_TO_SYNC, strong: true } : null,
    { label: "Tanggal", value: formatDateTime(order.completedAt ?? order.createdAt) },
    { label: "Tipe", value: orderPlaceLabel(order.orderType, order.table?.name) },
    personFact(order),
    order.waiter ? { label: "Waiter", value: order.waiter.name } : null,
  ];
  return facts.filter((fact): fact is FactLine => fact !== null);
}

/** The money handed over, one line per payment (a split payment lists each), and the change, once the order is paid. */
export function receiptPaymentLines(order: OrderRecord): AmountLine[] {
  const payments = orderPayments(order);
  if (payments.length === 0) return [];
  return [
    ...payments.map((payment) => ({ label: `Bayar (${payment.method})`, amount: payment.amount })),
    { label: "Kembalian", amount: payments.reduce((sum, payment) => sum + payment.change, 0) },
  ];
}

/** Whether taking this order's payment opens the drawer: cash only, or a split payment with a cash part. */
export const paidInCash = (order: Pick<OrderRecord, "paymentMethod" | "paymentDetails" | "payments">) =>
  (order.paymentDetails?.method ?? order.paymentMethod) === POS_PAYMENT_METHOD.Cash ||
  (order.payments ?? []).some((payment) => payment.method === POS_PAYMENT_METHOD.Cash);

/** "Selisih (kurang)" when cash is missing from the drawer. */
export const differenceLabel = (difference: number) => (difference < 0 ? "Selisih (kurang)" : "Selisih");

export const SHIFT_REPORT_TITLE = "LAPORAN SHIFT";

/** The shift report's paper: who, where and when; the money; the orders left open. */
export type ShiftReportPaper = {
  session: RegisterSessionRecord;
  summary: ShiftSummary;
  openOrders: readonly RegisterOpenOrder[];
  /** When the session was closed; null for a report printed before confirming. */
  closedAt: string | null;
};

export function shiftReportLines({ session, summary, openOrders, closedAt }: ShiftReportPaper): {
  facts: FactLine[];
  money: FactLine[];
  openOrders: FactLine[];
} {
  return {
    facts: [
      { label: "Outlet", value: session.outlet.name },
      { label: "Kasir", value: session.cashier.name },
      { label: "Dibuka", value: formatDateTime(session.openedAt) },
      { label: "Ditutup", value: closedAt ? formatDateTime(closedAt) : "Belum ditutup" },
    ],
    money: shiftMoneyLines(summary),
    openOrders: openOrderLines(openOrders),
  };
}

/** The count of the orders the shift leaves open: the closing screen marks it while there are any. */
export const OPEN_ORDERS_LABEL = "Pesanan Masih Terbuka";

/** QRIS taken in the shift, as Xendit confirmed it and as recorded by hand; none for an older summary. */
function qrisParts(summary: ShiftSummary): FactLine[] {
  const qris = summary.nonCashSales[POS_PAYMENT_METHOD.QRIS];
  if (!qris || summary.qrisConfirmedSales === undefined) return [];
  return [
    { label: QRIS_LABEL.confirmed, value: formatRupiah(summary.qrisConfirmedSales), part: true },
    { label: QRIS_LABEL.manual, value: formatRupiah(qris - summary.qrisConfirmedSales), part: true },
  ];
}

/**
 * The shift's money, line by line, the same on the closing screen and on the printed report:
 * sales per method (QRIS split by who confirmed it), refunds paid from the drawer, the cash
 * expected against counted, the orders.
 */
export function shiftMoneyLines(summary: ShiftSummary): FactLine[] {
  const nonCash = Object.entries(summary.nonCashSales);
  return [
    { label: "Saldo Awal", value: formatRupiah(summary.openingBalance) },
    { label: "Penjualan Tunai", value: formatRupiah(summary.cashSales) },
    ...(nonCash.length === 0
      ? [{ label: "Penjualan Non-Tunai", value: formatRupiah(0) }]
      : nonCash.flatMap(([method, amount]) => [
          { label: `Penjualan ${method}`, value: formatRupiah(amount) },
          ...(method === POS_PAYMENT_METHOD.QRIS ? qrisParts(summary) : []),
        ])),
    // Money paid back from the drawer for cancelled paid orders (docs/business-rules.md#refunds).
    ...(summary.refunds ?? []).map((refund) => ({
      label: `Pengembalian #${orderIdTail(refund.orderId)}`,
      value: formatRupiah(-refund.amount),
    })),
    { label: "Kas Seharusnya", value: formatRupiah(summary.expectedCash), strong: true },
    { label: "Kas Dihitung", value: formatRupiah(summary.countedCash), strong: true },
    { label: differenceLabel(summary.difference), value: formatRupiah(summary.difference), strong: true },
    { label: "Pesanan Selesai", value: String(summary.completedOrders) },
    { label: OPEN_ORDERS_LABEL, value: String(summary.openOrders) },
  ];
}

const isPaid = (order: RegisterOpenOrder) => order.paymentStatus === PAYMENT_STATUS.Paid;

/**
 * The orders the shift leaves open, the same on the closing screen and on paper: how many are paid
 * already and how many still owe, with their sums, then each order with its place, status and
 * whether it is paid. None: no lines.
 */
export function openOrderLines(orders: readonly RegisterOpenOrder[]): FactLine[] {
  if (orders.length === 0) return [];
  const paid = orders.filter(isPaid);
  const unpaid = orders.filter((order) => !isPaid(order));
  const sum = (rows: readonly RegisterOpenOrder[]) =>
    formatRupiah(rows.reduce((total, row) => total + row.totalAmount, 0));
  return [
    { label: `Terbuka, sudah dibayar (${paid.length})`, value: sum(paid), strong: true },
    { label: `Terbuka, belum dibayar (${unpaid.length})`, value: sum(unpaid), strong: true },
    ...orders.map((order) => ({
      label: `#${orderIdTail(order.orderId)} ${order.tableName ? tableLabel(order.tableName) : order.orderType} · ${ORDER_STATUS_WORDS[order.status]} · ${isPaid(order) ? "Lunas" : "Belum bayar"}`,
      value: formatRupiah(order.totalAmount),
      part: true,
    })),
  ];
}
