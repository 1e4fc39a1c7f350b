import { ORDER_STATUS, ORDER_STATUSES_SET_BY_FINALIZE, type OrderRecord, type OrderStatusBody } from "@kedai/shared";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import { conflict } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { addLoyaltyPoints } from "../customers/loyalty-points";
import { recordOrderEvent } from "../events/order-events";
import { getOrderRecord, ORDER_NOT_FOUND } from "./order-record";
import { freeTable, moveOrderStatus, type OrderActor } from "./order-status-change";
import { moveStock, orderStockCause } from "./order-stock";

/**
 * A plain status move along the shared table (docs/business-rules.md#order-status). `from` is the
 * status the screen showed when sent, else the one read here. Cancelling puts the order's stock
 * back, frees its table and gives the customer the points it redeemed back, in the same transaction. Completed is refused: it takes payment.
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
    await moveOrderStatus(tx, order.id, { from: body.from ?? order.status, to: body.status }, actor);
    if (body.status === ORDER_STATUS.Cancelled) {
      await moveStock(tx, order.stockUsed, 1, orderStockCause("cancel", order, actor));
      await freeTable(tx, order.tableId, order.id);
      await addLoyaltyPoints(tx, order.customerId, order.pointsRedeemed);
    }
    await recordOrderEvent(tx, { type: "status", orderId: order.id, status: body.status });
    return getOrderRecord(tx, order.id);
  });
}
