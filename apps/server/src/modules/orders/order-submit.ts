import type { OrderRecord } from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { lockTableWriters } from "../../lib/write-guards";
import type { PricedLine } from "./price-cart";

export type CreatedOrder = {
  order: OrderRecord;
  stockWarnings: { _id: string; name: string; quantityInStock: number }[];
  /** True when the key had already made this order: nothing new was written. */
  replayed: boolean;
};

/**
 * Takes the order writers' lock (held to the commit) and finds the order an earlier submit with
 * this Idempotency-Key made, if any. Serialising the writers makes the id's millisecond unique and
 * the key safe: a second submit with the same key (a retry, a double tap, both at once) waits,
 * then finds the first one's order.
 */
export async function lockAndFindSubmitted(tx: Tx, idempotencyKey: string) {
  await lockTableWriters(tx, orders);
  const [earlier] = await tx
    .select({ id: orders.id, channel: orders.channel, cashierId: orders.cashierId, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey))
    .limit(1);
  return earlier;
}

/** An order's cart lines as sold, in the cart's order. */
export const insertOrderItems = (tx: Tx, orderId: string, lines: PricedLine[]) =>
  tx.insert(orderItems).values(lines.map((line, position) => ({ ...line.item, position, orderId })));

/**
 * `{prefix}-{milliseconds}`, moved on by a millisecond while taken, so two orders of the same
 * millisecond still get different ids. Called under the order writers' lock.
 */
export async function uniqueOrderId(tx: Tx, prefix: "CREPES" | "VNC"): Promise<string> {
  for (let stamp = Date.now(); ; stamp++) {
    const candidate = `${prefix}-${stamp}`;
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderId, candidate)).limit(1);
    if (!taken) return candidate;
  }
}
