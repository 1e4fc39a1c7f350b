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

/**
 * The server's side of the contract that matters here: an order per Idempotency-Key, the same
 * order answered again for a key it already has (docs/decisions/0011, 0026).
 */
function idempotentServer(options: { loseFirstAnswer?: boolean; refuse?: (body: { n: number }) => boolean } = {}) {
  const stored = new Map<string, { _id: string; n: number }>();
  let answersLost = options.loseFirstAnswer ? 1 : 0;
  const mock = mockApi({
    ...csrfRoute,
    "POST /api/orders": (request: MockRequest) => {
      const body = request.body as { n: number };
      if (options.refuse?.(body)) {
        return { status: 409, body: { message: "Sesi kasir sudah ditutup.", code: "OFFLINE_SESSION_CLOSED" } };
      }
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const existing = stored.get(key);
      const placed = existing ?? { _id: `o-${stored.size + 1}`, n: body.n };
      stored.set(key, placed);
      if (answersLost > 0) {
        answersLost -= 1;
        throw new TypeError("Failed to fetch"); // made on the server, the answer lost on the way back
      }
      return { status: existing ? 200 : 201, body: { data: placed, stockWarnings: [] } };
    },
  });
  const posted = () =>
    mock.calls.filter((call) => call.method === "POST").map((call) => (call.body as { n: number }).n);
  return { stored, posted };
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
});

/** The signed-in user's entries as the till's screens read them, once some are there. */
async function waitingEntries(): Promise<outbox.OutboxEntry[]> {
  const { result, unmount } = renderHook(() => outbox.useOutbox());
  await waitFor(() => expect(result.current.entries.length).toBeGreaterThan(0));
  const { entries } = result.current;
  unmount();
  return entries;
}
