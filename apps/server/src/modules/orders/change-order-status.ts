import {
  ORDER_STATUS,
  ORDER_STATUSES_SET_BY_FINALIZE,
  type OrderRecord,
  type OrderStatusBody,
  PAYMENT_STATUS,
} from "@kedai/shared";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import { refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { recordOrderEvent } from "../events/order-events";
import { cancelOrder } from "./cancel-order";
import { offlineMoveTime } from "./offline-order";
import { getOrderRecord, ORDER_NOT_FOUND } from "./order-record";
import { moveOrderStatus, type OrderActor } from "./order-status-change";

export const ORDER_NOT_PAID = "Pesanan belum dibayar.";

/**
 * A plain status move along the shared table (docs/business-rules.md#order-status). `from` is the
 * status the screen showed when sent, else the one read here. Completed is refused: it takes
 * payment. An online order waiting for its payment may only be cancelled: the kitchen does not
 * start it before it is paid. A move a till made offline (`offline`) is booked in the history at
 * the time it was made, and answers the order as it is when the order is already there.
 */
export async function changeOrderStatus(
  db: Database,
  actor: OrderActor,
  id: string,
  body: OrderStatusBody,
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
    if (body.status === ORDER_STATUS.Cancelled) {
      await cancelOrder(tx, order, actor, from, at);
    } else {
      if (order.paymentStatus === PAYMENT_STATUS.Pending) throw refusal("ORDER_NOT_PAID", ORDER_NOT_PAID);
      await moveOrderStatus(tx, order.id, { from, to: body.status }, actor, at);
      await recordOrderEvent(tx, { type: "status", orderId: order.id, status: body.status });
    }
    return getOrderRecord(tx, order.id);
  });
}
