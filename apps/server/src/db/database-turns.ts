import { AsyncLocalStorage } from "node:async_hooks";
import PQueue from "p-queue";

/*
 * The embedded database runs one transaction at a time, in the server's own thread, so every
 * request that writes waits for the transactions queued before it. At rush hour that queue holds
 * the tills' orders and the work that follows them (printing, platform calls, webhook processing).
 * A few writes cannot wait in it: a food platform that is not answered within its timeout sends
 * the order again or gives up on the outlet, and storing its webhook is one short insert. Those run
 * in `databaseWorkFirst` and take the next turn; everything else keeps its arrival order.
 * PostgreSQL runs transactions side by side and needs no turns.
 */

const first = new AsyncLocalStorage<true>();

/** Runs `work`, whose database calls take the embedded database's next turn. Keep it to a short write. */
export const databaseWorkFirst = <T>(work: () => Promise<T>): Promise<T> => first.run(true, work);

/** Runs `work` in arrival order even when called from work marked first: what follows a commit is background work. */
export const databaseWorkInArrivalOrder = <T>(work: () => T): T => first.exit(work);

/** Hands out the embedded database's turns: one at a time, work marked first ahead of the rest. */
export function databaseTurns(): <T>(work: () => Promise<T>) => Promise<T> {
  const queue = new PQueue({ concurrency: 1 });
  return (work) => queue.add(work, { priority: first.getStore() ? 1 : 0, throwOnTimeout: true });
}
