import {
  ORDER_STATUS,
  ORDER_STATUSES_SET_BY_FINALIZE,
  type OrderRecord,
  type OrderStatus,
  type OrderStatusBody,
  PAYMENT_STATUS,
} from "@kedai/shared";
import { and, eq } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { orders } from "../../db/schema";
import { conflict } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { addLoyaltyPoints } from "../customers/loyalty-points";
import { recordOrderEvent } from "../events/order-events";
import { getOrderRecord, ORDER_NOT_FOUND } from "./order-record";
import { freeTable, moveOrderStatus, type OrderActor } from "./order-status-change";
import { moveStock } from "./order-stock";

type OrderRow = typeof orders.$inferSelect;

export const ORDER_NOT_PAID = "Pesanan belum dibayar.";

/**
 * A plain status move along the shared table (docs/business-rules.md#order-status). `from` is the
 * status the screen showed when sent, else the one read here. Completed is refused: it takes
 * payment. An online order waiting for its payment may only be cancelled: the kitchen does not
 * start it before it is paid.
 */
export async function changeOrderStatus(
  db: Database,
  actor: OrderActor,
  id: string,
  body: OrderStatusBody,
): Promise<OrderRecord> {
  if (ORDER_STATUSES_SET_BY_FINALIZE.includes(body.status)) {
    throw conflict("Pesanan hanya dapat diselesaikan melalui pembayaran.");
  }
  return db.transaction(async (tx) => {
    const order = await findByIdOr404(tx, orders, id, ORDER_NOT_FOUND, { forUpdate: true });
    const from = body.from ?? order.status;
    if (body.status === ORDER_STATUS.Cancelled) {
      await cancelOrder(tx, order, actor, from);
    } else {
      if (order.paymentStatus === PAYMENT_STATUS.Pending) throw conflict(ORDER_NOT_PAID);
      await moveOrderStatus(tx, order.id, { from, to: body.status }, actor);
      await recordOrderEvent(tx, { type: "status", orderId: order.id, status: body.status });
    }
    return getOrderRecord(tx, order.id);
  });
}

/**
 * Cancels an order in the caller's transaction (the row read `FOR UPDATE`): the status moves by
 * compare-and-set from `from`, the stock it took goes back, its table is freed, the points it
 * redeemed return to the customer, and the order's event is the last write. `actor.id` is null
 * when the system cancels (an expired online payment).
 */
export async function cancelOrder(
  tx: Tx,
  order: OrderRow,
  actor: OrderActor,
  from: OrderStatus = order.status,
): Promise<void> {
  await moveOrderStatus(tx, order.id, { from, to: ORDER_STATUS.Cancelled }, actor);
  await moveStock(tx, order.stockUsed, 1);
  await freeTable(tx, order.tableId, order.id);
  await addLoyaltyPoints(tx, order.customerId, order.pointsRedeemed);
  await recordOrderEvent(tx, { type: "status", orderId: order.id, status: ORDER_STATUS.Cancelled });
}

/**
 * Marks a Pending online order Paid (its Xendit payment confirmed), in the caller's transaction,
 * so it reaches the kitchen's list. True when this call paid it; false when it was not Pending
 * (already paid, or cancelled meanwhile), so a repeated confirmation changes nothing.
 */
export async function markOrderPaid(tx: Tx, orderId: string): Promise<boolean> {
  const [paid] = await tx
    .update(orders)
    .set({ paymentStatus: PAYMENT_STATUS.Paid })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, PAYMENT_STATUS.Pending)))
    .returning({ status: orders.status });
  if (!paid) return false;
  await recordOrderEvent(tx, { type: "updated", orderId, status: paid.status });
  return true;
}
