import { createHash } from "node:crypto";
import { ORDER_STATUS, type OrderNotice, type OrderRecord } from "@kedai/shared";
import { eq, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { placeholders, runPrepared, runPreparedSql, shapeOf, valuesOf } from "../../db/prepared";
import { type OrderStockUse, orderItems, orders } from "../../db/schema";
import { AppError, conflict } from "../../lib/app-error";
import { settleInOrder } from "../../lib/settle-in-order";
import { recordOrderEvent } from "../events/order-events";
import { getOrderRecord } from "./order-record";
import { type HistoryActor, recordStatusChange } from "./order-status-change";
import { moveStock, orderStockCause } from "./order-stock";
import type { SoldLine } from "./price-cart";

/** Order ids by where the order was placed: the till, the storefront, a food platform. */
type OrderIdPrefix = "CREPES" | "VNC" | "OJOL";

type StockWarning = { _id: string; name: string; quantityInStock: number };

/**
 * What a submit's transaction wrote: the order as the API answers it (built from the rows the
 * inserts returned, so no read follows) and the stock items it left below zero.
 */
export type PlacedOrder = {
  written: OrderRecord;
  stockWarnings: StockWarning[];
  accessToken?: string;
  notices?: OrderNotice[];
};

export type CreatedOrder = {
  order: OrderRecord;
  stockWarnings: StockWarning[];
  /** True when the key had already made this order: nothing new was written. */
  replayed: boolean;
  /** The order's secret, for the one who placed it (online orders answer it). */
  accessToken?: string;
  /** What an order taken offline was accepted despite (docs/business-rules.md#offline). */
  notices?: OrderNotice[];
};

/**
 * A submit's Idempotency-Key as stored: scoped to its caller (a hash of the caller and the key, so
 * another caller's same key is another key and never finds their order) with the fingerprint of
 * the body it came with.
 */
export type OrderKey = {
  key: string;
  /** The body's, less its `offline` part: what was ordered, not when or how it travelled. */
  fingerprint: string;
  /** The whole body's, as stored before ADR 0036: a replay of such an order is the same submit too. */
  wholeBodyFingerprint: string;
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/** JSON with object keys sorted, so the same body always has the same fingerprint. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

/**
 * The stored form of the key `sent` by `caller` (`staff:<id>`, `customer:<id>` or `guest:<browser>`)
 * with `body`; null without a key or a known caller (no replay protection).
 */
export function orderKeyOf(sent: string | undefined, caller: string | undefined, body: unknown): OrderKey | null {
  if (!sent || !caller) return null;
  const wholeBodyFingerprint = sha256(canonicalJson(body));
  // A till that sent an order and lost the answer queues the same attempt with its key and an
  // `offline` part added (ADR 0029): that is the same submit, answered with the order it made.
  const { offline, ...ordered } = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const fingerprint = offline === undefined ? wholeBodyFingerprint : sha256(canonicalJson(ordered));
  return { key: sha256(`${caller}\n${sent}`), fingerprint, wholeBodyFingerprint };
}

/** The key columns of a new order. */
export const orderKeyColumns = (orderKey: OrderKey | null) => ({
  idempotencyKey: orderKey?.key ?? null,
  idempotencyFingerprint: orderKey?.fingerprint ?? null,
});

/**
 * Thrown inside a submit's transaction when its Idempotency-Key already made an order: the
 * transaction rolls back whatever the submit had started, and submitOrder answers that order.
 */
class KeyAlreadyUsed extends Error {
  constructor(
    readonly orderId: string,
    /** The fingerprints that make it the same submit (OrderKey). */
    readonly fingerprints: string[],
  ) {
    super("idempotency key already made an order");
  }
}

/**
 * Runs a submit's transaction (`place`, which starts with claimThenRead) and answers the order it
 * wrote, or, when its key had already made one with the same body, that order (read after the
 * transaction); the same key with another body is refused with 422.
 */
export async function submitOrder(db: Database, place: (tx: Tx) => Promise<PlacedOrder>): Promise<CreatedOrder> {
  try {
    const { written, stockWarnings, accessToken, notices } = await db.transaction(place);
    return { order: written, stockWarnings, replayed: false, accessToken, notices };
  } catch (error) {
    if (!(error instanceof KeyAlreadyUsed)) throw error;
    const [earlier] = await db
      .select({ fingerprint: orders.idempotencyFingerprint, accessToken: orders.accessToken, channel: orders.channel })
      .from(orders)
      .where(eq(orders.id, error.orderId));
    if (!earlier?.fingerprint || !error.fingerprints.includes(earlier.fingerprint))
      throw new AppError("IDEMPOTENCY_KEY_REUSED");
    return {
      order: await getOrderRecord(db, error.orderId),
      stockWarnings: [],
      replayed: true,
      accessToken: earlier.channel === "online" ? earlier.accessToken : undefined,
    };
  }
}

type SubmittedBy = Pick<typeof orders.$inferSelect, "channel" | "cashierId" | "customerId">;
type NewOrder = Omit<typeof orders.$inferInsert, "orderId" | "status">;

/**
 * A submit's first round trip: takes this Idempotency-Key's lock (an advisory lock named after the
 * key, held to the commit) and looks for the order an earlier submit with the key made, in one
 * statement (the function of migration 0013), with `reads` sent right behind it. PostgreSQL runs
 * them in that order, so the reads see the database as it is once the lock is held. A second
 * submit with the same key (a retry, a double tap, both at once) waits for the first to commit,
 * then finds its order: KeyAlreadyUsed is thrown (409 instead when `sameSubmitter` says someone
 * else made it), the reads' answers and refusals are dropped, and anything they changed rolls back.
 * Submits with other keys do not wait.
 */
export async function claimThenRead<T>(
  tx: Tx,
  orderKey: OrderKey | null,
  sameSubmitter: (earlier: SubmittedBy) => boolean,
  reads: () => Promise<T>,
): Promise<T> {
  if (!orderKey) return reads();
  const claiming = runPreparedSql<{
    order_id: string;
    order_channel: SubmittedBy["channel"];
    order_cashier_id: string | null;
    order_customer_id: string | null;
  }>(tx, "claim order key", () => sql`select * from kedai_claim_order_key(${sql.placeholder("key")})`, {
    key: orderKey.key,
  });
  const [claimed, read] = await Promise.allSettled([claiming, reads()]);
  if (claimed.status === "rejected") throw claimed.reason;
  const [earlier] = claimed.value;
  if (earlier) {
    const submittedBy = {
      channel: earlier.order_channel,
      cashierId: earlier.order_cashier_id,
      customerId: earlier.order_customer_id,
    };
    if (!sameSubmitter(submittedBy)) throw conflict("Idempotency-Key ini sudah dipakai untuk pesanan lain.");
    throw new KeyAlreadyUsed(earlier.order_id, [orderKey.fingerprint, orderKey.wholeBodyFingerprint]);
  }
  if (read.status === "rejected") throw read.reason;
  return read.value;
}

/** An order's cart lines as sold, in the cart's order; answers the rows written, in that order. */
export async function insertOrderItems(tx: Tx, orderId: string, lines: SoldLine[]) {
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
 * Writes a new order (status New) and what comes with it: its lines, the first line of its history,
 * its stock taken (the movements name `placedBy`), its "created" event and `alongside` (the
 * caller's own statements for the order), all but the order sent together in one round trip; the
 * event last, since its lock is held until the commit. Answers the rows as written (for
 * toOrderRecord), the stock left below zero and what `alongside` answered.
 */
export async function insertNewOrder<Alongside>(
  tx: Tx,
  prefix: OrderIdPrefix,
  values: NewOrder & { stockUsed: OrderStockUse[] },
  lines: SoldLine[],
  placedBy: HistoryActor,
  alongside: (order: typeof orders.$inferSelect) => Promise<Alongside>,
) {
  const order = await insertOrderWithId(tx, prefix, { ...values, status: ORDER_STATUS.New });
  const [items, history, along, stockWarnings] = await settleInOrder([
    insertOrderItems(tx, order.id, lines),
    recordStatusChange(tx, order.id, { from: null, to: ORDER_STATUS.New }, placedBy, order.createdAt),
    alongside(order),
    moveStock(tx, values.stockUsed, -1, orderStockCause("sale", order, placedBy)),
    // What it prints is the print policy's (paid up front: with its receipt; the drawer only for
    // cash taken now, not for an order a till took offline and sends only now).
    recordOrderEvent(
      tx,
      { type: "created", orderId: order.id, status: ORDER_STATUS.New },
      { outlet: order.locationId, print: { kind: "placed", at: Date.now(), moneyTakenNow: !order.offline } },
    ),
  ]);
  return { order, items, history, alongside: along, stockWarnings };
}

/** More orders than this in one millisecond at one prefix is not a shop: something is wrong. */
const MAX_ID_TRIES = 50;

/**
 * Inserts the order as `{prefix}-{milliseconds}`, the milliseconds of its creation (for an order a
 * till took offline, when it was taken). Orders placed at once by different tills may pick the same
 * millisecond: the id's unique index lets one of them in, and the other (ON CONFLICT DO NOTHING, so
 * its transaction goes on without a savepoint) moves on to the next millisecond.
 */
export async function insertOrderWithId(
  tx: Tx,
  prefix: OrderIdPrefix,
  values: Omit<typeof orders.$inferInsert, "orderId">,
): Promise<typeof orders.$inferSelect> {
  for (let stamp = values.createdAt?.getTime() ?? Date.now(), tries = 1; tries <= MAX_ID_TRIES; stamp++, tries++) {
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
