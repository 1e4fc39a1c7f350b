import {
  MISSING_SUPPLIER_LABEL,
  type PurchaseBody,
  type PurchaseList,
  type PurchaseListQuery,
  type PurchaseRecord,
  purchaseLineSubtotal,
} from "@kedai/shared";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database, DbOrTx, Tx } from "../../db/client";
import { locations, purchaseItems, purchases, stockItems, suppliers } from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { dayColumnFilters, refuseAfterTomorrow } from "../../lib/business-day";
import { isUuid } from "../../lib/ids";
import { pageOffset } from "../../lib/paging";
import { findReferencedOr400 } from "../../lib/references";
import { sortedBy } from "../../lib/sorting";
import { recomputeProductCogs } from "../stock/cogs";
import { recordedLinesOf, unitNamesOf } from "../stock/recorded-items";
import { stockLocationOr400 } from "../stock/stock-locations";
import { applyStockChanges, type MovedItem, type StockCause } from "../stock/stock-movements";

type Actor = NonNullable<StockCause["actor"]>;

const SUPPLIER_NOT_FOUND = "Supplier yang dipilih tidak ditemukan. Muat ulang lalu pilih supplier lain.";
const ITEM_NOT_FOUND = "Item stok yang dipilih tidak ditemukan. Muat ulang lalu pilih item lain.";

/**
 * Records a purchase (docs/business-rules.md#stock): the quantities go into the stock of
 * `body.location` (head office when left out) with a movement each, and every item's cost becomes the moving average of what was in stock and what was bought,
 * in one transaction; products using those items get their cost of goods recomputed.
 */
export async function createPurchase(
  db: Database,
  actor: Actor,
  body: PurchaseBody,
  timeZone: string,
): Promise<PurchaseRecord> {
  refuseAfterTomorrow(body.purchaseDate, "purchaseDate", timeZone);
  return db.transaction(async (tx) => {
    const [supplier] = await findReferencedOr400(tx, suppliers, [body.supplier], {
      field: "supplier",
      message: SUPPLIER_NOT_FOUND,
    });
    const items = await findReferencedOr400(
      tx,
      stockItems,
      body.items.map((item) => item.stockItem),
      { field: "items", message: ITEM_NOT_FOUND },
    );
    const location = await stockLocationOr400(tx, body.location);
    const unitNames = await unitNamesOf(
      tx,
      items.map((item) => item.id),
    );
    const lines = body.items.map((item) => ({
      ...item,
      subtotal: purchaseLineSubtotal(item.quantity, item.purchasePrice),
    }));
    const invoiceNumber = body.invoiceNumber || null;
    const [purchase] = await tx
      .insert(purchases)
      .values({
        supplierId: supplier.id,
        locationId: location._id,
        invoiceNumber,
        purchaseDate: body.purchaseDate,
        paymentMethod: body.paymentMethod,
        notes: body.notes || null,
        totalCost: lines.reduce((sum, line) => sum + line.subtotal, 0),
        byUserId: actor.id,
        byName: actor.fullName,
      })
      .returning({ id: purchases.id });
    await tx.insert(purchaseItems).values(
      lines.map((line, position) => ({
        purchaseId: purchase.id,
        stockItemId: line.stockItem,
        unitName: unitNames.get(line.stockItem) ?? "",
        quantity: line.quantity,
        purchasePrice: line.purchasePrice,
        subtotal: line.subtotal,
        position,
      })),
    );

    const moved = await applyStockChanges(
      tx,
      lines.map((line) => ({ stockItemId: line.stockItem, quantity: line.quantity })),
      {
        reason: "purchase",
        locationId: location._id,
        reference: { type: "purchase", id: purchase.id, label: invoiceNumber ?? supplier.name },
        actor,
      },
    );
    await averageCosts(tx, moved, lines);
    return getPurchase(tx, purchase.id);
  });
}

/**
 * The moving average per item: (stock before × cost + what was bought) / (stock before + bought).
 * Stock at or below zero before the purchase has no value to average with, so the item then
 * costs what it was bought at. The rows are locked by the stock change that precedes this.
 */
async function averageCosts(
  tx: Tx,
  moved: MovedItem[],
  lines: Array<{ stockItem: string; quantity: number; purchasePrice: number }>,
): Promise<void> {
  const bought = new Map<string, { quantity: number; value: number }>();
  for (const line of lines) {
    const sum = bought.get(line.stockItem) ?? { quantity: 0, value: 0 };
    bought.set(line.stockItem, {
      quantity: sum.quantity + line.quantity,
      value: sum.value + line.quantity * line.purchasePrice,
    });
  }
  const costs = new Map(
    (
      await tx
        .select({ id: stockItems.id, cost: stockItems.cost })
        .from(stockItems)
        .where(
          inArray(
            stockItems.id,
            moved.map((item) => item._id),
          ),
        )
    ).map((row) => [row.id, row.cost]),
  );
  const newCosts = moved.map((item) => {
    const { quantity, value } = bought.get(item._id)!;
    const before = toFourDecimals(item.quantityInStock - quantity);
    const cost = before > 0 ? (before * (costs.get(item._id) ?? 0) + value) / (before + quantity) : value / quantity;
    return sql`(${item._id}::uuid, ${toFourDecimals(cost)}::numeric)`;
  });
  if (newCosts.length === 0) return;
  await tx
    .update(stockItems)
    .set({ cost: sql`average.cost` })
    .from(sql`(values ${sql.join(newCosts, sql`, `)}) as average (id, cost)`)
    .where(sql`${stockItems.id} = average.id`);
  await recomputeProductCogs(tx, { stockItemIds: moved.map((item) => item._id) });
}

const purchaseColumns = {
  purchase: purchases,
  supplier: { _id: suppliers.id, name: suppliers.name },
  location: { _id: locations.id, name: locations.name },
};

/** The items of these purchases, in entry order, keyed by purchase. */
const itemsOf = (db: DbOrTx, purchaseIds: string[]): Promise<Map<string, PurchaseRecord["items"]>> =>
  recordedLinesOf(db, purchaseItems, purchaseItems.purchaseId, purchaseIds, (line, stockItem) => ({
    stockItem,
    quantity: line.quantity,
    purchasePrice: line.purchasePrice,
    subtotal: line.subtotal,
  }));

function toPurchaseRecord(
  row: {
    purchase: typeof purchases.$inferSelect;
    supplier: { _id: string; name: string } | null;
    location: { _id: string; name: string };
  },
  items: PurchaseRecord["items"],
): PurchaseRecord {
  const { purchase } = row;
  return {
    _id: purchase.id,
    supplier: row.supplier ?? { _id: null, name: MISSING_SUPPLIER_LABEL },
    location: row.location,
    invoiceNumber: purchase.invoiceNumber,
    purchaseDate: purchase.purchaseDate,
    paymentMethod: purchase.paymentMethod,
    notes: purchase.notes,
    totalCost: purchase.totalCost,
    items,
    createdByName: purchase.byName,
    createdAt: purchase.createdAt.toISOString(),
  };
}

async function getPurchase(db: DbOrTx, id: string): Promise<PurchaseRecord> {
  const [row] = await db
    .select(purchaseColumns)
    .from(purchases)
    .leftJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .innerJoin(locations, eq(locations.id, purchases.locationId))
    .where(eq(purchases.id, id));
  return toPurchaseRecord(row, (await itemsOf(db, [id])).get(id)!);
}

/**
 * The purchase history: newest purchase date first, a page at a time, by supplier and by days
 * (the purchase date is a business day already, so no time-zone arithmetic is needed).
 */
export async function listPurchases(db: DbOrTx, query: PurchaseListQuery): Promise<PurchaseList> {
  const page = { page: query.page, limit: query.limit };
  if (query.supplier && !isUuid(query.supplier)) return { ...page, data: [], total: 0 };
  if (query.location && !isUuid(query.location)) return { ...page, data: [], total: 0 };
  const where = and(
    query.supplier ? eq(purchases.supplierId, query.supplier) : undefined,
    query.location ? eq(purchases.locationId, query.location) : undefined,
    ...dayColumnFilters(purchases.purchaseDate, query),
  );
  const rows = await db
    .select(purchaseColumns)
    .from(purchases)
    .leftJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .innerJoin(locations, eq(locations.id, purchases.locationId))
    .where(where)
    .orderBy(
      ...sortedBy(query, { date: purchases.purchaseDate, total: purchases.totalCost }, [
        desc(purchases.purchaseDate),
        desc(purchases.createdAt),
        desc(purchases.id),
      ]),
    )
    .limit(query.limit)
    .offset(pageOffset(query));
  const [{ total }] = await db.select({ total: count() }).from(purchases).where(where);
  const items = await itemsOf(
    db,
    rows.map((row) => row.purchase.id),
  );
  return { ...page, data: rows.map((row) => toPurchaseRecord(row, items.get(row.purchase.id)!)), total };
}
