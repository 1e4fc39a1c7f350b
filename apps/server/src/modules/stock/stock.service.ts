import {
  formatDate,
  formatQuantity,
  isLowStock,
  type LowStockByLocation,
  type LowStockList,
  type SortQuery,
  type StockCatalogRecord,
  type StockItemBody,
  type StockItemRecord,
  type StockItemUpdateBody,
  type StockListQuery,
  type StockThresholdBody,
  stockItemUpdateBody,
  stockRequestStatusMachine,
} from "@kedai/shared";
import { and, asc, count, eq, inArray, isNotNull, ne, not, notInArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Database, type DbOrTx, executeRows, type Tx } from "../../db/client";
import {
  locations,
  productRecipes,
  products,
  purchaseItems,
  purchases,
  stockAdjustments,
  stockCountItems,
  stockCounts,
  stockItems,
  stockLevels,
  stockMovements,
  stockRequestItems,
  stockRequests,
  stockTransferItems,
  stockTransfers,
  units,
} from "../../db/schema";
import { badRequest, notFound } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { isUuid } from "../../lib/ids";
import {
  countedDependents,
  type Dependents,
  deleteOrArchive,
  namedDependents,
  notArchived,
  phrase,
} from "../../lib/in-use";
import { updatedRecord } from "../../lib/record-update";
import { findReferencedOr400 } from "../../lib/references";
import { containsInsensitive } from "../../lib/search";
import { caseless, sortedBy } from "../../lib/sorting";
import { assertUniqueName, lockTableWriters } from "../../lib/write-guards";
import { type AuditActor, recordRemoval } from "../audit/audit.service";
import { recomputeProductCogs } from "./cogs";
import { stockLocationOr400 } from "./stock-locations";
import { applyStockChanges, type StockCause } from "./stock-movements";

type StockItemRow = typeof stockItems.$inferSelect;
type UnitRef = { _id: string; name: string };
type Actor = StockCause["actor"];

const NOT_FOUND = "Item stok tidak ditemukan.";
const UNIT_NOT_FOUND = "Satuan yang dipilih tidak ditemukan. Muat ulang lalu pilih satuan lain.";

/** What a location holds of an item and its own threshold there (no level row: 0 and none). */
type LevelHere = { quantity: number | null; threshold: number | null };

/** The item's record: its totals, or with `here` what one location holds and the threshold that applies there. */
function toStockItemRecord(row: StockItemRow, unit: UnitRef, here?: LevelHere): StockItemRecord {
  const quantityInStock = here ? (here.quantity ?? 0) : row.quantityInStock;
  const lowStockThreshold = here?.threshold ?? row.lowStockThreshold;
  return {
    _id: row.id,
    name: row.name,
    unit,
    quantityInStock,
    cost: row.cost,
    isPackaging: row.isPackaging,
    lowStockThreshold,
    ...(here ? { locationThreshold: here.threshold } : {}),
    isLowStock: isLowStock({ quantityInStock, lowStockThreshold }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const withUnit = { item: stockItems, unit: { _id: units.id, name: units.name } };

/**
 * Items with what `locationId` holds of each (a left join on its level rows), every item's totals
 * without it; by name, or by `sort` (stock, cost, value: of the quantity shown).
 */
async function stockItemRows(
  db: DbOrTx,
  where: SQL | undefined,
  locationId?: string,
  sort: StockListQuery = {},
): Promise<StockItemRecord[]> {
  const levelHere = locationId ? eq(stockLevels.locationId, locationId) : sql`false`;
  const quantity = locationId ? sql`coalesce(${stockLevels.quantity}, 0)` : sql`${stockItems.quantityInStock}`;
  const rows = await db
    .select({ ...withUnit, here: { quantity: stockLevels.quantity, threshold: stockLevels.lowStockThreshold } })
    .from(stockItems)
    .innerJoin(units, eq(units.id, stockItems.unitId))
    .leftJoin(stockLevels, and(eq(stockLevels.stockItemId, stockItems.id), levelHere))
    .where(where)
    .orderBy(
      ...sortedBy(
        sort,
        {
          name: caseless(stockItems.name),
          stock: quantity,
          cost: stockItems.cost,
          value: sql`${quantity} * ${stockItems.cost}`,
        },
        [asc(sql`lower(${stockItems.name})`), asc(stockItems.id)],
      ),
    );
  const none: LevelHere = { quantity: null, threshold: null };
  return rows.map((r) => toStockItemRecord(r.item, r.unit, locationId ? (r.here ?? none) : undefined));
}

/**
 * The admin area's inventory, each row with its unit and the low-stock flag: quantities are
 * totals, or what `query.location` holds (an item that never moved there holds 0) flagged by the
 * threshold that applies there. By name unless `query.sort` says otherwise.
 */
export async function listStockItems(db: DbOrTx, query: StockListQuery): Promise<StockItemRecord[]> {
  const location = query.location === undefined ? undefined : await stockLocationOr400(db, query.location);
  const where = notArchived(stockItems, containsInsensitive(stockItems.name, query.search));
  return stockItemRows(db, where, location?._id, query);
}

/**
 * Sets (or with null clears) one location's own low-stock threshold for an item, and answers the
 * item as that location sees it. The item row is locked first: level rows are written only under
 * their item's lock (docs/decisions/0028), and a pair that never moved gets a row holding 0.
 */
export async function setLowStockThreshold(
  db: Database,
  id: string,
  body: StockThresholdBody,
): Promise<StockItemRecord> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    await findByIdOr404(tx, stockItems, id, NOT_FOUND, { forUpdate: true });
    const location = await stockLocationOr400(tx, body.location);
    await tx
      .insert(stockLevels)
      .values({ stockItemId: id, locationId: location._id, quantity: 0, lowStockThreshold: body.lowStockThreshold })
      .onConflictDoUpdate({
        target: [stockLevels.stockItemId, stockLevels.locationId],
        set: { lowStockThreshold: body.lowStockThreshold },
      });
    const [record] = await stockItemRows(tx, eq(stockItems.id, id), location._id);
    return record;
  });
}

/**
 * What a franchise member may request from head office: ingredients only, no costs, by name (the
 * only column it shows: a sort by stock, cost or value is the name's order, never a hint of them).
 */
export async function listStockCatalog(db: DbOrTx, query: StockListQuery): Promise<StockCatalogRecord[]> {
  const byName: SortQuery<"name"> = query.sort === "name" ? { sort: "name", order: query.order } : {};
  const rows = await db
    .select({ _id: stockItems.id, name: stockItems.name, unit: { _id: units.id, name: units.name } })
    .from(stockItems)
    .innerJoin(units, eq(units.id, stockItems.unitId))
    .where(
      notArchived(
        stockItems,
        and(eq(stockItems.isPackaging, false), containsInsensitive(stockItems.name, query.search)),
      ),
    )
    .orderBy(...sortedBy(byName, { name: caseless(stockItems.name) }, [asc(sql`lower(${stockItems.name})`)]));
  return rows;
}

export async function getStockItem(db: DbOrTx, id: string): Promise<StockItemRecord> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [row] = await db
    .select(withUnit)
    .from(stockItems)
    .innerJoin(units, eq(units.id, stockItems.unitId))
    .where(eq(stockItems.id, id))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return toStockItemRecord(row.item, row.unit);
}

/**
 * The dashboard's low-stock list: items at or below their threshold, the most short
 * first, plus how many there are in all ("and N other items").
 */
export async function listLowStock(db: DbOrTx, limit = 5): Promise<LowStockList> {
  const low = notArchived(stockItems, sql`${stockItems.quantityInStock} <= ${stockItems.lowStockThreshold}`);
  const rows = await db
    .select({
      _id: stockItems.id,
      name: stockItems.name,
      quantityInStock: stockItems.quantityInStock,
      lowStockThreshold: stockItems.lowStockThreshold,
      unit: { _id: units.id, name: units.name },
    })
    .from(stockItems)
    .innerJoin(units, eq(units.id, stockItems.unitId))
    .where(low)
    .orderBy(asc(sql`${stockItems.quantityInStock} - ${stockItems.lowStockThreshold}`), asc(stockItems.name))
    .limit(Math.max(0, Math.floor(limit)));
  const [{ total }] = await db.select({ total: count() }).from(stockItems).where(low);
  return { items: rows, total };
}

/**
 * The dashboard's low-stock lists per location: for head office and every active outlet, its
 * first `limit` items at or below the threshold that applies there (the location's own, else the
 * item's; no level row: 0 and the item's), the most short first,
 * and how many in all. One statement; locations with nothing low are left out.
 */
export async function listLowStockByLocation(db: DbOrTx, limit = 5): Promise<LowStockByLocation> {
  const rows = await executeRows<{
    location_id: string;
    location_name: string;
    id: string;
    name: string;
    quantity: string | number;
    threshold: string | number;
    unit_id: string;
    unit_name: string;
    total: string | number;
  }>(
    db,
    sql`select * from (
      select l.id as location_id, l.name as location_name, l.kind, i.id, i.name,
        coalesce(s.quantity, 0) as quantity, coalesce(s.low_stock_threshold, i.low_stock_threshold) as threshold,
        u.id as unit_id, u.name as unit_name,
        row_number() over (
          partition by l.id order by coalesce(s.quantity, 0) - coalesce(s.low_stock_threshold, i.low_stock_threshold), i.name
        ) as position,
        count(*) over (partition by l.id) as total
      from ${locations} l
      cross join ${stockItems} i
      join ${units} u on u.id = i.unit_id
      left join ${stockLevels} s on s.location_id = l.id and s.stock_item_id = i.id
      where (l.kind = 'head_office' or l.status = 'Active')
        and l.archived_at is null and i.archived_at is null
        and coalesce(s.quantity, 0) <= coalesce(s.low_stock_threshold, i.low_stock_threshold)
    ) low
    where position <= ${Math.max(0, Math.floor(limit))}
    order by kind = 'head_office' desc, location_name, location_id, position`,
  );
  const byLocation = new Map<string, LowStockByLocation[number]>();
  for (const row of rows) {
    const entry = byLocation.get(row.location_id) ?? {
      location: { _id: row.location_id, name: row.location_name },
      items: [],
      total: Number(row.total),
    };
    byLocation.set(row.location_id, entry);
    entry.items.push({
      _id: row.id,
      name: row.name,
      quantityInStock: Number(row.quantity),
      lowStockThreshold: Number(row.threshold),
      unit: { _id: row.unit_id, name: row.unit_name },
    });
  }
  return [...byLocation.values()];
}

async function resolveUnit(tx: DbOrTx, unitId: string): Promise<UnitRef> {
  const [unit] = await findReferencedOr400(tx, units, [unitId], { field: "unit", message: UNIT_NOT_FOUND });
  return { _id: unit.id, name: unit.name };
}

/** Two "Susu" rows would make recipes, purchases and requests ambiguous. */
const assertNameFree = (tx: DbOrTx, name: string, exceptId?: string) =>
  assertUniqueName(tx, stockItems, name, exceptId, (taken) => `Item stok "${taken}" sudah ada.`);

/** A new item; its opening stock is an `opening` movement at `body.location` (head office when left out). */
export async function createStockItem(db: Database, actor: Actor, body: StockItemBody): Promise<StockItemRecord> {
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, stockItems);
    const unit = await resolveUnit(tx, body.unit);
    const location = await stockLocationOr400(tx, body.location);
    await assertNameFree(tx, body.name);
    const [row] = await tx
      .insert(stockItems)
      .values({
        name: body.name,
        unitId: unit._id,
        quantityInStock: 0,
        cost: body.cost,
        isPackaging: body.isPackaging,
        lowStockThreshold: body.lowStockThreshold,
      })
      .returning();
    const opening = { stockItemId: row.id, quantity: body.quantityInStock };
    const [moved] = await applyStockChanges(tx, [opening], { reason: "opening", locationId: location._id, actor });
    return toStockItemRecord({ ...row, quantityInStock: moved?.quantityInStock ?? 0 }, unit);
  });
}

/**
 * Edits an item. A quantity typed in over the stored total is a correction: it moves stock by the
 * difference at `body.location` (head office when left out) and writes that movement. A new cost flows into the cost of goods of every menu item whose recipe uses it,
 * in the same transaction, so a product never shows a stale cost.
 */
export async function updateStockItem(
  db: Database,
  actor: Actor,
  id: string,
  sent: Partial<StockItemUpdateBody>,
): Promise<StockItemRecord> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, stockItems);
    const current = await findByIdOr404(tx, stockItems, id, NOT_FOUND, { forUpdate: true });
    // PUT (docs/api-conventions.md#put): the name and unit sent over the stored ones; a number or
    // flag left out is not written, so it keeps its stored value.
    const body = updatedRecord(stockItemUpdateBody, { name: current.name, unit: current.unitId }, sent);
    const quantity = body.quantityInStock;
    if (quantity !== undefined && quantity < 0 && quantity !== current.quantityInStock) {
      const message = "Jumlah stok tidak boleh negatif.";
      throw badRequest(message, "quantityInStock");
    }
    const unit = await resolveUnit(tx, body.unit);
    const location = await stockLocationOr400(tx, body.location);
    await assertNameFree(tx, body.name, id);
    const [row] = await tx
      .update(stockItems)
      .set({
        name: body.name,
        unitId: unit._id,
        cost: body.cost,
        isPackaging: body.isPackaging,
        lowStockThreshold: body.lowStockThreshold,
      })
      .where(eq(stockItems.id, id))
      .returning();
    if (row.cost !== current.cost) await recomputeProductCogs(tx, { stockItemIds: [id] });
    if (quantity !== undefined && quantity !== current.quantityInStock) {
      const correction = { stockItemId: id, quantity: quantity - current.quantityInStock };
      const cause = { reason: "correction", locationId: location._id, actor } as const;
      const [moved] = await applyStockChanges(tx, [correction], cause);
      row.quantityInStock = moved.quantityInStock;
    }
    return toStockItemRecord(row, unit);
  });
}

const fromPlace = alias(locations, "from_place");
const toPlace = alias(locations, "to_place");

/**
 * The stock papers whose lines name an item: while `open` (a draft count, a request not finished)
 * they use it now; finished, they are its history. Transfers on their way are named one by one
 * (stockItemInUse); purchases are booked at once, never open.
 */
const PAPERS = [
  { document: purchases, lines: purchaseItems, link: purchaseItems.purchaseId, what: "pembelian" },
  {
    document: stockTransfers,
    lines: stockTransferItems,
    link: stockTransferItems.transferId,
    open: eq(stockTransfers.status, "Dikirim"),
    what: "transfer",
  },
  {
    document: stockCounts,
    lines: stockCountItems,
    link: stockCountItems.countId,
    open: eq(stockCounts.status, "Draf"),
    openWhat: "stok opname (Draf)",
    what: "stok opname",
  },
  {
    document: stockRequests,
    lines: stockRequestItems,
    link: stockRequestItems.requestId,
    open: notInArray(stockRequests.status, [...stockRequestStatusMachine.final]),
    openWhat: "permintaan stok terbuka",
    what: "permintaan stok",
  },
] as const;

/** The papers naming the item: the open ones that list their kind as open, or the finished ones. */
async function papersNaming(tx: Tx, id: string, open: boolean): Promise<Dependents[]> {
  const named: Dependents[] = [];
  for (const paper of PAPERS) {
    if (open && !("openWhat" in paper)) continue;
    const listing = inArray(
      paper.document.id,
      tx.select({ id: paper.link }).from(paper.lines).where(eq(paper.lines.stockItemId, id)),
    );
    const state = "open" in paper ? (open ? paper.open : not(paper.open)) : undefined;
    const what = open && "openWhat" in paper ? paper.openWhat : paper.what;
    named.push(await countedDependents(tx, paper.document, and(state, listing), what));
  }
  return named;
}

/**
 * What uses a stock item now (docs/business-rules.md#deleting): stock on hand anywhere, a transfer
 * on its way, a draft stock count, an open member request, a recipe of a menu on offer.
 */
async function stockItemInUse(tx: Tx, item: StockItemRow, timeZone: string): Promise<Dependents[]> {
  const [unit] = await tx.select({ name: units.name }).from(units).where(eq(units.id, item.unitId));
  const held = await tx
    .select({ quantity: stockLevels.quantity, place: locations.name })
    .from(stockLevels)
    .innerJoin(locations, eq(locations.id, stockLevels.locationId))
    .where(and(eq(stockLevels.stockItemId, item.id), ne(stockLevels.quantity, 0)))
    .orderBy(asc(sql`lower(${locations.name})`));
  const onTheirWay = await tx
    .select({ at: stockTransfers.createdAt, from: fromPlace.name, to: toPlace.name })
    .from(stockTransfers)
    .innerJoin(fromPlace, eq(fromPlace.id, stockTransfers.fromLocationId))
    .innerJoin(toPlace, eq(toPlace.id, stockTransfers.toLocationId))
    .where(
      and(
        eq(stockTransfers.status, "Dikirim"),
        inArray(
          stockTransfers.id,
          tx
            .select({ id: stockTransferItems.transferId })
            .from(stockTransferItems)
            .where(eq(stockTransferItems.stockItemId, item.id)),
        ),
      ),
    )
    .orderBy(asc(stockTransfers.createdAt));
  const recipes = tx
    .select({ id: productRecipes.productId })
    .from(productRecipes)
    .where(eq(productRecipes.stockItemId, item.id));
  return [
    ...held.map((level) => phrase(`stok ${formatQuantity(level.quantity)} ${unit.name} di ${level.place}`)),
    ...onTheirWay.map((t) => phrase(`transfer ${t.from} → ${t.to} ${formatDate(t.at, timeZone)} (Dikirim)`)),
    await namedDependents(tx, products, notArchived(products, inArray(products.id, recipes)), "menu"),
    ...(await papersNaming(tx, item.id, true)),
  ];
}

/** The history naming a stock item: its movements and the finished documents that list it. */
async function stockItemHistory(tx: Tx, item: StockItemRow): Promise<Dependents[]> {
  const recipes = tx
    .select({ id: productRecipes.productId })
    .from(productRecipes)
    .where(eq(productRecipes.stockItemId, item.id));
  return [
    ...(await papersNaming(tx, item.id, false)),
    await countedDependents(tx, stockAdjustments, eq(stockAdjustments.stockItemId, item.id), "penyesuaian stok"),
    await countedDependents(tx, stockMovements, eq(stockMovements.stockItemId, item.id), "pergerakan stok"),
    await namedDependents(
      tx,
      products,
      and(isNotNull(products.archivedAt), inArray(products.id, recipes)),
      "menu diarsipkan",
    ),
  ];
}

/**
 * Refused while anything uses the item now; archived when only history names it (its purchases
 * and movements keep reading its name); deleted when nothing ever did.
 */
export const deleteStockItem = (db: Database, id: string, actor: AuditActor, timeZone: string) =>
  deleteOrArchive(db, stockItems, id, {
    missing: NOT_FOUND,
    subject: (item) => `Item stok "${item.name}"`,
    inUse: (tx, item) => stockItemInUse(tx, item, timeZone),
    advice:
      "Habiskan atau pindahkan stoknya, selesaikan transfer dan dokumennya, dan keluarkan dari resep menu terlebih dahulu.",
    history: stockItemHistory,
    after: (tx, item, outcome) => recordRemoval(tx, actor, "stockItem", item, item.name, outcome),
  });
