import { type UnitBody, type UnitListQuery, type UnitRecord, unitBody } from "@kedai/shared";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { stockItems, units } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { isUuid } from "../../lib/ids";
import { deleteOrArchive, namedDependents, notArchived } from "../../lib/in-use";
import { updatedRecord } from "../../lib/record-update";
import { containsInsensitive } from "../../lib/search";
import { assertUniqueName, lockTableWriters } from "../../lib/write-guards";

type UnitRow = typeof units.$inferSelect;

const NOT_FOUND = "Satuan tidak ditemukan.";

function toUnitRecord(row: UnitRow): UnitRecord {
  return { _id: row.id, name: row.name, createdAt: row.createdAt.toISOString() };
}

export async function listUnits(db: DbOrTx, query: UnitListQuery): Promise<UnitRecord[]> {
  const rows = await db
    .select()
    .from(units)
    .where(notArchived(units, containsInsensitive(units.name, query.search)))
    .orderBy(asc(sql`lower(${units.name})`));
  return rows.map(toUnitRecord);
}

export async function getUnit(db: DbOrTx, id: string): Promise<UnitRecord> {
  return toUnitRecord(await findByIdOr404(db, units, id, NOT_FOUND));
}

/** "kg" and "Kg" are one unit (the database's unique index on lower(name) agrees). */
const assertNameFree = (tx: DbOrTx, name: string, exceptId?: string) =>
  assertUniqueName(tx, units, name, exceptId, (taken) => `Satuan "${taken}" sudah ada.`);

export async function createUnit(db: Database, body: UnitBody): Promise<UnitRecord> {
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, units);
    await assertNameFree(tx, body.name);
    const [row] = await tx.insert(units).values({ name: body.name }).returning();
    return toUnitRecord(row);
  });
}

/** PUT: the fields sent over the stored unit (docs/api-conventions.md#put). */
export async function updateUnit(db: Database, id: string, sent: Partial<UnitBody>): Promise<UnitRecord> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, units);
    const stored = await findByIdOr404(tx, units, id, NOT_FOUND);
    const body = updatedRecord(unitBody, { name: stored.name }, sent);
    await assertNameFree(tx, body.name, id);
    const [row] = await tx.update(units).set({ name: body.name }).where(eq(units.id, id)).returning();
    if (!row) throw notFound(NOT_FOUND);
    return toUnitRecord(row);
  });
}

/** A unit of an item on offer stays; one only archived items have is archived with them. */
export const deleteUnit = (db: Database, id: string) =>
  deleteOrArchive(db, units, id, {
    missing: NOT_FOUND,
    subject: (unit) => `Satuan "${unit.name}"`,
    inUse: async (tx) => [
      await namedDependents(tx, stockItems, notArchived(stockItems, eq(stockItems.unitId, id)), "item stok"),
    ],
    advice: "Ganti satuan item tersebut terlebih dahulu.",
    history: async (tx) => [
      await namedDependents(
        tx,
        stockItems,
        and(eq(stockItems.unitId, id), isNotNull(stockItems.archivedAt)),
        "item stok diarsipkan",
      ),
    ],
  });
