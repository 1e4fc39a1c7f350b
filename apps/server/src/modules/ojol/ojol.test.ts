import { ORDER_STATUS, type OrderRecord, PAYMENT_STATUS, todayKey } from "@kedai/shared";
import { and, eq } from "drizzle-orm";
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
import { useTestApp } from "../../../test/test-app";
import { buildApp } from "../../app";
import { orders, platformCalls, platformItemMaps, platformWebhooks, stockItems } from "../../db/schema";
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

const { ctx, db, clients } = useTestApp({ env, login: { admin: "admin", cashier: "cashier", manager: "manager" } });

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
    expect((await recordOf(order.id)).statusHistory.map((line) => line.note)).toContain(
      "Dibatalkan oleh GrabFood: Pelanggan membatalkan",
    );
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
    await gofood.notify(
      deliver,
      link._id,
      gofoodNotificationOf(GOFOOD_EVENTS.cancelled, link.merchantRef, cancelledNumber, items),
    );
    await vi.waitFor(async () => expect((await orderOf(cancelledNumber)).status).toBe(ORDER_STATUS.Cancelled), {
      timeout: 5000,
    });
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
