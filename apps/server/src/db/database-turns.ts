import { AsyncLocalStorage } from "node:async_hooks";
import PQueue from "p-queue";

/*
 * The embedded database runs one transaction at a time, in the server's own thread, so every
 * request that writes waits for the transactions queued before it. At rush hour that queue holds
 * the tills' orders and the work that follows them (printing, platform calls, webhook processing).
 * Some work cannot wait in it, and takes a turn ahead of the queue:
 * - first: a food platform's webhook. A platform not answered within its timeout sends the order
 *   again or gives up on the outlet; storing the webhook is one short insert.
 * - for the kitchen: what puts an order in front of a cook. A platform's order made from its stored
 *   webhook (the platform has charged the customer and sent a driver), and the reads that draw a
 *   paper for a printer (a ticket the kitchen waits for). Both come at the rate orders come, not
 *   as fast as the tills can send them, so the tills still get their turns.
 * Everything else keeps its arrival order. PostgreSQL runs transactions side by side and needs no turns.
 */

type Turn = "first" | "kitchen";
const PRIORITY: Record<Turn, number> = { first: 2, kitchen: 1 };

const marked = new AsyncLocalStorage<Turn>();

/** Runs `work`, whose database calls take the embedded database's next turn. Keep it to a short write. */
export const databaseWorkFirst = <T>(work: () => Promise<T>): Promise<T> => marked.run("first", work);

/** Runs `work`, whose database calls go after work marked first and ahead of the rest. */
export const databaseWorkForTheKitchen = <T>(work: () => Promise<T>): Promise<T> => marked.run("kitchen", work);

/** Runs `work` in arrival order even when called from marked work: what follows a commit is background work. */
export const databaseWorkInArrivalOrder = <T>(work: () => T): T => marked.exit(work);

/** Hands out the embedded database's turns: one at a time, marked work ahead of the rest. */
export function databaseTurns(): <T>(work: () => Promise<T>) => Promise<T> {
  const queue = new PQueue({ concurrency: 1 });
  return (work) => {
    const turn = marked.getStore();
    return queue.add(work, { priority: turn ? PRIORITY[turn] : 0, throwOnTimeout: true });
  };
}
