import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { ORDER_STATUS, ORDER_TYPE, type OrderEvent, type OrderRecord } from "@kedai/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openEventStream } from "../../../test/event-stream";
import { createProduct, createRegisterSession, createStaffUser } from "../../../test/factories";
import { TestClient, useTestApp } from "../../../test/test-app";
import { buildApp } from "../../app";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { orderEvents } from "../../db/schema";
import { pruneOrderEvents } from "./order-events";

const HEARTBEAT_MS = 100;
const { ctx, db, clients, accounts, loginAs } = useTestApp({
  login: { cashier: "cashier" },
  env: { SSE_HEARTBEAT_MS: String(HEARTBEAT_MS) },
});

let baseUrl: string;
let waiterId: string;
beforeAll(async () => {
  await createRegisterSession(db(), { cashierId: accounts.cashier.id });
  waiterId = (await createStaffUser(db(), { role: "staff" })).id;
  baseUrl = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
});

/** An open GET /api/events of `client`, read message by message (see openEventStream). */
const openStream = (
  client: TestClient,
  { url = `${baseUrl}/api/events`, lastEventId }: { url?: string; lastEventId?: string } = {},
) => openEventStream(url, { cookie: client.cookieHeader(), lastEventId });

/**
 * Opens a stream and reads its first message: the position it starts from (an id alone, which
 * the browser keeps as its Last-Event-ID), the newest event's id for a new client.
 */
async function openLiveStream(
  client: TestClient = clients.cashier,
  resumeFrom: { header?: string; query?: string; url?: string } = {},
) {
  const stream = await openStream(client, {
    lastEventId: resumeFrom.header,
    url: resumeFrom.query ? `${baseUrl}/api/events?lastEventId=${resumeFrom.query}` : resumeFrom.url,
  });
  const position = resumeFrom.header ?? resumeFrom.query ?? String(await newestEventId());
  expect(await stream.next()).toEqual({ id: position });
  return stream;
}

async function placeOrder(client: TestClient = clients.cashier): Promise<OrderRecord> {
  const product = await createProduct(db(), { price: 15000 });
  const response = await client.post(
    "/api/orders",
    { waiter: waiterId, orderType: ORDER_TYPE.TakeAway, items: [{ productId: product.id, quantity: 1 }] },
    { headers: { "idempotency-key": randomUUID() } },
  );
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

const moveTo = (order: OrderRecord, status: string, client: TestClient = clients.cashier) =>
  client.put(`/api/orders/${order._id}/status`, { status }).then((response) => {
    expect(response.statusCode).toBe(200);
  });

const newestEventId = async () =>
  (
    await db()
      .select({ id: sql<number>`coalesce(max(${orderEvents.id}), 0)`.mapWith(Number) })
      .from(orderEvents)
  )[0].id;

describe("the live order stream", () => {
  it("tells an open screen about a new order within a second, then about its status changes", async () => {
    const stream = await openLiveStream();
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream");
    expect(stream.response.headers.get("x-accel-buffering")).toBe("no");

    const order = await placeOrder();
    const created = await stream.nextOrderEvent(1000);
    expect(created).toEqual({ id: expect.any(Number), type: "created", orderId: order._id, status: ORDER_STATUS.New });

    await moveTo(order, ORDER_STATUS.Preparing);
    const preparing = await stream.nextOrderEvent(1000);
    expect(preparing).toEqual({ id: created.id + 1, type: "status", orderId: order._id, status: "Preparing" });

    await moveTo(order, ORDER_STATUS.Cancelled);
    expect(await stream.nextOrderEvent(1000)).toMatchObject({ type: "status", status: ORDER_STATUS.Cancelled });
    stream.close();
  });

  it("tells a screen when an order is paid", async () => {
    const order = await placeOrder();
    await moveTo(order, ORDER_STATUS.Preparing);
    await moveTo(order, ORDER_STATUS.Ready);
    const stream = await openLiveStream();
    const paid = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      paymentDetails: { method: "Cash", amountPaid: 100000 },
    });
    expect(paid.statusCode).toBe(200);
    expect(await stream.nextOrderEvent()).toMatchObject({ orderId: order._id, status: ORDER_STATUS.Completed });
    stream.close();
  });

  it("sends every change once when several happen at the same moment", async () => {
    const placed = await Promise.all([1, 2, 3, 4, 5].map(() => placeOrder()));
    const stream = await openLiveStream();
    const first = Number(await newestEventId()) + 1;
    // On PostgreSQL these commit side by side, on different connections.
    await Promise.all(placed.map((order) => moveTo(order, ORDER_STATUS.Preparing)));
    const received = [];
    for (const _ of placed) received.push(await stream.nextOrderEvent());
    expect(received.map((event) => event.id)).toEqual([first, first + 1, first + 2, first + 3, first + 4]);
    expect(new Set(received.map((event) => event.orderId))).toEqual(new Set(placed.map((order) => order._id)));
    stream.close();
  });

  it("keeps a quiet connection alive with heartbeat comments", async () => {
    const stream = await openLiveStream();
    expect(await stream.nextMessage(HEARTBEAT_MS * 5)).toEqual({ comment: "heartbeat" });
    stream.close();
  });

  it("after a reconnect sends every missed event once, in order, then the live ones", async () => {
    const first = await openLiveStream();
    const kept = await placeOrder();
    const seen = await first.nextOrderEvent();
    first.close();

    // While the screen is away: one new order, one status change.
    const missed = await placeOrder();
    await moveTo(kept, ORDER_STATUS.Preparing);
    const expected: (OrderEvent & { id: number })[] = [
      { id: seen.id + 1, type: "created", orderId: missed._id, status: ORDER_STATUS.New },
      { id: seen.id + 2, type: "status", orderId: kept._id, status: ORDER_STATUS.Preparing },
    ];

    // Each way of naming the last event seen: the header a browser sends, the query for the rest.
    for (const resumeFrom of [{ header: String(seen.id) }, { query: String(seen.id) }]) {
      const stream = await openLiveStream(clients.cashier, resumeFrom);
      for (const event of expected) expect(await stream.nextOrderEvent()).toEqual(event);
      const live = await placeOrder();
      const liveEvent = {
        id: seen.id + expected.length + 1,
        type: "created" as const,
        orderId: live._id,
        status: ORDER_STATUS.New,
      };
      expect(await stream.nextOrderEvent()).toEqual(liveEvent);
      expected.push(liveEvent);
      stream.close();
    }
  });

  it("tells a client whose last event is no longer kept, or never existed, to reset", async () => {
    await placeOrder();
    await placeOrder();
    const newest = await newestEventId();
    const ahead = await openStream(clients.cashier, { lastEventId: String(newest + 1000) });
    expect(await ahead.next()).toEqual({ id: String(newest), event: "reset", data: "{}" });
    ahead.close();
    const garbage = await openStream(clients.cashier, { lastEventId: "abc" });
    expect(await garbage.next()).toMatchObject({ event: "reset" });
    garbage.close();

    // A day later everything but the newest event is pruned: an old position cannot be resumed.
    await db().update(orderEvents).set({ createdAt: sql`now() - interval '25 hours'` });
    await pruneOrderEvents(db());
    expect(await db().select({ id: orderEvents.id }).from(orderEvents)).toEqual([{ id: newest }]);
    const old = await openStream(clients.cashier, { lastEventId: String(newest - 2) });
    expect(await old.next()).toEqual({ id: String(newest), event: "reset", data: "{}" });
    // ...and the stream goes on live from there.
    const order = await placeOrder();
    expect(await old.nextOrderEvent()).toMatchObject({ id: newest + 1, orderId: order._id });
    old.close();

    const upToDate = await openLiveStream(clients.cashier, { header: String(newest) });
    expect(await upToDate.nextOrderEvent()).toMatchObject({ id: newest + 1, orderId: order._id });
    upToDate.close();
  });

  it("forgets a screen that disconnects", async () => {
    // The earlier tests' screens have all gone.
    await expect.poll(() => ctx.app.orderEventFeed.open).toBe(0);
    const stream = await openLiveStream();
    expect(ctx.app.orderEventFeed.open).toBe(1);
    stream.close();
    await expect.poll(() => ctx.app.orderEventFeed.open).toBe(0);
  });

  it("is for staff only", async () => {
    const stranger = await ctx.client().get("/api/events");
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().message).toBe("Silakan login terlebih dahulu.");

    const customer = await (await loginAs("customer")).get("/api/events");
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toBe("Anda tidak memiliki akses untuk tindakan ini.");

    const kitchen = await openLiveStream(await loginAs("staff"));
    kitchen.close();
  });
});

describe("more than one app instance", () => {
  /** Another app on the same database, as a second server process would be. */
  async function secondApp(database: DatabaseHandle, { closeDatabase = true } = {}) {
    const webDist = join(ctx.env.DATA_DIR, "no-web");
    const app = await buildApp({ env: ctx.env, database, closeDatabase, logger: false, webDist });
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const cashier = new TestClient(() => app);
    await cashier.login(accounts.cashier.login);
    return { app, url, cashier };
  }

  it("closing one ends its open streams instead of waiting for them", async () => {
    const second = await secondApp(ctx.database, { closeDatabase: false });
    const stream = await openLiveStream(second.cashier, { url: `${second.url}/api/events` });

    const started = Date.now();
    await second.app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await stream.next()).toBeNull();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "an event recorded through another instance reaches this instance's streams",
    async () => {
      const second = await secondApp(await openDatabase({ engine: "postgres", url: ctx.databaseUrl! }));
      try {
        const stream = await openLiveStream();
        const order = await placeOrder(second.cashier);
        expect(await stream.nextOrderEvent(1000)).toMatchObject({ type: "created", orderId: order._id });
        await moveTo(order, ORDER_STATUS.Preparing, second.cashier);
        expect(await stream.nextOrderEvent(1000)).toMatchObject({ orderId: order._id, status: "Preparing" });
        stream.close();
      } finally {
        await second.app.close();
      }
    },
  );
});
