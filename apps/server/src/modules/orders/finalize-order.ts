import {
  canFinalizeOrder,
  changeDue,
  computePaymentTotals,
  ORDER_CHANNEL,
  ORDER_STATUS,
  type OrderFinalizeBody,
  type OrderRecord,
  POS_PAYMENT_METHOD,
  pointsEarned,
} from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { badRequest, conflict } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { addLoyaltyPoints } from "../customers/loyalty-points";
import { recordOrderEvent } from "../events/order-events";
import { addCompletedOrderToRollups } from "../reports/sales-rollups";
import { getSettings } from "../settings/settings.service";
import { keepPointsPaying, reservationsOfOrder } from "./order-points";
import { getOrderRecord, ORDER_NOT_FOUND } from "./order-record";
import { freeTable, moveOrderStatus, type OrderActor } from "./order-status-change";

/**
 * Takes payment for a Ready order and completes it (docs/business-rules.md#totals, #points): the
 * total is recomputed with the cashier's discount from the prices and rates stored on the order,
 * keeping its redeemed points (capped at what is left to pay), the amount paid must cover it, the
 * table is freed and a linked customer earns points. An online order keeps the totals its
 * checkout fixed (no cashier discount); one paid by transfer or Xendit takes no money here.
 * The sale joins the daily sales rollups the reports read, in the same transaction.
 */
export async function finalizeOrder(
  db: Database,
  actor: OrderActor,
  id: string,
  body: OrderFinalizeBody,
  timeZone: string,
): Promise<OrderRecord> {
  return db.transaction(async (tx) => {
    const order = await findByIdOr404(tx, orders, id, ORDER_NOT_FOUND, { forUpdate: true });
    if (!canFinalizeOrder(order.status)) {
      throw conflict(`Pesanan berstatus "${order.status}" tidak dapat dibayar; hanya pesanan Ready.`);
    }
    const reservations = await reservationsOfOrder(tx, order.id);
    const online = order.channel === ORDER_CHANNEL.online;
    if (online && body.discount) throw badRequest("Pesanan online tidak dapat diberi diskon kasir.", "discount");
    const totals = online ? storedTotals(order) : await paymentTotals(tx, order, body);
    // Paid before it reached the cashier (transfer or Xendit): completed without taking money again.
    const prepaid = online && order.paymentMethod !== POS_PAYMENT_METHOD.Cash;
    const { method, amountPaid } = prepaid
      ? { method: order.paymentMethod, amountPaid: totals.totalAmount }
      : body.paymentDetails;
    const change = changeDue(totals.totalAmount, amountPaid);
    if (change === null) throw badRequest("Jumlah pembayaran kurang dari total tagihan!", "amountPaid");

    await moveOrderStatus(tx, order.id, { from: order.status, to: ORDER_STATUS.Completed }, actor);
    // A cashier's discount can leave less to pay than the points cover: the spare points go back.
    const pointsRedeemed = await keepPointsPaying(
      tx,
      order.customerId,
      reservations,
      order.pointsRedeemed,
      totals.pointsDiscount,
    );
    const settings = await getSettings(tx);
    const earned = order.customerId ? pointsEarned(totals.totalAmount, settings.pointsEarnRupiah) : 0;
    await tx
      .update(orders)
      .set({
        paymentMethod: method,
        paymentDetails: { method, amountPaid, change },
        discount: totals.cashierDiscount,
        serviceCharge: totals.serviceCharge,
        tax: totals.tax,
        totalAmount: totals.totalAmount,
        pointsRedeemed,
        pointsDiscount: totals.pointsDiscount,
        pointsEarned: earned,
        completedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
    await addCompletedOrderToRollups(tx, order.id, timeZone);
    await addLoyaltyPoints(tx, order.customerId, earned);
    await freeTable(tx, order.tableId, order.id);
    await recordOrderEvent(tx, { type: "status", orderId: order.id, status: ORDER_STATUS.Completed });
    return getOrderRecord(tx, order.id);
  });
}

type OrderRow = typeof orders.$inferSelect;

/** A cashier's order at payment: recomputed from its stored prices and rates with the cashier's discount. */
async function paymentTotals(tx: Tx, order: OrderRow, body: OrderFinalizeBody) {
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
  cashierDiscount: 0,
  serviceCharge: order.serviceCharge,
  tax: order.tax,
  totalAmount: order.totalAmount,
  pointsDiscount: order.pointsDiscount,
});
