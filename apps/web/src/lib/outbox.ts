import {
  type CommandOrderRef,
  localOrderKey,
  type OrderRecord,
  type TillCommand,
  type TillCommandResult,
  type TillSyncAnswer,
} from "@kedai/shared";
import { Dexie, type EntityTable } from "dexie";
import { useSyncExternalStore } from "react";
import { v4 as uuidv4 } from "uuid";
import { ApiError, api, isApiError } from "./api";
import { commandOfRequest } from "./outbox-upgrade";

/**
 * The till's outbox (docs/decisions/0029-till-offline-first.md, 0046-till-commands.md): what a
 * cashier did while the server could not be reached waits here, in IndexedDB, as typed till
 * commands, until it can be sent. It survives a reload, a crashed tab and a restarted tablet.
 * Commands are sent in the order they were made, each with its Idempotency-Key, and the server
 * applies each exactly once, so an answer lost on the way back cannot make a second effect. A
 * command the server refuses (4xx) is never dropped: it waits, with the order as the server holds
 * it, for the cashier to send it again or discard it.
 */

/** What the till shows of a waiting order: in the header count, the order list and the kitchen view. */
export type OutboxPreview = {
  label: string;
  totalAmount: number;
  lines: Array<{ name: string; quantity: number }>;
};

export type OutboxRefusal = {
  code: string;
  message: string;
  status: number;
  /** The order as the server holds it, shown beside what this till did (a conflict). */
  server?: OrderRecord;
};

export type OutboxEntry = {
  seq: number;
  /** Only the user who made it sends it: the server books it on that user's register session. */
  userId: string;
  /** The command's, kept beside it for the index that finds an order's commands. */
  idempotencyKey: string;
  /** When the cashier made it (ISO); the server books it at this time. */
  takenAt: string;
  command: TillCommand;
  preview: OutboxPreview;
  attempts: number;
  /** Set when the server refused it: kept for the cashier's decision. */
  refusal: OutboxRefusal | null;
  /**
   * The order as this till shows it once this command is applied (a placed order's own record
   * under its local id; a moved, paid or cancelled order as the cashier left it): the screens show
   * the latest, until the server's answer replaces it.
   */
  order?: OrderRecord;
  /**
   * A command on an order still in the outbox: the key of the command that placed it. It is sent
   * with that order (the server resolves it by the key), and held back while that order is refused.
   */
  dependsOn?: string;
};

/** How a command names `order`: the server's id, or the key of the command that placed it offline. */
export const commandOrderRef = (order: Pick<OrderRecord, "_id">): CommandOrderRef => {
  const placedBy = localOrderKey(order._id);
  return placedBy ? { placedBy } : { id: order._id };
};

class OutboxDatabase extends Dexie {
  entries!: EntityTable<OutboxEntry, "seq">;
  constructor() {
    super("kedai-outbox");
    this.version(1).stores({ entries: "++seq, userId" });
    this.version(2).stores({ entries: "++seq, userId, dependsOn" });
    // Replayed HTTP calls became typed commands (ADR 0046): what waits is rewritten, never lost.
    this.version(3)
      .stores({ entries: "++seq, userId, dependsOn" })
      .upgrade((tx) =>
        tx
          .table("entries")
          .toCollection()
          .modify((entry: OutboxEntry & { request?: unknown }) => {
            if (!entry.request) return;
            entry.command = commandOfRequest(entry.request, entry.idempotencyKey, entry.takenAt);
            delete entry.request;
          }),
      );
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

/** What every command carries: a new key, the device's time now and the device. */
export const commandBase = () => ({
  idempotencyKey: uuidv4(),
  takenAt: new Date().toISOString(),
  deviceId: deviceId(),
});

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

/**
 * Sends one command now through POST /orders/sync, as the outbox would send it; null when it must
 * go into the outbox instead (no server, earlier ones waiting, or the server stopped before it).
 * Queued after a lost answer it keeps its key, so the server applies it once whichever send reaches
 * it first. A refusal is thrown as the error its own route would have answered.
 */
export async function sendCommandNow(command: TillCommand): Promise<{ answer: OrderRecord } | null> {
  const sent = await sendUnlessOffline(() => api.post<TillSyncAnswer>("/orders/sync", { commands: [command] }));
  const result = sent?.answer.results[0];
  if (!result || result.idempotencyKey !== command.idempotencyKey) return null;
  if (result.answer) return { answer: result.answer.data };
  const error = errorOf(result);
  if (mustWait(error)) return null;
  throw error;
}

// --- Writing and deciding --------------------------------------------------------------------
/** The place command a command depends on, while it may still be in the outbox. */
const placedByOf = (command: TillCommand) =>
  command.kind !== "place" && "placedBy" in command.order ? command.order.placedBy : undefined;

/** Kept for the user whose till is open (startOutbox), the moment the cashier acts. */
export async function addToOutbox(entry: {
  command: TillCommand;
  preview: OutboxPreview;
  order?: OrderRecord;
}): Promise<void> {
  if (!watchedUser) throw new Error("The outbox is not open: startOutbox(userId) first.");
  const { command } = entry;
  await db.entries.add({
    ...entry,
    idempotencyKey: command.idempotencyKey,
    takenAt: command.takenAt,
    dependsOn: placedByOf(command),
    userId: watchedUser,
    attempts: 0,
    refusal: null,
  });
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
 * The cashier's decision on a refused entry: give it up (it never took effect on the server), with
 * the commands queued on the order it placed, which have no order to act on without it.
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

type SentListener = (entry: OutboxEntry, result: TillCommandResult) => void;
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
 * Sends the user's waiting commands oldest first, a batch per request. Stops at the first that finds
 * no server (and tries again later, backing off); a refused command is marked and the next one goes.
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
 * Commands per request to POST /orders/sync (docs/decisions/0036-outbox-drained-in-batches.md): a
 * day's outbox goes in a few dozen requests instead of one per command. The server applies them in
 * order, one transaction each, and answers each alone.
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
 * The user's oldest SYNC_BATCH entries that can go: not refused, and not on an order whose place
 * command is refused (those wait for the cashier's decision on it). Read by the userId index (in
 * seq order within a user) with a limit and no filter, which IndexedDB answers in one getAll; read
 * further only when held entries fill the first read.
 */
async function oldestSendable(userId: string): Promise<OutboxEntry[]> {
  for (let limit = SYNC_BATCH * 2; ; limit *= 4) {
    const rows = await db.entries.where("userId").equals(userId).limit(limit).toArray();
    const refused = new Set(rows.filter((row) => row.refusal).map((row) => row.idempotencyKey));
    const sendable = rows.filter((row) => !row.refusal && !(row.dependsOn && refused.has(row.dependsOn)));
    if (sendable.length >= SYNC_BATCH || rows.length < limit) return sendable.slice(0, SYNC_BATCH);
  }
}

/**
 * The server made these orders: the commands on them stop waiting on their place command, and the
 * order they show takes the server's id (their command still names the order by its key, which the
 * server resolves), written in the transaction that removes the place commands.
 */
async function placedOrdersMade(taken: ReadonlyArray<[OutboxEntry, TillCommandResult]>): Promise<void> {
  const made = new Map<string, string>();
  for (const [entry, result] of taken) {
    const id = result.answer?.data._id;
    if (entry.command.kind === "place" && id) made.set(entry.idempotencyKey, id);
  }
  if (made.size === 0) return;
  const dependents = await db.entries
    .where("dependsOn")
    .anyOf([...made.keys()])
    .toArray();
  for (const dependent of dependents) {
    const id = made.get(dependent.dependsOn ?? "") ?? "";
    await db.entries.update(dependent.seq, {
      dependsOn: undefined,
      ...(dependent.order && { order: { ...dependent.order, _id: id } }),
    });
  }
}

/** No server, or a session to sign in again: the entry waits as it is and a retry is scheduled. */
async function waitAndRetry(entry: OutboxEntry, error: unknown): Promise<false> {
  await db.entries.update(entry.seq, { attempts: entry.attempts + 1 });
  noteServerAnswer(error);
  scheduleDrain(BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)] ?? 30_000);
  failures += 1;
  return false;
}

const mustWait = (error: unknown) => isUnreachable(error) || (isApiError(error) && error.code === "UNAUTHENTICATED");

/** A command's result as the error its own call would have thrown. */
const errorOf = (result: TillCommandResult) =>
  new ApiError({
    status: result.status,
    code: result.error?.code ?? `HTTP_${result.status}`,
    message: result.error?.message ?? `Permintaan gagal (${result.status}).`,
    fields: result.error?.fields,
    details: result.error?.details,
    fromServer: Boolean(result.error?.message),
  });

/**
 * Sends a batch of commands in one request; false when the server could not be reached (they wait,
 * a retry is scheduled). Each command's result settles it: applied (deleted, reported), refused
 * (kept with the server's message and its version of the order), held (a command on an order whose
 * place command was refused just now: it waits on that decision), or not run (waits).
 */
async function sendBatch(batch: OutboxEntry[]): Promise<boolean> {
  let results: TillCommandResult[];
  try {
    results = (await api.post<TillSyncAnswer>("/orders/sync", { commands: batch.map((entry) => entry.command) }))
      .results;
  } catch (error) {
    if (mustWait(error)) return waitAndRetry(batch[0], error);
    // The request as a whole refused (a server that no longer reads this till's commands): each
    // waits, refused with that answer, for the cashier's decision; none is lost.
    const refusal = refusalOf(error);
    await db.entries.bulkUpdate(batch.map((entry) => ({ key: entry.seq, changes: { refusal } })));
    noteServerAnswer(null);
    refreshSoon();
    return true;
  }
  const taken: Array<[OutboxEntry, TillCommandResult]> = [];
  const refused: Array<[OutboxEntry, OutboxRefusal]> = [];
  const refusedKeys = new Set<string>();
  let handled = 0;
  let stoppedBy: unknown = null;
  for (const [i, entry] of batch.entries()) {
    const result = results[i];
    if (!result || result.idempotencyKey !== entry.idempotencyKey) {
      // Not run (the server stopped before it): it waits, after a back-off.
      stoppedBy ??= new ApiError({ status: 503, code: "NOT_RUN", message: "", fromServer: false });
      break;
    }
    handled += 1;
    if (result.status < 300) {
      taken.push([entry, result]);
      continue;
    }
    const error = errorOf(result);
    if (isUnreachable(error)) {
      handled -= 1;
      stoppedBy = error;
      break;
    }
    // Its order's place command was refused just now: it waits on the cashier's decision on that one.
    if (entry.dependsOn && refusedKeys.has(entry.dependsOn)) continue;
    refusedKeys.add(entry.idempotencyKey);
    refused.push([entry, { ...refusalOf(error), ...(result.current && { server: result.current }) }]);
  }
  await db.transaction("rw", db.entries, async () => {
    await db.entries.bulkDelete(taken.map(([entry]) => entry.seq));
    await placedOrdersMade(taken);
    for (const [entry, refusal] of refused)
      await db.entries.update(entry.seq, { attempts: entry.attempts + 1, refusal });
  });
  if (handled > 0) {
    failures = 0;
    noteServerAnswer(null);
  }
  for (const [entry, result] of taken) onSent?.(entry, result);
  refreshSoon();
  if (stoppedBy) {
    const waiting = batch[handled];
    return waiting ? waitAndRetry(waiting, stoppedBy) : false;
  }
  return true;
}

const refusalOf = (error: unknown): OutboxRefusal =>
  isApiError(error)
    ? { code: error.code, message: error.message, status: error.status }
    : { code: "UNKNOWN", message: String(error), status: 0 };

function wake() {
  failures = 0;
  void refresh();
  scheduleDrain(0);
}

/**
 * Starts sending the user's outbox (now, when the browser comes back online, and with back-off
 * after failures) and reports each command the server applied. Returns the stop function.
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
