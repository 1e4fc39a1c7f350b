import { personNamed } from "../common/person-at-record";
import {
  changeDue,
  computePaymentTotals,
  computePosTotals,
  finalPricePerItem,
  lineTotal,
  type OrderTotals,
  type StoredOrderPricing,
} from "../money/totals";
import { ORDER_CHANNEL, ORDER_STATUS, PAYMENT_STATUS } from "./order-status";
import type { OrderType } from "./order-type";
import type { OrderFinalizeBody, OrderRecord } from "./orders.contract";
import { settleSplitPayment } from "./split-payment";
import { roundOf } from "./status-words";

/*
 * The till's own record of what it took offline (docs/decisions/0029-till-offline-first.md): the
 * receipt it hands over before the server has the order. Its figures come from the same functions
 * the server prices and completes orders with, fed with what the till priced the order with (the
 * catalog version it names on the order), so the receipt's total is the total the server stores.
 */

/** Printed on such a receipt, and shown on the till, until the server has the order. */
export const WAITING_TO_SYNC = "Offline · menunggu sinkron";

/** The receipt's number while the server has none yet: from the order's Idempotency-Key. */
export const localOrderNumber = (idempotencyKey: string): string =>
  `LOKAL-${idempotencyKey.replace(/-/g, "").slice(0, 8).toUpperCase()}`;

const LOCAL_ID_PREFIX = "local:";

/**
 * The id of an order still in the till's outbox: `local:` and its Idempotency-Key. Actions on it
 * wait in the outbox behind it and are sent with the server's id once the server has made it.
 */
export const localOrderId = (idempotencyKey: string): string => `${LOCAL_ID_PREFIX}${idempotencyKey}`;

/** The Idempotency-Key of the order a local id names; null for a server's id. */
export const localOrderKey = (id: string): string | null =>
  id.startsWith(LOCAL_ID_PREFIX) ? id.slice(LOCAL_ID_PREFIX.length) : null;

type Named = { _id: string | null; name: string } | null;

export type QueuedOrderInput = {
  idempotencyKey: string;
  /** When the cashier placed it (ISO): the order's time on the server too. */
  takenAt: string;
  lines: ReadonlyArray<{
    productId: string;
    name: string;
    basePrice: number;
    quantity: number;
    options: ReadonlyArray<{ name: string; price: number }>;
  }>;
  orderType: OrderType;
  /** The cashier's rate; only a Dine-In order pays service. */
  serviceRatePercent: number;
  /** The catalog's rates and fees, with the outlet's own tax where it has one. */
  pricing: { taxRatePercent: number; taxLabel: string; packagingFee: number };
  promo: { _id: string; name: string; type: "percentage" | "fixed_amount"; value: number } | null;
  cashier: Named;
  waiter: Named;
  table: Named;
  customer: Named;
  notes: string | null;
  registerSessionId: string | null;
  /** 'Bayar Pas': the cash handed over with the order; null when it is paid later. */
  cashPaid: number | null;
};

type QueuedLine = QueuedOrderInput["lines"][number];

/** A cart line as the order's item, priced as the server prices it, in `round`. */
const itemRecord = (line: QueuedLine, id: string, round: number): OrderRecord["items"][number] => ({
  _id: id,
  productId: line.productId,
  name: line.name,
  quantity: line.quantity,
  basePrice: line.basePrice,
  selectedOptions: line.options.map((option) => ({ name: option.name, price: option.price })),
  finalPricePerItem: finalPricePerItem({ ...line, options: [...line.options] }),
  lineTotal: lineTotal({ ...line, options: [...line.options] }),
  round,
});

/** An order as the server will store it once the till's outbox sends it, under a local number. */
export function queuedOrderRecord(input: QueuedOrderInput): OrderRecord {
  const serviceRatePercent = input.orderType === "Dine-In" ? input.serviceRatePercent : 0;
  const totals = computePosTotals({
    lines: input.lines.map((line) => ({ ...line, options: [...line.options] })),
    orderType: input.orderType,
    serviceRatePercent,
    taxRatePercent: input.pricing.taxRatePercent,
    packagingFee: input.pricing.packagingFee,
    promo: input.promo,
  });
  const change = input.cashPaid === null ? null : changeDue(totals.totalAmount, input.cashPaid);
  const payment =
    input.cashPaid !== null && change !== null ? { method: "Cash", amountPaid: input.cashPaid, change } : null;
  return {
    _id: localOrderId(input.idempotencyKey),
    orderId: localOrderNumber(input.idempotencyKey),
    channel: ORDER_CHANNEL.pos,
    orderType: input.orderType,
    status: ORDER_STATUS.New,
    paymentStatus: PAYMENT_STATUS.Paid,
    paymentMethod: payment?.method ?? "",
    paymentDetails: payment,
    payments: payment ? [{ method: payment.method, amount: payment.amountPaid, change: payment.change }] : [],
    customer: input.customer?._id ? { _id: input.customer._id, name: input.customer.name } : null,
    customerName: input.customer?.name ?? "Pelanggan Umum",
    customerDetails: null,
    deliveryInfo: null,
    cashier: input.cashier && personNamed(input.cashier._id, input.cashier.name),
    waiter: input.waiter && personNamed(input.waiter._id, input.waiter.name),
    table: input.orderType === "Dine-In" ? input.table : null,
    registerSessionId: input.registerSessionId,
    items: input.lines.map((line, index) => itemRecord(line, `line-${index}`, 1)),
    subTotal: totals.subTotal,
    serviceChargeRatePercent: serviceRatePercent,
    serviceCharge: totals.serviceCharge,
    packagingFee: totals.packagingFee,
    deliveryFee: 0,
    taxRatePercent: input.pricing.taxRatePercent,
    taxLabel: input.pricing.taxLabel,
    tax: totals.tax,
    promo: input.promo ? { _id: input.promo._id, name: input.promo.name, discountAmount: totals.promoDiscount } : null,
    // The order's own discount column is the cashier's, given at payment only.
    discount: 0,
    pointsRedeemed: 0,
    pointsDiscount: 0,
    pointsEarned: 0,
    totalAmount: totals.totalAmount,
    notes: input.notes,
    offline: null,
    waitingToSync: true,
    statusHistory: [],
    completedAt: null,
    createdAt: input.takenAt,
    updatedAt: input.takenAt,
  };
}

/** The prices and rates an order was placed with, as payment recomputes them (the payment screen too). */
export function storedPricingOf(order: OrderRecord): StoredOrderPricing {
  return {
    lines: order.items.map((item) => ({
      basePrice: item.basePrice,
      quantity: item.quantity,
      options: item.selectedOptions,
    })),
    orderType: order.orderType,
    serviceRatePercent: order.serviceChargeRatePercent,
    taxRatePercent: order.taxRatePercent,
    packagingFee: order.packagingFee,
    promoDiscount: order.promo?.discountAmount ?? 0,
    pointsDiscount: order.pointsDiscount,
  };
}

/**
 * A cash payment the till took offline for `order` (one the server has, or one still in the
 * outbox): the order completed as the server's finalize will complete it, the cashier's discount
 * and the change included (the payment form has already refused cash below the total).
 */
export function paidOfflineRecord(
  order: OrderRecord,
  body: Pick<OrderFinalizeBody, "paymentDetails" | "payments" | "discount">,
  takenAt: string,
): OrderRecord {
  // Paid up front ('Bayar Pas'): completing it takes no money and changes no figure.
  const stored = order.paymentDetails;
  const totals = computePaymentTotals(storedPricingOf(order), stored ? null : body.discount);
  const paid = body.paymentDetails;
  const change = paid ? (changeDue(totals.totalAmount, paid.amountPaid) ?? 0) : 0;
  // Split in cash parts: settled by the server's own rule, the change from the last part.
  const settled = !stored && body.payments ? settleSplitPayment(totals.totalAmount, body.payments) : null;
  const parts = settled && "payments" in settled ? settled.payments : null;
  const first = parts?.[0];
  const payment =
    stored ??
    (first
      ? { method: first.method, amountPaid: first.amount, change: first.change }
      : paid
        ? { method: paid.method, amountPaid: paid.amountPaid, change }
        : null);
  return {
    ...order,
    status: ORDER_STATUS.Completed,
    paymentStatus: PAYMENT_STATUS.Paid,
    paymentMethod: payment?.method ?? order.paymentMethod,
    paymentDetails: payment,
    payments:
      parts ?? (payment ? [{ method: payment.method, amount: payment.amountPaid, change: payment.change }] : []),
    discount: stored ? order.discount : totals.cashierDiscount,
    serviceCharge: stored ? order.serviceCharge : totals.serviceCharge,
    tax: stored ? order.tax : totals.tax,
    totalAmount: stored ? order.totalAmount : totals.totalAmount,
    waitingToSync: true,
    completedAt: takenAt,
    updatedAt: takenAt,
  };
}

/**
 * A round ('Tambahan') the till added offline to `order` (one the server has, or one still in the
 * outbox): the order as the server's edit will leave it, the `added` lines in the next round and the
 * totals the till's cart priced the whole order with (the server prices the edit the same way).
 */
export function roundAddedRecord(
  order: OrderRecord,
  added: readonly QueuedLine[],
  totals: Pick<OrderTotals, "subTotal" | "serviceCharge" | "tax" | "promoDiscount" | "totalAmount">,
  takenAt: string,
): OrderRecord {
  const round = Math.max(1, ...order.items.map(roundOf)) + 1;
  return {
    ...order,
    items: [...order.items, ...added.map((line, index) => itemRecord(line, `round-${round}-${index}`, round))],
    subTotal: totals.subTotal,
    serviceCharge: totals.serviceCharge,
    tax: totals.tax,
    promo: order.promo && { ...order.promo, discountAmount: totals.promoDiscount },
    totalAmount: totals.totalAmount,
    waitingToSync: true,
    updatedAt: takenAt,
  };
}
