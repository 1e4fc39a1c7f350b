import {
  type PageQuery,
  type SortQuery,
  type STOCK_COUNT_SORT_KEYS,
  STOCK_COUNT_STATUS,
  type StockCountBody,
  type StockCountInput,
  type StockCountLineRecord,
  type StockCountList,
  type StockCountListQuery,
  type StockCountRecord,
  stockCountBody,
} from "@kedai/shared";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, DbOrTx, Tx } from "../../db/client";
import { locations, stockCountItems, stockCounts, stockItems, stockLevels } from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { statusTargetOf } from "../../db/status-columns";
import { AppError, notFound } from "../../lib/app-error";
import { refuseAfterTomorrow } from "../../lib/business-day";
import { nextDocumentNumber } from "../../lib/document-numbers";
import { isUuid } from "../../lib/ids";
import { pageOffset } from "../../lib/paging";
import { updatedRecord } from "../../lib/record-update";
import { findReferencedOr400 } from "../../lib/references";
import { caseless, sortedBy } from "../../lib/sorting";
import { changeStatus } from "../../lib/status-change";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import { recordedItem, unitNamesOf } from "../stock/recorded-items";
import { stockLocationOr400 } from "../stock/stock-locations";
import { applyStockChanges, type StockCause } from "../stock/stock-movements";

type Actor = NonNullable<StockCause["actor"]> & AuditActor;
type CountRow = typeof stockCounts.$inferSelect;

const NOT_FOUND = "Stok opname tidak ditemukan.";
const countTarget = statusTargetOf(stockCounts, "stok opname");
const ITEM_NOT_FOUND = "Item stok yang dipilih tidak ditemukan. Muat ulang lalu pilih item lain.";

/** What a count's movements point to; the label is the count's day, as the item card reads it. */
const reference = (countRow: CountRow) => ({ type: "stock_count" as const, id: countRow.id, label: countRow.date });

/** Writes a draft's lines (in entry order), with each item's unit as it is now. */
async function writeLines(tx: Tx, countId: string, items: StockCountBody["items"]) {
  const ids = items.map((item) => item.stockItem);
  await findReferencedOr400(tx, stockItems, ids, { field: "items", message: ITEM_NOT_FOUND });
  const unitOf = await unitNamesOf(tx, ids);
  await tx.insert(stockCountItems).values(
    items.map((item, position) => ({
      countId,
      stockItemId: item.stockItem,
      unitName: unitOf.get(item.stockItem) ?? "",
      countedQuantity: item.countedQuantity,
      position,
    })),
  );
}

/** POST /api/stock-counts: a draft; nothing moves until it is posted. */
export async function createStockCount(
  db: Database,
  actor: Actor,
  body: StockCountBody,
  timeZone: string,
): Promise<StockCountRecord> {
  refuseAfterTomorrow(body.date, "date", timeZone);
  return db.transaction(async (tx) => {
    const location = await stockLocationOr400(tx, body.location);
    const [created] = await tx
      .insert(stockCounts)
      .values({
        number: await nextDocumentNumber(tx, "OPN", timeZone),
        locationId: location._id,
        date: body.date,
        notes: body.notes || null,
        byUserId: actor.id,
        byName: actor.fullName,
      })
      .returning();
    await writeLines(tx, created.id, body.items);
    return stockCountById(tx, created.id);
  });
}

/**
 * The count, locked for the rest of the caller's transaction: 404 when there is none, 409 once it
 * is posted. Two posts (or a post and an edit) at once queue on the lock; the second finds it posted.
 */
async function lockDraft(tx: Tx, id: string): Promise<CountRow> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [row] = await tx.select().from(stockCounts).where(eq(stockCounts.id, id)).for("update");
  if (!row) throw notFound(NOT_FOUND);
  if (countTarget.machine.isFinalStatus(row.status)) throw new AppError("STOCK_COUNT_POSTED");
  return row;
}

/**
 * PUT /api/stock-counts/{id}: the fields sent over the stored draft (docs/api-conventions.md#put),
 * its lines one field (sent, they replace them all); 409 once posted.
 */
export async function updateStockCount(
  db: Database,
  id: string,
  sent: Partial<StockCountBody>,
  timeZone: string,
): Promise<StockCountRecord> {
  return db.transaction(async (tx) => {
    const draft = await lockDraft(tx, id);
    const lines = await tx
      .select({ stockItem: stockCountItems.stockItemId, countedQuantity: stockCountItems.countedQuantity })
      .from(stockCountItems)
      .where(eq(stockCountItems.countId, draft.id))
      .orderBy(asc(stockCountItems.position));
    const stored: StockCountInput = {
      location: draft.locationId,
      date: draft.date,
      notes: draft.notes,
      // A line whose item is gone counts nothing any more.
      items: lines.flatMap(({ stockItem, countedQuantity }) => (stockItem ? [{ stockItem, countedQuantity }] : [])),
    };
    const body = updatedRecord(stockCountBody, stored, sent);
    refuseAfterTomorrow(body.date, "date", timeZone);
    const location = await stockLocationOr400(tx, body.location);
    await tx
      .update(stockCounts)
      .set({ locationId: location._id, date: body.date, notes: body.notes || null })
      .where(eq(stockCounts.id, draft.id));
    await tx.delete(stockCountItems).where(eq(stockCountItems.countId, draft.id));
    await writeLines(tx, draft.id, body.items);
    return stockCountById(tx, draft.id);
  });
}

/**
 * PUT /api/stock-counts/{id}/post: once. Under the items' locks (the order of applyStockChanges,
 * so it waits for a sale in progress rather than reading around it), each counted item's level at
 * the location is read; counted − level becomes an 'opname' movement through applyStockChanges,
 * and the level and cost per unit of that moment are kept on the line. A count whose location
 * changed since it was drafted (sales went on while counting) is taken against the quantity at
 * posting, which the answer shows beside the counted one: the count is the truth from then on.
 */
export async function postStockCount(db: Database, actor: Actor, id: string): Promise<StockCountRecord> {
  return db.transaction(async (tx) => {
    const draft = await lockDraft(tx, id);
    const lines = (await tx.select().from(stockCountItems).where(eq(stockCountItems.countId, draft.id))).filter(
      (line): line is typeof line & { stockItemId: string } => line.stockItemId !== null,
    );
    const ids = lines.map((line) => line.stockItemId);
    const held = new Map<string, { level: number; cost: number }>();
    if (ids.length > 0) {
      const rows = await tx
        .select({ id: stockItems.id, cost: stockItems.cost })
        .from(stockItems)
        .where(inArray(stockItems.id, ids))
        .orderBy(asc(stockItems.id))
        .for("no key update");
      const levels = await tx
        .select({ id: stockLevels.stockItemId, quantity: stockLevels.quantity })
        .from(stockLevels)
        .where(and(eq(stockLevels.locationId, draft.locationId), inArray(stockLevels.stockItemId, ids)));
      const levelOf = new Map(levels.map((row) => [row.id, row.quantity]));
      for (const row of rows) held.set(row.id, { level: levelOf.get(row.id) ?? 0, cost: row.cost });
    }
    // An item deleted since the draft was saved has no stock to correct: its line stays as counted.
    const counted = lines.filter((line) => held.has(line.stockItemId));
    if (counted.length > 0) {
      await tx.execute(sql`
        update ${stockCountItems} set system_quantity = posted.level, unit_cost = posted.cost
        from unnest(${`{${counted.map((line) => line.id).join(",")}}`}::text::uuid[],
          ${`{${counted.map((line) => held.get(line.stockItemId)!.level).join(",")}}`}::text::numeric[],
          ${`{${counted.map((line) => held.get(line.stockItemId)!.cost).join(",")}}`}::text::numeric[])
          as posted (id, level, cost)
        where ${stockCountItems.id} = posted.id`);
    }
    await applyStockChanges(
      tx,
      counted.map((line) => ({
        stockItemId: line.stockItemId,
        quantity: toFourDecimals(line.countedQuantity - held.get(line.stockItemId)!.level),
      })),
      { reason: "opname", locationId: draft.locationId, reference: reference(draft), actor },
    );
    // now(): the transaction's time, which its movements carry too (the variance report splits there).
    await changeStatus(tx, countTarget, draft.id, {
      from: draft.status,
      to: STOCK_COUNT_STATUS.Diposting,
      set: { postedByName: actor.fullName, postedAt: sql`now()` },
    });
    const record = await stockCountById(tx, draft.id);
    // Stock found missing (or over) at a count is what an owner asks about, like a cash difference.
    const differing = record.items.filter((line) => line.difference !== 0);
    if (differing.length > 0) {
      await recordAudit(tx, actor, {
        action: "stock_count.posted_difference",
        entityType: "stockCount",
        entityId: draft.id,
        label: `${record.location.name}, ${record.date}`,
        // With the unit, so the log reads "1.800 gram → 1.790 gram".
        before: Object.fromEntries(
          differing.map((line) => [line.stockItem.name, { quantity: line.systemQuantity, unit: line.stockItem.unit }]),
        ),
        after: Object.fromEntries(
          differing.map((line) => [line.stockItem.name, { quantity: line.countedQuantity, unit: line.stockItem.unit }]),
        ),
      });
    }
    return record;
  });
}

/** GET /api/stock-counts: newest count day first; an unknown location matches nothing. */
export async function listStockCounts(db: DbOrTx, query: StockCountListQuery): Promise<StockCountList> {
  const page = { page: query.page, limit: query.limit };
  if (query.location && !isUuid(query.location)) return { ...page, data: [], total: 0 };
  const where = and(
    query.location ? eq(stockCounts.locationId, query.location) : undefined,
    query.status ? eq(stockCounts.status, query.status) : undefined,
  );
  const data = await recordsWhere(db, where, query);
  const [{ total }] = await db.select({ total: count() }).from(stockCounts).where(where);
  return { ...page, data, total };
}

/** GET /api/stock-counts/{id}. */
export async function stockCountById(db: DbOrTx, id: string): Promise<StockCountRecord> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [record] = await recordsWhere(db, eq(stockCounts.id, id), { page: 1, limit: 1 });
  if (!record) throw notFound(NOT_FOUND);
  return record;
}

const rupiah = (value: number) => Math.round(value);

/**
 * The counts matching `where`, newest day first, with their lines: a posted line as it was posted,
 * a draft's line against what the location holds now and the item's cost now.
 */
async function recordsWhere(
  db: DbOrTx,
  where: SQL | undefined,
  query: PageQuery & SortQuery<(typeof STOCK_COUNT_SORT_KEYS)[number]>,
): Promise<StockCountRecord[]> {
  const rows = await db
    .select({ count: stockCounts, location: { _id: locations.id, name: locations.name } })
    .from(stockCounts)
    .innerJoin(locations, eq(locations.id, stockCounts.locationId))
    .where(where)
    .orderBy(
      ...sortedBy(query, { date: stockCounts.date, location: caseless(locations.name) }, [
        desc(stockCounts.date),
        desc(stockCounts.createdAt),
        desc(stockCounts.id),
      ]),
    )
    .limit(query.limit)
    .offset(pageOffset(query));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      line: stockCountItems,
      name: stockItems.name,
      cost: stockItems.cost,
      level: stockLevels.quantity,
    })
    .from(stockCountItems)
    .innerJoin(stockCounts, eq(stockCounts.id, stockCountItems.countId))
    .leftJoin(stockItems, eq(stockItems.id, stockCountItems.stockItemId))
    .leftJoin(
      stockLevels,
      and(eq(stockLevels.stockItemId, stockCountItems.stockItemId), eq(stockLevels.locationId, stockCounts.locationId)),
    )
    .where(
      inArray(
        stockCountItems.countId,
        rows.map((row) => row.count.id),
      ),
    )
    .orderBy(asc(stockCountItems.countId), asc(stockCountItems.position));
  const byCount = new Map<string, StockCountLineRecord[]>(rows.map((row) => [row.count.id, []]));
  const postedCounts = new Set(
    rows.flatMap((row) => (row.count.status === STOCK_COUNT_STATUS.Diposting ? [row.count.id] : [])),
  );
  for (const { line, name, cost, level } of lines) {
    // A posted line as posted; one whose item was deleted before posting moved nothing (difference 0).
    const posted = postedCounts.has(line.countId);
    const systemQuantity = posted ? (line.systemQuantity ?? line.countedQuantity) : (level ?? 0);
    const unitCost = posted ? (line.unitCost ?? 0) : (cost ?? 0);
    const difference = toFourDecimals(line.countedQuantity - systemQuantity);
    byCount.get(line.countId)?.push({
      stockItem: recordedItem(line, name),
      countedQuantity: line.countedQuantity,
      systemQuantity,
      difference,
      unitCost,
      differenceValue: rupiah(difference * unitCost),
    });
  }
  const step = (byName: string | null, at: Date | null) => (at ? { byName, at: at.toISOString() } : null);
  return rows.map(({ count: row, location }) => {
    const items = byCount.get(row.id) ?? [];
    return {
      _id: row.id,
      number: row.number,
      location,
      date: row.date,
      status: row.status,
      notes: row.notes,
      items,
      differenceValue: items.reduce((sum, line) => sum + line.differenceValue, 0),
      created: { byName: row.byName, at: row.createdAt.toISOString() },
      posted: step(row.postedByName, row.postedAt),
    };
  });
}
