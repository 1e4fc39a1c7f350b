import type {
  StockMovementList,
  StockMovementListQuery,
  StockMovementReason,
  StockMovementReferenceType,
} from "@kedai/shared";
import { count, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { runPreparedSql } from "../../db/prepared";
import { stockItems, stockMovements } from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { notFound } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { pageOffset } from "../../lib/paging";
import { settleInOrder } from "../../lib/settle-in-order";

/** A change of one item's quantity: negative takes stock out. */
export type StockChange = { stockItemId: string; quantity: number };

/** Why stock moved, from what, and who did it (null for none: an automatic change). */
export type StockCause = {
  reason: StockMovementReason;
  reference?: { type: StockMovementReferenceType; id: string; label: string };
  actor: { id: string | null; fullName: string } | null;
};

export type MovedItem = { _id: string; name: string; quantityInStock: number };

/**
 * Changes the quantities and writes one movement per change, on the caller's transaction
 * (docs/business-rules.md#stock). Changes to the same item are merged first; zero changes are
 * dropped.
 *
 * Two statements whatever the number of items (an order touches ten or so), sent together. The
 * first locks the rows in id order, so two transactions moving overlapping stock never wait for
 * each other in a circle. The second changes them all and writes their movements; it starts after
 * the first has all its locks, so its snapshot holds the newest version of every row and it never
 * waits. (In one statement the update read the rows as they were when the statement began: when
 * another order had committed a change meanwhile, the update had to lock the newer version again,
 * queueing behind a waiting order that was queueing behind it — PostgreSQL saw a deadlock.) An
 * item deleted meanwhile is not changed, and gets no movement that would dangle. The lock is the
 * one the update takes anyway (no key update): rows that merely reference the item (a purchase's
 * lines, an adjustment, a movement) hold key-share locks on it, which a full FOR UPDATE would wait
 * on — two purchases of the same items would deadlock.
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
  const changing = runPreparedSql<{ id: string; name: string; quantity: string | number }>(
    tx,
    "change stock items",
    changeStockItems,
    values,
  );
  const [, moved] = await settleInOrder([locking, changing]);
  return moved.map((item) => ({ _id: item.id, name: item.name, quantityInStock: Number(item.quantity) }));
}

const lockStockItems = () => sql`
  select id from ${stockItems} where id = any(${sql.placeholder("ids")}::text::uuid[]) order by id for no key update`;

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
  recorded as (
    insert into ${stockMovements} (stock_item_id, quantity, reason, reference_type, reference_id,
      reference_label, by_user_id, by_name)
    select id, change, ${sql.placeholder("reason")}, ${sql.placeholder("referenceType")},
      ${sql.placeholder("referenceId")}::uuid, ${sql.placeholder("referenceLabel")},
      ${sql.placeholder("byUserId")}::uuid, ${sql.placeholder("byName")}
    from moved
  )
  select id, name, quantity from moved`;

/** Writes movements for quantities the caller already changed (new items' opening stock). */
async function recordMovements(tx: DbOrTx, changes: StockChange[], cause: StockCause): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(stockMovements).values(
    changes.map(({ stockItemId, quantity }) => ({
      stockItemId,
      quantity,
      reason: cause.reason,
      referenceType: cause.reference?.type,
      referenceId: cause.reference?.id,
      referenceLabel: cause.reference?.label,
      byUserId: cause.actor?.id,
      byName: cause.actor?.fullName,
    })),
  );
}

/** The opening movement of items just inserted with stock, so their quantity is the sum of their movements. */
export const recordOpeningStock = (
  tx: DbOrTx,
  items: Array<{ id: string; quantityInStock: number }>,
  actor: StockCause["actor"] = null,
) =>
  recordMovements(
    tx,
    items
      .filter((item) => item.quantityInStock !== 0)
      .map((item) => ({ stockItemId: item.id, quantity: item.quantityInStock })),
    { reason: "opening", actor },
  );

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
    .select()
    .from(stockMovements)
    .where(where)
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(query.limit)
    .offset(pageOffset(query));
  const [{ total }] = await db.select({ total: count() }).from(stockMovements).where(where);
  return {
    data: rows.map((row) => ({
      _id: row.id,
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
