import type { OrderRecord } from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { conflict } from "../../lib/app-error";
import { lockTableWriters } from "../../lib/write-guards";
import { getOrderRecord } from "./order-record";
import type { PricedLine } from "./price-cart";

export type CreatedOrder = {
  order: OrderRecord;
  stockWarnings: { _id: string; name: string; quantityInStock: number }[];
  /** True when the key had already made this order: nothing new was written. */
  replayed: boolean;
};

type SubmittedBy = Pick<typeof orders.$inferSelect, "channel" | "cashierId" | "customerId">;

/**
 * Takes the order writers' lock (held to the commit) and answers the order an earlier submit with
 * this Idempotency-Key made, if any (409 when `sameSubmitter` says someone else made it).
 * Serialising the writers makes the id's millisecond unique and the key safe: a second submit
 * with the same key (a retry, a double tap, both at once) waits, then finds the first one's order.
 */
export async function lockAndReplay(
  tx: Tx,
  idempotencyKey: string,
  sameSubmitter: (earlier: SubmittedBy) => boolean,
): Promise<CreatedOrder | undefined> {
  await lockTableWriters(tx, orders);
  const [earlier] = await tx
    .select({ id: orders.id, channel: orders.channel, cashierId: orders.cashierId, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey))
    .limit(1);
  if (!earlier) return undefined;
  if (!sameSubmitter(earlier)) throw conflict("Idempotency-Key ini sudah dipakai untuk pesanan lain.");
  return { order: await getOrderRecord(tx, earlier.id), stockWarnings: [], replayed: true };
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
