import type { SupplierBody, SupplierListQuery, SupplierRecord } from "@kedai/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { purchases, suppliers } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { isUuid } from "../../lib/ids";
import { countedDependents, deleteOrArchive, notArchived } from "../../lib/in-use";
import { containsInsensitive } from "../../lib/search";
import { type AuditActor, recordRemoval } from "../audit/audit.service";

type SupplierRow = typeof suppliers.$inferSelect;

const NOT_FOUND = "Supplier tidak ditemukan.";

function toSupplierRecord(row: SupplierRow): SupplierRecord {
  return {
    _id: row.id,
    name: row.name,
    contactPerson: row.contactPerson,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Search looks at the name, the contact person and the phone number. */
export async function listSuppliers(db: DbOrTx, query: SupplierListQuery): Promise<SupplierRecord[]> {
  const rows = await db
    .select()
    .from(suppliers)
    .where(
      and(
        query.archived === "include" ? undefined : notArchived(suppliers),
        containsInsensitive([suppliers.name, suppliers.contactPerson, suppliers.phone], query.search),
      ),
    )
    .orderBy(asc(sql`lower(${suppliers.name})`));
  return rows.map(toSupplierRecord);
}

export async function getSupplier(db: DbOrTx, id: string): Promise<SupplierRecord> {
  return toSupplierRecord(await findByIdOr404(db, suppliers, id, NOT_FOUND));
}

export async function createSupplier(db: Database, body: SupplierBody): Promise<SupplierRecord> {
  const [row] = await db
    .insert(suppliers)
    .values({
      name: body.name,
      phone: body.phone,
      contactPerson: body.contactPerson ?? "",
      address: body.address ?? "",
      notes: body.notes ?? "",
    })
    .returning();
  return toSupplierRecord(row);
}

/** Optional texts left out keep their stored value; null clears them. */
const keepOrClear = (value: string | null | undefined) => (value === undefined ? undefined : (value ?? ""));

export async function updateSupplier(db: Database, id: string, body: SupplierBody): Promise<SupplierRecord> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [row] = await db
    .update(suppliers)
    .set({
      name: body.name,
      phone: body.phone,
      contactPerson: keepOrClear(body.contactPerson),
      address: keepOrClear(body.address),
      notes: keepOrClear(body.notes),
    })
    .where(eq(suppliers.id, id))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return toSupplierRecord(row);
}

/** Nothing uses a supplier now; one purchases name is archived (they keep its name). */
export const deleteSupplier = (db: Database, id: string, actor: AuditActor) =>
  deleteOrArchive(db, suppliers, id, {
    missing: NOT_FOUND,
    subject: (supplier) => `Supplier "${supplier.name}"`,
    inUse: async () => [],
    advice: "",
    history: async (tx) => [await countedDependents(tx, purchases, eq(purchases.supplierId, id), "pembelian")],
    after: (tx, supplier, outcome) => recordRemoval(tx, actor, "supplier", supplier, supplier.name, outcome),
  });
