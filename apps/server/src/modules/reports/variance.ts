import {
  ORDER_STATUS,
  ORDER_STATUSES,
  type ReportRangeQuery,
  STOCK_ADJUSTMENT_TYPES,
  type StockAdjustmentType,
  type VarianceQuery,
  type VarianceReport,
  type VarianceRow,
  type VarianceSummary,
} from "@kedai/shared";
import { and, asc, desc, eq, gt, gte, inArray, lte, sql } from "drizzle-orm";
import { type DbOrTx, executeRows } from "../../db/client";
import {
  locations,
  orders,
  stockCountItems,
  stockCounts,
  stockItems,
  stockLevels,
  stockMovements,
} from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { stockLocationOr400 } from "../stock/stock-locations";

/**
 * The usage variance report (docs/decisions/0035-stock-counts-and-usage-variance.md): for one
 * location, between two posted counts, per item counted at the closing count:
 *
 * - opening: counted at the opening count (the location's ledger quantity then, when not counted);
 * - received: purchases and transfers in; transferredOut: transfers and franchise shipments out,
 *   net of their cancellations; adjustments: stock adjustments, by type;
 * - theoreticalUse: what Completed orders' sales took there (recipes × quantity, plus Take Away
 *   packaging, as each sale moved it);
 * - closing: counted at the closing count;
 * - actualUse = opening + received − transferredOut − closing, variance = actual − theoretical,
 *   valued at the item's cost per unit at the closing count.
 *
 * The period is the ledger between the two postings: movements written after the opening count's
 * posting transaction and up to the closing one's (a posting's `posted_at` is its transaction's
 * time, which its own movements carry too).
 */
export async function varianceReport(db: DbOrTx, query: VarianceQuery): Promise<VarianceReport> {
  const location = await stockLocationOr400(db, query.location);
  // A posting's time as stored (microseconds; a JavaScript Date keeps milliseconds).
  const postedAt = (countId: string) =>
    sql`(select ${stockCounts.postedAt} from ${stockCounts} where ${stockCounts.id} = ${countId})`;
  const posted = and(eq(stockCounts.locationId, location._id), eq(stockCounts.status, "Diposting"));
  const columns = { id: stockCounts.id, date: stockCounts.date, postedAt: stockCounts.postedAt };
  // Opening: the last count on or before the first day, else the first count within the range.
  const [opening] =
    (await db
      .select(columns)
      .from(stockCounts)
      .where(and(posted, lte(stockCounts.date, query.startDate)))
      .orderBy(desc(stockCounts.date), desc(stockCounts.postedAt))
      .limit(1)
      .then((rows) => (rows.length > 0 ? rows : undefined))) ??
    (await db
      .select(columns)
      .from(stockCounts)
      .where(and(posted, gte(stockCounts.date, query.startDate), lte(stockCounts.date, query.endDate)))
      .orderBy(asc(stockCounts.date), asc(stockCounts.postedAt))
      .limit(1));
  const [closing] = opening?.postedAt
    ? await db
        .select(columns)
        .from(stockCounts)
        .where(
          and(
            posted,
            lte(stockCounts.date, query.endDate),
            gte(stockCounts.date, opening.date),
            gt(stockCounts.postedAt, postedAt(opening.id)),
          ),
        )
        .orderBy(desc(stockCounts.date), desc(stockCounts.postedAt))
        .limit(1)
    : [];
  const bound = (row: typeof opening | undefined) =>
    row?.postedAt ? { _id: row.id, date: row.date, postedAt: row.postedAt.toISOString() } : null;
  const empty = { location, openingCount: bound(opening), closingCount: null, rows: [], totals: { varianceValue: 0 } };
  if (!opening?.postedAt || !closing?.postedAt) return empty;

  const closingLines = await db
    .select({
      id: stockItems.id,
      name: stockItems.name,
      unit: stockCountItems.unitName,
      counted: stockCountItems.countedQuantity,
      unitCost: stockCountItems.unitCost,
    })
    .from(stockCountItems)
    .innerJoin(stockItems, eq(stockItems.id, stockCountItems.stockItemId))
    .where(eq(stockCountItems.countId, closing.id));
  if (closingLines.length === 0) return { ...empty, closingCount: bound(closing) };
  const openingCounted = new Map(
    (
      await db
        .select({ id: stockCountItems.stockItemId, counted: stockCountItems.countedQuantity })
        .from(stockCountItems)
        .where(eq(stockCountItems.countId, opening.id))
    ).map((line) => [line.id, line.counted]),
  );
  // The postings' instants as stored, as literals (microseconds; a JavaScript Date keeps
  // milliseconds), so the planner estimates the period's rows and reads them by the
  // (location_id, created_at) index.
  const [bounds] = await executeRows<{ t0: string; t1: string }>(
    db,
    sql`select ${postedAt(opening.id)}::text as t0, ${postedAt(closing.id)}::text as t1`,
  );
  // Every movement at the location since the opening posting, grouped: those up to the closing
  // posting are the period's flows; all of them, with the level now, give what the ledger held at
  // the opening for an item that was not counted then. Orders still open (New, Preparing, Ready)
  // took stock that is no theoretical use yet: a short list by the status index, rather than every
  // order's status looked up. A cancelled order's sale and cancellation cancel out.
  const open = ORDER_STATUSES.filter(
    (status) => status !== ORDER_STATUS.Completed && status !== ORDER_STATUS.Cancelled,
  );
  const flows = await executeRows<{
    item: string;
    reason: string;
    label: string | null;
    completed: boolean;
    within: boolean;
    quantity: string | number;
  }>(
    db,
    sql`with open_orders as (
        select ${orders.id} as id from ${orders} where ${orders.status} in (${sql.join(
          open.map((status) => sql`${status}`),
          sql`, `,
        )})
      )
      select m.stock_item_id as item, m.reason, case when m.reason = 'adjustment' then m.reference_label end as label,
        (m.reference_type = 'order' and m.reference_id not in (select id from open_orders)) as completed,
        m.created_at <= ${bounds.t1}::timestamptz as within, sum(m.quantity) as quantity
      from ${stockMovements} m
      where m.location_id = ${location._id} and m.created_at > ${bounds.t0}::timestamptz
      group by 1, 2, 3, 4, 5`,
  );
  const uncounted = closingLines.filter((line) => !openingCounted.has(line.id)).map((line) => line.id);
  const ledgerAtOpening = new Map<string, number>();
  if (uncounted.length > 0) {
    const levels = await db
      .select({ id: stockLevels.stockItemId, quantity: stockLevels.quantity })
      .from(stockLevels)
      .where(and(eq(stockLevels.locationId, location._id), inArray(stockLevels.stockItemId, uncounted)));
    for (const level of levels) ledgerAtOpening.set(level.id, level.quantity);
    for (const flow of flows) {
      if (!uncounted.includes(flow.item)) continue;
      ledgerAtOpening.set(flow.item, (ledgerAtOpening.get(flow.item) ?? 0) - Number(flow.quantity));
    }
  }

  type Sums = { received: number; out: number; theoretical: number; adjustments: Map<StockAdjustmentType, number> };
  const sums = new Map<string, Sums>();
  for (const flow of flows) {
    if (!flow.within) continue;
    const sum = sums.get(flow.item) ?? { received: 0, out: 0, theoretical: 0, adjustments: new Map() };
    sums.set(flow.item, sum);
    const quantity = Number(flow.quantity);
    switch (flow.reason) {
      case "purchase":
      case "transfer_in":
        sum.received += quantity;
        break;
      case "transfer_out":
      case "transfer_return":
      case "shipment":
      case "shipment_return":
        sum.out -= quantity;
        break;
      case "adjustment": {
        const type = (STOCK_ADJUSTMENT_TYPES as readonly string[]).includes(flow.label ?? "")
          ? (flow.label as StockAdjustmentType)
          : "Lainnya";
        sum.adjustments.set(type, (sum.adjustments.get(type) ?? 0) + quantity);
        break;
      }
      case "sale":
      case "order_edit":
      case "cancel":
        // Theoretical use unless the order is still open.
        if (flow.completed) sum.theoretical -= quantity;
        break;
      default:
        // Counts, opening stock and corrections are not goods moving in or out.
        break;
    }
  }

  const rows: VarianceRow[] = closingLines.map((line) => {
    const sum = sums.get(line.id);
    const opened = openingCounted.get(line.id) ?? ledgerAtOpening.get(line.id) ?? 0;
    const received = toFourDecimals(sum?.received ?? 0);
    const transferredOut = toFourDecimals(sum?.out ?? 0);
    const theoreticalUse = toFourDecimals(sum?.theoretical ?? 0);
    const adjustmentsByType = STOCK_ADJUSTMENT_TYPES.flatMap((type) => {
      const quantity = toFourDecimals(sum?.adjustments.get(type) ?? 0);
      return quantity === 0 ? [] : [{ type, quantity }];
    });
    const actualUse = toFourDecimals(opened + received - transferredOut - line.counted);
    const variance = toFourDecimals(actualUse - theoreticalUse);
    const unitCost = line.unitCost ?? 0;
    return {
      stockItem: { _id: line.id, name: line.name, unit: line.unit },
      opening: toFourDecimals(opened),
      received,
      transferredOut,
      theoreticalUse,
      adjustments: toFourDecimals(adjustmentsByType.reduce((total, entry) => total + entry.quantity, 0)),
      adjustmentsByType,
      closing: line.counted,
      actualUse,
      variance,
      unitCost,
      varianceValue: Math.round(variance * unitCost) || 0,
      variancePercent: theoreticalUse > 0 ? Math.round((variance / theoreticalUse) * 1000) / 10 : null,
    };
  });
  rows.sort((a, b) => b.varianceValue - a.varianceValue || a.stockItem.name.localeCompare(b.stockItem.name));
  return {
    location,
    openingCount: bound(opening),
    closingCount: bound(closing),
    rows,
    totals: { varianceValue: rows.reduce((total, row) => total + row.varianceValue, 0) },
  };
}

/**
 * The dashboard's figure of the month per outlet: each active outlet's variance total in rupiah
 * (outlets one after another: a few at a time, each one grouped scan of its own movements).
 */
export async function varianceSummary(db: DbOrTx, range: ReportRangeQuery): Promise<VarianceSummary> {
  const outlets = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.kind, "outlet"), eq(locations.status, "Active")))
    .orderBy(asc(locations.name));
  const rows: VarianceSummary["rows"] = [];
  for (const outlet of outlets) {
    const report = await varianceReport(db, { location: outlet.id, ...range });
    rows.push({
      location: report.location,
      openingCount: report.openingCount,
      closingCount: report.closingCount,
      varianceValue: report.totals.varianceValue,
    });
  }
  return { rows };
}
