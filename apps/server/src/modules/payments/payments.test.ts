import { ORDER_STATUS, PAYMENT_STATUS, TABLE_STATUS } from "@kedai/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  createCustomer,
  createLocation,
  createOnlineOrder,
  createOrder,
  createStockItem,
  createTable,
} from "../../../test/factories";
import { FakePrinter } from "../../../test/fake-printer";
import { startFakeXendit } from "../../../test/fake-xendit";
import { useTestApp } from "../../../test/test-app";
import { customers, diningTables, orderEvents, orders, paymentInvoices, printers, stockItems } from "../../db/schema";
import { printersChanged } from "../printing/printer-changes";
import { expireOverdueInvoices } from "./reconcile-payments";
import { invoiceSyncOf } from "./sync-invoice";

const SECRET_KEY = "xnd_development_kunci_uji";
const CALLBACK_TOKEN = "token-callback-uji-1234567890";
const xendit = await startFakeXendit();
afterAll(() => xendit.close());

const { ctx, db } = useTestApp({
  env: {
    XENDIT_SECRET_KEY: SECRET_KEY,
    XENDIT_CALLBACK_TOKEN: CALLBACK_TOKEN,
    XENDIT_API_URL: xendit.url,
    XENDIT_INVOICE_MINUTES: "30",
  },
});

const guest = () => ctx.client();

/** As the guest's browser that placed the order asks: with the order's secret. */
async function openInvoice({ orderId, accessToken }: { orderId: string; accessToken: string }) {
  const response = await guest().post("/api/payments/create-invoice", { orderId, accessToken, totalAmount: 1000 });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().invoice_url as string;
}

/** A Pending online order with its invoice opened at the fake Xendit. */
async function orderWithInvoice(values: Parameters<typeof createOnlineOrder>[1] = {}) {
  const order = await createOnlineOrder(db(), values);
  await openInvoice(order);
  return { order, invoice: xendit.invoiceOf(order.orderId) };
}

const callback = (id: string, token: string | null = CALLBACK_TOKEN) =>
  guest().post(
    "/api/payments/xendit/webhook",
    { id, external_id: "diabaikan", status: "PAID", amount: 1 },
    { csrf: false, headers: token === null ? {} : { "x-callback-token": token } },
  );

const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const eventsOf = (id: string) => db().select().from(orderEvents).where(eq(orderEvents.orderId, id));

describe("POST /api/payments/create-invoice", () => {
  it("opens an invoice for the server's total with the SDK's Basic auth, items, payer and redirects", async () => {
    const order = await createOnlineOrder(db());
    const invoiceUrl = await openInvoice(order);

    const invoice = xendit.invoiceOf(order.orderId);
    expect(invoiceUrl).toBe(invoice.invoiceUrl);
    const created = xendit.requests.find(
      (r) => r.method === "POST" && (r.body as { external_id?: string })?.external_id === order.orderId,
    );
    expect(created?.authorization).toBe(`Basic ${Buffer.from(`${SECRET_KEY}:`).toString("base64")}`);
    expect(created?.body).toMatchObject({
      external_id: order.orderId,
      amount: 55500,
      payer_email: "tamu.uji@contoh.id",
      invoice_duration: 30 * 60,
      items: [{ name: "Crepe Cokelat", price: 25000, quantity: 2 }],
      // PUBLIC_URL, with the order id only: its secret never goes into an address (ADR 0050).
      success_redirect_url: `https://kedai.test/payment-success?order=${order.orderId}`,
    });
  });

  it("answers the live invoice again instead of opening a second one, also for requests at once", async () => {
    const order = await createOnlineOrder(db());
    const urls = await Promise.all([openInvoice(order), openInvoice(order), openInvoice(order)]);
    expect(new Set(urls).size).toBe(1);
    expect(await openInvoice(order)).toBe(urls[0]);
    const live = await db()
      .select()
      .from(paymentInvoices)
      .where(and(eq(paymentInvoices.orderId, order.id), eq(paymentInvoices.status, "PENDING")));
    expect(live).toHaveLength(1);
    // Any extra invoice a racing request opened at Xendit was expired there, so it cannot be paid.
    expect(xendit.invoiceOf(order.orderId).invoiceUrl).toBe(urls[0]);
  });

  it("refuses orders that are not waiting for online payment, and unknown ones", async () => {
    const paid = await createOnlineOrder(db(), { paymentStatus: PAYMENT_STATUS.Paid, paymentMethod: "Cash" });
    const pos = await createOrder(db());
    for (const { orderId, accessToken } of [paid, pos]) {
      const response = await guest().post("/api/payments/create-invoice", { orderId, accessToken });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe("Pesanan ini tidak menunggu pembayaran online.");
    }
    expect((await guest().post("/api/payments/create-invoice", { orderId: "VNC-0" })).statusCode).toBe(404);
  });

  it("answers 503 when Xendit refuses or cannot be reached, and keeps no invoice", async () => {
    // The fake refuses an invoice of Rp 0, as Xendit does.
    const order = await createOnlineOrder(db(), { totalAmount: 0 });
    const response = await guest().post("/api/payments/create-invoice", {
      orderId: order.orderId,
      accessToken: order.accessToken,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe("Layanan pembayaran sedang tidak dapat dihubungi. Silakan coba lagi.");
    expect(await db().select().from(paymentInvoices).where(eq(paymentInvoices.orderId, order.id))).toEqual([]);
  });
});

describe("POST /api/payments/xendit/webhook", () => {
  it("refuses a wrong or missing callback token and changes nothing", async () => {
    const { order, invoice } = await orderWithInvoice();
    xendit.store.settle(invoice.id, "PAID");
    for (const token of ["token-salah-1234567890", null]) {
      const response = await callback(invoice.id, token);
      expect(response.statusCode).toBe(401);
    }
    expect((await orderRow(order.id)).paymentStatus).toBe(PAYMENT_STATUS.Pending);
  });

  it("marks the order Paid once, tells the kitchen once, and answers 200 to the same callback again", async () => {
    const { order, invoice } = await orderWithInvoice();
    // The body lies about the status; the invoice read from Xendit is still PENDING: nothing happens.
    expect((await callback(invoice.id)).statusCode).toBe(200);
    expect((await orderRow(order.id)).paymentStatus).toBe(PAYMENT_STATUS.Pending);

    xendit.store.settle(invoice.id, "PAID");
    const first = await callback(invoice.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe("Pembayaran diterima.");
    const again = await callback(invoice.id);
    expect(again.statusCode).toBe(200);

    const paid = await orderRow(order.id);
    expect(paid.paymentStatus).toBe(PAYMENT_STATUS.Paid);
    expect(paid.status).toBe(ORDER_STATUS.New);
    expect(paid.paymentDetails).toEqual({ method: "Xendit QR_CODE", amountPaid: 55500, change: 0 });
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it("prints the kitchen ticket of an online order once its payment arrives, once for duplicate callbacks", async () => {
    const kitchen = new FakePrinter();
    const port = await kitchen.start();
    try {
      const outlet = await createLocation(db());
      await db().insert(printers).values({
        name: "Dapur",
        locationId: outlet.id,
        role: "kitchen",
        connectionType: "network",
        host: "127.0.0.1",
        port,
        paperWidth: 80,
      });
      // Written here, not saved through the service: the server's printing is told (it keeps the printers in memory).
      printersChanged(db());
      const { order, invoice } = await orderWithInvoice({ locationId: outlet.id });
      await ctx.app.printing.queue.idle();
      expect(kitchen.jobs).toHaveLength(0);

      xendit.store.settle(invoice.id, "PAID");
      await Promise.all([callback(invoice.id), callback(invoice.id)]);
      expect((await kitchen.nextJob()).toString("latin1")).toContain(`#${order.orderId.slice(-4)}`);
      await ctx.app.printing.queue.idle();
      expect(kitchen.jobs).toHaveLength(1);
    } finally {
      await kitchen.stop();
    }
  });

  it("applies concurrent duplicate callbacks once", async () => {
    const { order, invoice } = await orderWithInvoice();
    xendit.store.settle(invoice.id, "PAID");
    const answers = await Promise.all(Array.from({ length: 5 }, () => callback(invoice.id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await orderRow(order.id)).paymentStatus).toBe(PAYMENT_STATUS.Paid);
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it("refuses an invoice whose amount does not match the order", async () => {
    const { order, invoice } = await orderWithInvoice();
    xendit.store.override(invoice.id, { status: "PAID", amount: 1000 });
    const response = await callback(invoice.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Tagihan tidak sesuai dengan pesanan.");
    expect((await orderRow(order.id)).paymentStatus).toBe(PAYMENT_STATUS.Pending);
    expect(await eventsOf(order.id)).toHaveLength(0);
  });

  it("answers 200 and changes nothing for an invoice the shop never opened", async () => {
    const response = await callback("579c8d61f23fa4ca35e52da4");
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Tagihan tidak dikenal; diabaikan.");
  });

  it("cancels an expired invoice's order, returning its stock, table and points", async () => {
    const stock = await createStockItem(db(), { quantityInStock: 995 });
    const customer = await createCustomer(db(), { loyaltyPoints: 40 });
    const table = await createTable(db(), { status: TABLE_STATUS.Occupied });
    const { order, invoice } = await orderWithInvoice({
      stockUsed: [{ stockItemId: stock.id, quantity: 5 }],
      customerId: customer.id,
      pointsRedeemed: 10,
      tableId: table.id,
    });
    xendit.store.settle(invoice.id, "EXPIRED");
    expect((await callback(invoice.id)).statusCode).toBe(200);
    expect((await callback(invoice.id)).statusCode).toBe(200);

    const expired = await orderRow(order.id);
    expect(expired.status).toBe(ORDER_STATUS.Cancelled);
    expect(expired.paymentStatus).toBe(PAYMENT_STATUS.Expired);
    const [item] = await db().select().from(stockItems).where(eq(stockItems.id, stock.id));
    expect(item.quantityInStock).toBe(1000);
    const [points] = await db().select().from(customers).where(eq(customers.id, customer.id));
    expect(points.loyaltyPoints).toBe(50);
    const [freed] = await db().select().from(diningTables).where(eq(diningTables.id, table.id));
    expect(freed.status).toBe(TABLE_STATUS.Available);
    expect((await eventsOf(order.id)).map((e) => e.status)).toEqual([ORDER_STATUS.Cancelled]);
  });
});

describe("reconciling without a callback", () => {
  const gateway = () => {
    if (!ctx.app.paymentGateway) throw new Error("payments are configured in this file");
    return ctx.app.paymentGateway;
  };

  it("the expiry job cancels orders whose invoice expired at Xendit silently, and leaves live ones", async () => {
    const stock = await createStockItem(db(), { quantityInStock: 997 });
    const silent = await orderWithInvoice({ stockUsed: [{ stockItemId: stock.id, quantity: 3 }] });
    const early = await orderWithInvoice();
    const past = new Date(Date.now() - 60_000);
    for (const { order } of [silent, early]) {
      await db().update(paymentInvoices).set({ expiresAt: past }).where(eq(paymentInvoices.orderId, order.id));
    }
    // Xendit expired one without calling back; by its clock the other is still payable.
    xendit.store.override(silent.invoice.id, { status: "EXPIRED" });

    expect(await expireOverdueInvoices(db(), gateway(), invoiceSyncOf(ctx.app.log))).toBe(1);
    expect((await orderRow(silent.order.id)).status).toBe(ORDER_STATUS.Cancelled);
    const [item] = await db().select().from(stockItems).where(eq(stockItems.id, stock.id));
    expect(item.quantityInStock).toBe(1000);
    expect((await orderRow(early.order.id)).paymentStatus).toBe(PAYMENT_STATUS.Pending);
    // Just asked about: the next run leaves it for a few minutes.
    expect(await expireOverdueInvoices(db(), gateway(), invoiceSyncOf(ctx.app.log))).toBe(0);
  });

  it("GET /api/payments/status/{orderId} settles a still-Pending order with Xendit", async () => {
    const { order, invoice } = await orderWithInvoice();
    const pending = await guest().get(`/api/payments/status/${order.orderId}?token=${order.accessToken}`);
    expect(pending.json()).toMatchObject({ orderId: order.orderId, paymentStatus: "Pending", status: "New" });
    // The confirmation page shows the order itself, without the customer's contact details.
    expect(pending.json().order).toMatchObject({
      items: [{ name: "Crepe Cokelat", quantity: 2, lineTotal: 50000 }],
      totalAmount: 55500,
      paymentMethod: "QRIS",
      paymentTaken: false,
      deliveryMethod: "pickup",
    });
    expect(pending.body).not.toContain("081200000000");

    xendit.store.settle(invoice.id, "PAID");
    const paid = await guest().get(`/api/payments/status/${order.orderId}?token=${order.accessToken}`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ orderId: order.orderId, paymentStatus: "Paid", status: "New" });
    expect(paid.json().order.paymentTaken).toBe(true);
    expect((await guest().get("/api/payments/status/VNC-0")).statusCode).toBe(404);
  });
});

describe("POST /api/payments/cancel ('Batalkan' on the unpaid-order banner)", () => {
  it("expires the live invoice at Xendit and cancels the owner's order; a stranger gets 404", async () => {
    const { order, invoice } = await orderWithInvoice();
    const stranger = await guest().post("/api/payments/cancel", { orderId: order.orderId, accessToken: "salah" });
    expect(stranger.statusCode).toBe(404);
    expect((await orderRow(order.id)).status).toBe(ORDER_STATUS.New);

    const cancelled = await guest().post("/api/payments/cancel", {
      orderId: order.orderId,
      accessToken: order.accessToken,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ orderId: order.orderId, status: "Cancelled", paymentStatus: "Expired" });
    expect(xendit.store.get(invoice.id)?.status).toBe("EXPIRED");
    const [stored] = await db().select().from(paymentInvoices).where(eq(paymentInvoices.orderId, order.id));
    expect(stored.status).toBe("EXPIRED");
  });

  it("cancels an order whose invoice never opened, and refuses one already paid", async () => {
    const unopened = await createOnlineOrder(db());
    const cancelled = await guest().post("/api/payments/cancel", {
      orderId: unopened.orderId,
      accessToken: unopened.accessToken,
    });
    expect(cancelled.json()).toMatchObject({ status: "Cancelled" });

    const { order, invoice } = await orderWithInvoice();
    xendit.store.settle(invoice.id, "PAID");
    const refused = await guest().post("/api/payments/cancel", {
      orderId: order.orderId,
      accessToken: order.accessToken,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("NOT_AWAITING_PAYMENT");
    expect(await orderRow(order.id)).toMatchObject({ status: ORDER_STATUS.New, paymentStatus: PAYMENT_STATUS.Paid });
  });
});
