import type { OrderMoveTableBody, OrderRecord } from "@kedai/shared";
import type { Database } from "../../db/client";
import { badRequest } from "../../lib/app-error";
import { recordAudit } from "../audit/audit.service";
import { recordOrderEvent } from "../events/order-events";
import { offlineMoveTime } from "./offline-order";
import { takeTable } from "./order-choices";
import { getOrderRecord } from "./order-record";
import { assertOnTheFloor, lockOrders, type OrderRow, writeOrder } from "./order-regroup";
import { freeTable, type OrderActor, recordStatusChange } from "./order-status-change";

/**
 * PUT /api/orders/{id}/table ('Pindah Meja', docs/decisions/0034-split-move-merge.md): the
 * order's guests move to an Available table, which becomes Occupied; the table they leave is
 * freed unless another open order sits there. One transaction under the order's row lock, and
 * the table taken by a conditional update: of two tills moving the same order (or two orders to
 * the same table) at once, one wins and the other gets 409.
 */
export async function moveOrderTable(
  db: Database,
  actor: OrderActor,
  id: string,
  body: OrderMoveTableBody,
  /** A move a till made offline (a till command): booked in the history when it was made. */
  takenAt?: string,
): Promise<OrderRecord> {
  return db.transaction(async (tx) => {
    const order = (await lockOrders(tx, [id])).get(id) as OrderRow;
    assertOnTheFloor(order, body.updatedAt, "dipindah meja");
    if (order.tableId === body.table) throw badRequest("Pesanan sudah berada di meja ini.", "table");
    const table = await takeTable(tx, body.table, order.orderType);
    await writeOrder(tx, order, { tableId: table.id, tableName: table.name });
    await freeTable(tx, order.tableId, order.id);
    const note = `Pindah meja: ${order.tableName ?? "tanpa meja"} → ${table.name}`;
    const at = takenAt ? await offlineMoveTime(tx, order.id, takenAt) : undefined;
    await recordStatusChange(tx, order.id, { from: order.status, to: order.status }, actor, at, note);
    await recordAudit(tx, actor, {
      action: "order.table_moved",
      entityType: "order",
      entityId: order.id,
      label: order.orderId,
      before: { table: order.tableName },
      after: { table: table.name },
    });
    await recordOrderEvent(
      tx,
      { type: "updated", orderId: order.id, status: order.status },
      { outlet: order.locationId, print: { kind: "table-moved", at: Date.now(), fromTable: order.tableName } },
    );
    return getOrderRecord(tx, order.id);
  });
}
