import { type SupplierBody, type SupplierListQuery, type SupplierRecord, supplierBody } from "@kedai/shared";
import { asc, eq, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { suppliers } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { isUuid } from "../../lib/ids";
import { updatedRecord } from "../../lib/record-update";
import { containsInsensitive } from "../../lib/search";
import { type AuditActor, recordDeletion } from "../audit/audit.service";

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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Search looks at the name, the contact person and the phone number. */
export async function listSuppliers(db: DbOrTx, query: SupplierListQuery): Promise<SupplierRecord[]> {
  const rows = await db
    .select()
    .from(suppliers)
    .where(containsInsensitive([suppliers.name, suppliers.contactPerson, suppliers.phone], query.search))
    .orderBy(asc(sql`lower(${suppliers.name})`));
  return rows.map(toSupplierRecord);
}

export async function getSupplier(db: DbOrTx, id: string): Promise<SupplierRecord> {
  return toSupplierRecord(await findByIdOr404(db, suppliers, id, NOT_FOUND));
}

/** The columns of a supplier as the body says; an optional text null or left out is empty. */
const columnsOf = (body: SupplierBody) => ({
  name: body.name,
  phone: body.phone,
  contactPerson: body.contactPerson ?? "",
  address: body.address ?? "",
  notes: body.notes ?? "",
});

export async function createSupplier(db: Database, body: SupplierBody): Promise<SupplierRecord> {
  const [row] = await db.insert(suppliers).values(columnsOf(body)).returning();
  return toSupplierRecord(row);
}

/** PUT: the fields sent over the stored supplier (docs/api-conventions.md#put); null or "" clears an optional text. */
export async function updateSupplier(db: Database, id: string, sent: Partial<SupplierBody>): Promise<SupplierRecord> {
  return db.transaction(async (tx) => {
    const stored = await findByIdOr404(tx, suppliers, id, NOT_FOUND, { forUpdate: true });
    const body = updatedRecord(supplierBody, stored, sent);
    const [row] = await tx.update(suppliers).set(columnsOf(body)).where(eq(suppliers.id, id)).returning();
    return toSupplierRecord(row);
  });
}

/**
 * Always allowed: purchases keep their history with the supplier shown as 'N/A' (their
 * reference is set null; docs/business-rules.md#master-data).
 */
export async function deleteSupplier(
  db: Database,
  id: string,
  actor: AuditActor,
): Promise<{ _id: string; message: string }> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(suppliers).where(eq(suppliers.id, id)).returning();
    if (!deleted) throw notFound(NOT_FOUND);
    await recordDeletion(tx, actor, "supplier", deleted, deleted.name);
    return deleted;
  });
  return { _id: id, message: `Supplier "${row.name}" telah dihapus.` };
}
