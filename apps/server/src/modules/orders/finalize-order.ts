import {
  type CashierDiscount,
  canFinalizeOrder,
  computePaymentTotals,
  formatRupiah,
  ORDER_CHANNEL,
  ORDER_STATUS,
  type OrderFinalizeBody,
  type OrderRecord,
  type OrderTotals,
  POS_PAYMENT_METHOD,
  percentOf,
  pointsEarned,
  type StaffRole,
} from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { Database, DbOrTx, Tx } from "../../db/client";
import { type OrderPayment, orderItems, orders, type PaymentConfirmer } from "../../db/schema";
import { badRequest, refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { recordAudit } from "../audit/audit.service";
import { type Approver, approverFor } from "../auth/approval";
import { addLoyaltyPoints } from "../customers/loyalty-points";
import { recordOrderEvent } from "../events/order-events";
import { addCompletedOrderToRollups } from "../reports/sales-rollups";
import { getSettings } from "../settings/settings.service";
import { offlineMoveTime } from "./offline-order";
import { paymentTaken, settlePayments } from "./order-payment";
import { keepPointsPaying, reservationsOfOrder } from "./order-points";
import { getOrderRecord, ORDER_NOT_FOUND } from "./order-record";
import { freeTable, type HistoryActor, moveOrderStatus, type OrderActor } from "./order-status-change";

/**
 * Takes payment for a Ready order and completes it (docs/business-rules.md#totals, #points): the
 * total is recomputed with the cashier's discount from the prices and rates stored on the order,
 * keeping its redeemed points (capped at what is left to pay), the amount paid must cover it, the
 * table is freed and a linked customer earns points. An online order keeps the totals its
 * checkout fixed (no cashier discount); an order whose money was already taken (paid up front at
 * the till, by transfer or Xendit) keeps its totals and payment and takes no money here.
 * The sale joins the daily sales rollups the reports read, in the same transaction. A payment a
 * till took offline (`offline`) completes the order at the time it was taken, and sent again
 * answers the completed order. Its order event tells the print subscriber whether the cashier took
 * the money now (the receipt then opens a cash drawer). Every payment is settled by one rule (`settlePayments`), and a
 * cashier discount above the settings' limit needs `approver` (ADR 0041).
 */
export async function finalizeOrder(
  db: Database,
  actor: StaffActor,
  id: string,
  body: OrderFinalizeBody,
  timeZone: string,
  approver: Approver | null = null,
): Promise<{ order: OrderRecord }> {
  return db.transaction((tx) => finalizeOrderIn(tx, actor, id, body, timeZone, undefined, approver));
}

/** A staff member at the till, whose role says whether their own word approves (ADR 0041). */
export type StaffActor = OrderActor & { role: StaffRole };

/**
 * `finalizeOrder` inside the caller's transaction, for a payment confirmed by the provider
 * (`confirmedBy`: a QRIS paid through Xendit), which settles its own record in the same commit.
 */
export async function finalizeOrderIn(
  tx: Tx,
  actor: HistoryActor & { role?: StaffRole },
  id: string,
  body: OrderFinalizeBody,
  timeZone: string,
  confirmedBy?: PaymentConfirmer,
  approver: Approver | null = null,
): Promise<{ order: OrderRecord }> {
  const order = await findByIdOr404(tx, orders, id, ORDER_NOT_FOUND, { forUpdate: true });
  // A payment the till took offline and sent again (its answer lost): the order is paid already.
  if (body.offline && order.status === ORDER_STATUS.Completed) {
    return { order: await getOrderRecord(tx, order.id) };
  }
  // Booked when the cashier took the money: the sale counts on that day (ADR 0014, 0026).
  const at = body.offline ? await offlineMoveTime(tx, order.id, body.offline.takenAt) : new Date();
  if (!canFinalizeOrder(order.status)) {
    throw refusal("ORDER_NOT_PAYABLE", `Pesanan berstatus "${order.status}" tidak dapat dibayar; hanya pesanan Ready.`);
  }
  const reservations = await reservationsOfOrder(tx, order.id);
  const online = order.channel === ORDER_CHANNEL.online;
  // Money already taken: paid up front at the till ('Bayar Pas'), or online by transfer or Xendit.
  const prepaid = order.paymentDetails !== null || (online && order.paymentMethod !== POS_PAYMENT_METHOD.Cash);
  if (online && body.discount) throw badRequest("Pesanan online tidak dapat diberi diskon kasir.", "discount");
  if (prepaid && body.discount)
    throw badRequest("Pesanan ini sudah dibayar: tidak dapat diberi diskon kasir.", "discount");
  if (prepaid && body.payments) throw badRequest("Pesanan ini sudah dibayar: tidak ada pembayaran lagi.", "payments");
  const totals = online || prepaid ? storedTotals(order) : await paymentTotals(tx, order, body);
  const settings = await getSettings(tx);
  // A provider-confirmed QRIS had its discount checked when its QR was made (openQris).
  const discountApprovedBy = confirmedBy
    ? null
    : discountApproval(totals, body.discount, settings.cashierDiscountApprovalPercent, actor, approver);
  const split = !prepaid && body.payments ? settlePayments(totals.totalAmount, body.payments, "payments") : null;
  const payment = prepaid
    ? (order.paymentDetails ?? { method: order.paymentMethod, amountPaid: totals.totalAmount, change: 0 })
    : split
      ? // The first part, as a payment taken at once would be recorded; the list holds them all.
        { method: split[0].method, amountPaid: split[0].amount, change: split[0].change }
      : {
          ...paymentTaken(totals.totalAmount, body.paymentDetails ?? missingPayment()),
          ...(confirmedBy && { confirmedBy }),
        };
  const { method } = payment;

  await moveOrderStatus(
    tx,
    order.id,
    { from: order.status, to: ORDER_STATUS.Completed },
    actor,
    at,
    split ? splitNote(split) : undefined,
  );
  // A cashier's discount can leave less to pay than the points cover: the spare points go back.
  const pointsRedeemed = await keepPointsPaying(
    tx,
    order.customerId,
    reservations,
    order.pointsRedeemed,
    totals.pointsDiscount,
  );
  const earned = order.customerId ? pointsEarned(totals.totalAmount, settings.pointsEarnRupiah) : 0;
  await tx
    .update(orders)
    .set({
      paymentMethod: method,
      paymentDetails: payment,
      ...(split && { payments: split }),
      discount: totals.cashierDiscount,
      serviceCharge: totals.serviceCharge,
      tax: totals.tax,
      totalAmount: totals.totalAmount,
      pointsRedeemed,
      pointsDiscount: totals.pointsDiscount,
      pointsEarned: earned,
      completedAt: at,
      ...(discountApprovedBy && {
        approvals: [
          ...order.approvals,
          {
            kind: "discount",
            approverId: discountApprovedBy.id,
            approverName: discountApprovedBy.fullName,
            at: at.toISOString(),
          },
        ],
      }),
    })
    .where(eq(orders.id, order.id));
  if (discountApprovedBy) {
    await recordAudit(tx, actor, {
      action: "order.discount_approved",
      entityType: "order",
      entityId: order.id,
      label: order.orderId,
      after: {
        discount: totals.cashierDiscount,
        limitPercent: settings.cashierDiscountApprovalPercent,
        approvedById: discountApprovedBy.id,
        approvedBy: discountApprovedBy.fullName,
      },
    });
  }
  await addCompletedOrderToRollups(tx, order.id, timeZone);
  await addLoyaltyPoints(tx, order.customerId, earned);
  await freeTable(tx, order.tableId, order.id);
  if (split) {
    await recordAudit(tx, actor, {
      action: "order.split_paid",
      entityType: "order",
      entityId: order.id,
      label: order.orderId,
      after: { totalAmount: totals.totalAmount, payments: split },
    });
  }
  // The receipt; the drawer only for money taken just now (not a payment a till took offline).
  await recordOrderEvent(
    tx,
    { type: "status", orderId: order.id, status: ORDER_STATUS.Completed },
    {
      outlet: order.locationId,
      print: { kind: "completed", at: Date.now(), moneyTakenNow: !prepaid && !body.offline },
    },
  );
  return { order: await getOrderRecord(tx, order.id) };
}

/** The history's line for a split payment: "Dibayar: Cash Rp 50.000 + QRIS Rp 14.380". */
const splitNote = (payments: OrderPayment[]) => {
  const change = payments.reduce((sum, part) => sum + part.change, 0);
  const parts = payments.map((part) => `${part.method} ${formatRupiah(part.amount)}`).join(" + ");
  return `Dibayar: ${parts}${change > 0 ? ` (kembalian ${formatRupiah(change)})` : ""}`;
};

type OrderRow = typeof orders.$inferSelect;

/**
 * The cashier's discount checked against the bill it is taken from (what is left after the promo,
 * docs/business-rules.md#totals): never above it (400 DISCOUNT_OVER_BILL, a discount does not
 * quietly make the order free), and above `limitPercent` of it only with a manager's approval
 * (403 APPROVAL_REQUIRED without). Answers who approved, or null when no approval was needed.
 */
export function discountApproval(
  totals: Pick<OrderTotals, "subTotal" | "promoDiscount" | "cashierDiscount">,
  discount: CashierDiscount | null | undefined,
  limitPercent: number,
  actor: HistoryActor & { role?: StaffRole },
  approver: Approver | null,
): Approver | null {
  if (!discount) return null;
  const bill = totals.subTotal - totals.promoDiscount;
  if (discount.type === "fixed" && discount.value > bill) {
    throw refusal(
      "DISCOUNT_OVER_BILL",
      `Diskon ${formatRupiah(discount.value)} melebihi tagihan ${formatRupiah(bill)}.`,
      "discount",
    );
  }
  if (totals.cashierDiscount <= percentOf(bill, limitPercent)) return null;
  return approverFor("discount", actor, approver, ` (lebih dari ${limitPercent}% dari tagihan)`);
}

const missingPayment = (): never => {
  throw badRequest("Detail pembayaran wajib diisi.", "paymentDetails");
};

/** A cashier's order at payment: recomputed from its stored prices and rates with the cashier's discount. */
export async function paymentTotals(tx: DbOrTx, order: OrderRow, body: Pick<OrderFinalizeBody, "discount">) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return computePaymentTotals(
    {
      lines: items.map((item) => ({
        basePrice: item.basePrice,
        quantity: item.quantity,
        options: item.selectedOptions,
      })),
      orderType: order.orderType,
      serviceRatePercent: order.serviceChargeRate,
      taxRatePercent: order.taxRate,
      packagingFee: order.packagingFee,
      promoDiscount: order.promoDiscount,
      pointsDiscount: order.pointsDiscount,
    },
    body.discount,
  );
}

/** An online order's totals as checkout fixed them (delivery fee included): the customer was quoted these. */
const storedTotals = (order: OrderRow) => ({
  subTotal: order.subTotal,
  promoDiscount: order.promoDiscount,
  cashierDiscount: 0,
  serviceCharge: order.serviceCharge,
  tax: order.tax,
  totalAmount: order.totalAmount,
  pointsDiscount: order.pointsDiscount,
});
