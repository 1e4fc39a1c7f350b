import { ORDER_STATUS, type OrderMergeBody, type OrderRecord } from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { badRequest, refusal } from "../../lib/app-error";
import { changeStatus } from "../../lib/status-change";
import { recordAudit } from "../audit/audit.service";
import { recordOrderEvent } from "../events/order-events";
import { getOrderRecord } from "./order-record";
import {
  assertOnTheFloor,
  itemsOf,
  kitchenStep,
  lockOrders,
  type OrderRow,
  repriceStored,
  stockSum,
  writeOrder,
} from "./order-regroup";
import { freeTable, type OrderActor, orderTarget, recordStatusChange } from "./order-status-change";

/**
 * POST /api/orders/{id}/merge ('Gabung Meja', docs/decisions/0034-split-move-merge.md): the lines
 * of order `from` join this order, which is priced again from the stored prices and rates (the two
 * promos' amounts added up); `from` ends Cancelled with nothing left on it (no total, no stock, so
 * nothing is put back: the food is the same) and its table is freed unless another open order
 * sits there. Both rows are locked in id order in one transaction and written by compare-and-set:
 * of two merges of the same order at once, one wins and the other gets 409.
 */
export async function mergeOrders(
  db: Database,
  actor: OrderActor,
  id: string,
  body: OrderMergeBody,
): Promise<OrderRecord> {
  if (id === body.from) throw badRequest("Pesanan tidak dapat digabung dengan dirinya sendiri.", "from");
  return db.transaction(async (tx) => {
    const locked = await lockOrders(tx, [id, body.from]);
    const into = locked.get(id) as OrderRow;
    const from = locked.get(body.from) as OrderRow;
    assertOnTheFloor(into, body.updatedAt, "digabung");
    assertOnTheFloor(from, body.fromUpdatedAt, "digabung");
    if (into.locationId !== from.locationId) throw badRequest("Pesanan dari outlet lain tidak dapat digabung.", "from");
    if (from.pointsRedeemed > 0) {
      throw badRequest(
        `Pesanan ${from.orderId} memakai poin pelanggan: gabungkan pesanan lain ke pesanan itu.`,
        "from",
      );
    }
    // The merged order keeps its kitchen status, so it must not be further along than the food joining it.
    if (kitchenStep(into.status) > kitchenStep(from.status)) {
      throw refusal(
        "ORDER_NOT_EDITABLE",
        `Pesanan ${into.orderId} sudah "${into.status}", sedangkan ${from.orderId} masih "${from.status}": gabungkan ${into.orderId} ke ${from.orderId}.`,
        "from",
      );
    }

    const [intoItems, fromItems] = [await itemsOf(tx, into.id), await itemsOf(tx, from.id)];
    const start = intoItems.reduce((last, item) => Math.max(last, item.position + 1), 0);
    // The lines say where they came from: a device printer prints the merge's note, not a 'Tambahan'.
    const cameFrom = { how: "merge", orderId: from.orderId, table: from.tableName } as const;
    for (const [index, item] of fromItems.entries())
      await tx
        .update(orderItems)
        .set({ orderId: into.id, position: start + index, cameFrom })
        .where(eq(orderItems.id, item.id));
    const { columns } = await repriceStored(
      tx,
      into,
      [...intoItems, ...fromItems],
      into.promoDiscount + from.promoDiscount,
    );
    await writeOrder(tx, into, { ...columns, stockUsed: stockSum(into.stockUsed, from.stockUsed) });

    await changeStatus(tx, orderTarget, from.id, {
      from: from.status,
      to: ORDER_STATUS.Cancelled,
    });
    await tx
      .update(orders)
      .set({
        stockUsed: [],
        subTotal: 0,
        serviceCharge: 0,
        tax: 0,
        promoDiscount: 0,
        totalAmount: 0,
        notes: [from.notes, `Digabung ke ${into.orderId}`].filter(Boolean).join(" · "),
      })
      .where(eq(orders.id, from.id));
    await freeTable(tx, from.tableId, from.id);

    const where = (order: OrderRow) => `${order.orderId}${order.tableName ? ` (${order.tableName})` : ""}`;
    await recordStatusChange(
      tx,
      into.id,
      { from: into.status, to: into.status },
      actor,
      undefined,
      `Digabung dengan ${where(from)}`,
    );
    await recordStatusChange(
      tx,
      from.id,
      { from: from.status, to: ORDER_STATUS.Cancelled },
      actor,
      undefined,
      `Digabung ke ${where(into)}`,
    );
    await recordAudit(tx, actor, {
      action: "order.merged",
      entityType: "order",
      entityId: into.id,
      label: into.orderId,
      before: { totalAmount: into.totalAmount, from: from.orderId, fromTotalAmount: from.totalAmount },
      after: { totalAmount: columns.totalAmount },
    });
    const merged = {
      kind: "merged",
      at: Date.now(),
      fromOrderId: cameFrom.orderId,
      fromTable: cameFrom.table,
    } as const;
    await recordOrderEvent(
      tx,
      { type: "updated", orderId: into.id, status: into.status },
      { outlet: into.locationId, print: merged },
    );
    await recordOrderEvent(tx, { type: "status", orderId: from.id, status: ORDER_STATUS.Cancelled });
    return getOrderRecord(tx, into.id);
  });
}
