import { ORDER_STATUS, type OrderRecord } from "@kedai/shared";
import { sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { placeholders, runPrepared, runPreparedSql, shapeOf, valuesOf } from "../../db/prepared";
import { orderItems, orders } from "../../db/schema";
import { conflict } from "../../lib/app-error";
import { settleInOrder } from "../../lib/settle-in-order";
import { getOrderRecord } from "./order-record";
import { type HistoryActor, recordStatusChange } from "./order-status-change";
import type { PricedLine } from "./price-cart";

type StockWarning = { _id: string; name: string; quantityInStock: number };

/**
 * What a submit's transaction settled: the order it wrote, as the API answers it (built from the
 * rows the inserts returned, so no read follows), or the id of the order an earlier submit with
 * the same key made.
 */
export type PlacedOrder = { written: OrderRecord; stockWarnings: StockWarning[] } | { replayOf: string };

export type CreatedOrder = {
  order: OrderRecord;
  stockWarnings: StockWarning[];
  /** True when the key had already made this order: nothing new was written. */
  replayed: boolean;
};

/** The answer to a submit; a replay's order is read after the transaction. */
export async function answerPlaced(db: DbOrTx, placed: PlacedOrder): Promise<CreatedOrder> {
  if ("replayOf" in placed)
    return { order: await getOrderRecord(db, placed.replayOf), stockWarnings: [], replayed: true };
  return { order: placed.written, stockWarnings: placed.stockWarnings, replayed: false };
}

type SubmittedBy = Pick<typeof orders.$inferSelect, "channel" | "cashierId" | "customerId">;
type NewOrder = Omit<typeof orders.$inferInsert, "orderId" | "status">;

/**
 * Takes this Idempotency-Key's lock (an advisory lock named after the key, held to the commit) and
 * answers the order an earlier submit with the key made, if any (409 when `sameSubmitter` says
 * someone else made it), in one statement (the function of migration 0013). A second submit with
 * the same key (a retry, a double tap, both at once) waits for the first to commit, then finds its
 * order; submits with other keys do not wait.
 */
export async function lockAndReplay(
  tx: Tx,
  idempotencyKey: string,
  sameSubmitter: (earlier: SubmittedBy) => boolean,
): Promise<{ replayOf: string } | undefined> {
  const [earlier] = await runPreparedSql<{
    order_id: string;
    order_channel: SubmittedBy["channel"];
    order_cashier_id: string | null;
    order_customer_id: string | null;
  }>(tx, "claim order key", () => sql`select * from kedai_claim_order_key(${sql.placeholder("key")})`, {
    key: idempotencyKey,
  });
  if (!earlier) return undefined;
  const submittedBy = {
    channel: earlier.order_channel,
    cashierId: earlier.order_cashier_id,
    customerId: earlier.order_customer_id,
  };
  if (!sameSubmitter(submittedBy)) throw conflict("Idempotency-Key ini sudah dipakai untuk pesanan lain.");
  return { replayOf: earlier.order_id };
}

/** An order's cart lines as sold, in the cart's order; answers the rows written, in that order. */
export async function insertOrderItems(tx: Tx, orderId: string, lines: PricedLine[]) {
  const rows = lines.map((line, position) => ({ ...line.item, position, orderId }));
  const values = Object.assign({}, ...rows.map((row, i) => valuesOf(row, `${i}.`)));
  const items = await runPrepared(
    tx,
    `insert order items ${rows.map(shapeOf).join(" ")}`,
    (db) =>
      db
        .insert(orderItems)
        .values(rows.map((row, i) => placeholders(row, `${i}.`)))
        .returning(),
    values,
  );
  return items.sort((a, b) => a.position - b.position);
}

/**
 * Writes a new order (status New), its lines and the first line of its history; answers the rows
 * as written, for toOrderRecord.
 */
export async function insertNewOrder(
  tx: Tx,
  prefix: "CREPES" | "VNC",
  values: NewOrder,
  lines: PricedLine[],
  placedBy: HistoryActor,
) {
  const order = await insertOrderWithId(tx, prefix, { ...values, status: ORDER_STATUS.New });
  const [items, history] = await settleInOrder([
    insertOrderItems(tx, order.id, lines),
    recordStatusChange(tx, order.id, { from: null, to: ORDER_STATUS.New }, placedBy),
  ]);
  return { order, items, history };
}

/** More orders than this in one millisecond at one prefix is not a shop: something is wrong. */
const MAX_ID_TRIES = 50;

/**
 * Inserts the order as `{prefix}-{milliseconds}`. Orders placed at once by different tills may pick
 * the same millisecond: the id's unique index lets one of them in, and the other (ON CONFLICT DO
 * NOTHING, so its transaction goes on without a savepoint) moves on to the next millisecond.
 */
async function insertOrderWithId(
  tx: Tx,
  prefix: "CREPES" | "VNC",
  values: Omit<typeof orders.$inferInsert, "orderId">,
): Promise<typeof orders.$inferSelect> {
  for (let stamp = Date.now(), tries = 1; tries <= MAX_ID_TRIES; stamp++, tries++) {
    const row = { ...values, orderId: `${prefix}-${stamp}` };
    const [order] = await runPrepared(
      tx,
      `insert order ${shapeOf(row)}`,
      (db) => db.insert(orders).values(placeholders(row)).onConflictDoNothing({ target: orders.orderId }).returning(),
      valuesOf(row),
    );
    if (order) return order;
  }
  throw new Error(`${MAX_ID_TRIES} order ids in a row were taken`);
}
