import type { OrderRecord } from "@kedai/shared";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { conflict } from "../../lib/app-error";
import { getOrderRecord } from "./order-record";
import type { PricedLine } from "./price-cart";

/** What a submit's transaction settled: the order's `_id`, and what the answer tells besides it. */
export type PlacedOrder = {
  id: string;
  stockWarnings: { _id: string; name: string; quantityInStock: number }[];
  /** True when the key had already made this order: nothing new was written. */
  replayed: boolean;
};

export type CreatedOrder = Omit<PlacedOrder, "id"> & { order: OrderRecord };

/**
 * The answer to a submit, read after its transaction committed: the stock and table rows the order
 * locked are free again while the record (items, history) is read.
 */
export async function answerPlaced(db: DbOrTx, { id, ...placed }: PlacedOrder): Promise<CreatedOrder> {
  return { order: await getOrderRecord(db, id), ...placed };
}

type SubmittedBy = Pick<typeof orders.$inferSelect, "channel" | "cashierId" | "customerId">;
type NewOrder = Omit<typeof orders.$inferInsert, "orderId">;

/**
 * Takes this Idempotency-Key's lock (an advisory lock named after the key, held to the commit) and
 * answers the order an earlier submit with the key made, if any (409 when `sameSubmitter` says
 * someone else made it). A second submit with the same key (a retry, a double tap, both at once)
 * waits for the first to commit, then finds its order; submits with other keys do not wait.
 */
export async function lockAndReplay(
  tx: Tx,
  idempotencyKey: string,
  sameSubmitter: (earlier: SubmittedBy) => boolean,
): Promise<PlacedOrder | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kedai:order-key:${idempotencyKey}`}))`);
  const [earlier] = await tx
    .select({ id: orders.id, channel: orders.channel, cashierId: orders.cashierId, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey))
    .limit(1);
  if (!earlier) return undefined;
  if (!sameSubmitter(earlier)) throw conflict("Idempotency-Key ini sudah dipakai untuk pesanan lain.");
  return { id: earlier.id, stockWarnings: [], replayed: true };
}

/** An order's cart lines as sold, in the cart's order. */
export const insertOrderItems = (tx: Tx, orderId: string, lines: PricedLine[]) =>
  tx.insert(orderItems).values(lines.map((line, position) => ({ ...line.item, position, orderId })));

/** More orders than this in one millisecond at one prefix is not a shop: something is wrong. */
const MAX_ID_TRIES = 50;

/**
 * Inserts the order as `{prefix}-{milliseconds}`. Orders placed at once by different tills may pick
 * the same millisecond: the id's unique index lets one of them in, and the other (ON CONFLICT DO
 * NOTHING, so its transaction goes on without a savepoint) moves on to the next millisecond.
 */
export async function insertOrderWithId(
  tx: Tx,
  prefix: "CREPES" | "VNC",
  values: NewOrder,
): Promise<{ id: string; orderId: string }> {
  for (let stamp = Date.now(), tries = 1; tries <= MAX_ID_TRIES; stamp++, tries++) {
    const [order] = await tx
      .insert(orders)
      .values({ ...values, orderId: `${prefix}-${stamp}` })
      .onConflictDoNothing({ target: orders.orderId })
      .returning({ id: orders.id, orderId: orders.orderId });
    if (order) return order;
  }
  throw new Error(`${MAX_ID_TRIES} order ids in a row were taken`);
}
