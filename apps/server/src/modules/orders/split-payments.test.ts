import { ORDER_STATUS, type OrderRecord, type PosOrderInput, todayKey } from "@kedai/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createLocation, createProduct } from "../../../test/factories";
import type { TestClient } from "../../../test/test-app";
import { useTill } from "../../../test/till";
import { auditEvents, dailyPaymentSales, orders } from "../../db/schema";
import { fillMissingSalesRollups } from "../reports/sales-rollups";

const { ctx, db, clients, loginAs, submit, place } = useTill();

/*
 * Split payments (docs/decisions/0033-split-payments-and-rounds.md). Every order here is one
 * Rp 15.000 item Take Away: + packaging 2.000, tax 11 % of 17.000 = 1.870, total Rp 18.870.
 */
const TOTAL = 18870;

async function readyOrder(body: Partial<PosOrderInput> = {}, client: TestClient = clients.cashier) {
  const product = await createProduct(db(), { price: 15000 });
  const order =
    client === clients.cashier
      ? await place({ items: [{ productId: product.id, quantity: 1 }], ...body })
      : ((await submit({ items: [{ productId: product.id, quantity: 1 }], ...body }, { client })).json()
          .data as OrderRecord);
  for (const status of [ORDER_STATUS.Preparing, ORDER_STATUS.Ready]) {
    expect((await client.put(`/api/orders/${order._id}/status`, { status })).statusCode).toBe(200);
  }
  return order;
}

const pay = (order: OrderRecord, payments: unknown, client: TestClient = clients.cashier) =>
  client.put(`/api/orders/${order._id}/finalize`, { payments });

const auditsOf = (orderId: string, action: "order.split_paid" | "order.round_added") =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, orderId), eq(auditEvents.action, action)));

describe("a split payment", () => {
  it("settles the total exactly with several methods, listed on the order, its GET, the list and its history", async () => {
    const order = await readyOrder();
    const paid = await pay(order, [
      { method: "Cash", amount: 10000 },
      { method: "QRIS", amount: 8870 },
    ]);
    expect(paid.statusCode).toBe(200);
    const payments = [
      { method: "Cash", amount: 10000, change: 0 },
      { method: "QRIS", amount: 8870, change: 0 },
    ];
    expect(paid.json().data).toMatchObject({
      status: ORDER_STATUS.Completed,
      totalAmount: TOTAL,
      // The first part, in the shape a payment taken at once has.
      paymentMethod: "Cash",
      paymentDetails: { method: "Cash", amountPaid: 10000, change: 0 },
      payments,
    });
    expect((await clients.cashier.get(`/api/orders/${order._id}`)).json().data.payments).toEqual(payments);
    const listed = (await clients.cashier.get(`/api/orders?search=${order.orderId}`)).json().data;
    expect(listed.map((o: OrderRecord) => o.payments)).toEqual([payments]);
    expect(paid.json().data.statusHistory.at(-1)).toMatchObject({
      from: ORDER_STATUS.Ready,
      to: ORDER_STATUS.Completed,
      note: "Dibayar: Cash Rp 10.000 + QRIS Rp 8.870",
    });
    const [audit] = await auditsOf(order._id, "order.split_paid");
    expect(audit).toMatchObject({ label: order.orderId, after: { totalAmount: TOTAL, payments } });
  });

  it("gives change from a last cash part that exceeds what remains", async () => {
    const order = await readyOrder();
    const paid = await pay(order, [
      { method: "Debit Card", amount: 8870 },
      { method: "Cash", amount: 20000 },
    ]);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.payments).toEqual([
      { method: "Debit Card", amount: 8870, change: 0 },
      // 18.870 − 8.870 = 10.000 remained: 10.000 back.
      { method: "Cash", amount: 20000, change: 10000 },
    ]);
    expect(paid.json().data.statusHistory.at(-1).note).toBe(
      "Dibayar: Debit Card Rp 8.870 + Cash Rp 20.000 (kembalian Rp 10.000)",
    );
  });

  it("refuses what does not settle the total exactly, or gives change from non-cash, and writes nothing", async () => {
    const order = await readyOrder();
    const refused = async (payments: unknown, code: string, message?: string) => {
      const response = await pay(order, payments);
      expect(response.statusCode, JSON.stringify(payments)).toBe(400);
      expect(response.json().code).toBe(code);
      if (message) expect(response.json().message).toBe(message);
    };
    // Non-cash above what remains: 10.000 remained after the cash.
    await refused(
      [
        { method: "Cash", amount: 10000 },
        { method: "QRIS", amount: 10000 },
      ],
      "PAYMENT_OVER_TOTAL",
      "Pembayaran QRIS melebihi sisa tagihan (Rp 8.870); kembalian hanya dari tunai.",
    );
    await refused([{ method: "Credit Card", amount: 20000 }], "PAYMENT_OVER_TOTAL");
    // Change from cash only as the last part; nothing after the bill is covered.
    await refused(
      [
        { method: "Cash", amount: 20000 },
        { method: "QRIS", amount: 1000 },
      ],
      "PAYMENT_OVER_TOTAL",
    );
    await refused(
      [
        { method: "QRIS", amount: TOTAL },
        { method: "Cash", amount: 1000 },
      ],
      "PAYMENT_OVER_TOTAL",
      "Tagihan sudah lunas sebelum pembayaran ke-2; hapus pembayaran itu.",
    );
    await refused(
      [
        { method: "Cash", amount: 5000 },
        { method: "QRIS", amount: 5000 },
      ],
      "PAYMENT_TOO_LOW",
      "Jumlah pembayaran kurang dari total tagihan! Sisa Rp 8.870.",
    );
    // Amounts are whole rupiah above 0; the methods are the till's.
    for (const amount of [0, -5000, 100.5, "10000"]) {
      await refused([{ method: "Cash", amount }], "VALIDATION");
    }
    await refused([{ method: "Transfer", amount: TOTAL }], "VALIDATION");
    await refused([], "VALIDATION");
    const both = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      paymentDetails: { method: "Cash", amountPaid: TOTAL },
      payments: [{ method: "Cash", amount: TOTAL }],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe("Kirim paymentDetails atau payments, bukan keduanya.");

    const [stored] = await db().select().from(orders).where(eq(orders.id, order._id));
    expect(stored).toMatchObject({ status: ORDER_STATUS.Ready, paymentDetails: null, payments: null });
    expect(await auditsOf(order._id, "order.split_paid")).toEqual([]);
  });

  it("is refused for an order paid up front", async () => {
    const order = await readyOrder({ paymentDetails: { method: "Cash", amountPaid: 20000 } });
    const response = await pay(order, [{ method: "Cash", amount: TOTAL }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Pesanan ini sudah dibayar: tidak ada pembayaran lagi.");
  });
});

describe("a shift and the sales report with split payments", () => {
  it("count each method's share of the orders", async () => {
    const admin = await loginAs("admin");
    const today = todayKey();
    const methodsToday = async () =>
      Object.fromEntries(
        (await admin.get(`/api/reports/sales?startDate=${today}&endDate=${today}`))
          .json()
          .paymentMethods.map((row: { method: string; amount: number }) => [row.method, row.amount]),
      ) as Record<string, number>;
    const before = await methodsToday();

    const cashier = await loginAs("cashier");
    const outlet = await createLocation(db());
    const opened = await cashier.post("/api/register/open", { outlet: outlet.id, openingBalance: 50000 });
    expect(opened.statusCode).toBe(201);
    const finalize = async (body: object) => {
      const order = await readyOrder({}, cashier);
      const response = await cashier.put(`/api/orders/${order._id}/finalize`, body);
      expect(response.statusCode).toBe(200);
    };
    // Cash 10.000 + QRIS 8.870.
    await finalize({
      payments: [
        { method: "Cash", amount: 10000 },
        { method: "QRIS", amount: 8870 },
      ],
    });
    // QRIS 8.870, then Cash 20.000 of which 10.000 back: cash took 10.000.
    await finalize({
      payments: [
        { method: "QRIS", amount: 8870 },
        { method: "Cash", amount: 20000 },
      ],
    });
    // Paid at once, as before: Debit Card 18.870.
    await finalize({ paymentDetails: { method: "Debit Card", amountPaid: TOTAL } });

    const status = (await cashier.get("/api/register/status")).json();
    const closed = await cashier.put(`/api/register/close/${status.session._id}`, { closingBalance: 70000 });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().summary).toEqual({
      openingBalance: 50000,
      cashSales: 20000,
      nonCashSales: { QRIS: 17740, "Debit Card": TOTAL },
      qrisConfirmedSales: 0,
      // 50.000 + 10.000 + 10.000.
      expectedCash: 70000,
      countedCash: 70000,
      difference: 0,
      completedOrders: 3,
      openOrders: 0,
      refunds: [],
    });

    const after = await methodsToday();
    const grew = (method: string) => (after[method] ?? 0) - (before[method] ?? 0);
    expect([grew("Cash"), grew("QRIS"), grew("Debit Card")]).toEqual([20000, 17740, TOTAL]);
    // Three orders of 18.870 in all: the shares add up to the revenue.
    expect(grew("Cash") + grew("QRIS") + grew("Debit Card")).toBe(3 * TOTAL);
  });

  it("is filled once at start-up in a database from before it, from the orders' payments", async () => {
    const order = await readyOrder();
    await pay(order, [
      { method: "Cash", amount: 10000 },
      { method: "Credit Card", amount: 8870 },
    ]);
    const rows = () => db().select().from(dailyPaymentSales).orderBy(dailyPaymentSales.day, dailyPaymentSales.method);
    const kept = await rows();
    expect(kept.length).toBeGreaterThan(0);
    expect(await fillMissingSalesRollups(db(), ctx.env.BUSINESS_TIMEZONE)).toBe(false);

    await db().delete(dailyPaymentSales);
    expect(await fillMissingSalesRollups(db(), ctx.env.BUSINESS_TIMEZONE)).toBe(true);
    expect(await rows()).toEqual(kept);
  });
});
