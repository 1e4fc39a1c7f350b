import type { OrderRecord, TillCommand } from "@kedai/shared";
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { csrfRoute, type MockRequest, mockApi } from "../test/fetch-mock";
import { testOrder } from "../test/orders";
import * as outbox from "./outbox";
import { commandOfRequest } from "./outbox-upgrade";

const sent: outbox.OutboxEntry[] = [];
const onSent = (entry: outbox.OutboxEntry) => sent.push(entry);

const base = (key: string, minute: number) => ({
  idempotencyKey: key,
  takenAt: `2026-11-26T10:${String(minute).padStart(2, "0")}:00.000Z`,
  deviceId: "till-uji",
});
const preview = (label: string) => ({ label, totalAmount: 10000, lines: [{ name: "Es Teh", quantity: 1 }] });

/** Placing order `n` (its key `key-n`). */
function order(n: number) {
  const command: TillCommand = {
    kind: "place",
    ...base(`key-${n}`, n),
    catalogVersion: 7,
    order: { items: [{ productId: `p-${n}`, quantity: 1, selectedOptions: [] }], orderType: "Take Away", waiter: "w" },
  };
  return { command, preview: preview(`Take Away ${n}`) };
}

/** Every other kind of command, on order `n` as the till names it (its place key while it waits). */
function actionsOn(n: number) {
  const ref = { placedBy: `key-${n}` };
  const commands: TillCommand[] = [
    { kind: "status", ...base(`move-${n}`, 20 + n), order: ref, from: "New", to: "Preparing" },
    {
      kind: "add-round",
      ...base(`round-${n}`, 30 + n),
      order: ref,
      items: [{ productId: "p", quantity: 1, selectedOptions: [] }],
    },
    { kind: "move-table", ...base(`table-${n}`, 40 + n), order: ref, table: "t-2" },
    { kind: "status", ...base(`ready-${n}`, 50 + n), order: ref, from: "Preparing", to: "Ready" },
    {
      kind: "pay",
      ...base(`pay-${n}`, 55 + n),
      order: ref,
      payments: [
        { method: "Cash", amount: 5000 },
        { method: "Cash", amount: 10000 },
      ],
    },
  ];
  return commands.map((command) => ({ command, preview: preview(`#${n} ${command.kind}`) }));
}

const cancelOf = (id: string) => ({
  command: { kind: "cancel", ...base(`cancel-${id}`, 59), order: { id }, from: "New" } satisfies TillCommand,
  preview: preview(`#${id} batal`),
});

const unreachable = () => mockApi({ "GET /api/auth/csrf": () => Promise.reject(new TypeError("Failed to fetch")) });

/**
 * The server's side of the contract (docs/decisions/0046-till-commands.md): each command applied
 * once per key (a place by its key; an order command by its row), an order named by its place key
 * resolved to the order that key made, each answered alone; `effects` lists what took effect.
 */
function commandServer(
  options: {
    loseFirstAnswer?: boolean;
    refuse?: (command: TillCommand) => boolean;
    unavailable?: (command: TillCommand) => boolean;
    refuseBatch?: boolean;
  } = {},
) {
  const orders = new Map<string, OrderRecord>();
  const applied = new Set<string>();
  const effects: string[] = [];
  const received: string[] = [];
  let answersLost = options.loseFirstAnswer ? 1 : 0;
  // As the server answers: a new order with its stock warnings, an applied command with the order.
  const answer = (data: OrderRecord, status = 200) => ({
    status,
    answer: status === 201 ? { data, stockWarnings: [] } : { data },
  });
  const run = (command: TillCommand) => {
    received.push(command.idempotencyKey);
    if (options.unavailable?.(command))
      return { status: 503, error: { message: "Database sedang tidak dapat dihubungi.", code: "SERVICE_UNAVAILABLE" } };
    if (command.kind === "place") {
      if (options.refuse?.(command))
        return { status: 409, error: { message: "Sesi kasir sudah ditutup.", code: "OFFLINE_SESSION_CLOSED" } };
      const existing = orders.get(command.idempotencyKey);
      if (existing) return { ...answer(existing), replayed: true };
      const made = testOrder({ _id: `o-${orders.size + 1}`, orderId: `CREPES-17950000000${orders.size + 1}` });
      orders.set(command.idempotencyKey, made);
      effects.push(command.idempotencyKey);
      return answer(made, 201);
    }
    const target = "id" in command.order ? testOrder({ _id: command.order.id }) : orders.get(command.order.placedBy);
    if (!target) return { status: 404, error: { message: "Pesanan tidak ditemukan.", code: "NOT_FOUND" } };
    if (applied.has(command.idempotencyKey)) return { ...answer(target), replayed: true };
    if (options.refuse?.(command))
      return {
        status: 409,
        error: { message: "Pesanan sudah dibayar di tempat lain.", code: "ORDER_NOT_PAYABLE" },
        current: { ...target, status: "Completed" as const },
      };
    applied.add(command.idempotencyKey);
    effects.push(command.idempotencyKey);
    return answer(target);
  };
  const mock = mockApi({
    ...csrfRoute,
    "POST /api/orders/sync": (request: MockRequest) => {
      if (options.refuseBatch) return { status: 403, body: { message: "Akses ditolak.", code: "FORBIDDEN" } };
      const { commands } = request.body as { commands: TillCommand[] };
      const results = [];
      for (const command of commands) {
        const result = run(command);
        results.push({ idempotencyKey: command.idempotencyKey, ...result });
        if (result.status === 503) break;
      }
      if (answersLost > 0) {
        answersLost -= 1;
        throw new TypeError("Failed to fetch"); // applied on the server, the answer lost on the way back
      }
      return { body: { results } };
    },
  });
  const requests = () => mock.calls.filter((call) => call.method === "POST").length;
  return { effects: () => [...effects], received: () => [...received], requests, orders };
}

const stops: Array<() => void> = [];
function open(userId = "cashier-1") {
  stops.push(outbox.startOutbox(userId, onSent));
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  sent.length = 0;
});

const drained = () =>
  vi.waitFor(async () => expect(await outbox.hasWaiting("cashier-1")).toBe(false), { timeout: 10_000 });

describe("the till's outbox of commands", () => {
  it("keeps every kind of command across a reload, and drains them in the order made", async () => {
    unreachable();
    open();
    for (const entry of [order(1), ...actionsOn(1), cancelOf("o-server")]) await outbox.addToOutbox(entry);
    for (const stop of stops.splice(0)) stop();

    vi.resetModules();
    const reloaded = await import("./outbox");
    stops.push(reloaded.startOutbox("cashier-1", onSent));
    expect(await reloaded.hasWaiting("cashier-1")).toBe(true);
    expect(await reloaded.hasWaiting("cashier-2")).toBe(false);
    const server = commandServer();
    await reloaded.drainOutbox();
    const kinds = ["key-1", "move-1", "round-1", "table-1", "ready-1", "pay-1", "cancel-o-server"];
    expect(server.effects()).toEqual(kinds);
    // One request: the commands on the waiting order go with it, named by its key.
    expect(server.requests()).toBe(1);
    expect(sent.map((entry) => entry.command.kind)).toEqual([
      "place",
      "status",
      "add-round",
      "move-table",
      "status",
      "pay",
      "cancel",
    ]);
    expect(await reloaded.hasWaiting("cashier-1")).toBe(false);
  });

  it("applies nothing twice when a batch's answer was lost: sent again, each command is answered as applied", async () => {
    unreachable();
    open();
    for (const entry of [order(1), ...actionsOn(1), order(2)]) await outbox.addToOutbox(entry);
    const server = commandServer({ loseFirstAnswer: true });
    await outbox.drainOutbox(); // applied on the server, the answer lost: every command still waits here
    // Sent again now rather than after the back-off, whose length depends on the failures before.
    await outbox.drainOutbox();
    await drained();
    expect(server.received()).toEqual([...server.effects(), ...server.effects()]);
    expect(server.effects()).toEqual(["key-1", "move-1", "round-1", "table-1", "ready-1", "pay-1", "key-2"]);
    expect(server.orders.size).toBe(2);
  });

  it("keeps a refused command with its reason and the server's version for the cashier, and still sends the next", async () => {
    unreachable();
    open();
    let refusing = true;
    await outbox.addToOutbox(cancelOf("o-paid"));
    await outbox.addToOutbox(order(2));
    const server = commandServer({ refuse: (command) => refusing && command.kind === "cancel" });
    await outbox.drainOutbox();
    expect(server.effects()).toEqual(["key-2"]);
    await vi.waitFor(() => expect(outbox.shouldQueue()).toBe(false));
    const [refused, ...others] = await waitingEntries();
    expect(others).toEqual([]);
    expect(refused?.refusal).toEqual({
      code: "ORDER_NOT_PAYABLE",
      message: "Pesanan sudah dibayar di tempat lain.",
      status: 409,
      server: testOrder({ _id: "o-paid", status: "Completed" }),
    });

    // Sent again by the cashier's decision: applied this time, once.
    refusing = false;
    await outbox.retryOutboxEntry(refused?.seq ?? 0);
    await drained();
    expect(server.effects()).toEqual(["key-2", "cancel-o-paid"]);
  });

  it("holds back the commands on a refused order, lets the rest go, and discards them with it", async () => {
    unreachable();
    open();
    for (const entry of [order(1), ...actionsOn(1), order(2)]) await outbox.addToOutbox(entry);
    const server = commandServer({ refuse: (command) => command.idempotencyKey === "key-1" });
    await outbox.drainOutbox();
    expect(server.effects()).toEqual(["key-2"]);
    await vi.waitFor(() => expect(outbox.shouldQueue()).toBe(false));
    const [refused, ...held] = await waitingEntries();
    expect(refused?.refusal?.code).toBe("OFFLINE_SESSION_CLOSED");
    // Held, not refused: they wait on the decision about their order.
    expect(held.map((entry) => [entry.command.kind, entry.refusal, entry.dependsOn])).toEqual(
      actionsOn(1).map(({ command }) => [command.kind, null, "key-1"]),
    );
    await outbox.discardOutboxEntry(refused?.seq ?? 0);
    expect(await outbox.hasWaiting("cashier-1")).toBe(false);
  });

  it("gives the commands on an order the server made that order's id on screen, and they still name it by its key", async () => {
    unreachable();
    open();
    const local = { _id: "local:key-1", status: "Preparing" } as OrderRecord;
    await outbox.addToOutbox(order(1));
    // The first batch takes the place only: the action joins after it went.
    const server = commandServer({ unavailable: (command) => command.kind !== "place" });
    await outbox.addToOutbox({ ...actionsOn(1)[0]!, order: local });
    await outbox.drainOutbox();
    const [waiting] = await waitingEntries();
    expect(waiting?.dependsOn).toBeUndefined();
    expect(waiting).toMatchObject({
      order: { _id: "o-1" },
      command: { order: { placedBy: "key-1" } },
    });
    expect(server.effects()).toEqual(["key-1"]);
  });

  it("says 'offline' while no server answers, and tries again by itself with back-off", async () => {
    unreachable();
    open();
    await outbox.addToOutbox(order(1));
    await vi.waitFor(() => expect(outbox.shouldQueue()).toBe(true));
    const server = commandServer();
    await drained();
    expect(server.effects()).toEqual(["key-1"]);
    expect(outbox.shouldQueue()).toBe(false);
  });

  it("drains in batches of SYNC_BATCH, in the order taken, one request per batch", async () => {
    unreachable();
    open();
    const count = outbox.SYNC_BATCH * 2 + 3;
    for (let n = 1; n <= count; n++) await outbox.addToOutbox(order(n));
    const server = commandServer();
    await outbox.drainOutbox();
    expect(server.effects()).toEqual(Array.from({ length: count }, (_, i) => `key-${i + 1}`));
    expect(server.requests()).toBe(3);
    expect(sent).toHaveLength(count);
  });

  it("keeps a command the server could not run (503) and those after it, and sends them after a back-off", async () => {
    unreachable();
    open();
    for (const n of [1, 2, 3]) await outbox.addToOutbox(order(n));
    let down = true;
    const server = commandServer({ unavailable: (command) => down && command.idempotencyKey === "key-2" });
    await outbox.drainOutbox();
    expect(server.effects()).toEqual(["key-1"]);
    expect(outbox.shouldQueue()).toBe(true); // 'Offline': the server said it could not run it
    down = false;
    await drained();
    expect(server.effects()).toEqual(["key-1", "key-2", "key-3"]);
  });

  it("still finds what can go behind more refused commands than one read holds", async () => {
    unreachable();
    open();
    const refusedFirst = outbox.SYNC_BATCH * 2;
    for (let n = 1; n <= refusedFirst + 1; n++) await outbox.addToOutbox(order(n));
    const server = commandServer({ refuse: (command) => command.idempotencyKey !== `key-${refusedFirst + 1}` });
    await outbox.drainOutbox();
    expect(server.effects()).toEqual([`key-${refusedFirst + 1}`]);
  });

  it("keeps every command refused when the request as a whole is refused: none is lost", async () => {
    unreachable();
    open();
    for (const n of [1, 2]) await outbox.addToOutbox(order(n));
    commandServer({ refuseBatch: true });
    await outbox.drainOutbox();
    const entries = await waitingEntries();
    expect(entries.map((entry) => entry.refusal?.code)).toEqual(["FORBIDDEN", "FORBIDDEN"]);
  });
});

describe("an outbox kept before till commands", () => {
  it("rewrites each replayed call as the command it stood for", () => {
    const offline = { takenAt: "2026-11-26T10:00:00.000Z", deviceId: "till-uji" };
    expect(
      commandOfRequest(
        {
          method: "POST",
          path: "/orders",
          body: { items: [], waiter: "w", offline: { ...offline, catalogVersion: 3 } },
        },
        "k1",
        offline.takenAt,
      ),
    ).toEqual({
      kind: "place",
      idempotencyKey: "k1",
      ...offline,
      catalogVersion: 3,
      order: { items: [], waiter: "w" },
    });
    expect(
      commandOfRequest(
        { method: "PUT", path: "/orders/local:k1/status", body: { status: "Preparing", from: "New", offline } },
        "k2",
        offline.takenAt,
      ),
    ).toEqual({
      kind: "status",
      idempotencyKey: "k2",
      ...offline,
      order: { placedBy: "k1" },
      from: "New",
      to: "Preparing",
    });
    expect(
      commandOfRequest(
        { method: "PUT", path: "/orders/o-9/status", body: { status: "Cancelled", offline } },
        "k3",
        offline.takenAt,
      ),
    ).toMatchObject({ kind: "cancel", order: { id: "o-9" }, from: "New" });
    expect(
      commandOfRequest(
        {
          method: "PUT",
          path: "/orders/o-9/finalize",
          body: { paymentDetails: { method: "Cash", amountPaid: 5000 }, offline },
        },
        "k4",
        offline.takenAt,
      ),
    ).toEqual({
      kind: "pay",
      idempotencyKey: "k4",
      ...offline,
      order: { id: "o-9" },
      paymentDetails: { method: "Cash", amountPaid: 5000 },
    });
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
