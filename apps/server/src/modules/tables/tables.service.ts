import {
  orderStatusMachine,
  TABLE_STATUS,
  TABLE_TOKEN_INVALID,
  type TableBody,
  type TableListQuery,
  type TableRecord,
  type TableUpdateBody,
  tableBody,
} from "@kedai/shared";
import { and, asc, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { diningTables, orders } from "../../db/schema";
import { notFound, refusal } from "../../lib/app-error";
import { byName } from "../../lib/by-name";
import { findByIdOr404 } from "../../lib/find-by-id";
import { isUuid } from "../../lib/ids";
import { deleteOrArchive, notArchived } from "../../lib/in-use";
import { orderUses } from "../../lib/order-uses";
import { updatedRecord } from "../../lib/record-update";
import { containsInsensitive } from "../../lib/search";
import { changeStatus } from "../../lib/status-change";
import { assertUniqueName, lockTableWriters } from "../../lib/write-guards";
import { type AuditActor, recordRemoval } from "../audit/audit.service";
import { tableTarget } from "../orders/order-status-change";

type TableRow = typeof diningTables.$inferSelect;

const NOT_FOUND = "Meja tidak ditemukan.";

/** `withToken`: the caller may see the QR token (QR_TOKEN_ROLES). */
function toTableRecord(row: TableRow, withToken = false): TableRecord {
  return {
    _id: row.id,
    name: row.name,
    capacity: row.capacity,
    status: row.status,
    ...(withToken ? { qrToken: row.qrToken } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type OpenTableOrder = NonNullable<TableRecord["openOrders"]>[number];

/** Each table's open orders, oldest first, with their running totals and when they sat down (the floor view). */
async function openOrdersByTable(db: DbOrTx): Promise<Map<string, OpenTableOrder[]>> {
  const rows = await db
    .select({
      tableId: orders.tableId,
      _id: orders.id,
      orderId: orders.orderId,
      totalAmount: orders.totalAmount,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(isNotNull(orders.tableId), notInArray(orders.status, [...orderStatusMachine.final])))
    .orderBy(asc(orders.createdAt), asc(orders.orderId));
  const byTable = new Map<string, OpenTableOrder[]>();
  for (const { tableId, createdAt, ...order } of rows)
    byTable.set(tableId as string, [
      ...(byTable.get(tableId as string) ?? []),
      { ...order, seatedAt: createdAt.toISOString() },
    ]);
  return byTable;
}

export async function listTables(db: DbOrTx, query: TableListQuery, withToken: boolean): Promise<TableRecord[]> {
  const [rows, openOrders] = await Promise.all([
    db
      .select()
      .from(diningTables)
      .where(notArchived(diningTables, containsInsensitive(diningTables.name, query.search))),
    openOrdersByTable(db),
  ]);
  return rows
    .sort((a, b) => byName.compare(a.name, b.name))
    .map((row) => {
      const seated = openOrders.get(row.id) ?? [];
      return { ...toTableRecord(row, withToken), openOrder: seated[0] ?? null, openOrders: seated };
    });
}

/** A new random QR token for the table: codes printed with the old one stop working. */
export async function regenerateQrToken(db: DbOrTx, id: string): Promise<{ _id: string; qrToken: string }> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [table] = await db
    .update(diningTables)
    .set({ qrToken: sql`gen_random_uuid()::text` })
    .where(eq(diningTables.id, id))
    .returning({ _id: diningTables.id, qrToken: diningTables.qrToken });
  if (!table) throw notFound(NOT_FOUND);
  return table;
}

/** The table a QR token names, or 404 (an unknown or regenerated token). */
export async function findTableByToken(db: DbOrTx, token: string): Promise<{ _id: string; name: string }> {
  const [table] = await db
    .select({ _id: diningTables.id, name: diningTables.name })
    .from(diningTables)
    .where(notArchived(diningTables, eq(diningTables.qrToken, token)))
    .limit(1);
  if (!table) throw notFound(TABLE_TOKEN_INVALID);
  return table;
}

export async function getTable(db: DbOrTx, id: string): Promise<TableRecord> {
  return toTableRecord(await findByIdOr404(db, diningTables, id, NOT_FOUND));
}

/** Two tables called "Meja 1" would make a waiter's choice ambiguous. */
const assertNameFree = (tx: DbOrTx, name: string, exceptId?: string) =>
  assertUniqueName(tx, diningTables, name, exceptId, (taken) => `Meja "${taken}" sudah ada.`);

export async function createTable(db: Database, body: TableBody): Promise<TableRecord> {
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, diningTables);
    await assertNameFree(tx, body.name);
    const [row] = await tx.insert(diningTables).values(body).returning();
    return toTableRecord(row);
  });
}

/** PUT: the fields sent over the stored table (docs/api-conventions.md#put). */
export async function updateTable(db: Database, id: string, sent: TableUpdateBody): Promise<TableRecord> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, diningTables);
    const stored = await findByIdOr404(tx, diningTables, id, NOT_FOUND);
    const body = updatedRecord(tableBody, stored, sent);
    await assertNameFree(tx, body.name, id);
    // Only a status sent frees the table: a table left Available while seated stays as it is.
    if (sent.status === TABLE_STATUS.Available) await refuseFreeingWhileSeated(tx, id);
    const { name, capacity, status } = body;
    if (status !== stored.status) await changeStatus(tx, tableTarget, id, { from: stored.status, to: status });
    const [row] = await tx.update(diningTables).set({ name, capacity }).where(eq(diningTables.id, id)).returning();
    return toTableRecord(row);
  });
}

/**
 * A table whose guests have not paid (an order at it neither Completed nor Cancelled) is not set
 * Available by hand: paying, cancelling, moving or merging the order frees it (ADR 0034).
 */
async function refuseFreeingWhileSeated(tx: DbOrTx, tableId: string): Promise<void> {
  const open = await tx
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(and(eq(orders.tableId, tableId), notInArray(orders.status, [...orderStatusMachine.final])))
    .orderBy(asc(orders.createdAt))
    .limit(4);
  if (open.length === 0) return;
  const named =
    open
      .slice(0, 3)
      .map((o) => o.orderId)
      .join(", ") + (open.length > 3 ? ", …" : "");
  throw refusal(
    "TABLE_HAS_OPEN_ORDERS",
    `Meja masih memiliki pesanan yang belum dibayar (${named}). Selesaikan, batalkan, pindahkan atau gabungkan pesanannya terlebih dahulu.`,
    "status",
  );
}

/**
 * A table with guests on an open order stays until that order is finished or cancelled; one that
 * past orders name is archived (their receipts and reports keep its name).
 */
export const deleteTable = (db: Database, id: string, actor: AuditActor) =>
  deleteOrArchive(db, diningTables, id, {
    missing: NOT_FOUND,
    subject: (table) => `Meja "${table.name}"`,
    inUse: async (tx) => [(await orderUses(tx, eq(orders.tableId, id))).open],
    advice: "Selesaikan atau batalkan pesanannya terlebih dahulu.",
    history: async (tx) => [(await orderUses(tx, eq(orders.tableId, id))).past],
    after: (tx, table, outcome) => recordRemoval(tx, actor, "table", table, table.name, outcome),
  });
