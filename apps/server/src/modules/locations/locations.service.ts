import {
  formatQuantity,
  type LocationBody,
  type LocationListQuery,
  type LocationRecord,
  type LocationUpdateBody,
  locationBody,
  type OutletTax,
  slugify,
} from "@kedai/shared";
import { and, asc, eq, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { Database, DbOrTx, Tx } from "../../db/client";
import {
  attendance,
  customers,
  dailySales,
  locations,
  orders,
  printers,
  products,
  purchases,
  registerSessions,
  stockAdjustments,
  stockCounts,
  stockItems,
  stockLevels,
  stockMovements,
  stockTransfers,
  units,
  users,
} from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { statusTargetOf } from "../../db/status-columns";
import { AppError, notFound, refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { isUuid } from "../../lib/ids";
import {
  countedDependents,
  type Dependents,
  deleteOrArchive,
  NAMES_LISTED,
  namedDependents,
  notArchived,
  phrase,
} from "../../lib/in-use";
import { orderUses } from "../../lib/order-uses";
import { updatedRecord } from "../../lib/record-update";
import { containsInsensitive } from "../../lib/search";
import { changeStatus } from "../../lib/status-change";
import { lockTableWriters } from "../../lib/write-guards";
import { type AuditActor, changedFields, recordAudit, recordRemoval } from "../audit/audit.service";

type LocationRow = typeof locations.$inferSelect;

const NOT_FOUND = "Lokasi tidak ditemukan.";
const locationTarget = statusTargetOf(locations, "lokasi");
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
    .where(notArchived(locations, and(...conditions)))
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
    if (body.status !== current.status)
      await changeStatus(tx, locationTarget, id, { from: current.status, to: body.status });
    const [row] = await tx
      .update(locations)
      .set({ name: body.name, address: body.address, slug, ...tax })
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

/** Stock held at the location, as "stok 827 pcs Kantong Kertas" phrases (the first few). */
async function stockHeldAt(tx: Tx, id: string): Promise<Dependents[]> {
  const where = and(eq(stockLevels.locationId, id), ne(stockLevels.quantity, 0));
  const { count: total } = await countedDependents(tx, stockLevels, where, "item stok");
  if (total === 0) return [];
  const held = await tx
    .select({ quantity: stockLevels.quantity, item: stockItems.name, unit: units.name })
    .from(stockLevels)
    .innerJoin(stockItems, eq(stockItems.id, stockLevels.stockItemId))
    .innerJoin(units, eq(units.id, stockItems.unitId))
    .where(where)
    .orderBy(asc(sql`lower(${stockItems.name})`))
    .limit(NAMES_LISTED);
  const phrases = held.map((level) => phrase(`stok ${formatQuantity(level.quantity)} ${level.unit} ${level.item}`));
  return total > NAMES_LISTED ? [...phrases, { count: total - NAMES_LISTED, what: "item stok lainnya" }] : phrases;
}

const touches = (id: string) => or(eq(stockTransfers.fromLocationId, id), eq(stockTransfers.toLocationId, id));

/**
 * What uses a location now: menus on offer, open orders and register sessions, stock held there,
 * transfers on their way from or to it, draft counts, its printers. Head office is never deleted:
 * stock changes that name no outlet go there.
 */
async function locationInUse(tx: Tx, location: typeof locations.$inferSelect): Promise<Dependents[]> {
  const id = location.id;
  if (location.kind === "head_office") throw refusal("IN_USE", HEAD_OFFICE_KEPT(location.name));
  return [
    await namedDependents(tx, products, notArchived(products, eq(products.locationId, id)), "menu"),
    (await orderUses(tx, eq(orders.locationId, id))).open,
    await countedDependents(
      tx,
      registerSessions,
      and(eq(registerSessions.locationId, id), isNull(registerSessions.closedAt)),
      "sesi kasir terbuka",
    ),
    ...(await stockHeldAt(tx, id)),
    await countedDependents(
      tx,
      stockTransfers,
      and(touches(id), eq(stockTransfers.status, "Dikirim")),
      "transfer (Dikirim)",
    ),
    await countedDependents(
      tx,
      stockCounts,
      and(eq(stockCounts.locationId, id), eq(stockCounts.status, "Draf")),
      "stok opname (Draf)",
    ),
    await namedDependents(tx, printers, eq(printers.locationId, id), "printer"),
  ];
}

/** The history naming a location: its past orders, sessions, stock papers, attendance, daily sales. */
async function locationHistory(tx: Tx, id: string): Promise<Dependents[]> {
  return [
    (await orderUses(tx, eq(orders.locationId, id))).past,
    await countedDependents(
      tx,
      registerSessions,
      and(eq(registerSessions.locationId, id), isNotNull(registerSessions.closedAt)),
      "sesi kasir",
    ),
    await countedDependents(tx, stockMovements, eq(stockMovements.locationId, id), "pergerakan stok"),
    await countedDependents(tx, purchases, eq(purchases.locationId, id), "pembelian"),
    await countedDependents(tx, stockAdjustments, eq(stockAdjustments.locationId, id), "penyesuaian stok"),
    await countedDependents(tx, stockTransfers, and(touches(id), ne(stockTransfers.status, "Dikirim")), "transfer"),
    await countedDependents(
      tx,
      stockCounts,
      and(eq(stockCounts.locationId, id), ne(stockCounts.status, "Draf")),
      "stok opname",
    ),
    await countedDependents(tx, attendance, eq(attendance.locationId, id), "absensi"),
    await countedDependents(tx, dailySales, eq(dailySales.locationId, id), "rekap penjualan harian"),
    await namedDependents(
      tx,
      products,
      and(eq(products.locationId, id), isNotNull(products.archivedAt)),
      "menu diarsipkan",
    ),
  ];
}

/**
 * Refused while anything uses the location now (deactivating is the way to stop offering it);
 * archived when only history names it. Staff and franchise members linked to it only lose the
 * link when it is deleted, which the answer says.
 */
export const deleteLocation = (db: Database, id: string, actor: AuditActor) =>
  deleteOrArchive(db, locations, id, {
    missing: NOT_FOUND,
    subject: (location) => `Lokasi "${location.name}"`,
    inUse: locationInUse,
    advice: "Ubah statusnya menjadi Inactive agar tidak ditawarkan lagi.",
    history: (tx) => locationHistory(tx, id),
    note: async (tx) => {
      const detached = [
        await countedDependents(tx, users, eq(users.assignedLocationId, id), "pegawai"),
        await countedDependents(tx, customers, eq(customers.locationId, id), "mitra"),
      ]
        .filter((linked) => linked.count > 0)
        .map((linked) => `${linked.count} ${linked.what}`);
      return detached.length ? ` ${detached.join(" dan ")} kini tidak terhubung ke lokasi mana pun.` : "";
    },
    // Levels holding nothing (a threshold set, stock moved out again) are the location's own rows.
    beforeDelete: (tx) => tx.delete(stockLevels).where(eq(stockLevels.locationId, id)),
    after: (tx, location, outcome) => recordRemoval(tx, actor, "location", location, location.name, outcome),
  });
