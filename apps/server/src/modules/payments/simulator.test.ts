import { ORDER_STATUS, PAYMENT_STATUS } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOnlineOrder } from "../../../test/factories";
import { createTestApp, useTestApp } from "../../../test/test-app";
import { orders } from "../../db/schema";

// No Xendit key: invoices go to the built-in simulator, which the SDK reaches on the app's own address.
const { ctx, db } = useTestApp();
beforeAll(() => ctx.app.listen({ port: 0, host: "127.0.0.1" }));

const SIMULATION_LABEL = "Simulasi pembayaran — bukan pembayaran sungguhan";

/** The guest's browser opens the order's payment: the simulated checkout page's path, and that browser. */
async function simulatedCheckout({ orderId, accessToken }: { orderId: string; accessToken: string }) {
  const browser = ctx.client();
  const response = await browser.post("/api/payments/create-invoice", { orderId, accessToken });
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(response.json().invoice_url);
  expect(url.pathname).toMatch(/^\/api\/payments\/simulator\/checkout\/sim-/);
  return { page: url.pathname, browser };
}

const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

const BROWSER_FORM = { "content-type": "application/x-www-form-urlencoded" };

describe("payment simulator (no Xendit key)", () => {
  it("shows a labelled checkout page whose Bayar button pays the order and returns to the storefront", async () => {
    const order = await createOnlineOrder(db());
    const { page, browser } = await simulatedCheckout(order);

    const shown = await browser.get(page);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toContain("text/html");
    expect(shown.body).toContain(SIMULATION_LABEL);
    expect(shown.body).toContain("Rp 55.500");
    expect(shown.body).toContain("Bayar");

    // As the page's form button posts it: an empty urlencoded form, no CSRF header.
    const paid = await browser.post(`${page}/pay`, "", { csrf: false, headers: BROWSER_FORM });
    expect(paid.statusCode).toBe(303);
    // Back to the storefront without the order's secret in the address: this browser keeps it.
    expect(paid.headers.location).toBe(`https://kedai.test/payment-success?order=${order.orderId}`);
    expect((await orderRow(order.id)).paymentStatus).toBe(PAYMENT_STATUS.Paid);
    const status = await ctx.client().get(`/api/payments/status/${order.orderId}?token=${order.accessToken}`);
    expect(status.json()).toMatchObject({ orderId: order.orderId, paymentStatus: "Paid", status: "New" });
    expect((await browser.get(page)).body).not.toContain(">Bayar<");
  });

  it("is the order owner's only: another browser holding the link gets 404 and cannot pay or expire it", async () => {
    const order = await createOnlineOrder(db());
    const { page, browser } = await simulatedCheckout(order);
    const stranger = ctx.client();
    const seen = await stranger.get(page);
    expect(seen.statusCode).toBe(404);
    expect(seen.body).toContain("Tagihan tidak ditemukan.");
    expect(seen.body).not.toContain("Rp 55.500");
    for (const action of ["pay", "expire"]) {
      const refused = await stranger.post(`${page}/${action}`, "", { csrf: false, headers: BROWSER_FORM });
      expect(refused.statusCode).toBe(404);
    }
    expect((await orderRow(order.id)).paymentStatus).toBe(PAYMENT_STATUS.Pending);
    // The owner's browser still can.
    expect((await browser.get(page)).statusCode).toBe(200);
  });

  it("its Kedaluwarsa button expires the invoice and cancels the order", async () => {
    const order = await createOnlineOrder(db());
    const { page, browser } = await simulatedCheckout(order);
    const expired = await browser.post(`${page}/expire`, "", { csrf: false, headers: BROWSER_FORM });
    expect(expired.statusCode).toBe(303);
    const row = await orderRow(order.id);
    expect(row.status).toBe(ORDER_STATUS.Cancelled);
    expect(row.paymentStatus).toBe(PAYMENT_STATUS.Expired);
  });
});

describe("in production without a Xendit key", () => {
  it("refuses online payment and has no simulator", async () => {
    const production = await createTestApp({ env: { NODE_ENV: "production" } });
    try {
      const order = await createOnlineOrder(production.database.db);
      const refused = await production.client().post("/api/payments/create-invoice", {
        orderId: order.orderId,
        accessToken: order.accessToken,
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe("Pembayaran online belum dikonfigurasi.");
      const simulator = await production.client().get("/api/payments/simulator/checkout/sim-1");
      expect(simulator.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
