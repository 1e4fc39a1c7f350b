import {
  IDEMPOTENCY_KEY_HEADER,
  localOrderId,
  localOrderKey,
  type OrderRecord,
  type TillSyncAnswer,
  type TillSyncEntry,
  type TillSyncResult,
} from "@kedai/shared";
import { Dexie, type EntityTable } from "dexie";
import { useSyncExternalStore } from "react";
import { v4 as uuidv4 } from "uuid";
import { ApiError, api, isApiError } from "./api";

/**
 * The till's outbox (docs/decisions/0029-till-offline-first.md): what a cashier did while the
 * server could not be reached waits here, in IndexedDB, until it can be sent. It survives a
 * reload, a crashed tab and a restarted tablet. Entries are sent in the order they were made, each
 * with its Idempotency-Key, so an answer lost on the way back cannot make a second order. An entry
 * the server refuses (4xx) is never dropped: it waits for the cashier to send it again or discard it.
 */
export type OutboxRequest = { method: "POST" | "PUT" | "PATCH"; path: string; body: unknown };

/** What the till shows of a waiting order: in the header count, the order list and the kitchen view. */
export type OutboxPreview = {
  label: string;
  totalAmount: number;
  lines: Array<{ name: string; quantity: number }>;
};

export type OutboxRefusal = { code: string; message: string; status: number };

export type OutboxEntry = {
  seq: number;
  /** Only the user who made it sends it: the server books it on that user's register session. */
  userId: string;
  idempotencyKey: string;
  /** When the cashier made it (ISO); the server books the order at this time. */
  takenAt: string;
  request: OutboxRequest;
  preview: OutboxPreview;
  attempts: number;
  /** Set when the server refused it: kept for the cashier's decision. */
  refusal: OutboxRefusal | null;
  /** An order's entry: the till's own record of the order (local id), which the cashier can still act on. */
  order?: OrderRecord;
  /**
   * An action on an order still in the outbox (its path names the order's local id): that order's
   * Idempotency-Key. It goes after the order, with the server's id put in its path once the server
   * has made the order; until then it waits, whatever follows it.
   */
  dependsOn?: string;
};

class OutboxDatabase extends Dexie {
  entries!: EntityTable<OutboxEntry, "seq">;
  constructor() {
    super("kedai-outbox");
    this.version(1).stores({ entries: "++seq, userId" });
    this.version(2).stores({ entries: "++seq, userId, dependsOn" });
  }
}

const db = new OutboxDatabase();

// --- The device's id -------------------------------------------------------------------------
const DEVICE_ID_KEY = "kedai.deviceId";

/** Stable per device (browser profile): names the till on every order it took offline. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_ID_KEY);
  if (!id) {
    id = `till-${uuidv4()}`;
    localStorage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}

// --- Is the server reachable? ----------------------------------------------------------------
/** No answer at all, or the proxy's "server is down": worth waiting and sending again, unlike a 4xx. */
export function isUnreachable(error: unknown): boolean {
  return (
    isApiError(error) && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504)
  );
}

type Listener = () => void;
const listeners = new Set<Listener>();
let serverUnreachable = false;
let snapshot: OutboxState = { offline: false, entries: [] };

export type OutboxState = {
  /** The browser says it has no network, or the last call found no server. */
  offline: boolean;
  /** The signed-in user's entries, oldest first (waiting and refused). */
  entries: OutboxEntry[];
};

let watchedUser: string | null = null;

const isOffline = () => serverUnreachable || (typeof navigator !== "undefined" && navigator.onLine === false);

async function refresh() {
  const entries = watchedUser ? await db.entries.where("userId").equals(watchedUser).sortBy("seq") : [];
  snapshot = { offline: isOffline(), entries };
  for (const listener of listeners) listener();
}

let refreshTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * While a long outbox drains, the screens hear of it once a second, not after every batch: each
 * refresh reads the user's entries and renders what shows them, on the page's one thread.
 */
function refreshSoon() {
  refreshTimer ??= setTimeout(() => {
    refreshTimer = null;
    void refresh();
  }, 1000);
}

/** Called with the result of every call the till makes to the server. */
function noteServerAnswer(error: unknown): void {
  const unreachable = error !== null && isUnreachable(error);
  if (unreachable === serverUnreachable) return;
  serverUnreachable = unreachable;
  // Said at once: an action that follows this answer must not be queued (or sent) on the old one.
  snapshot = { ...snapshot, offline: isOffline() };
  void refresh();
}

function subscribeOutbox(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function outboxState(): OutboxState {
  return snapshot;
}

/** 'Offline' and what waits, for the till's screens. */
export function useOutbox(): OutboxState {
  return useSyncExternalStore(subscribeOutbox, outboxState);
}

/** A new action joins the outbox instead of going out: no server, or earlier ones still wait to go first. */
export function shouldQueue(): boolean {
  if (snapshot.offline) return true;
  // An action held back behind its refused order waits for the cashier's decision, as that order does.
  const refused = new Set(snapshot.entries.filter((entry) => entry.refusal).map((entry) => entry.idempotencyKey));
  return snapshot.entries.some((entry) => !entry.refusal && !(entry.dependsOn && refused.has(entry.dependsOn)));
}

/** What an action answers when it went into the outbox: sent when the server can be reached. */
export const QUEUED = "queued";

/**
 * Sends now when the server can be reached and nothing waits before it; answers null when the
 * action must go into the outbox instead (no server, or earlier ones still wait). Any other
 * failure (a 4xx, a 500) is thrown as usual: the server answered.
 */
export async function sendUnlessOffline<T>(send: () => Promise<T>): Promise<{ answer: T } | null> {
  if (shouldQueue()) return null;
  try {
    const answer = await send();
    noteServerAnswer(null);
    return { answer };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    noteServerAnswer(error);
    return null;
  }
}

// --- Writing and deciding --------------------------------------------------------------------
/** The local order id in an action's path (`/orders/local:<key>/status`), if it names one. */
const LOCAL_PATH = /^\/orders\/(local:[^/?#]+)/;
const localKeyIn = (path: string) => localOrderKey(LOCAL_PATH.exec(path)?.[1] ?? "");

/** Kept for the user whose till is open (startOutbox). */
export async function addToOutbox(
  entry: Omit<OutboxEntry, "seq" | "userId" | "attempts" | "refusal" | "dependsOn">,
): Promise<void> {
  if (!watchedUser) throw new Error("The outbox is not open: startOutbox(userId) first.");
  const dependsOn = localKeyIn(entry.request.path) ?? undefined;
  await db.entries.add({ ...entry, dependsOn, userId: watchedUser, attempts: 0, refusal: null });
  await refresh();
  scheduleDrain(0);
}

/** The cashier's decision on a refused entry: send it again as it is (e.g. after fixing the clock). */
export async function retryOutboxEntry(seq: number): Promise<void> {
  await db.entries.update(seq, { refusal: null });
  await refresh();
  scheduleDrain(0);
}

/**
 * The cashier's decision on a refused entry: give it up (it never reached the server), with the
 * actions queued on it (an order's payment, moves, cancel), which have no order to act on without it.
 */
export async function discardOutboxEntry(seq: number): Promise<void> {
  await db.transaction("rw", db.entries, async () => {
    const entry = await db.entries.get(seq);
    if (entry) await db.entries.where("dependsOn").equals(entry.idempotencyKey).delete();
    await db.entries.delete(seq);
  });
  await refresh();
}

/** Whether anything of the user's waits to be sent (a refused entry too: it still needs a decision). */
export async function hasWaiting(userId: string): Promise<boolean> {
  return (await db.entries.where("userId").equals(userId).count()) > 0;
}

// --- Draining --------------------------------------------------------------------------------
/** After the first failure, 1 s, then doubling up to half a minute: a shop's outage can last hours. */
const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

type SentListener = (entry: OutboxEntry, answer: unknown) => void;
let onSent: SentListener | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let running: Promise<void> | null = null;
let drainAgain = false;
let failures = 0;

function scheduleDrain(delayMs: number) {
  if (!watchedUser) return;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void drainOutbox();
  }, delayMs);
}

/**
 * Sends the user's waiting entries oldest first, a batch per request. Stops at the first that finds
 * no server (and tries again later, backing off); a refused entry is marked and the next one goes.
 * Returns when the outbox holds nothing sendable or the server is unreachable.
 */
export function drainOutbox(): Promise<void> {
  const userId = watchedUser;
  if (!userId) return Promise.resolve();
  if (running) {
    // An entry added while a drain runs may have been looked for already: look once more at the end.
    drainAgain = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        drainAgain = false;
        // One tab of the device sends at a time (Web Locks, where the browser has them); a second
        // tab sending the same entry would still make one order, by its Idempotency-Key.
        await (navigator.locks ? navigator.locks.request("kedai-outbox", () => sendAll(userId)) : sendAll(userId));
      } while (drainAgain && watchedUser === userId);
    } finally {
      running = null;
      await refresh();
    }
  })();
  return running;
}

/**
 * Entries per request to POST /orders/sync (docs/decisions/0036-outbox-drained-in-batches.md): a
 * day's outbox goes in a few dozen requests instead of one per order. The server runs them in order,
 * one transaction each, and answers each entry as its own call would have.
 */
export const SYNC_BATCH = 50;

async function sendAll(userId: string): Promise<void> {
  for (;;) {
    const batch = await oldestSendable(userId);
    if (batch.length === 0) return;
    // The till closed (sign-out, another user): what is left waits for its own user's till.
    if (watchedUser !== userId || !(await sendBatch(batch))) return;
  }
}

/**
 * The user's oldest SYNC_BATCH entries that are not refused. Read by the userId index (in seq order
 * within a user) with a limit and no filter, which IndexedDB answers in one getAll, where a filtered
 * cursor costs a trip to the browser's database per entry; read further only when refused entries
 * fill the first read.
 */
async function oldestSendable(userId: string): Promise<OutboxEntry[]> {
  for (let limit = SYNC_BATCH * 2; ; limit *= 4) {
    const rows = await db.entries.where("userId").equals(userId).limit(limit).toArray();
    const sendable = notWaitingForTheirOrder(rows.filter((row) => !row.refusal)).slice(0, SYNC_BATCH);
    if (sendable.length === SYNC_BATCH || rows.length < limit) return sendable;
  }
}

/**
 * The rows that can go now, oldest first. An action on an order the server has not made yet
 * cannot: it is cut off with all after it when its order goes earlier in the same batch (it goes in
 * the next, with the server's id), and held back alone when its order is not going (refused, for
 * the cashier to decide); it then waits like a refused entry while the others go.
 */
function notWaitingForTheirOrder(rows: OutboxEntry[]): OutboxEntry[] {
  const going = new Set<string>();
  const sendable: OutboxEntry[] = [];
  for (const row of rows) {
    const orderKey = localKeyIn(row.request.path);
    if (orderKey !== null) {
      if (going.has(orderKey)) break;
      continue;
    }
    going.add(row.idempotencyKey);
    sendable.push(row);
  }
  return sendable;
}

/**
 * The server made these orders: the actions queued on them name its id from now on, written in the
 * same transaction that removes the orders' entries, so no reload can lose the link.
 */
async function resolveDependents(taken: ReadonlyArray<[OutboxEntry, unknown]>): Promise<void> {
  const made = new Map<string, string>();
  for (const [entry, answer] of taken) {
    const id = (answer as { data?: { _id?: unknown } } | null)?.data?._id;
    if (entry.request.path === "/orders" && typeof id === "string") made.set(entry.idempotencyKey, id);
  }
  if (made.size === 0) return;
  const dependents = await db.entries
    .where("dependsOn")
    .anyOf([...made.keys()])
    .toArray();
  for (const dependent of dependents) {
    const key = dependent.dependsOn ?? "";
    const path = dependent.request.path.replace(localOrderId(key), made.get(key) ?? "");
    await db.entries.update(dependent.seq, { request: { ...dependent.request, path }, dependsOn: undefined });
  }
}

/** The entry as POST /orders/sync takes it: the call it stands for, with its Idempotency-Key. */
const toSyncEntry = (entry: OutboxEntry): TillSyncEntry => ({
  idempotencyKey: entry.idempotencyKey,
  method: entry.request.method,
  path: entry.request.path,
  body: entry.request.body,
});

/** No server, or a session to sign in again: the entry waits as it is and a retry is scheduled. */
async function waitAndRetry(entry: OutboxEntry, error: unknown): Promise<false> {
  await db.entries.update(entry.seq, { attempts: entry.attempts + 1 });
  noteServerAnswer(error);
  scheduleDrain(BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)] ?? 30_000);
  failures += 1;
  return false;
}

const mustWait = (error: unknown) => isUnreachable(error) || (isApiError(error) && error.code === "UNAUTHENTICATED");

const refusalOf = (error: unknown): OutboxRefusal =>
  isApiError(error)
    ? { code: error.code, message: error.message, status: error.status }
    : { code: "UNKNOWN", message: String(error), status: 0 };

/**
 * Sends a batch of entries in one request; false when the server could not be reached (they wait,
 * a retry is scheduled). Each entry's result settles it as its own call's answer would: taken
 * (deleted, reported), refused (kept with the server's message), or not run (waits). When the
 * request as a whole is refused (e.g. a server without the batch route), the first entry goes alone
 * through its own call, so no batch-level refusal can block or lose an entry.
 */
async function sendBatch(batch: OutboxEntry[]): Promise<boolean> {
  let results: TillSyncResult[];
  try {
    results = (await api.post<TillSyncAnswer>("/orders/sync", { entries: batch.map(toSyncEntry) })).results;
  } catch (error) {
    if (mustWait(error)) return waitAndRetry(batch[0], error);
    return sendOne(batch[0]);
  }
  const taken: Array<[OutboxEntry, unknown]> = [];
  const refused: Array<[OutboxEntry, OutboxRefusal]> = [];
  let stoppedBy: unknown = null;
  for (const [i, entry] of batch.entries()) {
    const result = results[i];
    if (!result || result.idempotencyKey !== entry.idempotencyKey) {
      // Not run (the server stopped before it): it waits, after a back-off when the server said why.
      stoppedBy ??= new ApiError({ status: 503, code: "NOT_RUN", message: "", fromServer: false });
      break;
    }
    if (result.status < 300) {
      taken.push([entry, result.answer]);
      continue;
    }
    const error = new ApiError({
      status: result.status,
      code: result.error?.code ?? `HTTP_${result.status}`,
      message: result.error?.message ?? `Permintaan gagal (${result.status}).`,
      fields: result.error?.fields,
      details: result.error?.details,
      fromServer: Boolean(result.error?.message),
    });
    if (isUnreachable(error)) {
      stoppedBy = error;
      break;
    }
    refused.push([entry, refusalOf(error)]);
  }
  await db.transaction("rw", db.entries, async () => {
    await db.entries.bulkDelete(taken.map(([entry]) => entry.seq));
    await resolveDependents(taken);
    for (const [entry, refusal] of refused)
      await db.entries.update(entry.seq, { attempts: entry.attempts + 1, refusal });
  });
  if (taken.length > 0 || refused.length > 0) {
    failures = 0;
    noteServerAnswer(null);
  }
  for (const [entry, answer] of taken) onSent?.(entry, answer);
  refreshSoon();
  if (stoppedBy) {
    const waiting = batch[taken.length + refused.length];
    return waiting ? waitAndRetry(waiting, stoppedBy) : false;
  }
  return true;
}

/** Sends one entry through its own call; false when the server could not be reached (the entry waits, a retry is scheduled). */
async function sendOne(entry: OutboxEntry): Promise<boolean> {
  try {
    const answer = await send(entry);
    await db.transaction("rw", db.entries, async () => {
      await db.entries.delete(entry.seq);
      await resolveDependents([[entry, answer]]);
    });
    failures = 0;
    noteServerAnswer(null);
    onSent?.(entry, answer);
  } catch (error) {
    if (mustWait(error)) return waitAndRetry(entry, error);
    await db.entries.update(entry.seq, { attempts: entry.attempts + 1, refusal: refusalOf(error) });
    noteServerAnswer(null);
  }
  refreshSoon();
  return true;
}

function send(entry: OutboxEntry) {
  const { method, path, body } = entry.request;
  const headers = { [IDEMPOTENCY_KEY_HEADER]: entry.idempotencyKey };
  if (method === "PUT") return api.put(path, body, { headers });
  if (method === "PATCH") return api.patch(path, body, { headers });
  return api.post(path, body, { headers });
}

function wake() {
  failures = 0;
  void refresh();
  scheduleDrain(0);
}

/**
 * Starts sending the user's outbox (now, when the browser comes back online, and with back-off
 * after failures) and reports each entry the server took. Returns the stop function.
 */
export function startOutbox(userId: string, sent: SentListener): () => void {
  watchedUser = userId;
  onSent = sent;
  window.addEventListener("online", wake);
  window.addEventListener("offline", wake);
  wake();
  return () => {
    window.removeEventListener("online", wake);
    window.removeEventListener("offline", wake);
    if (timer) clearTimeout(timer);
    timer = null;
    watchedUser = null;
    onSent = null;
    snapshot = { offline: snapshot.offline, entries: [] };
  };
}

/** Tests: an empty outbox and no drain running. */
export async function resetOutbox(): Promise<void> {
  // A drain under way finishes first: its last answers would otherwise land in the next test's state.
  await running?.catch(() => {});
  if (timer) clearTimeout(timer);
  if (refreshTimer) clearTimeout(refreshTimer);
  timer = null;
  refreshTimer = null;
  watchedUser = null;
  onSent = null;
  serverUnreachable = false;
  failures = 0;
  await db.entries.clear();
  snapshot = { offline: false, entries: [] };
}
