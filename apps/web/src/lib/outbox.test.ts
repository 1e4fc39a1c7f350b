import { IDEMPOTENCY_KEY_HEADER } from "@kedai/shared";
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { csrfRoute, type MockRequest, mockApi } from "../test/fetch-mock";
import * as outbox from "./outbox";

const sentOrders: unknown[] = [];
const onSent = (_entry: outbox.OutboxEntry, answer: unknown) => sentOrders.push(answer);

function order(n: number) {
  return {
    idempotencyKey: `key-${n}`,
    takenAt: `2026-11-26T10:0${n}:00.000Z`,
    request: { method: "POST" as const, path: "/orders", body: { n, offline: { catalogVersion: 7 } } },
    preview: { label: `Take Away ${n}`, totalAmount: 10000 * n, lines: [{ name: "Es Teh", quantity: n }] },
  };
}

/** A cash payment of order `n` taken while that order still waits in the outbox (its local id). */
function payment(n: number) {
  return {
    idempotencyKey: `pay-${n}`,
    takenAt: `2026-11-26T10:1${n}:00.000Z`,
    request: { method: "PUT" as const, path: `/orders/local:key-${n}/finalize`, body: { n } },
    preview: { label: `#${n} → Lunas (tunai)`, totalAmount: 10000 * n, lines: [] },
  };
}

/**
 * The server's side of the contract that matters here: an order per Idempotency-Key, the same
 * order answered again for a key it already has (docs/decisions/0011, 0026), through POST /orders
 * and through POST /orders/sync, which runs each entry as that call in order and answers each
 * (docs/decisions/0036). `batch: false`: a server without the batch route (404).
 */
function idempotentServer(
  options: {
    loseFirstAnswer?: boolean;
    refuse?: (body: { n: number }) => boolean;
    unavailable?: (body: { n: number }) => boolean;
    batch?: boolean;
  } = {},
) {
  const stored = new Map<string, { _id: string; n: number }>();
  const posted: number[] = [];
  /** What the server ran, in order: an order's `n`, an action's path. */
  const ran: Array<number | string> = [];
  let answersLost = options.loseFirstAnswer ? 1 : 0;
  const place = (key: string | undefined, body: { n: number }) => {
    posted.push(body.n);
    ran.push(body.n);
    if (options.unavailable?.(body)) {
      return { status: 503, body: { message: "Database sedang tidak dapat dihubungi.", code: "SERVICE_UNAVAILABLE" } };
    }
    if (options.refuse?.(body)) {
      return { status: 409, body: { message: "Sesi kasir sudah ditutup.", code: "OFFLINE_SESSION_CLOSED" } };
    }
    const existing = stored.get(key ?? "");
    const placed = existing ?? { _id: `o-${stored.size + 1}`, n: body.n };
    stored.set(key ?? "", placed);
    return { status: existing ? 200 : 201, body: { data: placed, stockWarnings: [] } };
  };
  /** An action on an order (a payment, a move): answered with the order its path names. */
  const act = (path: string) => {
    ran.push(path);
    return { status: 200, body: { data: { _id: path.split("/")[2] } } };
  };
  const loseAnswer = () => {
    if (answersLost > 0) {
      answersLost -= 1;
      throw new TypeError("Failed to fetch"); // made on the server, the answer lost on the way back
    }
  };
  const routes: Parameters<typeof mockApi>[0] = {
    ...csrfRoute,
    "POST /api/orders": (request: MockRequest) => {
      const answer = place(request.headers[IDEMPOTENCY_KEY_HEADER], request.body as { n: number });
      loseAnswer();
      return answer;
    },
  };
  if (options.batch !== false) {
    routes["POST /api/orders/sync"] = (request: MockRequest) => {
      const { entries } = request.body as {
        entries: Array<{ idempotencyKey: string; path: string; body: { n: number } }>;
      };
      const results = [];
      for (const entry of entries) {
        const answer = entry.path === "/orders" ? place(entry.idempotencyKey, entry.body) : act(entry.path);
        const ok = answer.status < 300;
        results.push({
          idempotencyKey: entry.idempotencyKey,
          status: answer.status,
          [ok ? "answer" : "error"]: answer.body,
        });
        if (answer.status === 503) break;
      }
      loseAnswer();
      return { body: { results } };
    };
  }
  const mock = mockApi(routes);
  /** The requests that carried orders, by their path. */
  const requests = () =>
    mock.calls.filter((call) => call.method === "POST").map((call) => call.path.replace("/api", ""));
  return { stored, posted: () => [...posted], ran: () => [...ran], requests };
}

const stops: Array<() => void> = [];
function open(userId = "cashier-1") {
  stops.push(outbox.startOutbox(userId, onSent));
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  sentOrders.length = 0;
});

describe("the till's outbox", () => {
  it("keeps what waits across a reload (a new page, a new connection to the database)", async () => {
    mockApi({ "GET /api/auth/csrf": () => Promise.reject(new TypeError("Failed to fetch")) });
    open();
    await outbox.addToOutbox(order(1));
    await outbox.addToOutbox(order(2));
    for (const stop of stops.splice(0)) stop();

    vi.resetModules();
    const reloaded = await import("./outbox");
    stops.push(reloaded.startOutbox("cashier-1", onSent));
    expect(await reloaded.hasWaiting("cashier-1")).toBe(true);
    expect(await reloaded.hasWaiting("cashier-2")).toBe(false);
    const server = idempotentServer();
    await reloaded.drainOutbox();
    expect(server.posted()).toEqual([1, 2]);
    expect(await reloaded.hasWaiting("cashier-1")).toBe(false);
  });

  it("sends in the order taken, each with its Idempotency-Key and offline part, and empties", async () => {
    const server = idempotentServer();
    open();
    // Added while unreachable: nothing goes until the server answers.
    mockApi({ "GET /api/auth/csrf": () => Promise.reject(new TypeError("Failed to fetch")) });
    for (const n of [1, 2, 3]) await outbox.addToOutbox(order(n));
    await outbox.drainOutbox();
    expect(await outbox.hasWaiting("cashier-1")).toBe(true);

    const back = idempotentServer();
    await outbox.drainOutbox();
    expect(back.posted()).toEqual([1, 2, 3]);
    expect([...back.stored.keys()]).toEqual(["key-1", "key-2", "key-3"]);
    expect(sentOrders).toHaveLength(3);
    expect(await outbox.hasWaiting("cashier-1")).toBe(false);
    expect(server.posted()).toEqual([]);
  });

  it("makes no second order when the answer to a send was lost: the replay answers the same order", async () => {
    const server = idempotentServer({ loseFirstAnswer: true });
    open();
    await outbox.addToOutbox(order(1));
    await outbox.drainOutbox();
    // The server made the order, the till never heard: it still waits, and goes again.
    await vi.waitFor(async () => expect(await outbox.hasWaiting("cashier-1")).toBe(false), { timeout: 5_000 });
    expect(server.posted()).toEqual([1, 1]);
    expect(server.stored.size).toBe(1);
    expect(sentOrders).toEqual([{ data: { _id: "o-1", n: 1 }, stockWarnings: [] }]);
  });

  it("keeps an order the server refuses (4xx) with its reason for the cashier, and still sends the next", async () => {
    let refusing = true;
    const server = idempotentServer({ refuse: (body) => refusing && body.n === 1 });
    open();
    await outbox.addToOutbox(order(1));
    await outbox.addToOutbox(order(2));
    await outbox.drainOutbox();

    expect(server.posted()).toEqual([1, 2]);
    expect(server.stored.size).toBe(1);
    await vi.waitFor(() => expect(outbox.shouldQueue()).toBe(false));
    expect(await outbox.hasWaiting("cashier-1")).toBe(true);

    // Sent again by the cashier's decision: the server takes it this time.
    refusing = false;
    const [refused] = await waitingEntries();
    expect(refused?.refusal).toEqual({
      code: "OFFLINE_SESSION_CLOSED",
      message: "Sesi kasir sudah ditutup.",
      status: 409,
    });
    await outbox.retryOutboxEntry(refused?.seq ?? 0);
    await vi.waitFor(async () => expect(await outbox.hasWaiting("cashier-1")).toBe(false));
    expect(server.stored.size).toBe(2);
  });

  it("lets the cashier discard a refused order, and only then is it gone", async () => {
    idempotentServer({ refuse: () => true });
    open();
    await outbox.addToOutbox(order(1));
    await outbox.drainOutbox();
    const [refused] = await waitingEntries();
    expect(refused?.refusal?.code).toBe("OFFLINE_SESSION_CLOSED");
    await outbox.discardOutboxEntry(refused?.seq ?? 0);
    expect(await outbox.hasWaiting("cashier-1")).toBe(false);
  });

  it("sends an action on an order still waiting after that order, naming the order the server made, even after a lost answer", async () => {
    open();
    mockApi({ "GET /api/auth/csrf": () => Promise.reject(new TypeError("Failed to fetch")) });
    await outbox.addToOutbox(order(1));
    await outbox.addToOutbox(payment(1));
    await outbox.addToOutbox(order(2));
    await outbox.drainOutbox();
    expect(await waitingEntries()).toMatchObject([
      { idempotencyKey: "key-1" },
      { request: { path: "/orders/local:key-1/finalize" }, dependsOn: "key-1" },
      { idempotencyKey: "key-2" },
    ]);

    // Back: the first answer is lost (the order was made), the replay answers the same order, and
    // the payment goes next with that order's id; order 2 only after it.
    const server = idempotentServer({ loseFirstAnswer: true });
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(async () => expect(await outbox.hasWaiting("cashier-1")).toBe(false), { timeout: 10_000 });
    expect(server.ran()).toEqual([1, 1, "/orders/o-1/finalize", 2]);
    expect(server.stored.size).toBe(2);
  });

  it("holds back an action on a refused order with it, lets the rest go, and discards it with its order", async () => {
    const server = idempotentServer({ refuse: (body) => body.n === 1 });
    open();
    await outbox.addToOutbox(order(1));
    await outbox.addToOutbox(payment(1));
    await outbox.addToOutbox(order(2));
    await outbox.drainOutbox();

    expect(server.ran()).toEqual([1, 2]);
    // Nothing sendable is left: new actions go straight to the server again.
    await vi.waitFor(() => expect(outbox.shouldQueue()).toBe(false));
    const [refused, held] = await waitingEntries();
    expect(refused?.refusal?.code).toBe("OFFLINE_SESSION_CLOSED");
    expect(held).toMatchObject({ refusal: null, request: { path: "/orders/local:key-1/finalize" } });
    await outbox.discardOutboxEntry(refused?.seq ?? 0);
    expect(await outbox.hasWaiting("cashier-1")).toBe(false);
  });

  it("says 'offline' while no server answers, and tries again by itself with back-off", async () => {
    let up = false;
    const stored: string[] = [];
    mockApi({
      ...csrfRoute,
      "POST /api/orders": (request) => {
        if (!up) throw new TypeError("Failed to fetch");
        stored.push(request.headers[IDEMPOTENCY_KEY_HEADER] ?? "");
        return { status: 201, body: { data: { _id: "o-1" }, stockWarnings: [] } };
      },
    });
    open();
    await outbox.addToOutbox(order(1));
    await vi.waitFor(() => expect(outbox.shouldQueue()).toBe(true));
    up = true;
    await vi.waitFor(async () => expect(await outbox.hasWaiting("cashier-1")).toBe(false), { timeout: 5_000 });
    expect(stored).toEqual(["key-1"]);
    expect(outbox.shouldQueue()).toBe(false);
  });

  it("drains in batches of SYNC_BATCH, in the order taken, one request per batch", async () => {
    mockApi({ "GET /api/auth/csrf": () => Promise.reject(new TypeError("Failed to fetch")) });
    open();
    const count = outbox.SYNC_BATCH * 2 + 3;
    for (let n = 1; n <= count; n++) await outbox.addToOutbox(order(n));
    const server = idempotentServer();
    await outbox.drainOutbox();
    expect(server.posted()).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(server.requests()).toEqual(["/orders/sync", "/orders/sync", "/orders/sync"]);
    expect(sentOrders).toHaveLength(count);
    expect(await outbox.hasWaiting("cashier-1")).toBe(false);
  });

  it("keeps an entry refused inside a batch with its reason, and the entries after it still go in that batch", async () => {
    mockApi({ "GET /api/auth/csrf": () => Promise.reject(new TypeError("Failed to fetch")) });
    open();
    for (const n of [1, 2, 3]) await outbox.addToOutbox(order(n));
    const server = idempotentServer({ refuse: (body) => body.n === 2 });
    await outbox.drainOutbox();
    expect(server.requests()).toEqual(["/orders/sync"]);
    expect([...server.stored.values()].map((placed) => placed.n)).toEqual([1, 3]);
    const [refused, ...others] = await waitingEntries();
    expect(others).toEqual([]);
    expect(refused?.idempotencyKey).toBe("key-2");
    expect(refused?.refusal).toEqual({
      code: "OFFLINE_SESSION_CLOSED",
      message: "Sesi kasir sudah ditutup.",
      status: 409,
    });
  });

  it("keeps an entry the server could not run (503) and those after it, and sends them after a back-off", async () => {
    mockApi({ "GET /api/auth/csrf": () => Promise.reject(new TypeError("Failed to fetch")) });
    open();
    for (const n of [1, 2, 3]) await outbox.addToOutbox(order(n));
    let down = true;
    const server = idempotentServer({ unavailable: (body) => down && body.n === 2 });
    await outbox.drainOutbox();
    expect([...server.stored.values()].map((placed) => placed.n)).toEqual([1]);
    expect(outbox.shouldQueue()).toBe(true); // 'Offline': the server said it could not run it
    down = false;
    await vi.waitFor(async () => expect(await outbox.hasWaiting("cashier-1")).toBe(false), { timeout: 5_000 });
    // 2 was tried again (once or more, by the back-off) before 3, and 3 only after 2 was taken.
    const posted = server.posted();
    expect(posted.slice(0, 2)).toEqual([1, 2]);
    expect(posted.slice(2, -1).every((n) => n === 2)).toBe(true);
    expect(posted.at(-1)).toBe(3);
    expect([...server.stored.values()].map((placed) => placed.n)).toEqual([1, 2, 3]);
  });

  it("makes no second order when a batch's answer was lost: sent again, each entry answers its order", async () => {
    mockApi({ "GET /api/auth/csrf": () => Promise.reject(new TypeError("Failed to fetch")) });
    open();
    for (const n of [1, 2]) await outbox.addToOutbox(order(n));
    const server = idempotentServer({ loseFirstAnswer: true });
    await outbox.drainOutbox();
    await vi.waitFor(async () => expect(await outbox.hasWaiting("cashier-1")).toBe(false), { timeout: 5_000 });
    expect(server.posted()).toEqual([1, 2, 1, 2]);
    expect(server.stored.size).toBe(2);
    expect(sentOrders).toEqual([
      { data: { _id: "o-1", n: 1 }, stockWarnings: [] },
      { data: { _id: "o-2", n: 2 }, stockWarnings: [] },
    ]);
  });

  it("still finds what can go behind more refused entries than one read holds", async () => {
    mockApi({ "GET /api/auth/csrf": () => Promise.reject(new TypeError("Failed to fetch")) });
    open();
    const refusedFirst = outbox.SYNC_BATCH * 2;
    for (let n = 1; n <= refusedFirst + 1; n++) await outbox.addToOutbox(order(n));
    const server = idempotentServer({ refuse: (body) => body.n <= refusedFirst });
    await outbox.drainOutbox();
    expect([...server.stored.values()].map((placed) => placed.n)).toEqual([refusedFirst + 1]);
    expect(server.posted()).toHaveLength(refusedFirst + 1);
  });

  it("sends one by one through each entry's own call when the server has no batch route", async () => {
    mockApi({ "GET /api/auth/csrf": () => Promise.reject(new TypeError("Failed to fetch")) });
    open();
    for (const n of [1, 2]) await outbox.addToOutbox(order(n));
    const server = idempotentServer({ batch: false, refuse: (body) => body.n === 1 });
    await outbox.drainOutbox();
    expect(server.requests()).toEqual(["/orders/sync", "/orders", "/orders/sync", "/orders"]);
    expect([...server.stored.values()].map((placed) => placed.n)).toEqual([2]);
    const [refused] = await waitingEntries();
    expect(refused?.refusal?.code).toBe("OFFLINE_SESSION_CLOSED");
  });
});

/** The signed-in user's entries as the till's screens read them, once some are there. */
async function waitingEntries(): Promise<outbox.OutboxEntry[]> {
  const { result, unmount } = renderHook(() => outbox.useOutbox());
  await waitFor(() => expect(result.current.entries.length).toBeGreaterThan(0));
  const { entries } = result.current;
  unmount();
  return entries;
}
