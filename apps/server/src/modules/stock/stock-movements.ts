import type {
  StockMovementList,
  StockMovementListQuery,
  StockMovementReason,
  StockMovementReferenceType,
} from "@kedai/shared";
import { count, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { runPreparedSql } from "../../db/prepared";
import { locations, stockItems, stockLevels, stockMovements } from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { notFound, refusal } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { pageOffset } from "../../lib/paging";
import { settleInOrder } from "../../lib/settle-in-order";
import { sortedBy } from "../../lib/sorting";

/** A change of one item's quantity: negative takes stock out. */
export type StockChange = { stockItemId: string; quantity: number };

/**
 * Why stock moved, where, from what, and who did it (null for none: an automatic change).
 * `locationId` null is head office: the statement finds it, so an order with no outlet (delivery,
 * QR table) costs no extra round trip. A given id must name a location (callers check it first).
 */
export type StockCause = {
  reason: StockMovementReason;
  locationId: string | null;
  reference?: { type: StockMovementReferenceType; id: string; label: string };
  actor: { id: string | null; fullName: string } | null;
};

/** A moved item: its total over all locations, and what the cause's location now holds. */
export type MovedItem = { _id: string; name: string; quantityInStock: number; quantityAtLocation: number };

/**
 * Goods sent away (a franchise shipment, a transfer) may not take the sending place below zero:
 * refuses, naming the items short, so the caller's transaction is rolled back.
 */
export function refuseIfSentShort(moved: MovedItem[], placeName: string): void {
  const short = moved.filter((item) => item.quantityAtLocation < 0).map((item) => item.name);
  if (short.length > 0) {
    throw refusal(
      "STOCK_WOULD_GO_NEGATIVE",
      `Stok ${placeName} tidak cukup untuk dikirim: ${short.sort().join(", ")}.`,
    );
  }
}

/**
 * Changes the quantities at the cause's location and writes one movement per change, on the
 * caller's transaction (docs/business-rules.md#stock): the location's level and the item's total
 * (`quantity_in_stock`, the sum of its levels) move together in one statement, so a level is
 * always the sum of its location's movements and a total the sum of its levels. Changes to the
 * same item are merged first; zero changes are dropped.
 *
 * Two statements whatever the number of items (an order touches ten or so), sent together. The
 * first locks the item rows in id order, so two transactions moving overlapping stock never wait
 * for each other in a circle. The second changes them all, upserts their levels and writes their
 * movements; it starts after the first has all its locks, so its snapshot holds the newest version
 * of every row and it never waits. (In one statement the update read the rows as they were when
 * the statement began: when another order had committed a change meanwhile, the update had to lock
 * the newer version again, queueing behind a waiting order that was queueing behind it —
 * PostgreSQL saw a deadlock.) A level row is only ever written under its item's lock, so the item
 * locks order the level writes too: two first sales of an item at one outlet queue on the item,
 * and the second's upsert finds the first's row. An item deleted meanwhile is not changed, and
 * gets no level or movement that would dangle. The lock is the one the update takes anyway (no key
 * update): rows that merely reference the item (a purchase's lines, an adjustment, a movement, a
 * level) hold key-share locks on it, which a full FOR UPDATE would wait on — two purchases of the
 * same items would deadlock.
 */
export async function applyStockChanges(tx: Tx, changes: StockChange[], cause: StockCause): Promise<MovedItem[]> {
  const merged = new Map<string, number>();
  for (const { stockItemId, quantity } of changes) {
    merged.set(stockItemId, toFourDecimals((merged.get(stockItemId) ?? 0) + quantity));
  }
  const moves = [...merged].filter(([, quantity]) => quantity !== 0);
  if (moves.length === 0) return [];
  // Lists travel as array literals (uuids and numbers need no quoting), so the statements' text
  // is the same for any number of items and is built once. Callers pass ids they have checked;
  // anything else in a literal would be read as more than one element.
  if (!moves.every(([id]) => isUuid(id))) throw new Error("applyStockChanges: a stock item id is not a uuid");
  const values = {
    ids: `{${moves.map(([id]) => id).join(",")}}`,
    quantities: `{${moves.map(([, quantity]) => quantity).join(",")}}`,
    locationId: cause.locationId,
    reason: cause.reason,
    referenceType: cause.reference?.type ?? null,
    referenceId: cause.reference?.id ?? null,
    referenceLabel: cause.reference?.label ?? null,
    byUserId: cause.actor?.id ?? null,
    byName: cause.actor?.fullName ?? null,
  };
  // Started in this order: `.then` sends the lock now, the change after it (PostgreSQL runs one
  // connection's statements in order, PGlite its queue).
  const locking = runPreparedSql(tx, "lock stock items", lockStockItems, values).then(() => undefined);
  const changing = runPreparedSql<{ id: string; name: string; quantity: string | number; here: string | number }>(
    tx,
    "change stock items",
    changeStockItems,
    values,
  );
  const [, moved] = await settleInOrder([locking, changing]);
  return moved.map((item) => ({
    _id: item.id,
    name: item.name,
    quantityInStock: Number(item.quantity),
    quantityAtLocation: Number(item.here),
  }));
}

const lockStockItems = () => sql`
  select id from ${stockItems} where id = any(${sql.placeholder("ids")}::text::uuid[]) order by id for no key update`;

/** Head office's id, for a statement (the partial unique index finds it). */
export const headOfficeId = sql`(select ${locations.id} from ${locations} where ${locations.kind} = 'head_office')`;

const changeStockItems = () => sql`
  with moved as (
    update ${stockItems}
    set ${sql.identifier(stockItems.quantityInStock.name)} = ${stockItems.quantityInStock} + change.quantity,
      ${sql.identifier(stockItems.updatedAt.name)} = now()
    from unnest(${sql.placeholder("ids")}::text::uuid[], ${sql.placeholder("quantities")}::text::numeric[])
      as change (id, quantity)
    where ${stockItems.id} = change.id
    returning ${stockItems.id} as id, ${stockItems.name} as name,
      ${stockItems.quantityInStock} as quantity, change.quantity as change
  ),
  place as (select coalesce(${sql.placeholder("locationId")}::uuid, ${headOfficeId}) as id),
  levels as (
    insert into ${stockLevels} (stock_item_id, location_id, quantity)
    select moved.id, place.id, moved.change from moved, place
    on conflict (stock_item_id, location_id)
      do update set quantity = ${stockLevels}.quantity + excluded.quantity
    returning stock_item_id, quantity
  ),
  recorded as (
    insert into ${stockMovements} (stock_item_id, location_id, quantity, reason, reference_type, reference_id,
      reference_label, by_user_id, by_name)
    select moved.id, place.id, moved.change, ${sql.placeholder("reason")}, ${sql.placeholder("referenceType")},
      ${sql.placeholder("referenceId")}::uuid, ${sql.placeholder("referenceLabel")},
      ${sql.placeholder("byUserId")}::uuid, ${sql.placeholder("byName")}
    from moved, place
  )
  select moved.id, moved.name, moved.quantity, levels.quantity as here
  from moved join levels on levels.stock_item_id = moved.id`;

/** An item's movements, newest first, a page at a time. */
export async function listStockMovements(
  db: DbOrTx,
  stockItemId: string,
  query: StockMovementListQuery,
): Promise<StockMovementList> {
  const missing = "Item stok tidak ditemukan.";
  if (!isUuid(stockItemId)) throw notFound(missing);
  const [item] = await db.select({ id: stockItems.id }).from(stockItems).where(eq(stockItems.id, stockItemId));
  if (!item) throw notFound(missing);
  const where = eq(stockMovements.stockItemId, stockItemId);
  const rows = await db
    .select({ movement: stockMovements, location: { _id: locations.id, name: locations.name } })
    .from(stockMovements)
    .innerJoin(locations, eq(locations.id, stockMovements.locationId))
    .where(where)
    .orderBy(
      ...sortedBy(query, { time: stockMovements.createdAt, quantity: stockMovements.quantity }, [
        desc(stockMovements.createdAt),
        desc(stockMovements.id),
      ]),
    )
    .limit(query.limit)
    .offset(pageOffset(query));
  const [{ total }] = await db.select({ total: count() }).from(stockMovements).where(where);
  return {
    data: rows.map(({ movement: row, location }) => ({
      _id: row.id,
      location,
      quantity: row.quantity,
      reason: row.reason,
      reference:
        row.referenceType && row.referenceId
          ? { type: row.referenceType, _id: row.referenceId, label: row.referenceLabel ?? "" }
          : null,
      byName: row.byName,
      createdAt: row.createdAt.toISOString(),
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}
