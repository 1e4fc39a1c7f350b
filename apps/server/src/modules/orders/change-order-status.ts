import {
  ORDER_STATUS,
  ORDER_STATUSES_SET_BY_FINALIZE,
  type OrderRecord,
  type OrderStatusBody,
  PAYMENT_STATUS,
} from "@kedai/shared";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import { conflict } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { recordOrderEvent } from "../events/order-events";
import { cancelOrder } from "./cancel-order";
import { getOrderRecord, ORDER_NOT_FOUND } from "./order-record";
import { moveOrderStatus, type OrderActor } from "./order-status-change";

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
