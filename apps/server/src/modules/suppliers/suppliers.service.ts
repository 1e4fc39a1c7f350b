import { type SupplierBody, type SupplierListQuery, type SupplierRecord, supplierBody } from "@kedai/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { purchases, suppliers } from "../../db/schema";
import { findByIdOr404 } from "../../lib/find-by-id";
import { countedDependents, deleteOrArchive, notArchived } from "../../lib/in-use";
import { updatedRecord } from "../../lib/record-update";
import { containsInsensitive } from "../../lib/search";
import { caseless, sortedBy } from "../../lib/sorting";
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

/** Search looks at the name, the contact person and the phone number; by name unless `query.sort` says otherwise. */
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
    .orderBy(
      ...sortedBy(query, { name: caseless(suppliers.name), contact: caseless(suppliers.contactPerson) }, [
        asc(sql`lower(${suppliers.name})`),
        asc(suppliers.id),
      ]),
    );
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
