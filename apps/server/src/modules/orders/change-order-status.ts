import {
  ORDER_STATUS,
  ORDER_STATUSES_SET_BY_FINALIZE,
  type OrderRecord,
  type OrderStatusBody,
  PAYMENT_STATUS,
  paymentTakenOf,
} from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { orders } from "../../db/schema";
import { AppError, refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { recordAudit } from "../audit/audit.service";
import { type Approver, approverFor } from "../auth/approval";
import { recordOrderEvent } from "../events/order-events";
import { queuePlatformCall } from "../ojol/platform-calls";
import { linkOfOrder } from "../ojol/platform-links";
import { cancelOrder } from "./cancel-order";
import type { StaffActor } from "./finalize-order";
import { offlineMoveTime } from "./offline-order";
import { getOrderRecord, ORDER_NOT_FOUND } from "./order-record";
import { moveOrderStatus } from "./order-status-change";

export const ORDER_NOT_PAID = "Pesanan belum dibayar.";

/**
 * A plain status move along the shared table (docs/business-rules.md#order-status). `from` is the
 * status the screen showed when sent, else the one read here. Completed is refused: it takes
 * payment. An online order waiting for its payment may only be cancelled: the kitchen does not
 * start it before it is paid. A move a till made offline (`offline`) is booked in the history at
 * the time it was made, and answers the order as it is when the order is already there.
 * Cancelling an order whose money was taken needs a manager's approval (`approver`, or a manager
 * or admin acting themselves; ADR 0041), stored with the order and in the audit log.
 */
export async function changeOrderStatus(
  db: Database,
  actor: StaffActor,
  id: string,
  body: OrderStatusBody,
  approver: Approver | null = null,
): Promise<OrderRecord> {
  if (ORDER_STATUSES_SET_BY_FINALIZE.includes(body.status)) {
    throw refusal("STATUS_TRANSITION_INVALID", "Pesanan hanya dapat diselesaikan melalui pembayaran.");
  }
  return db.transaction(async (tx) => {
    const order = await findByIdOr404(tx, orders, id, ORDER_NOT_FOUND, { forUpdate: true });
    // A till sends what it did offline again when the answer was lost, and another till may have
    // made the same move meanwhile: either way the order is where the cashier put it.
    if (body.offline && order.status === body.status) return getOrderRecord(tx, order.id);
    const at = body.offline ? await offlineMoveTime(tx, order.id, body.offline.takenAt) : undefined;
    const from = body.from ?? order.status;
    // A platform's order is turned down with the platform's reason ('Tolak', docs/business-rules.md#ojol).
    if (body.status === ORDER_STATUS.Cancelled && order.platform) throw new AppError("OJOL_REJECT_ONLY");
    if (body.status === ORDER_STATUS.Cancelled) {
      const approvedBy = paymentTakenOf(order) ? approverFor("cancel", actor, approver) : null;
      // Before the cancel: its order event is the transaction's last write.
      if (approvedBy) await recordCancelApproval(tx, order, actor, approvedBy, at ?? new Date());
      await cancelOrder(tx, order, actor, from, at, body.refundAmount);
    } else {
      if (order.paymentStatus === PAYMENT_STATUS.Pending) throw refusal("ORDER_NOT_PAID", ORDER_NOT_PAID);
      await moveOrderStatus(tx, order.id, { from, to: body.status }, actor, at);
      // 'Siap' tells the platform the food is ready for its driver.
      if (order.platform && body.status === ORDER_STATUS.Ready)
        await queuePlatformCall(tx, await linkOfOrder(tx, order), order, { action: "ready" });
      await recordOrderEvent(tx, { type: "status", orderId: order.id, status: body.status });
    }
    return getOrderRecord(tx, order.id);
  });
}

/** The approval of cancelling a paid order: on the order and in the audit log. */
async function recordCancelApproval(
  tx: Tx,
  order: typeof orders.$inferSelect,
  actor: StaffActor,
  approvedBy: Approver,
  at: Date,
): Promise<void> {
  const approval = {
    kind: "cancel" as const,
    approverId: approvedBy.id,
    approverName: approvedBy.fullName,
    at: at.toISOString(),
  };
  await tx
    .update(orders)
    .set({ approvals: [...order.approvals, approval] })
    .where(eq(orders.id, order.id));
  await recordAudit(tx, actor, {
    action: "order.cancel_approved",
    entityType: "order",
    entityId: order.id,
    label: order.orderId,
    before: { status: order.status, totalAmount: order.totalAmount },
    after: { status: ORDER_STATUS.Cancelled, approvedById: approvedBy.id, approvedBy: approvedBy.fullName },
  });
}
