import { ORDER_STATUS, type OrderRecord, PAYMENT_STATUS, todayKey } from "@kedai/shared";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createLocation,
  createOption,
  createOptionGroup,
  createProduct,
  createStockItem,
} from "../../../test/factories";
import { gofoodCallComplaints } from "../../../test/gofood-pages";
import { grabSchemaErrors } from "../../../test/grab-openapi";
import { levelOf } from "../../../test/stock-ledger";
import { useTestApp } from "../../../test/test-app";
import { tillsQueuedBehind } from "../../../test/till-rush";
import { buildApp } from "../../app";
import {
  auditEvents,
  dailyProductSales,
  dailySales,
  orderItems,
  orders,
  platformCalls,
  platformItemMaps,
  platformWebhooks,
  stockItems,
  stockMovements,
} from "../../db/schema";
import { rebuildSalesRollups } from "../reports/sales-rollups";
import { type Deliver, FakeGofood, FakeGrab, gofoodNotificationOf, grabOrder } from "./fakes/fake-platforms";
import { GOFOOD_EVENTS } from "./gofood/gofood-contract";

const grab = new FakeGrab();
const gofood = new FakeGofood();
const env: Record<string, string> = { OJOL_SECRET_KEY: "kunci-rahasia-ojol-untuk-pengujian-saja-123" };
// Before the app starts (hooks run in the order registered): the app is pointed at the fakes.
beforeAll(async () => {
  await Promise.all([grab.start(), gofood.start()]);
  Object.assign(env, {
    GRAB_API_URL: grab.url,
    GRAB_AUTH_URL: grab.url,
    GOBIZ_API_URL: gofood.url,
    GOBIZ_AUTH_URL: gofood.url,
  });
});
afterAll(() => Promise.all([grab.close(), gofood.close()]));

const { ctx, db, clients, loginAs } = useTestApp({
  env,
  login: { admin: "admin", cashier: "cashier", manager: "manager" },
});

const deliver: Deliver = async (path, { headers, body }) => {
  const response = await ctx.app.inject({ method: "POST", url: path, headers, payload: body });
  return { status: response.statusCode, body: response.body };
};

let seq = 0;
const uniqueId = (prefix: string) => `${prefix}-${Date.now()}-${++seq}`;

async function linkOutlet(platform: "grabfood" | "gofood", options: { autoAccept?: boolean; enabled?: boolean } = {}) {
  const outlet = await createLocation(db());
  const fake = platform === "grabfood" ? grab : gofood;
  const response = await clients.admin.post("/api/ojol/links", {
    outletId: outlet.id,
    platform,
    merchantRef: uniqueId(platform === "grabfood" ? "1-GRAB" : "G"),
    enabled: options.enabled ?? true,
    autoAccept: options.autoAccept ?? false,
    commissionPercent: 20,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    inboundClientId: platform === "grabfood" ? grab.partnerClientId : "",
    inboundSecret: platform === "grabfood" ? grab.partnerClientSecret : gofood.notificationSecret,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ autoAccept: options.autoAccept ?? false });
  return { outlet, link: response.json() as { _id: string; merchantRef: string } };
}

const inbox = async () => db().select().from(platformWebhooks);
const orderOf = async (platformOrderId: string) => {
  const [order] = await db().select().from(orders).where(eq(orders.platformOrderId, platformOrderId));
  return order;
};
const placedOrder = (platformOrderId: string) =>
  vi.waitFor(
    async () => {
      const order = await orderOf(platformOrderId);
      if (!order)
        throw new Error(`not yet: ${JSON.stringify((await inbox()).map((row) => row.lastError).filter(Boolean))}`);
      return order;
    },
    { timeout: 5000 },
  );
const recordOf = async (id: string): Promise<OrderRecord> =>
  (await clients.cashier.get(`/api/orders/${id}`)).json().data;
const callsSettle = (check: () => void) => vi.waitFor(check, { timeout: 5000 });
/** GoFood cancels the order: Kedai's is Cancelled once the notification is processed. */
async function goFoodCancels(
  link: { _id: string; merchantRef: string },
  orderNumber: string,
  items: Parameters<typeof gofoodNotificationOf>[3],
) {
  await gofood.notify(
    deliver,
    link._id,
    gofoodNotificationOf(GOFOOD_EVENTS.cancelled, link.merchantRef, orderNumber, items),
  );
  await vi.waitFor(async () => expect((await orderOf(orderNumber)).status).toBe(ORDER_STATUS.Cancelled), {
    timeout: 5000,
  });
}

describe("linking an outlet to a platform", () => {
  it("is admin only, never answers a secret, is off by default, and 'Tes koneksi' asks the platform for a token", async () => {
    const outlet = await createLocation(db());
    const body = {
      outletId: outlet.id,
      platform: "grabfood",
      merchantRef: uniqueId("1-GRAB"),
      clientId: grab.clientId,
      clientSecret: grab.clientSecret,
    };
    expect((await clients.manager.post("/api/ojol/links", body)).statusCode).toBe(403);
    const saved = await clients.admin.post("/api/ojol/links", body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      enabled: false,
      autoAccept: false,
      clientSecretSet: true,
      inboundSecretSet: false,
    });
    expect(saved.body).not.toContain(grab.clientSecret);
    const listed = await clients.admin.get("/api/ojol/links");
    expect(listed.body).not.toContain(grab.clientSecret);
    expect(listed.json()).toContainEqual(expect.objectContaining({ _id: saved.json()._id, outletName: outlet.name }));

    const test = await clients.admin.post(`/api/ojol/links/${saved.json()._id}/test`);
    expect(test.json()).toMatchObject({ ok: true });
    // Saved again without the secret: the stored one stays; with a wrong one, the test says so.
    await clients.admin.post("/api/ojol/links", { ...body, clientSecret: undefined, commissionPercent: 15 });
    expect((await clients.admin.post(`/api/ojol/links/${saved.json()._id}/test`)).json()).toMatchObject({ ok: true });
    await clients.admin.post("/api/ojol/links", { ...body, clientSecret: "salah" });
    expect((await clients.admin.post(`/api/ojol/links/${saved.json()._id}/test`)).json()).toMatchObject({ ok: false });
  });

  it("refuses a link switched off: GrabFood gets no token, GoFood's notification is refused, nothing is stored", async () => {
    const { link } = await linkOutlet("gofood", { enabled: false });
    const before = (await inbox()).length;
    const answer = await gofood.notify(
      deliver,
      link._id,
      gofoodNotificationOf(GOFOOD_EVENTS.awaitingAcceptance, link.merchantRef, uniqueId("F")),
    );
    expect(answer.status).toBe(401);
    expect((await inbox()).length).toBe(before);
  });
});

describe("a GrabFood order", () => {
  it("Submit order makes one Ojol order at the outlet, at the platform's prices, however often it is sent", async () => {
    const flour = await createStockItem(db(), { quantityInStock: 100 });
    const banana = await createOption(db(), { name: "Pisang", price: 3000 });
    const toppings = await createOptionGroup(db(), { optionIds: [banana.id] });
    const crepe = await createProduct(db(), {
      price: 20000,
      groupIds: [toppings.id],
      recipe: [{ stockItemId: flour.id, quantityUsed: 2 }],
    });
    const { outlet, link } = await linkOutlet("grabfood");
    const orderID = uniqueId("123-CYNK");
    const submit = grabOrder(link.merchantRef, orderID, [
      { id: crepe.id, quantity: 2, price: 26000, modifiers: [{ id: banana.id, price: 4000 }] },
    ]);
    for (let i = 0; i < 5; i++) expect((await grab.submitOrder(deliver, submit)).status).toBe(200);

    const order = await placedOrder(orderID);
    expect(await db().select().from(orders).where(eq(orders.platformOrderId, orderID))).toHaveLength(1);
    const record = await recordOf(order.id);
    expect(record).toMatchObject({
      orderType: "Ojol",
      channel: "ojol",
      outlet: outlet.id,
      paymentMethod: "GrabFood",
      paymentStatus: PAYMENT_STATUS.Pending,
      subTotal: 52000,
      totalAmount: 52000,
      ojol: { label: `GrabFood #${submit.shortOrderNumber}`, needsMapping: false, commission: 10400 },
    });
    expect(record.items[0]).toMatchObject({
      productId: crepe.id,
      quantity: 2,
      basePrice: 22000,
      selectedOptions: [{ name: "Pisang", price: 4000 }],
      finalPricePerItem: 26000,
    });
    expect(new Date(record.ojol?.acceptDeadline ?? 0).getTime()).toBeGreaterThan(Date.now() + 60_000);
    const [flourLeft] = await db().select().from(stockItems).where(eq(stockItems.id, flour.id));
    expect(flourLeft.quantityInStock).toBe(96);

    // 'Terima': paid by the platform, to the kitchen; Grab is told with its documented call.
    const accepted = await clients.cashier.post(`/api/ojol/orders/${order.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ paymentStatus: PAYMENT_STATUS.Paid, ojol: { acceptDeadline: null } });
    await callsSettle(() => expect(grab.callsTo("/partner/v1/order/prepare")).toHaveLength(1));
    const [acceptCall] = grab.callsTo("/partner/v1/order/prepare");
    expect(acceptCall).toMatchObject({ method: "POST", body: { orderID, toState: "Accepted" } });
    expect(grabSchemaErrors("AcceptOrderRequest", acceptCall.body)).toEqual([]);

    // 'Siap': mark order ready.
    for (const status of [ORDER_STATUS.Preparing, ORDER_STATUS.Ready]) {
      const moved = await clients.cashier.put(`/api/orders/${order.id}/status`, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await callsSettle(() => expect(grab.callsTo("/partner/v1/orders/mark")).toHaveLength(1));
    const [readyCall] = grab.callsTo("/partner/v1/orders/mark");
    expect(readyCall.body).toEqual({ orderID, markStatus: 1 });
    expect(grabSchemaErrors("MarkOrderRequest", readyCall.body)).toEqual([]);

    // The platform cancels it at the last moment: Kedai's order is cancelled, its stock back.
    expect(
      (
        await grab.pushState(deliver, {
          merchantID: link.merchantRef,
          orderID,
          state: "CANCELLED",
          message: "Pelanggan membatalkan",
        })
      ).status,
    ).toBe(200);
    await vi.waitFor(async () => expect((await orderOf(orderID)).status).toBe(ORDER_STATUS.Cancelled), {
      timeout: 5000,
    });
    const [flourBack] = await db().select().from(stockItems).where(eq(stockItems.id, flour.id));
    expect(flourBack.quantityInStock).toBe(100);
    const history = (await recordOf(order.id)).statusHistory;
    expect(history.map((line) => line.note)).toContain("Dibatalkan oleh GrabFood: Pelanggan membatalkan");
    // The till tells the cashier of a cancellation by the platform by this name (ojol-alerts.tsx).
    expect(history.at(-1)).toMatchObject({ to: ORDER_STATUS.Cancelled, by: "GrabFood" });
  });

  it("refuses a wrong or missing token before anything is stored", async () => {
    const { link } = await linkOutlet("grabfood");
    const before = (await inbox()).length;
    const order = grabOrder(link.merchantRef, uniqueId("123-BAD"), [{ id: "x", quantity: 1, price: 1000 }]);
    expect((await grab.submitOrder(deliver, order, "token-palsu")).status).toBe(401);
    const wrongCredentials = await deliver("/api/ojol/grab/token", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        client_id: grab.partnerClientId,
        client_secret: "salah",
        grant_type: "client_credentials",
      }),
    });
    expect(wrongCredentials.status).toBe(401);
    expect((await inbox()).length).toBe(before);
  });

  it("an item Kedai cannot match makes the order all the same, flagged for the cashier; a mapped id is matched", async () => {
    const { link } = await linkOutlet("grabfood", { autoAccept: true });
    const orderID = uniqueId("123-MAP");
    await grab.submitOrder(
      deliver,
      grabOrder(link.merchantRef, orderID, [{ id: "grab-only-77", quantity: 1, price: 15000 }]),
    );
    const order = await placedOrder(orderID);
    expect(order).toMatchObject({ needsMapping: true, paymentStatus: PAYMENT_STATUS.Paid, totalAmount: 15000 });
    expect((await recordOf(order.id)).items[0]).toMatchObject({ productId: null, name: "Menu grab-only-77" });

    const crepe = await createProduct(db(), { price: 18000 });
    await db()
      .insert(platformItemMaps)
      .values({ platform: "grabfood", externalId: "grab-only-78", productId: crepe.id });
    const mappedID = uniqueId("123-MAP");
    await grab.submitOrder(
      deliver,
      grabOrder(link.merchantRef, mappedID, [{ id: "grab-only-78", quantity: 1, price: 21000 }]),
    );
    const mapped = await placedOrder(mappedID);
    expect(mapped.needsMapping).toBe(false);
    expect((await recordOf(mapped.id)).items[0]).toMatchObject({ productId: crepe.id, finalPricePerItem: 21000 });
    // Auto-accepted by Kedai's link, not by Grab: Grab is told.
    await callsSettle(() =>
      expect(grab.callsTo("/partner/v1/order/prepare").map((call) => call.body)).toContainEqual({
        orderID: mappedID,
        toState: "Accepted",
      }),
    );
  });

  it("a call the platform does not take is kept and sent again; the order stays", async () => {
    const { link } = await linkOutlet("grabfood");
    const orderID = uniqueId("123-RETRY");
    await grab.submitOrder(deliver, grabOrder(link.merchantRef, orderID, [{ id: "x-1", quantity: 1, price: 10000 }]));
    const order = await placedOrder(orderID);
    grab.failNext = 1;
    expect((await clients.cashier.post(`/api/ojol/orders/${order.id}/accept`)).statusCode).toBe(200);
    await callsSettle(() =>
      expect(
        grab.callsTo("/partner/v1/order/prepare").filter((c) => (c.body as { orderID: string }).orderID === orderID),
      ).toHaveLength(1),
    );
    await ctx.app.ojol.calls.sendPending();
    expect(
      grab.callsTo("/partner/v1/order/prepare").filter((c) => (c.body as { orderID: string }).orderID === orderID),
    ).toHaveLength(2);
    expect((await orderOf(orderID)).paymentStatus).toBe(PAYMENT_STATUS.Paid);
  });
});

describe("a call to the platform", () => {
  it("sent right after the commit and by the minute job at the same time reaches the platform once", async () => {
    const { link } = await linkOutlet("grabfood");
    const orderID = uniqueId("123-ONCE");
    await grab.submitOrder(deliver, grabOrder(link.merchantRef, orderID, [{ id: "x-2", quantity: 1, price: 10000 }]));
    const order = await placedOrder(orderID);
    const accepts = () =>
      grab.callsTo("/partner/v1/order/prepare").filter((c) => (c.body as { orderID: string }).orderID === orderID);
    // A slow platform: the call sent after the commit is still on its way when the minute job runs.
    grab.delayMs = 400;
    try {
      expect((await clients.cashier.post(`/api/ojol/orders/${order.id}/accept`)).statusCode).toBe(200);
      await vi.waitFor(() => expect(accepts()).toHaveLength(1), { timeout: 5000, interval: 20 });
      await ctx.app.ojol.calls.sendPending();
      await ctx.app.ojol.idle();
    } finally {
      grab.delayMs = 0;
    }
    expect(accepts()).toHaveLength(1);
    const [call] = await db()
      .select()
      .from(platformCalls)
      .where(and(eq(platformCalls.orderId, order.id), eq(platformCalls.action, "accept")));
    expect(call).toMatchObject({ attempts: 1, lastError: null, leaseUntil: null });
    expect(call.sentAt).not.toBeNull();
  });
});

describe("a GoFood order", () => {
  it("awaiting_merchant_acceptance makes one Ojol order at the platform's prices; auto-accept tells GoFood", async () => {
    const crepe = await createProduct(db(), { price: 20000 });
    const { outlet, link } = await linkOutlet("gofood", { autoAccept: true });
    const orderNumber = uniqueId("F");
    const notification = gofoodNotificationOf(
      GOFOOD_EVENTS.awaitingAcceptance,
      link.merchantRef,
      orderNumber,
      [{ external_id: crepe.id, quantity: 2, price: 24000, notes: "pedas" }],
      { driver: "Pak Ojol" },
    );
    for (let i = 0; i < 5; i++) expect((await gofood.notify(deliver, link._id, notification)).status).toBe(200);

    const order = await placedOrder(orderNumber);
    expect(await db().select().from(orders).where(eq(orders.platformOrderId, orderNumber))).toHaveLength(1);
    expect(await recordOf(order.id)).toMatchObject({
      orderType: "Ojol",
      outlet: outlet.id,
      paymentMethod: "GoFood",
      paymentStatus: PAYMENT_STATUS.Paid,
      totalAmount: 48000,
      ojol: { label: `GoFood #${orderNumber}`, driverName: "Pak Ojol", acceptDeadline: null },
    });
    const path = `/integrations/gofood/outlets/${link.merchantRef}/v1/orders/delivery/${orderNumber}/accepted`;
    await callsSettle(() => expect(gofood.callsTo(path)).toHaveLength(1));
    expect(gofood.callsTo(path)[0]).toMatchObject({ method: "PUT", body: null });
  });

  it("refuses a wrong signature before anything is stored", async () => {
    const { link } = await linkOutlet("gofood");
    const before = (await inbox()).length;
    const notification = gofoodNotificationOf(GOFOOD_EVENTS.awaitingAcceptance, link.merchantRef, uniqueId("F"));
    expect((await gofood.notify(deliver, link._id, notification, "rahasia-lain")).status).toBe(401);
    expect((await inbox()).length).toBe(before);
  });

  it("'Tolak' with a reason cancels it and sends GoFood the documented reason code", async () => {
    const flour = await createStockItem(db(), { quantityInStock: 50 });
    const crepe = await createProduct(db(), { recipe: [{ stockItemId: flour.id, quantityUsed: 1 }] });
    const { link } = await linkOutlet("gofood");
    const orderNumber = uniqueId("F");
    await gofood.notify(
      deliver,
      link._id,
      gofoodNotificationOf(GOFOOD_EVENTS.awaitingAcceptance, link.merchantRef, orderNumber, [
        { external_id: crepe.id, quantity: 3, price: 20000 },
      ]),
    );
    const order = await placedOrder(orderNumber);
    expect(order.acceptDeadline).not.toBeNull();
    // Cancelling by the plain status change is refused: the platform needs a reason.
    expect((await clients.cashier.put(`/api/orders/${order.id}/status`, { status: "Cancelled" })).json().code).toBe(
      "OJOL_REJECT_ONLY",
    );
    const rejected = await clients.cashier.post(`/api/ojol/orders/${order.id}/reject`, {
      reason: "ITEMS_OUT_OF_STOCK",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.status).toBe(ORDER_STATUS.Cancelled);
    const [flourBack] = await db().select().from(stockItems).where(eq(stockItems.id, flour.id));
    expect(flourBack.quantityInStock).toBe(50);
    const path = `/integrations/gofood/outlets/${link.merchantRef}/v1/orders/delivery/${orderNumber}/cancelled`;
    await callsSettle(() => expect(gofood.callsTo(path)).toHaveLength(1));
    expect(gofood.callsTo(path)[0].body).toEqual({
      cancel_reason_code: "ITEMS_OUT_OF_STOCK",
      cancel_reason_description: "Menu habis",
    });
    expect(gofoodCallComplaints(gofood.calls)).toEqual([]);
  });
});

describe("a delivered order", () => {
  /** Today's row of the channel report (what the back office reads), zero before any sale. */
  const channelToday = async (channel: "grabfood" | "gofood") => {
    const answer = await clients.admin.get(`/api/reports/channels?startDate=${todayKey()}&endDate=${todayKey()}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json().rows as { channel: string; orders: number; gross: number; commission: number }[];
    const { orders = 0, gross = 0, commission = 0 } = rows.find((row) => row.channel === channel) ?? {};
    return { orders, gross, commission };
  };
  const completedOrder = (platformOrderId: string) =>
    vi.waitFor(
      async () => {
        const order = await orderOf(platformOrderId);
        if (order.status !== ORDER_STATUS.Completed) throw new Error(`still ${order.status}`);
        return order;
      },
      { timeout: 5000 },
    );

  it("GrabFood's DELIVERED completes it from the kitchen's step and adds it to the channel report with its commission", async () => {
    const crepe = await createProduct(db(), { price: 20000 });
    const { link } = await linkOutlet("grabfood");
    const orderID = uniqueId("456-CYNK");
    await grab.submitOrder(
      deliver,
      grabOrder(link.merchantRef, orderID, [{ id: crepe.id, quantity: 1, price: 25000 }], "AUTO"),
    );
    const order = await placedOrder(orderID);
    expect(order).toMatchObject({ paymentStatus: PAYMENT_STATUS.Paid, platformCommission: 5000 });
    expect(
      (await clients.cashier.put(`/api/orders/${order.id}/status`, { status: ORDER_STATUS.Preparing })).statusCode,
    ).toBe(200);
    const before = await channelToday("grabfood");

    const delivered = { merchantID: link.merchantRef, orderID, state: "DELIVERED" } as const;
    expect((await grab.pushState(deliver, delivered)).status).toBe(200);
    const done = await completedOrder(orderID);
    expect(done.completedAt).not.toBeNull();
    const history = (await recordOf(order.id)).statusHistory;
    expect(history.slice(-2)).toMatchObject([
      { to: ORDER_STATUS.Ready },
      { to: ORDER_STATUS.Completed, note: "Diantar oleh GrabFood" },
    ]);
    expect(await channelToday("grabfood")).toEqual({
      orders: before.orders + 1,
      gross: before.gross + 25000,
      commission: before.commission + 5000,
    });
    // Sent again: stored once, counted once.
    expect((await grab.pushState(deliver, delivered)).status).toBe(200);
    expect(await channelToday("grabfood")).toEqual({
      orders: before.orders + 1,
      gross: before.gross + 25000,
      commission: before.commission + 5000,
    });
  });

  it("GoFood's gofood.order.completed completes an accepted order still new and counts it; a cancelled one stays cancelled", async () => {
    const crepe = await createProduct(db(), { price: 20000 });
    const { link } = await linkOutlet("gofood", { autoAccept: true });
    const orderNumber = uniqueId("F");
    const items = [{ external_id: crepe.id, quantity: 2, price: 24000 }];
    await gofood.notify(
      deliver,
      link._id,
      gofoodNotificationOf(GOFOOD_EVENTS.awaitingAcceptance, link.merchantRef, orderNumber, items),
    );
    const order = await placedOrder(orderNumber);
    expect(order.status).toBe(ORDER_STATUS.New);
    const before = await channelToday("gofood");

    await gofood.notify(
      deliver,
      link._id,
      gofoodNotificationOf(GOFOOD_EVENTS.completed, link.merchantRef, orderNumber, items),
    );
    await completedOrder(orderNumber);
    expect((await recordOf(order.id)).statusHistory.map((line) => line.to)).toEqual(
      expect.arrayContaining([ORDER_STATUS.Preparing, ORDER_STATUS.Ready, ORDER_STATUS.Completed]),
    );
    expect(await channelToday("gofood")).toEqual({
      orders: before.orders + 1,
      gross: before.gross + 48000,
      commission: before.commission + 9600,
    });

    // Cancelled first, then a completed notification: not completed, not counted.
    const cancelledNumber = uniqueId("F");
    await gofood.notify(
      deliver,
      link._id,
      gofoodNotificationOf(GOFOOD_EVENTS.awaitingAcceptance, link.merchantRef, cancelledNumber, items),
    );
    await placedOrder(cancelledNumber);
    await goFoodCancels(link, cancelledNumber, items);
    await gofood.notify(
      deliver,
      link._id,
      gofoodNotificationOf(GOFOOD_EVENTS.completed, link.merchantRef, cancelledNumber, items),
    );
    await vi.waitFor(async () => expect((await inbox()).every((row) => row.processedAt !== null)).toBe(true), {
      timeout: 5000,
    });
    expect((await orderOf(cancelledNumber)).status).toBe(ORDER_STATUS.Cancelled);
    expect((await channelToday("gofood")).orders).toBe(before.orders + 1);
  });
});

describe("'Cocokkan menu': an item Kedai could not match, mapped at the till", () => {
  const mapItems = (orderId: string, lines: { lineId: string; productId: string; optionIds?: string[] }[]) =>
    clients.cashier.post(`/api/ojol/orders/${orderId}/map-items`, { lines });
  const saleMovements = (orderId: string) =>
    db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.referenceId, orderId), eq(stockMovements.reason, "sale")));

  /** A crepe using 2 of a stock item the outlet holds 100 of, with a topping group (Pisang, Keju). */
  async function crepeAt(outletId: string) {
    const flour = await createStockItem(db(), { quantityInStock: 100 }, { at: outletId });
    const banana = await createOption(db(), { name: "Pisang", price: 3000 });
    const cheese = await createOption(db(), { name: "Keju", price: 4000 });
    const toppings = await createOptionGroup(db(), { optionIds: [banana.id, cheese.id] });
    const crepe = await createProduct(db(), {
      price: 20000,
      groupIds: [toppings.id],
      recipe: [{ stockItemId: flour.id, quantityUsed: 2 }],
    });
    return { flour, banana, cheese, crepe };
  }

  it("links the line at the platform's prices, takes its stock once at the outlet, and the next order maps by itself", async () => {
    const { link, outlet } = await linkOutlet("grabfood", { autoAccept: true });
    const { flour, banana, crepe } = await crepeAt(outlet.id);
    const itemId = uniqueId("grab-crepe");
    const toppingId = uniqueId("grab-pisang");
    const orderID = uniqueId("123-COCOK");
    await grab.submitOrder(
      deliver,
      grabOrder(link.merchantRef, orderID, [
        { id: itemId, quantity: 2, price: 26000, modifiers: [{ id: toppingId, price: 4000 }] },
        { id: crepe.id, quantity: 1, price: 21000 },
      ]),
    );
    const order = await placedOrder(orderID);
    expect(order.needsMapping).toBe(true);
    // Only the known line took stock; the unknown one keeps the platform's ids.
    expect(await levelOf(db(), flour.id, outlet.id)).toBe(98);
    const placed = await recordOf(order.id);
    const unknown = placed.items[0];
    expect(unknown).toMatchObject({ productId: null, name: `Menu ${itemId}`, basePrice: 22000 });
    const [stored] = await db().select().from(orderItems).where(eq(orderItems.id, unknown._id));
    expect(stored).toMatchObject({ externalId: itemId, unitCogs: 0 });
    expect(stored.selectedOptions).toEqual([{ name: `Pilihan ${toppingId}`, price: 4000, externalId: toppingId }]);

    const mapped = await mapItems(order.id, [{ lineId: unknown._id, productId: crepe.id, optionIds: [banana.id] }]);
    expect(mapped.statusCode, mapped.body).toBe(200);
    const record = mapped.json().data as OrderRecord;
    expect(record.ojol?.needsMapping).toBe(false);
    expect(record.items[0]).toEqual({
      ...unknown,
      productId: crepe.id,
      name: crepe.name,
      selectedOptions: [{ name: "Pisang", price: 4000 }],
    });
    expect({ subTotal: record.subTotal, totalAmount: record.totalAmount, tax: record.tax }).toEqual({
      subTotal: placed.subTotal,
      totalAmount: placed.totalAmount,
      tax: placed.tax,
    });
    expect(record.statusHistory.at(-1)?.note).toBe(
      `Menu GrabFood dicocokkan: Menu ${itemId}, Pilihan ${toppingId} → ${crepe.name} (Pisang)`,
    );
    // 2 × 2 more, at the outlet, as a sale of this order; the order now took 6 in all.
    expect(await levelOf(db(), flour.id, outlet.id)).toBe(94);
    expect((await saleMovements(order.id)).map((move) => [move.locationId, move.quantity]).sort()).toEqual([
      [outlet.id, -2],
      [outlet.id, -4],
    ]);
    expect((await orderOf(orderID)).stockUsed).toEqual([{ stockItemId: flour.id, quantity: 6 }]);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.id, unknown._id));
    expect(line.unitCogs).toBe(crepe.cogs);
    expect(
      await db()
        .select({
          externalId: platformItemMaps.externalId,
          productId: platformItemMaps.productId,
          optionId: platformItemMaps.optionId,
        })
        .from(platformItemMaps)
        .where(inArray(platformItemMaps.externalId, [itemId, toppingId])),
    ).toEqual(
      expect.arrayContaining([
        { externalId: itemId, productId: crepe.id, optionId: null },
        { externalId: toppingId, productId: null, optionId: banana.id },
      ]),
    );

    // The same request again: refused, no stock taken twice.
    const again = await mapItems(order.id, [{ lineId: unknown._id, productId: crepe.id, optionIds: [banana.id] }]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "OJOL_NOTHING_TO_MAP",
      message: "Semua menu pesanan ini sudah dicocokkan.",
    });
    expect(await levelOf(db(), flour.id, outlet.id)).toBe(94);

    // The platform's next order of that item is matched by itself, and takes its stock when placed.
    const nextID = uniqueId("123-COCOK");
    await grab.submitOrder(
      deliver,
      grabOrder(link.merchantRef, nextID, [
        { id: itemId, quantity: 1, price: 26000, modifiers: [{ id: toppingId, price: 4000 }] },
      ]),
    );
    const next = await placedOrder(nextID);
    expect(next.needsMapping).toBe(false);
    expect((await recordOf(next.id)).items[0]).toMatchObject({
      productId: crepe.id,
      name: crepe.name,
      selectedOptions: [{ name: "Pisang", price: 4000 }],
      finalPricePerItem: 26000,
    });
    expect(await levelOf(db(), flour.id, outlet.id)).toBe(92);

    // Turned down afterwards: the first order puts back all it took, the mapped line's stock with it.
    const rejected = await clients.cashier.post(`/api/ojol/orders/${order.id}/reject`, {
      reason: "ITEMS_OUT_OF_STOCK",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await levelOf(db(), flour.id, outlet.id)).toBe(98);
  });

  it("a product Kedai knows with an option it does not is unlinked too: no stock or cost until it is mapped", async () => {
    const { link, outlet } = await linkOutlet("grabfood", { autoAccept: true });
    const { flour, cheese, crepe } = await crepeAt(outlet.id);
    const toppingId = uniqueId("grab-keju");
    const orderID = uniqueId("123-OPSI");
    await grab.submitOrder(
      deliver,
      grabOrder(link.merchantRef, orderID, [
        { id: crepe.id, quantity: 1, price: 25000, modifiers: [{ id: toppingId, price: 5000 }] },
      ]),
    );
    const order = await placedOrder(orderID);
    expect(order).toMatchObject({ needsMapping: true, stockUsed: [] });
    expect(await levelOf(db(), flour.id, outlet.id)).toBe(100);
    const [line] = (await recordOf(order.id)).items;
    expect(line).toMatchObject({ productId: null, name: crepe.name });

    const mapped = await mapItems(order.id, [{ lineId: line._id, productId: crepe.id, optionIds: [cheese.id] }]);
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(await levelOf(db(), flour.id, outlet.id)).toBe(98);
    // Kedai's own product id needs no map; the platform's option id does.
    expect(await db().select().from(platformItemMaps).where(eq(platformItemMaps.externalId, crepe.id))).toEqual([]);
    expect(
      await db()
        .select({ optionId: platformItemMaps.optionId })
        .from(platformItemMaps)
        .where(eq(platformItemMaps.externalId, toppingId)),
    ).toEqual([{ optionId: cheese.id }]);
  });

  it("maps some lines now and the rest later; refuses, changing nothing, what cannot be mapped", async () => {
    const { link, outlet } = await linkOutlet("gofood", { autoAccept: true });
    const { flour, banana, cheese, crepe } = await crepeAt(outlet.id);
    const plain = await createProduct(db(), { name: `Teh Uji ${uniqueId("t")}`, price: 8000 });
    const archived = await createProduct(db(), { archivedAt: new Date() });
    const orderNumber = uniqueId("F");
    const nasi = uniqueId("gf-nasi");
    const pedas = uniqueId("gf-pedas");
    const teh = uniqueId("gf-teh");
    await gofood.notify(
      deliver,
      link._id,
      gofoodNotificationOf(GOFOOD_EVENTS.awaitingAcceptance, link.merchantRef, orderNumber, [
        {
          external_id: nasi,
          name: "Crepes Spesial",
          quantity: 1,
          price: 25000,
          variants: [{ external_id: pedas, name: "Pedas" }],
        },
        { external_id: teh, name: "Es Teh", quantity: 2, price: 8000 },
      ]),
    );
    const order = await placedOrder(orderNumber);
    const [nasiLine, tehLine] = (await recordOf(order.id)).items;
    expect([nasiLine.name, tehLine.name]).toEqual(["Crepes Spesial", "Es Teh"]);
    const refusedWith = async (
      lines: { lineId: string; productId: string; optionIds?: string[] }[],
      status: number,
      message: string,
    ) => {
      const answer = await mapItems(order.id, lines);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().message).toBe(message);
    };

    await refusedWith(
      [{ lineId: nasiLine._id, productId: crypto.randomUUID() }],
      400,
      "Menu Kedai yang dipilih tidak ditemukan atau sudah diarsipkan.",
    );
    await refusedWith(
      [{ lineId: nasiLine._id, productId: archived.id }],
      400,
      "Menu Kedai yang dipilih tidak ditemukan atau sudah diarsipkan.",
    );
    await refusedWith(
      [{ lineId: nasiLine._id, productId: crepe.id }],
      400,
      `Cocokkan setiap pilihan "Crepes Spesial" dengan pilihan menu "${crepe.name}".`,
    );
    await refusedWith(
      [{ lineId: tehLine._id, productId: plain.id, optionIds: [banana.id] }],
      400,
      `Cocokkan setiap pilihan "Es Teh" dengan pilihan menu "${plain.name}".`,
    );
    const otherTopping = await createOption(db());
    await refusedWith(
      [{ lineId: nasiLine._id, productId: crepe.id, optionIds: [otherTopping.id] }],
      400,
      `Pilihan yang dipilih bukan pilihan menu "${crepe.name}".`,
    );
    await refusedWith([{ lineId: crypto.randomUUID(), productId: crepe.id }], 400, "Menu ini tidak ada di pesanan.");
    // A refusal of one line leaves the good line before it unmapped too.
    await refusedWith(
      [
        { lineId: tehLine._id, productId: plain.id },
        { lineId: nasiLine._id, productId: archived.id },
      ],
      400,
      "Menu Kedai yang dipilih tidak ditemukan atau sudah diarsipkan.",
    );
    expect((await recordOf(order.id)).items.map((item) => item.productId)).toEqual([null, null]);
    expect(await db().select().from(platformItemMaps).where(eq(platformItemMaps.externalId, teh))).toEqual([]);
    expect(await levelOf(db(), flour.id, outlet.id)).toBe(100);

    // One line now: the order stays flagged.
    const first = await mapItems(order.id, [{ lineId: tehLine._id, productId: plain.id }]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.ojol.needsMapping).toBe(true);
    await refusedWith(
      [{ lineId: tehLine._id, productId: plain.id }],
      409,
      `Menu "${plain.name}" di pesanan ini sudah dicocokkan.`,
    );
    const rest = await mapItems(order.id, [{ lineId: nasiLine._id, productId: crepe.id, optionIds: [cheese.id] }]);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({
      ojol: { needsMapping: false },
      items: [
        { productId: crepe.id, selectedOptions: [{ name: "Keju", price: 0 }], finalPricePerItem: 25000 },
        { productId: plain.id },
      ],
    });
    expect(await levelOf(db(), flour.id, outlet.id)).toBe(98);

    // Not for the floor staff; not for an order cancelled meanwhile.
    const cancelledNumber = uniqueId("F");
    const items = [{ external_id: uniqueId("gf-x"), quantity: 1, price: 9000 }];
    await gofood.notify(
      deliver,
      link._id,
      gofoodNotificationOf(GOFOOD_EVENTS.awaitingAcceptance, link.merchantRef, cancelledNumber, items),
    );
    const cancelled = await placedOrder(cancelledNumber);
    const [cancelledLine] = (await recordOf(cancelled.id)).items;
    const staff = await loginAs("staff");
    const byStaff = await staff.post(`/api/ojol/orders/${cancelled.id}/map-items`, {
      lines: [{ lineId: cancelledLine._id, productId: plain.id }],
    });
    expect(byStaff.statusCode).toBe(403);
    await goFoodCancels(link, cancelledNumber, items);
    const late = await mapItems(cancelled.id, [{ lineId: cancelledLine._id, productId: plain.id }]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: "ORDER_NOT_EDITABLE",
      message: "Pesanan ini sudah dibatalkan, jadi menunya tidak dicocokkan lagi.",
    });
  });

  it("an order delivered before it was mapped moves in the day's sales under the product's name and cost", async () => {
    const { link, outlet } = await linkOutlet("grabfood");
    const { crepe } = await crepeAt(outlet.id);
    expect(crepe.cogs).toBeGreaterThan(0);
    const itemId = uniqueId("grab-late");
    const orderID = uniqueId("789-CYNK");
    await grab.submitOrder(
      deliver,
      grabOrder(link.merchantRef, orderID, [{ id: itemId, quantity: 3, price: 22000 }], "AUTO"),
    );
    const order = await placedOrder(orderID);
    await grab.pushState(deliver, { merchantID: link.merchantRef, orderID, state: "DELIVERED" });
    await vi.waitFor(async () => expect((await orderOf(orderID)).status).toBe(ORDER_STATUS.Completed), {
      timeout: 5000,
    });
    const [line] = (await recordOf(order.id)).items;

    const mapped = await mapItems(order.id, [{ lineId: line._id, productId: crepe.id }]);
    expect(mapped.statusCode, mapped.body).toBe(200);
    const day = todayKey(ctx.env.BUSINESS_TIMEZONE);
    const rollups = async () => ({
      sales: await db().select().from(dailySales).where(eq(dailySales.day, day)),
      products: await db()
        .select()
        .from(dailyProductSales)
        .where(and(eq(dailyProductSales.day, day), inArray(dailyProductSales.productName, [line.name, crepe.name]))),
    });
    const kept = await rollups();
    expect(kept.products).toEqual([{ day, productName: crepe.name, quantity: 3, revenue: 66000 }]);
    // What a rebuild from the orders makes.
    await rebuildSalesRollups(db(), ctx.env.BUSINESS_TIMEZONE);
    const rebuilt = await rollups();
    expect(kept.products).toEqual(rebuilt.products);
    expect(kept.sales.map((row) => ({ ...row, cogs: Number(row.cogs) }))).toEqual(
      expect.arrayContaining(
        rebuilt.sales.filter((row) => row.locationId === outlet.id).map((row) => ({ ...row, cogs: Number(row.cogs) })),
      ),
    );
    const [outletDay] = rebuilt.sales.filter((row) => row.locationId === outlet.id);
    expect(Number(outletDay.cogs)).toBe(crepe.cogs * 3);
  });
});

describe("the back office's review of what the tills mapped", () => {
  type ItemMap = {
    _id: string;
    externalId: string;
    productName: string | null;
    optionName: string | null;
  };
  const itemMaps = async (query = "") => {
    const answer = await clients.manager.get(`/api/ojol/item-maps${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as ItemMap[];
  };
  const unmappedIds = async () => {
    const answer = await clients.manager.get("/api/ojol/orders/unmapped?limit=100");
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().data as OrderRecord[]).map((order) => order._id);
  };
  /** A crepe with a topping (Pisang), and a GrabFood order of the platform's own item and topping ids for it. */
  async function flaggedGrabOrder() {
    const { link } = await linkOutlet("grabfood", { autoAccept: true });
    const banana = await createOption(db(), { name: "Pisang", price: 3000 });
    const crepe = await createProduct(db(), {
      price: 20000,
      groupIds: [(await createOptionGroup(db(), { optionIds: [banana.id] })).id],
    });
    const itemId = uniqueId("grab-salah");
    const toppingId = uniqueId("grab-topping");
    const send = async () => {
      const orderID = uniqueId("123-TINJAU");
      const line = { id: itemId, quantity: 1, price: 23000, modifiers: [{ id: toppingId, price: 3000 }] };
      await grab.submitOrder(deliver, grabOrder(link.merchantRef, orderID, [line]));
      return placedOrder(orderID);
    };
    return { link, banana, crepe, itemId, toppingId, send };
  }

  it("lists each mapping with the Kedai product or option it names, for admin and manager only", async () => {
    const { banana, crepe, itemId, toppingId, send } = await flaggedGrabOrder();
    const order = await send();
    const [line] = (await recordOf(order.id)).items;
    const mapped = await clients.cashier.post(`/api/ojol/orders/${order.id}/map-items`, {
      lines: [{ lineId: line._id, productId: crepe.id, optionIds: [banana.id] }],
    });
    expect(mapped.statusCode, mapped.body).toBe(200);

    const listed = await itemMaps("?platform=grabfood");
    expect(listed).toContainEqual(
      expect.objectContaining({
        platform: "grabfood",
        externalId: itemId,
        productId: crepe.id,
        productName: crepe.name,
        optionId: null,
        optionName: null,
      }),
    );
    expect(listed).toContainEqual(
      expect.objectContaining({ externalId: toppingId, productId: null, optionId: banana.id, optionName: "Pisang" }),
    );
    expect((await itemMaps("?platform=gofood")).map((row) => row.externalId)).not.toContain(itemId);
    expect((await clients.admin.get("/api/ojol/item-maps")).json()).toEqual(expect.arrayContaining(listed));
    expect((await clients.manager.get("/api/ojol/item-maps?platform=shopee")).statusCode).toBe(400);

    for (const caller of [clients.cashier, await loginAs("staff")]) {
      expect((await caller.get("/api/ojol/item-maps")).statusCode).toBe(403);
      expect((await caller.get("/api/ojol/orders/unmapped")).statusCode).toBe(403);
      expect((await caller.delete(`/api/ojol/item-maps/${listed[0]._id}`)).statusCode).toBe(403);
    }
    const guest = ctx.client();
    expect((await guest.get("/api/ojol/item-maps")).statusCode).toBe(401);
    expect((await guest.get("/api/ojol/orders/unmapped")).statusCode).toBe(401);
  });

  it("'Hapus' flags the platform's next order of the item again; the order mapped before keeps its product", async () => {
    const { banana, crepe, itemId, send } = await flaggedGrabOrder();
    const first = await send();
    const [line] = (await recordOf(first.id)).items;
    await clients.cashier.post(`/api/ojol/orders/${first.id}/map-items`, {
      lines: [{ lineId: line._id, productId: crepe.id, optionIds: [banana.id] }],
    });
    const mapping = (await itemMaps()).find((row) => row.externalId === itemId);
    expect(mapping).toBeDefined();
    const id = mapping?._id ?? "";

    const removed = await clients.manager.delete(`/api/ojol/item-maps/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({
      _id: id,
      archived: false,
      message: `Pencocokan GrabFood ${itemId} → ${crepe.name} dihapus. Pesanan GrabFood berikutnya dari item ini perlu dicocokkan lagi.`,
    });
    expect((await itemMaps()).map((row) => row.externalId)).not.toContain(itemId);
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(audit).toMatchObject({
      action: "record.deleted",
      entityType: "ojolItemMap",
      label: `GrabFood ${itemId} → ${crepe.name}`,
      before: expect.objectContaining({ externalId: itemId, productId: crepe.id }),
    });

    const next = await send();
    expect(next.needsMapping).toBe(true);
    expect((await recordOf(next.id)).items[0]).toMatchObject({ productId: null, name: `Menu ${itemId}` });
    expect(await unmappedIds()).toContain(next.id);
    const past = await recordOf(first.id);
    expect(past.ojol?.needsMapping).toBe(false);
    expect(past.items[0]).toMatchObject({ productId: crepe.id, name: crepe.name });
    expect(await unmappedIds()).not.toContain(first.id);
  });

  it("refuses an unknown or malformed id with a 404 in Indonesian, removing nothing", async () => {
    const before = await itemMaps();
    for (const id of ["00000000-0000-0000-0000-000000000000", "bukan-id", "1'; drop table x;--"]) {
      const answer = await clients.admin.delete(`/api/ojol/item-maps/${encodeURIComponent(id)}`);
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toMatchObject({ message: "Pencocokan menu ojol tidak ditemukan." });
    }
    expect(await itemMaps()).toEqual(before);
  });

  it("lists the orders still to map, newest first, one delivered before mapping too; a mapped or cancelled one drops out", async () => {
    const { link, banana, crepe, send } = await flaggedGrabOrder();
    const delivered = await send();
    expect(
      (await clients.cashier.put(`/api/orders/${delivered.id}/status`, { status: ORDER_STATUS.Preparing })).statusCode,
    ).toBe(200);
    await grab.pushState(deliver, {
      merchantID: link.merchantRef,
      orderID: delivered.platformOrderId ?? "",
      state: "DELIVERED",
    });
    await vi.waitFor(async () => expect((await orderOf(delivered.platformOrderId ?? "")).status).toBe("Completed"), {
      timeout: 5000,
    });
    const cancelled = await send();
    const newest = await send();

    let listed = await unmappedIds();
    expect(listed.indexOf(newest.id)).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(newest.id)).toBeLessThan(listed.indexOf(delivered.id));
    expect(listed).toContain(cancelled.id);
    const page = (await clients.admin.get("/api/ojol/orders/unmapped?limit=1")).json();
    expect(page).toMatchObject({ page: 1, limit: 1 });
    expect(page.data).toHaveLength(1);
    expect((await clients.admin.get("/api/ojol/orders/unmapped?limit=abc")).statusCode).toBe(400);

    const rejected = await clients.cashier.post(`/api/ojol/orders/${cancelled.id}/reject`, {
      reason: "ITEMS_OUT_OF_STOCK",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [line] = (await recordOf(delivered.id)).items;
    const mapped = await clients.manager.post(`/api/ojol/orders/${delivered.id}/map-items`, {
      lines: [{ lineId: line._id, productId: crepe.id, optionIds: [banana.id] }],
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    listed = await unmappedIds();
    expect(listed).not.toContain(delivered.id);
    expect(listed).not.toContain(cancelled.id);
  });
});

describe("the inbox across a restart", () => {
  it("a webhook stored but not processed when the app stopped is processed when it is back", async () => {
    const { link } = await linkOutlet("gofood", { autoAccept: true });
    const orderNumber = uniqueId("F");
    const body = JSON.stringify(
      gofoodNotificationOf(GOFOOD_EVENTS.awaitingAcceptance, link.merchantRef, orderNumber, [
        { external_id: "tak-dikenal", quantity: 1, price: 12000 },
      ]),
    );
    // Stored as the webhook route stores it, the process stopping before it was worked off.
    await db()
      .insert(platformWebhooks)
      .values({
        platform: "gofood",
        kind: GOFOOD_EVENTS.awaitingAcceptance,
        dedupeKey: uniqueId("event"),
        linkId: link._id,
        body,
      });
    const restarted = await buildApp({ env: ctx.env, database: ctx.database, closeDatabase: false, logger: false });
    try {
      await restarted.ready();
      const order = await placedOrder(orderNumber);
      expect(order).toMatchObject({ totalAmount: 12000, needsMapping: true });
      const [row] = await db().select().from(platformWebhooks).where(eq(platformWebhooks.body, body));
      expect(row.processedAt).not.toBeNull();
      expect(row.orderId).toBe(order.id);
    } finally {
      await restarted.close();
    }
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)("at rush hour on the embedded database", () => {
  it("a platform's order is made ahead of the till work queued before its webhook", async () => {
    const { link } = await linkOutlet("grabfood", { autoAccept: true });
    const orderID = uniqueId("RUSH");
    // Twenty tills' orders queue behind one transaction; GrabFood's order arrives meanwhile.
    let answered: ReturnType<typeof grab.submitOrder> | undefined;
    const { tills } = await tillsQueuedBehind(
      db(),
      async () => {
        answered = grab.submitOrder(
          deliver,
          grabOrder(link.merchantRef, orderID, [{ id: "tak-dikenal", quantity: 1, price: 15000 }]),
        );
      },
      async (tx) => {
        const [made] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.platformOrderId, orderID));
        return made !== undefined;
      },
    );
    expect((await answered)?.status).toBe(200);
    const seen = await tills;
    // In arrival order every till's turn would come before the order's: the last ones see it made.
    expect(seen.at(-1)).toBe(true);
    await placedOrder(orderID);
  });
});
