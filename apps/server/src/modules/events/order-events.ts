import type { OrderEvent, PrintEvent } from "@kedai/shared";
import { and, asc, gt, lt, max, min, sql } from "drizzle-orm";
import { afterCommit } from "../../db/after-commit";
import type { Database, DbOrTx, Tx } from "../../db/client";
import { runPreparedSql } from "../../db/prepared";
import { orderEvents } from "../../db/schema";
import { tableWritersLock } from "../../lib/write-guards";

/** The NOTIFY channel: its payload is the new event's id, readers take the rows from the table. */
export const ORDER_EVENTS_CHANNEL = "order_events";

/** How long events are kept for a screen that reconnects (an overnight outage still resumes). */
const KEEP_EVENTS_HOURS = 24;

/**
 * What this process's followers are told of an event besides its row: the order's outlet (its
 * location id, null for none) and what the change means for paper (the print policy's event).
 */
export type OrderEventFacts = { outlet: string | null; print: PrintEvent };
export type CommittedOrderEvent = OrderEvent & Partial<OrderEventFacts>;
type Follower = (event: CommittedOrderEvent) => void;

/** Per database, the followers in the order they began; the newest is told. */
const followers = new WeakMap<Database, Follower[]>();

/**
 * Follows the order events committed to `db` by this process (the print subscriber): told of each
 * once its transaction has committed, never of one rolled back. One follower is told: the newest
 * (an app opened on a database another app of this process already uses, as tests do for a second
 * instance, takes over until it stops). Answers the way to stop.
 */
export function followOrderEvents(db: Database, follower: Follower): () => void {
  const list = followers.get(db) ?? [];
  followers.set(db, list);
  list.push(follower);
  return () => {
    const at = list.indexOf(follower);
    if (at >= 0) list.splice(at, 1);
  };
}

/**
 * Records that an order was created or changed, in the caller's transaction: the row and its
 * NOTIFY become visible together at commit, and vanish together on rollback; this process's
 * followers are told after the commit, with `facts`. Call it after the transaction's other
 * writes: it serialises event writers until commit, so ids become visible in order and a reader
 * that has seen id N has seen every earlier one (what makes resuming by id exact).
 */
export async function recordOrderEvent(tx: Tx, event: OrderEvent, facts?: OrderEventFacts): Promise<void> {
  afterCommit(tx, (db) => {
    followers.get(db)?.at(-1)?.({ ...event, ...facts });
  });
  // One statement: the insert draws its row (and so its id) only after the lock is held.
  await runPreparedSql(
    tx,
    "record order event",
    () => sql`
      with serialised as (select ${tableWritersLock(orderEvents)}),
      recorded as (
        insert into ${orderEvents} (type, order_id, status)
        select ${sql.placeholder("type")}, ${sql.placeholder("orderId")}::uuid, ${sql.placeholder("status")}
        from serialised
        returning id
      )
      select pg_notify(${ORDER_EVENTS_CHANNEL}, id::text) from recorded`,
    event,
  );
}

export type StoredOrderEvent = OrderEvent & { id: number };

/** The next `limit` events after `afterId`, oldest first. */
export function orderEventsAfter(db: DbOrTx, afterId: number, limit: number): Promise<StoredOrderEvent[]> {
  return db
    .select({ id: orderEvents.id, type: orderEvents.type, orderId: orderEvents.orderId, status: orderEvents.status })
    .from(orderEvents)
    .where(gt(orderEvents.id, afterId))
    .orderBy(asc(orderEvents.id))
    .limit(limit) as Promise<StoredOrderEvent[]>;
}

/**
 * Where a stream starts. A new client (no last id) gets what happens from now on. A client whose
 * last id is still covered by the log resumes right after it; one that asks for pruned events, or
 * for an id this log never reached (another database, a restored backup), is told to reset.
 */
export async function resumePoint(
  db: DbOrTx,
  lastEventId: string | undefined,
): Promise<{ after: number; reset: boolean }> {
  const [bounds] = await db.select({ oldest: min(orderEvents.id), newest: max(orderEvents.id) }).from(orderEvents);
  const newest = bounds?.newest ?? 0;
  if (lastEventId === undefined) return { after: newest, reset: false };
  const last = /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : Number.NaN;
  const oldest = bounds?.oldest ?? newest + 1;
  const covered = last <= newest && last >= oldest - 1;
  return covered ? { after: last, reset: false } : { after: newest, reset: true };
}

/**
 * Deletes events older than the resume window. The newest row always stays, so the log still
 * knows how far it got (a client claiming a later id is told to reset).
 */
export async function pruneOrderEvents(db: DbOrTx): Promise<void> {
  await db
    .delete(orderEvents)
    .where(
      and(
        lt(orderEvents.createdAt, sql`now() - make_interval(hours => ${KEEP_EVENTS_HOURS})`),
        lt(orderEvents.id, sql`(select max(${orderEvents.id}) from ${orderEvents})`),
      ),
    );
}
