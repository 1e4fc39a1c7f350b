import {
  canFinalizeOrder,
  changeDue,
  computePaymentTotals,
  ORDER_STATUS,
  type OrderFinalizeBody,
  type OrderRecord,
  pointsEarned,
} from "@kedai/shared";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers, orderItems, orders } from "../../db/schema";
import { badRequest, conflict } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { getSettings } from "../settings/settings.service";
import { getOrderRecord, ORDER_NOT_FOUND } from "./order-record";
import { freeTable, moveOrderStatus, type OrderActor } from "./order-status-change";

/**
 * Takes payment for a Ready order and completes it (docs/business-rules.md#totals, #points): the
 * total is recomputed with the cashier's discount from the prices and rates stored on the order,
 * the amount paid must cover it, the table is freed and a linked customer earns points.
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
        pointsEarned: earned,
        completedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
    if (order.customerId && earned > 0) {
      await tx
        .update(customers)
        .set({ loyaltyPoints: sql`${customers.loyaltyPoints} + ${earned}` })
        .where(eq(customers.id, order.customerId));
    }
    await freeTable(tx, order.tableId);
    return getOrderRecord(tx, order.id);
  });
}
