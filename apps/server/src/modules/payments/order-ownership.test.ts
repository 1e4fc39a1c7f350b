import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createCustomer, createLocation, createOnlineOrder, createProduct } from "../../../test/factories";
import { startFakeXendit } from "../../../test/fake-xendit";
import { type TestClient, useTestApp } from "../../../test/test-app";
import { orders } from "../../db/schema";

/**
 * The holes an outside test found, replayed as the attacks were: another guest's order on
 * create-invoice, a forged Host choosing the payment redirect, guessable ids on the status look-up,
 * and an Idempotency-Key reused by another guest or with another body.
 */
const xendit = await startFakeXendit();
afterAll(() => xendit.close());

const { ctx, db, clients, accounts } = useTestApp({
  login: { customer: "customer" },
  env: {
    XENDIT_SECRET_KEY: "xnd_development_kunci_uji",
    XENDIT_API_URL: xendit.url,
    PUBLIC_URL: "https://toko.kedai.test/",
  },
});

const guestBrowser = () => ctx.client();

/** A guest's checkout from `browser`, paid online: the answer (order and its secret). */
async function checkout(browser: TestClient, body: Record<string, unknown>, key: string = randomUUID()) {
  return browser.post("/api/orders", body, { headers: { "idempotency-key": key } });
}

async function orderBody(name = "Sari") {
  const product = await createProduct(db(), { price: 20000 });
  const outlet = await createLocation(db());
  return {
    customerDetails: { name, phone: "081234567890", email: `${name.toLowerCase()}@contoh.id` },
    paymentMethod: "QRIS",
    deliveryInfo: { method: "pickup", outlet: outlet.id },
    items: [{ productId: product.id, quantity: 1 }],
  };
}

describe("POST /api/payments/create-invoice serves the order's owner only", () => {
  it("refuses another guest's order id (404, as if unknown), and serves the guest holding the order's secret", async () => {
    const victim = guestBrowser();
    const placed = await checkout(victim, await orderBody());
    expect(placed.statusCode, placed.body).toBe(201);
    const { data, accessToken } = placed.json();
    expect(accessToken).toMatch(/^[0-9a-f]{64}$/);

    const attacker = guestBrowser();
    const byId = await attacker.post("/api/payments/create-invoice", { orderId: data.orderId });
    expect(byId.statusCode).toBe(404);
    const wrongSecret = await attacker.post("/api/payments/create-invoice", {
      orderId: data.orderId,
      accessToken: "0".repeat(64),
    });
    expect(wrongSecret.statusCode).toBe(404);
    expect(xendit.requests.filter((r) => r.method === "POST")).toHaveLength(0);

    const owner = await victim.post("/api/payments/create-invoice", { orderId: data.orderId, accessToken });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it("serves a signed-in customer's own order without the secret, and no other customer", async () => {
    const order = await createOnlineOrder(db(), { customerId: accounts.customer.id });
    expect((await clients.customer.post("/api/payments/create-invoice", { orderId: order.orderId })).statusCode).toBe(
      200,
    );
    const other = await createCustomer(db());
    const theirs = await createOnlineOrder(db(), { customerId: other.id });
    expect((await clients.customer.post("/api/payments/create-invoice", { orderId: theirs.orderId })).statusCode).toBe(
      404,
    );
  });

  it("sends the customer back to PUBLIC_URL whatever Host or X-Forwarded-Host the request names", async () => {
    const order = await createOnlineOrder(db());
    const forged = await guestBrowser().post(
      "/api/payments/create-invoice",
      { orderId: order.orderId, accessToken: order.accessToken },
      { headers: { host: "jahat.example", "x-forwarded-host": "jahat.example", "x-forwarded-proto": "https" } },
    );
    expect(forged.statusCode, forged.body).toBe(200);
    const sent = xendit.requests.find((r) => (r.body as { external_id?: string })?.external_id === order.orderId);
    const body = sent?.body as { success_redirect_url: string; failure_redirect_url: string };
    for (const url of [body.success_redirect_url, body.failure_redirect_url]) {
      expect(url).toBe(`https://toko.kedai.test/payment-success?order=${order.orderId}`);
    }
  });
});

describe("GET /api/payments/status/{orderId} needs the order's secret", () => {
  it("answers a guessed id as unknown, the owner's secret with the status, and stops a prober at 60 a minute", async () => {
    const order = await createOnlineOrder(db());
    const prober = (id: string, token?: string) =>
      guestBrowser().get(`/api/payments/status/${id}${token ? `?token=${token}` : ""}`, {
        headers: { "x-forwarded-for": "203.0.113.99" },
      });
    expect((await prober(order.orderId)).statusCode).toBe(404);
    const owner = await guestBrowser().get(`/api/payments/status/${order.orderId}?token=${order.accessToken}`);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ orderId: order.orderId, paymentStatus: "Pending" });

    const answers: number[] = [];
    for (let i = 0; i < 60; i++) answers.push((await prober(`VNC-${Date.now() - i}`)).statusCode);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect((await prober(order.orderId, order.accessToken)).statusCode).toBe(429);
  });
});

describe("Idempotency-Key is scoped to its caller and bound to the body", () => {
  it("another guest's same key places their own order: never the first guest's name, phone or email", async () => {
    const key = randomUUID();
    const first = await checkout(guestBrowser(), await orderBody("Sari"), key);
    expect(first.statusCode).toBe(201);
    const other = await checkout(guestBrowser(), await orderBody("Budi"), key);
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().data._id).not.toBe(first.json().data._id);
    expect(JSON.stringify(other.json())).not.toContain("sari@contoh.id");
    expect(other.json().accessToken).not.toBe(first.json().accessToken);
  });

  it("the same key and body from the same browser answers the first order; another body is refused with 422", async () => {
    const browser = guestBrowser();
    const key = randomUUID();
    const body = await orderBody();
    const first = await checkout(browser, body, key);
    const again = await checkout(browser, body, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(again.json().accessToken).toBe(first.json().accessToken);

    const changed = await checkout(browser, { ...body, notes: "tanpa gula" }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    expect(changed.json().message).toContain("Idempotency-Key");
    const placed = await db().select().from(orders).where(eq(orders.orderId, first.json().data.orderId));
    expect(placed).toHaveLength(1);
  });

  it("without a key an order is simply placed (no replay protection)", async () => {
    const browser = guestBrowser();
    const body = await orderBody();
    const one = await browser.post("/api/orders", body);
    const two = await browser.post("/api/orders", body);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(one.json().data._id).not.toBe(two.json().data._id);
  });
});
