import type { Database, Tx } from "./client";
import { databaseWorkInArrivalOrder } from "./database-turns";

/*
 * Work that must run only once a transaction's writes are visible to everyone (docs/decisions/
 * 0047-one-print-policy.md): printing an order's papers reads the order and must never print one
 * that rolled back. Drizzle has no after-commit hook, so the database's `transaction` is wrapped
 * once when it is opened: work registered on a transaction runs after its outermost commit, in
 * the order registered, and is dropped with a rollback (of the transaction, or of the savepoint
 * that registered it).
 */

type Work = (db: Database) => void;

const queues = new WeakMap<object, Work[]>();

/** Runs `work` after `tx` commits, with the database it committed to; never if it rolls back. */
export function afterCommit(tx: Tx, work: Work): void {
  const queue = queues.get(tx);
  // Every transaction of an opened database is tracked: one that is not is a programming error.
  if (!queue) throw new Error("afterCommit: a transaction of a database not opened by openDatabase");
  queue.push(work);
}

type Transactional = { transaction: (run: (tx: Tx) => Promise<unknown>, config?: unknown) => Promise<unknown> };

/** Makes `owner.transaction` track its transactions; `committed` gets a transaction's queue once it commits. */
function track(owner: Transactional, committed: (queue: Work[]) => void): void {
  const original = owner.transaction.bind(owner);
  owner.transaction = async (run, config) => {
    const queue: Work[] = [];
    const result = await original((tx) => {
      queues.set(tx, queue);
      // A savepoint's work joins its parent's once it is released.
      track(tx as unknown as Transactional, (inner) => queue.push(...inner));
      return run(tx);
    }, config);
    committed(queue);
    return result;
  };
}

/** Wraps the opened database's `transaction` (in place: the database stays the same object). */
export function runAfterCommit(db: Database): Database {
  track(db as unknown as Transactional, (queue) => {
    for (const work of queue) {
      try {
        // Follow-up work waits its turn, even after a write that went first (database-turns.ts).
        databaseWorkInArrivalOrder(() => work(db));
      } catch (err) {
        // The transaction has committed: a failing follower must not turn it into the caller's error.
        process.emitWarning(err instanceof Error ? err : String(err));
      }
    }
  });
  return db;
}
