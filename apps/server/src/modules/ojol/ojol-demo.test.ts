import { ORDER_CHANNEL, ORDER_STATUS, PAYMENT_STATUS } from "@kedai/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createAccount } from "../../../test/factories";
import { createTestApp, useTestApp } from "../../../test/test-app";
import { locations, orderItems, orders, platformCalls, platformWebhooks } from "../../db/schema";

// The demo shop (its outlet linked to the demo's fake platforms), in demo mode with no platform
// address set: Kedai calls the fakes the app runs itself, and they call Kedai's webhooks.
const { ctx, db } = useTestApp({ seed: true });
/** The demo's fakes, their drivers quicker than in the demo. */
const demo = () => {
  const platforms = ctx.app.ojol.demo;
  if (!platforms) throw new Error("demo mode with no platform address should run the demo's fakes");
  Object.assign(platforms.driverMs, { grabfood: 300, gofood: 300 });
  return platforms;
};
const completed = (orderId: string) =>
  vi.waitFor(
    async () => {
      const [now] = await db().select().from(orders).where(eq(orders.id, orderId));
      expect(now.status).toBe(ORDER_STATUS.Completed);
      return now;
    },
    { timeout: 10_000, interval: 100 },
  );

const outletNamed = async (name: string) => (await db().select().from(locations).where(eq(locations.name, name)))[0];
const cashier = async () => {
  const client = ctx.client();
  await client.login("kasir", "rahasia123");
  return client;
};
/** The inbox rows stored since `before` (ids), once processed. */
const processedSince = (before: Set<string>) =>
  vi.waitFor(
    async () => {
      const rows = (await db().select().from(platformWebhooks)).filter((row) => !before.has(row.id));
      if (rows.length === 0 || rows.some((row) => row.processedAt === null))
        throw new Error(`not processed yet: ${JSON.stringify(rows.map((row) => row.lastError))}`);
      return rows;
    },
    { timeout: 5000 },
  );
const inboxIds = async () => new Set((await db().select().from(platformWebhooks)).map((row) => row.id));
const sentCall = (orderId: string, action: string) =>
  vi.waitFor(
    async () => {
      const [call] = await db()
        .select()
        .from(platformCalls)
        .where(and(eq(platformCalls.orderId, orderId), eq(platformCalls.action, action)));
      if (!call?.sentAt) throw new Error(`${action} not sent yet: ${call?.lastError ?? "not queued"}`);
      return call;
    },
    { timeout: 5000 },
  );

/**
 * The cashier's 'Simulasi pesanan ojol' at Pusat (`unknownItem`: with the platform's item Kedai
 * does not know): its message, and the one webhook it stored (as the webhook route stores it, then
 * processed) with the order that made, flagged for mapping or not (`flagged`).
 */
async function simulate(
  platform: "grabfood" | "gofood",
  { unknownItem, flagged = unknownItem === true }: { unknownItem?: boolean; flagged?: boolean } = {},
) {
  demo();
  const till = await cashier();
  const pusat = await outletNamed("Kedai Crepes Pusat");
  const before = await inboxIds();
  const answer = await till.post("/api/ojol/demo/orders", { outletId: pusat.id, platform, unknownItem });
  expect(answer.statusCode, answer.body).toBe(200);
  const [stored, ...more] = await processedSince(before);
  expect(more).toEqual([]);
  const [order] = await db()
    .select()
    .from(orders)
    .where(eq(orders.id, stored.orderId ?? ""));
  expect(order).toMatchObject({
    channel: ORDER_CHANNEL.ojol,
    platform,
    locationId: pusat.id,
    paymentStatus: PAYMENT_STATUS.Pending,
    needsMapping: flagged,
  });
  expect(order.acceptDeadline).not.toBeNull();
  return { till, message: answer.json().message as string, stored, order };
}

describe("'Simulasi pesanan ojol' in demo mode", () => {
  it("makes GrabFood send one order through Kedai's verified webhook; accepted, ready, then delivered by its driver", async () => {
    const { till, message, stored, order } = await simulate("grabfood");
    expect(message).toMatch(/^Pesanan simulasi GrabFood #GF-\d{3} masuk\.$/);
    expect(stored).toMatchObject({ platform: "grabfood", kind: "submit-order", lastError: null });
    expect(order.platformCommission).toBeGreaterThan(0);
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.productId).not.toBeNull();

    // 'Terima' and 'Siap' reach the fake; its driver then delivers the order.
    expect((await till.post(`/api/ojol/orders/${order.id}/accept`)).statusCode).toBe(200);
    await sentCall(order.id, "accept");
    for (const status of [ORDER_STATUS.Preparing, ORDER_STATUS.Ready]) {
      const moved = await till.put(`/api/orders/${order.id}/status`, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await sentCall(order.id, "ready");
    await completed(order.id);
  });

  it("makes GoFood send one signed notification: an order waiting for 'Terima', then its driver delivers it", async () => {
    const { till, message, stored, order } = await simulate("gofood");
    expect(message).toMatch(/^Pesanan simulasi GoFood #F-\d+ masuk\.$/);
    expect(stored).toMatchObject({ platform: "gofood", kind: "gofood.order.awaiting_merchant_acceptance" });

    // Accepted: GoFood's driver is on the way, then delivers, without Kedai saying it is ready.
    expect((await till.post(`/api/ojol/orders/${order.id}/accept`)).statusCode).toBe(200);
    await sentCall(order.id, "accept");
    await completed(order.id);
    await vi.waitFor(async () => {
      const [now] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(now.driverName).toBe("Asep (simulasi)");
    });
  });

  it("with 'menu yang belum dikenali', sends also the platform's own item: flagged, that line unlinked, mapped for the next order", async () => {
    const { till, message, order } = await simulate("gofood", { unknownItem: true });
    expect(message).toMatch(/^Pesanan simulasi GoFood #F-\d+ masuk, dengan satu menu yang belum dikenali Kedai\.$/);
    const linesOf = (orderId: string) => db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const items = await linesOf(order.id);
    const unknown = items.filter((item) => item.productId === null);
    expect(unknown).toEqual([
      expect.objectContaining({
        externalId: "gofood-crepes-durian",
        name: "Crepes Durian (menu GoFood)",
        finalPricePerItem: 30_000,
        unitCogs: 0,
      }),
    ]);
    expect(items.length).toBeGreaterThan(1);

    // 'Cocokkan menu' names a Kedai product for it; GoFood's next order of it arrives matched.
    const { products } = (await till.get("/api/orders/catalog")).json() as { products: { _id: string }[] };
    const mapped = await till.post(`/api/ojol/orders/${order.id}/map-items`, {
      lines: [{ lineId: unknown[0].id, productId: products[0]._id, optionIds: [] }],
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const again = await simulate("gofood", { unknownItem: true, flagged: false });
    const line = (await linesOf(again.order.id)).find((item) => item.externalId === "gofood-crepes-durian");
    expect(line?.productId).toBe(products[0]._id);
    expect(line?.finalPricePerItem).toBe(30_000);
  });

  it("refuses an outlet the platform is not linked to, sending nothing", async () => {
    const dago = await outletNamed("Kedai Crepes Dago");
    const before = await inboxIds();
    const answer = await (await cashier()).post("/api/ojol/demo/orders", { outletId: dago.id, platform: "grabfood" });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe("Outlet ini belum ditautkan ke GrabFood.");
    expect((await inboxIds()).size).toBe(before.size);
  });
});

describe("'Simulasi pesanan ojol' outside demo mode", () => {
  it("is refused with a message, and nothing is stored", async () => {
    const plain = await createTestApp({ env: { DEMO_MODE: "false" } });
    try {
      const account = await createAccount(plain.database.db, "cashier");
      const client = plain.client();
      await client.login(account.login);
      const [outlet] = await plain.database.db.select().from(locations).limit(1);
      const answer = await client.post("/api/ojol/demo/orders", { outletId: outlet?.id ?? "x", platform: "gofood" });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe("Simulasi pesanan ojol hanya ada di mode demo.");
      expect(await plain.database.db.select().from(platformWebhooks)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
