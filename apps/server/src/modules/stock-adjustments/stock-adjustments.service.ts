import {
  ADJUSTMENT_SIGN_MESSAGE,
  DELETED_INGREDIENT_LABEL,
  type StockAdjustmentBody,
  type StockAdjustmentList,
  type StockAdjustmentListQuery,
  type StockAdjustmentRecord,
  signedAdjustment,
  todayKey,
} from "@kedai/shared";
import { and, count, desc, eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { locations, stockAdjustments, stockItems } from "../../db/schema";
import { refusal } from "../../lib/app-error";
import { dayColumnFilters, refuseAfterTomorrow } from "../../lib/business-day";
import { isUuid } from "../../lib/ids";
import { pageOffset } from "../../lib/paging";
import { findReferencedOr400 } from "../../lib/references";
import { caseless, sortedBy } from "../../lib/sorting";
import { recordedItem, unitNamesOf } from "../stock/recorded-items";
import { stockLocationOr400 } from "../stock/stock-locations";
import { applyStockChanges, type StockCause } from "../stock/stock-movements";

type Actor = NonNullable<StockCause["actor"]>;
type AdjustmentRow = {
  adjustment: typeof stockAdjustments.$inferSelect;
  name: string | null;
  location: { _id: string; name: string };
};

const ITEM_NOT_FOUND = "Item stok yang dipilih tidak ditemukan. Muat ulang lalu pilih item lain.";

function toAdjustmentRecord(
  { adjustment, name, location }: AdjustmentRow,
  quantityAfter: number | null,
): StockAdjustmentRecord {
  return {
    _id: adjustment.id,
    stockItem: recordedItem(adjustment, name, DELETED_INGREDIENT_LABEL),
    location,
    quantity: adjustment.quantity,
    type: adjustment.type,
    notes: adjustment.notes,
    date: adjustment.date,
    createdByName: adjustment.byName,
    createdAt: adjustment.createdAt.toISOString(),
    quantityAfter,
  };
}

/**
 * Records an adjustment: the quantity, sent signed or positive, is stored signed by its type (a
 * sign that contradicts the type is refused before anything is read), and the item's stock at
 * `body.location` (head office when left out) moves by it with a movement, in one transaction
 * (docs/business-rules.md#stock). `quantityAfter` is what that location then holds.
 */
export async function createStockAdjustment(
  db: Database,
  actor: Actor,
  body: StockAdjustmentBody,
  timeZone: string,
): Promise<StockAdjustmentRecord> {
  const quantity = signedAdjustment(body.type, body.quantity);
  if (quantity === null) throw refusal("ADJUSTMENT_SIGN_MISMATCH", ADJUSTMENT_SIGN_MESSAGE, "quantity");
  if (body.date) refuseAfterTomorrow(body.date, "date", timeZone);
  return db.transaction(async (tx) => {
    const [item] = await findReferencedOr400(tx, stockItems, [body.stockItem], {
      field: "stockItem",
      message: ITEM_NOT_FOUND,
    });
    const location = await stockLocationOr400(tx, body.location);
    const unitName = (await unitNamesOf(tx, [item.id])).get(item.id) ?? "";
    const [adjustment] = await tx
      .insert(stockAdjustments)
      .values({
        stockItemId: item.id,
        unitName,
        quantity,
        type: body.type,
        locationId: location._id,
        notes: body.notes || null,
        date: body.date ?? todayKey(timeZone),
        byUserId: actor.id,
        byName: actor.fullName,
      })
      .returning();
    const [moved] = await applyStockChanges(tx, [{ stockItemId: item.id, quantity }], {
      reason: "adjustment",
      locationId: location._id,
      reference: { type: "adjustment", id: adjustment.id, label: body.type },
      actor,
    });
    return toAdjustmentRecord({ adjustment, name: item.name, location }, moved.quantityAtLocation);
  });
}

/** The adjustment history: newest day first, a page at a time, by item and by days. */
export async function listStockAdjustments(db: DbOrTx, query: StockAdjustmentListQuery): Promise<StockAdjustmentList> {
  const page = { page: query.page, limit: query.limit };
  if (query.stockItem && !isUuid(query.stockItem)) return { ...page, data: [], total: 0 };
  if (query.location && !isUuid(query.location)) return { ...page, data: [], total: 0 };
  const where = and(
    query.stockItem ? eq(stockAdjustments.stockItemId, query.stockItem) : undefined,
    query.location ? eq(stockAdjustments.locationId, query.location) : undefined,
    ...dayColumnFilters(stockAdjustments.date, query),
  );
  const rows = await db
    .select({
      adjustment: stockAdjustments,
      name: stockItems.name,
      location: { _id: locations.id, name: locations.name },
    })
    .from(stockAdjustments)
    .leftJoin(stockItems, eq(stockItems.id, stockAdjustments.stockItemId))
    .innerJoin(locations, eq(locations.id, stockAdjustments.locationId))
    .where(where)
    .orderBy(
      ...sortedBy(
        query,
        { date: stockAdjustments.date, item: caseless(stockItems.name), quantity: stockAdjustments.quantity },
        [desc(stockAdjustments.date), desc(stockAdjustments.createdAt), desc(stockAdjustments.id)],
      ),
    )
    .limit(query.limit)
    .offset(pageOffset(query));
  const [{ total }] = await db.select({ total: count() }).from(stockAdjustments).where(where);
  return { ...page, data: rows.map((row) => toAdjustmentRecord(row, null)), total };
}
