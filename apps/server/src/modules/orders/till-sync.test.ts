import { randomUUID } from "node:crypto";
import {
  MAX_TILL_SYNC_ENTRIES,
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderRecord,
  type TillSyncEntry,
  type TillSyncResult,
} from "@kedai/shared";
import { count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createProduct, createStockItem } from "../../../test/factories";
import type { TestClient } from "../../../test/test-app";
import { useTill } from "../../../test/till";
import { orderItems, orders, registerSessions, stockItems, stockMovements } from "../../db/schema";
import { orderKeyOf } from "./order-submit";

/** POST /api/orders/sync: a till's outbox sent many entries at a time (docs/decisions/0036-outbox-drained-in-batches.md). */

const { ctx, db, clients, accounts, submit, waiterId, loginAs } = useTill();

// The cashier's register opened an hour ago, so the orders taken minutes ago are in it.
beforeAll(async () => {
  await db()
    .update(registerSessions)
    .set({ openedAt: new Date(Date.now() - 60 * MINUTE) })
    .where(eq(registerSessions.cashierId, accounts.cashier.id));
});

const MINUTE = 60 * 1000;
const DEVICE = "kasir-sinkron";

const catalogVersion = async () => (await clients.cashier.get("/api/orders/catalog")).json().version as number;

/** An outbox entry for an order taken offline `minutesAgo` minutes ago. */
const orderEntry = (
  productId: string,
  version: number,
  { minutesAgo = 5, quantity = 1, key = randomUUID() }: { minutesAgo?: number; quantity?: number; key?: string } = {},
): TillSyncEntry => {
  const takenAt = new Date(Date.now() - minutesAgo * MINUTE).toISOString();
  return {
    idempotencyKey: key,
    method: "POST",
    path: "/orders",
    body: {
      items: [{ productId, quantity }],
      orderType: ORDER_TYPE.TakeAway,
      waiter: waiterId(),
      offline: { takenAt, catalogVersion: version, deviceId: DEVICE },
    },
  };
};

const syncEntries = async (entries: TillSyncEntry[], client: TestClient = clients.cashier) => {
  const response = await client.post("/api/orders/sync", { entries });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as TillSyncResult[];
};

const placed = (result: TillSyncResult | undefined) => (result?.answer?.data as OrderRecord | undefined) ?? null;

describe("POST /api/orders/sync", () => {
  it("places each order in the order sent, with its lines and stock, and sent again answers the same orders", async () => {
    const stock = await createStockItem(db(), { quantityInStock: 100 });
    const product = await createProduct(db(), { price: 15000, recipe: [{ stockItemId: stock.id, quantityUsed: 2 }] });
    const version = await catalogVersion();
    const movementsOf = async () =>
      (await db().select().from(stockMovements).where(eq(stockMovements.stockItemId, stock.id))).length;
    const movementsBefore = await movementsOf();
    const entries = [3, 2, 1].map((minutesAgo, i) => orderEntry(product.id, version, { minutesAgo, quantity: i + 1 }));

    const results = await syncEntries(entries);
    expect(results.map((result) => [result.idempotencyKey, result.status])).toEqual(
      entries.map((entry) => [entry.idempotencyKey, 201]),
    );
    const ids = results.map((result) => placed(result)?._id ?? "");
    // Booked at the times taken, so in the order sent.
    const times = results.map((result) => Date.parse(placed(result)?.createdAt ?? ""));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(results.map((result) => placed(result)?.offline?.deviceId)).toEqual([DEVICE, DEVICE, DEVICE]);

    const again = await syncEntries(entries);
    expect(again.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(again.map((result) => placed(result)?._id)).toEqual(ids);

    const [[made], lines, [left]] = await Promise.all([
      db().select({ n: count() }).from(orders).where(inArray(orders.id, ids)),
      db().select().from(orderItems).where(inArray(orderItems.orderId, ids)),
      db().select().from(stockItems).where(eq(stockItems.id, stock.id)),
    ]);
    expect(made?.n).toBe(3);
    expect(lines.map((line) => line.quantity).sort()).toEqual([1, 2, 3]);
    expect(Number(left?.quantityInStock)).toBe(100 - 2 * (1 + 2 + 3));
    expect(await movementsOf()).toBe(movementsBefore + 3);
  });

  it("answers a refused entry alone, with its own call's status and message, and runs the ones after it", async () => {
    const product = await createProduct(db());
    const version = await catalogVersion();
    const future = orderEntry(product.id, version, { minutesAgo: -10 });
    const entries = [
      orderEntry(product.id, version),
      future,
      { idempotencyKey: randomUUID(), method: "POST" as const, path: "/orders", body: { items: "bukan daftar" } },
      { idempotencyKey: randomUUID(), method: "PUT" as const, path: "/products/1", body: {} },
      // A broken escape in the order id: the entry's 400, not a fault of the server.
      { idempotencyKey: randomUUID(), method: "PUT" as const, path: "/orders/%E0%A4%A/status", body: {} },
      { idempotencyKey: randomUUID(), method: "PUT" as const, path: "/orders/%/finalize", body: {} },
      orderEntry(product.id, version),
    ];
    const results = await syncEntries(entries);
    expect(results.map((result) => result.status)).toEqual([201, 422, 400, 400, 400, 400, 201]);
    expect(results[4]?.error).toMatchObject({
      code: "VALIDATION",
      message: "PUT /orders/%E0%A4%A/status tidak dapat dikirim lewat sinkronisasi kasir.",
    });
    expect(results[5]?.error).toMatchObject({ code: "VALIDATION", fields: { path: expect.any(String) } });
    expect(results[1]?.error).toMatchObject({ code: "OFFLINE_TAKEN_IN_FUTURE" });
    expect(results[1]?.answer).toBeUndefined();
    expect(results[2]?.error?.code).toBe("VALIDATION");
    expect(results[3]?.error).toMatchObject({ code: "VALIDATION", fields: { path: expect.any(String) } });

    // The same refusal as its own call gives.
    const alone = await submit(future.body as object, { key: randomUUID() });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().code).toBe("OFFLINE_TAKEN_IN_FUTURE");
  });

  it("answers an order first sent on its own (its answer lost) with that order, never a second one", async () => {
    const product = await createProduct(db());
    const entry = orderEntry(product.id, await catalogVersion());
    const first = await submit(entry.body as object, { key: entry.idempotencyKey as ReturnType<typeof randomUUID> });
    expect(first.statusCode).toBe(201);
    const [result] = await syncEntries([entry]);
    expect(result?.status).toBe(200);
    expect(placed(result)?._id).toBe(first.json().data._id);

    // The same key with another body is refused, as on POST /api/orders.
    const changed = orderEntry(product.id, await catalogVersion(), { key: entry.idempotencyKey, quantity: 2 });
    const [reused] = await syncEntries([changed]);
    expect(reused?.status).toBe(422);
    expect(reused?.error?.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("answers an order sent online whose answer was lost, then queued with its offline part, with that order", async () => {
    // Found by bench/offline-chaos: the till adds `offline` to the attempt it queues, same key.
    const product = await createProduct(db());
    const entry = orderEntry(product.id, await catalogVersion());
    const { offline: _offline, ...online } = entry.body as Record<string, unknown>;
    const first = await submit(online, { key: entry.idempotencyKey as ReturnType<typeof randomUUID> });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.offline).toBeNull();
    const [result] = await syncEntries([entry]);
    expect(result?.status, JSON.stringify(result?.error)).toBe(200);
    expect(placed(result)?._id).toBe(first.json().data._id);

    // An order stored before, under the fingerprint of its whole body (offline part and all), too.
    const queued = orderEntry(product.id, await catalogVersion());
    const [made] = await syncEntries([queued]);
    const wholeBody = orderKeyOf(queued.idempotencyKey, `staff:${accounts.cashier.id}`, queued.body);
    await db()
      .update(orders)
      .set({ idempotencyFingerprint: wholeBody?.wholeBodyFingerprint })
      .where(eq(orders.id, placed(made)?._id ?? ""));
    const [replayed] = await syncEntries([queued]);
    expect(replayed?.status).toBe(200);
    expect(placed(replayed)?._id).toBe(placed(made)?._id);
  });

  it("moves, cancels and takes cash payments as their own calls do, and a replay writes nothing", async () => {
    const stock = await createStockItem(db(), { quantityInStock: 10 });
    const product = await createProduct(db(), { recipe: [{ stockItemId: stock.id, quantityUsed: 1 }] });
    const [toPay, toCancel] = await Promise.all(
      [1, 2].map(async () => (await submit({ items: [{ productId: product.id, quantity: 1 }] })).json().data),
    );
    const at = (minutesAgo: number) => ({
      takenAt: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
      deviceId: DEVICE,
    });
    const move = (order: OrderRecord, status: string, from: string, minutesAgo: number): TillSyncEntry => ({
      idempotencyKey: randomUUID(),
      method: "PUT",
      path: `/orders/${order._id}/status`,
      body: { status, from, offline: at(minutesAgo) },
    });
    const entries: TillSyncEntry[] = [
      move(toPay, ORDER_STATUS.Preparing, ORDER_STATUS.New, 3),
      move(toPay, ORDER_STATUS.Ready, ORDER_STATUS.Preparing, 2),
      {
        idempotencyKey: randomUUID(),
        method: "PUT",
        path: `/orders/${toPay._id}/finalize`,
        body: { paymentDetails: { method: "Cash", amountPaid: toPay.totalAmount }, offline: at(1) },
      },
      move(toCancel, ORDER_STATUS.Cancelled, ORDER_STATUS.New, 1),
    ];
    const results = await syncEntries(entries);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
    expect(placed(results[2])?.status).toBe(ORDER_STATUS.Completed);
    expect(placed(results[3])?.status).toBe(ORDER_STATUS.Cancelled);
    const movementsAfter = await db().select().from(stockMovements).where(eq(stockMovements.stockItemId, stock.id));

    // Sent again (the batch's answer lost): the payment and the cancel answer the order as it is;
    // the moves the order has since gone past are refused, as their own calls are (ADR 0029).
    const again = await syncEntries(entries);
    expect(again.map((result) => result.status)).toEqual([409, 409, 200, 200]);
    expect(placed(again[2])?.statusHistory).toHaveLength(4);
    const movementsAgain = await db().select().from(stockMovements).where(eq(stockMovements.stockItemId, stock.id));
    expect(movementsAgain).toHaveLength(movementsAfter.length);

    const [missing] = await syncEntries([
      { ...move(toPay, ORDER_STATUS.Ready, ORDER_STATUS.New, 0), path: `/orders/${randomUUID()}/status` },
    ]);
    expect(missing?.status).toBe(404);
  });

  it("refuses a batch that is empty or too long as a whole, and callers who are not the till's staff", async () => {
    const product = await createProduct(db());
    const version = await catalogVersion();
    expect((await clients.cashier.post("/api/orders/sync", { entries: [] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: MAX_TILL_SYNC_ENTRIES + 1 }, () => orderEntry(product.id, version));
    expect((await clients.cashier.post("/api/orders/sync", { entries: tooMany })).statusCode).toBe(400);

    const entries = [orderEntry(product.id, version)];
    expect((await ctx.client().post("/api/orders/sync", { entries })).statusCode).toBe(401);
    const asCustomer = await loginAs("customer");
    expect((await asCustomer.post("/api/orders/sync", { entries })).statusCode).toBe(403);
  });
});
