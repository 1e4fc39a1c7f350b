import {
  type LocationBody,
  type LocationListQuery,
  type LocationRecord,
  type LocationUpdateBody,
  locationBody,
  type OutletTax,
  slugify,
} from "@kedai/shared";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { customers, locations, orders, products, registerSessions, stockMovements, users } from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { AppError, notFound, refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { isUuid } from "../../lib/ids";
import { countedDependents, deleteUnlessUsed, namedDependents } from "../../lib/in-use";
import { updatedRecord } from "../../lib/record-update";
import { containsInsensitive } from "../../lib/search";
import { lockTableWriters } from "../../lib/write-guards";
import { type AuditActor, changedFields, recordAudit, recordDeletion } from "../audit/audit.service";

type LocationRow = typeof locations.$inferSelect;

const NOT_FOUND = "Lokasi tidak ditemukan.";
const HEAD_OFFICE_KEPT = (name: string) =>
  `Lokasi "${name}" adalah gudang pusat dan tidak dapat dihapus: stok yang tidak berada di outlet disimpan di sana.`;

function toLocationRecord(row: LocationRow): LocationRecord {
  return {
    _id: row.id,
    name: row.name,
    address: row.address,
    slug: row.slug,
    status: row.status,
    kind: row.kind,
    taxRatePercent: row.taxRatePercent,
    taxLabel: row.taxLabel,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Locations by name. Callers outside the staff see Active outlets only (register opening and
 * checkout offer no others); staff see every outlet unless they filter by status, or head office
 * when they ask for its kind.
 */
export async function listLocations(
  db: DbOrTx,
  query: LocationListQuery,
  options: { activeOnly: boolean },
): Promise<LocationRecord[]> {
  const conditions = [
    eq(locations.kind, options.activeOnly ? "outlet" : query.kind),
    options.activeOnly ? eq(locations.status, "Active") : undefined,
    query.status ? eq(locations.status, query.status) : undefined,
    containsInsensitive([locations.name, locations.address], query.search),
  ];
  const rows = await db
    .select()
    .from(locations)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${locations.name})`));
  return rows.map(toLocationRecord);
}

export async function getLocation(db: DbOrTx, id: string, options: { activeOnly: boolean }): Promise<LocationRecord> {
  const row = await findByIdOr404(db, locations, id, NOT_FOUND);
  if (options.activeOnly && (row.status !== "Active" || row.kind !== "outlet")) throw notFound(NOT_FOUND);
  return toLocationRecord(row);
}

/** Two names with the same slug would give two outlets the same address in links: refused. */
async function assertSlugFree(tx: DbOrTx, slug: string, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ name: locations.name })
    .from(locations)
    .where(and(eq(locations.slug, slug), exceptId ? ne(locations.id, exceptId) : undefined))
    .limit(1);
  if (clash) {
    const message = `Nama ini menghasilkan slug "${slug}" yang sudah dipakai lokasi "${clash.name}". Gunakan nama lain.`;
    throw refusal("NAME_TAKEN", message, "name");
  }
}

/**
 * Who may set an outlet's own tax (the roles that may change the settings' rate), and who is
 * calling, for the audit log.
 */
export type TaxPermission = { mayChangeTax: boolean; actor: AuditActor };

const TAX_FORBIDDEN = "Hanya Admin yang dapat mengubah pajak outlet.";

/** The tax columns a body asks for: undefined when it leaves the tax as it is. */
function requestedTax(body: LocationBody | LocationUpdateBody): OutletTax | undefined {
  if (body.taxRatePercent === undefined && body.taxLabel === undefined) return undefined;
  const rate = body.taxRatePercent ?? null;
  return {
    taxRatePercent: rate === null ? null : toFourDecimals(rate),
    taxLabel: rate === null ? null : (body.taxLabel ?? null),
  };
}

function assertMayChangeTax(current: OutletTax, next: OutletTax | undefined, permission: TaxPermission) {
  if (!next || permission.mayChangeTax) return;
  if (next.taxRatePercent !== current.taxRatePercent || next.taxLabel !== current.taxLabel) {
    throw new AppError("FORBIDDEN", { message: TAX_FORBIDDEN, fields: { taxRatePercent: TAX_FORBIDDEN } });
  }
}

/** An outlet without a tax of its own: the settings' rate and label apply. */
export const NO_TAX: OutletTax = { taxRatePercent: null, taxLabel: null };

export async function createLocation(
  db: Database,
  body: LocationBody,
  permission: TaxPermission,
): Promise<LocationRecord> {
  const slug = slugify(body.name);
  const tax = requestedTax(body);
  assertMayChangeTax(NO_TAX, tax, permission);
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, locations);
    await assertSlugFree(tx, slug);
    const [row] = await tx
      .insert(locations)
      .values({ name: body.name, address: body.address, status: body.status, slug, ...(tax ?? NO_TAX) })
      .returning();
    return toLocationRecord(row);
  });
}

/**
 * PUT: the fields sent over the stored outlet (docs/api-conventions.md#put); the tax pair is
 * checked as it will be stored, so a rate sent alone needs the label already there.
 */
export async function updateLocation(
  db: Database,
  id: string,
  sent: LocationUpdateBody,
  permission: TaxPermission,
): Promise<LocationRecord> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, locations);
    const current = await findByIdOr404(tx, locations, id, NOT_FOUND, { forUpdate: true });
    const body = updatedRecord(locationBody, current, sent);
    const slug = slugify(body.name);
    const tax = requestedTax(body);
    assertMayChangeTax(current, tax, permission);
    await assertSlugFree(tx, slug, id);
    const [row] = await tx
      .update(locations)
      .set({ name: body.name, address: body.address, status: body.status, slug, ...tax })
      .where(eq(locations.id, id))
      .returning();
    if (!row) throw notFound(NOT_FOUND);
    const taxChange = tax && changedFields({ taxRatePercent: current.taxRatePercent, taxLabel: current.taxLabel }, tax);
    if (taxChange)
      await recordAudit(tx, permission.actor, {
        action: "location.tax_changed",
        entityType: "location",
        entityId: id,
        label: row.name,
        ...taxChange,
      });
    return toLocationRecord(row);
  });
}

/**
 * Deleting an outlet that menu items, orders or register sessions point at would quietly detach them (the foreign
 * keys set null), so it is refused with what uses it; deactivating is the way to retire it. Stock
 * held or moved there (its movements) keeps it too, and head office is never deleted: stock
 * changes that name no outlet go there.
 * Staff and franchise members linked to it only lose the link, which the answer says.
 */
export const deleteLocation = (db: Database, id: string, actor: AuditActor) =>
  deleteUnlessUsed(db, locations, id, {
    missing: NOT_FOUND,
    subject: (location) => `Lokasi "${location.name}"`,
    usedBy: async (tx, location) => {
      if (location.kind === "head_office") throw refusal("IN_USE", HEAD_OFFICE_KEPT(location.name));
      return [
        await namedDependents(tx, products, eq(products.locationId, id), "menu"),
        await countedDependents(tx, orders, eq(orders.locationId, id), "pesanan"),
        await countedDependents(tx, registerSessions, eq(registerSessions.locationId, id), "sesi kasir"),
        await countedDependents(tx, stockMovements, eq(stockMovements.locationId, id), "pergerakan stok"),
      ];
    },
    advice: "Ubah statusnya menjadi Inactive agar tidak ditawarkan lagi.",
    // Staff and members of the outlet stay, no longer linked to any outlet: the answer says so.
    note: async (tx) => {
      const detached = [
        await countedDependents(tx, users, eq(users.assignedLocationId, id), "pegawai"),
        await countedDependents(tx, customers, eq(customers.locationId, id), "mitra"),
      ]
        .filter((linked) => linked.count > 0)
        .map((linked) => `${linked.count} ${linked.what}`);
      return detached.length ? ` ${detached.join(" dan ")} kini tidak terhubung ke lokasi mana pun.` : "";
    },
    afterDelete: (tx, location) => recordDeletion(tx, actor, "location", location, location.name),
  });
