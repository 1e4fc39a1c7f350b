import {
  ORDER_CHANNEL,
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderStatus,
  type OrderUpdateBody,
  pointsWorth,
  type StaffRole,
} from "@kedai/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { badRequest, refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { recordAudit } from "../audit/audit.service";
import { recordOrderEvent } from "../events/order-events";
import { walkInDetails } from "./create-pos-order";
import { offlineMoveTime } from "./offline-order";
import { orderCatalog } from "./order-catalog";
import { findChosenRecords, takeTable } from "./order-choices";
import { keepPointsPaying, reservationsOfOrder } from "./order-points";
import { getOrderRecord, ORDER_NOT_FOUND } from "./order-record";
import { assignRounds, roundWords } from "./order-rounds";
import type { OrderActor } from "./order-status-change";
import { freeTable, recordStatusChange } from "./order-status-change";
import { moveStock, orderStockCause, stockChange } from "./order-stock";
import { type CreatedOrder, insertOrderItems } from "./order-submit";
import { priceOrder } from "./price-order";

/** The statuses in which an order may still be edited (docs/business-rules.md#order-status). */
const EDITABLE: readonly OrderStatus[] = [ORDER_STATUS.New, ORDER_STATUS.Preparing];

/**
 * PUT /api/orders/{id}: a cashier's order changed while the kitchen has not finished it
 * (docs/business-rules.md#order-status). Priced again exactly as when placed; stock moves by the
 * difference between what the order took and what it now takes; a new table is taken (Available
 * only) and the old one freed; the points it redeemed stay, less any the new total no longer
 * needs, which go back to the customer. The order keeps its register session and cashier.
 *
 * What the edit adds is a new round (`addedRound`, ADR 0033): its lines are marked for the
 * kitchen as 'Tambahan', the order's history and the audit log name them, and only they are
 * printed on the kitchen's ticket; what the order had keeps its round.
 *
 * The order is written by compare-and-set on the status and last change read here: a status move
 * or another edit that lands in between makes this one a 409 and rolls it back whole, so stock
 * and tables are never moved twice for one change.
 */
export async function updateOrder(
  db: Database,
  editor: OrderActor & { role: StaffRole },
  id: string,
  body: OrderUpdateBody,
  timeZone: string,
  /** A round a till added offline (a till command): booked in the history when it was added. */
  takenAt?: string,
): Promise<Omit<CreatedOrder, "replayed"> & { addedRound: number | null }> {
  return db.transaction(async (tx) => {
    const order = await findByIdOr404(tx, orders, id, ORDER_NOT_FOUND);
    if (order.channel !== ORDER_CHANNEL.pos)
      throw refusal("ORDER_NOT_EDITABLE", "Hanya pesanan kasir yang dapat diubah di sini.");
    if (!EDITABLE.includes(order.status)) {
      throw refusal(
        "ORDER_NOT_EDITABLE",
        `Pesanan berstatus "${order.status}" tidak dapat diubah; hanya pesanan New atau Preparing.`,
      );
    }
    // Its total was paid up front: a changed total would no longer match the money taken.
    if (order.paymentDetails)
      throw refusal("ORDER_NOT_EDITABLE", "Pesanan ini sudah dibayar di muka, jadi tidak dapat diubah.");
    const info = body.orderInfo;
    const { waiter, customer, promo } = await findChosenRecords(tx, editor, info, timeZone);
    if (order.pointsRedeemed > 0 && (customer?.id ?? null) !== order.customerId) {
      throw badRequest("Pesanan ini memakai poin pelanggan, jadi pelanggannya tidak dapat diganti.", "customer");
    }
    const keepsTable = info.orderType === ORDER_TYPE.DineIn && !!info.table && info.table === order.tableId;
    const newTable = info.table && !keepsTable ? await takeTable(tx, info.table, info.orderType) : undefined;

    const reservations = await reservationsOfOrder(tx, order.id);
    const priced = priceOrder(await orderCatalog(db, tx), body.items, {
      orderType: info.orderType,
      serviceChargeRate: info.serviceChargeRate,
      promo,
      pointsWorth: pointsWorth(reservations, order.pointsRedeemed),
      locationId: order.locationId,
    });
    const pointsRedeemed = await keepPointsPaying(
      tx,
      order.customerId,
      reservations,
      order.pointsRedeemed,
      priced.totals.pointsDiscount,
    );

    const [written] = await tx
      .update(orders)
      .set({
        orderType: info.orderType,
        customerId: customer?.id ?? null,
        ...walkInDetails(customer),
        waiterId: waiter.id,
        waiterName: waiter.fullName,
        tableId: keepsTable ? order.tableId : (newTable?.id ?? null),
        tableName: keepsTable ? order.tableName : (newTable?.name ?? null),
        notes: info.notes || null,
        stockUsed: priced.stockUsed,
        ...priced.columns,
        pointsRedeemed,
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, order.status),
          // The column keeps microseconds, a JavaScript date only milliseconds.
          sql`date_trunc('milliseconds', ${orders.updatedAt}) = ${order.updatedAt.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: orders.id });
    if (!written)
      throw refusal("CHANGED_ELSEWHERE", "Pesanan sudah diubah oleh pengguna lain. Muat ulang lalu coba lagi.");

    const before = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const rounds = assignRounds(before, priced.lines);
    await tx.delete(orderItems).where(eq(orderItems.orderId, order.id));
    await insertOrderItems(tx, order.id, rounds.lines);
    if (rounds.added !== null) {
      const added = roundWords(rounds.lines, rounds.added);
      // The status stays: the history line says what was added, and who added it.
      await recordStatusChange(
        tx,
        order.id,
        { from: order.status, to: order.status },
        editor,
        takenAt ? await offlineMoveTime(tx, order.id, takenAt) : undefined,
        `Tambahan ke-${rounds.added - 1}: ${added}`,
      );
      await recordAudit(tx, editor, {
        action: "order.round_added",
        entityType: "order",
        entityId: order.id,
        label: order.orderId,
        after: { round: rounds.added, items: added },
      });
    }
    const stockWarnings = await moveStock(
      tx,
      stockChange(order.stockUsed, priced.stockUsed),
      -1,
      orderStockCause("order_edit", order, editor),
    );
    if (!keepsTable) await freeTable(tx, order.tableId, order.id);
    // Only what was added goes to the kitchen's printer: a ticket marked 'Tambahan' (ADR 0033).
    await recordOrderEvent(
      tx,
      { type: "updated", orderId: order.id, status: order.status },
      rounds.added === null
        ? undefined
        : { outlet: order.locationId, print: { kind: "round-added", at: Date.now(), round: rounds.added } },
    );
    return { order: await getOrderRecord(tx, order.id), stockWarnings, addedRound: rounds.added };
  });
}
