import {
  canFinalizeOrder,
  changeDue,
  computePaymentTotals,
  ORDER_STATUS,
  type OrderFinalizeBody,
  type OrderRecord,
  pointsEarned,
} from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { badRequest, conflict } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { addLoyaltyPoints } from "../customers/loyalty-points";
import { recordOrderEvent } from "../events/order-events";
import { getSettings } from "../settings/settings.service";
import { keepPointsPaying, reservationsOfOrder } from "./order-points";
import { getOrderRecord, ORDER_NOT_FOUND } from "./order-record";
import { freeTable, moveOrderStatus, type OrderActor } from "./order-status-change";

/**
 * Takes payment for a Ready order and completes it (docs/business-rules.md#totals, #points): the
 * total is recomputed with the cashier's discount from the prices and rates stored on the order,
 * keeping its redeemed points (capped at what is left to pay), the amount paid must cover it, the
 * table is freed and a linked customer earns points.
 */
export async function finalizeOrder(
  db: Database,
  actor: OrderActor,
  id: string,
  body: OrderFinalizeBody,
): Promise<OrderRecord> {
  return db.transaction(async (tx) => {
    const order = await findByIdOr404(tx, orders, id, ORDER_NOT_FOUND, { forUpdate: true });
    if (!canFinalizeOrder(order.status)) {
      throw conflict(`Pesanan berstatus "${order.status}" tidak dapat dibayar; hanya pesanan Ready.`);
    }
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const reservations = await reservationsOfOrder(tx, order.id);
    const totals = computePaymentTotals(
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
    const { method, amountPaid } = body.paymentDetails;
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
    await addLoyaltyPoints(tx, order.customerId, earned);
    await freeTable(tx, order.tableId, order.id);
    await recordOrderEvent(tx, { type: "status", orderId: order.id, status: ORDER_STATUS.Completed });
    return getOrderRecord(tx, order.id);
  });
}
