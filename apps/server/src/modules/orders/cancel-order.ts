import { ORDER_STATUS, type OrderStatus, PAYMENT_STATUS, paymentTakenOf } from "@kedai/shared";
import type { Tx } from "../../db/client";
import type { orders } from "../../db/schema";
import { badRequest } from "../../lib/app-error";
import { recordAudit } from "../audit/audit.service";
import { addLoyaltyPoints } from "../customers/loyalty-points";
import { recordOrderEvent } from "../events/order-events";
import { startRefund } from "../refunds/start-refund";
import { freeTable, type HistoryActor, moveOrderStatus } from "./order-status-change";
import { moveStock, orderStockCause } from "./order-stock";

/**
 * Cancels an order in the caller's transaction (docs/business-rules.md#order-status): the status
 * moves by compare-and-set from `from` (default: the status read with the order), its stock goes
 * back, its table is freed, the points it redeemed return to the customer, and the kitchen and
 * lists are told. Cancelling a paid order is written to the audit log, and an order whose money was
 * taken records its refund (`refundAmount`, default all of it; docs/business-rules.md#refunds).
 * Records the order event, so it is the transaction's last write.
 */
export async function cancelOrder(
  tx: Tx,
  order: typeof orders.$inferSelect,
  actor: HistoryActor,
  from: OrderStatus = order.status,
  at?: Date,
  refundAmount?: number,
): Promise<void> {
  const moneyTaken = paymentTakenOf(order);
  if (refundAmount !== undefined && !moneyTaken) {
    throw badRequest("Pesanan ini belum dibayar; tidak ada dana yang dikembalikan.", "refundAmount");
  }
  await moveOrderStatus(tx, order.id, { from, to: ORDER_STATUS.Cancelled }, actor, at);
  await moveStock(tx, order.stockUsed, 1, orderStockCause("cancel", order, actor));
  await freeTable(tx, order.tableId, order.id);
  await addLoyaltyPoints(tx, order.customerId, order.pointsRedeemed);
  if (order.paymentStatus === PAYMENT_STATUS.Paid) await recordPaidCancel(tx, order, actor, from);
  if (moneyTaken) await startRefund(tx, order, actor, refundAmount, at);
  await recordOrderEvent(tx, { type: "status", orderId: order.id, status: ORDER_STATUS.Cancelled });
}

const recordPaidCancel = (tx: Tx, order: typeof orders.$inferSelect, actor: HistoryActor, from: OrderStatus) =>
  recordAudit(tx, actor, {
    action: "order.paid_cancelled",
    entityType: "order",
    entityId: order.id,
    label: order.orderId,
    before: { status: from, paymentStatus: order.paymentStatus, totalAmount: order.totalAmount },
    after: { status: ORDER_STATUS.Cancelled },
  });
