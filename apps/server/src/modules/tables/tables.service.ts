import {
  orderStatusMachine,
  TABLE_TOKEN_INVALID,
  type TableBody,
  type TableListQuery,
  type TableRecord,
  type TableUpdateBody,
} from "@kedai/shared";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { diningTables, orders } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { byName } from "../../lib/by-name";
import { findByIdOr404 } from "../../lib/find-by-id";
import { isUuid } from "../../lib/ids";
import { countedDependents, refuseWhileUsed } from "../../lib/in-use";
import { containsInsensitive } from "../../lib/search";
import { assertUniqueName, lockTableWriters } from "../../lib/write-guards";
import { type AuditActor, recordDeletion } from "../audit/audit.service";

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

export async function listTables(db: DbOrTx, query: TableListQuery, withToken: boolean): Promise<TableRecord[]> {
  const rows = await db.select().from(diningTables).where(containsInsensitive(diningTables.name, query.search));
  return rows.sort((a, b) => byName.compare(a.name, b.name)).map((row) => toTableRecord(row, withToken));
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
    .where(eq(diningTables.qrToken, token))
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

export async function updateTable(db: Database, id: string, body: TableUpdateBody): Promise<TableRecord> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, diningTables);
    await assertNameFree(tx, body.name, id);
    const [row] = await tx.update(diningTables).set(body).where(eq(diningTables.id, id)).returning();
    if (!row) throw notFound(NOT_FOUND);
    return toTableRecord(row);
  });
}

/**
 * A table with guests on an open order stays until that order is finished or cancelled; past
 * orders keep the table's name (snapshotted on the order), so they do not block deleting it.
 */
export async function deleteTable(
  db: Database,
  id: string,
  actor: AuditActor,
): Promise<{ _id: string; message: string }> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, diningTables);
    const table = await findByIdOr404(tx, diningTables, id, NOT_FOUND, { forUpdate: true });
    const openOrders = and(eq(orders.tableId, id), notInArray(orders.status, [...orderStatusMachine.final]));
    refuseWhileUsed(
      `Meja "${table.name}"`,
      [await countedDependents(tx, orders, openOrders, "pesanan aktif")],
      "Selesaikan atau batalkan pesanannya terlebih dahulu.",
    );
    await tx.delete(diningTables).where(eq(diningTables.id, id));
    await recordDeletion(tx, actor, "table", table, table.name);
    return { _id: id, message: `Meja "${table.name}" telah dihapus.` };
  });
}
