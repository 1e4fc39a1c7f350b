import { todayKey } from "@kedai/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { useTill } from "../../../test/till";
import { dailyPaymentSales } from "../../db/schema";
import { fillMissingSalesRollups } from "./sales-rollups";

/*
 * The sales report's money per payment method tells QRIS Xendit confirmed apart from QRIS recorded
 * by hand (docs/decisions/0031-qris-at-the-till.md). Every order is one Rp 15.000 crepe Take Away:
 * + packaging 2.000, tax 11 % of 17.000 = 1.870, total Rp 18.870. No Xendit key: the dynamic QRIS
 * goes through the built-in simulator on the app's own address, and completes as Xendit's would.
 */
const TOTAL = 18870;
const { ctx, db, clients, loginAs, readyCrepe } = useTill();
const today = todayKey();

async function finalize(body: object) {
  const order = await readyCrepe();
  const response = await clients.cashier.put(`/api/orders/${order._id}/finalize`, body);
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  // A dynamic QRIS paid through the provider: Rp 18.870 confirmed.
  const scanned = await readyCrepe();
  expect((await clients.cashier.post(`/api/orders/${scanned._id}/qris`, {})).statusCode).toBe(200);
  const paid = await clients.cashier.post(`/api/orders/${scanned._id}/qris/simulate-payment`, {});
  expect(paid.statusCode, paid.body).toBe(200);
  // The sticker, recorded by hand: Rp 18.870.
  await finalize({ paymentDetails: { method: "QRIS", amountPaid: TOTAL } });
  // A split: QRIS 8.870 by hand, then Cash 20.000 of which 10.000 back (cash took 10.000).
  await finalize({
    payments: [
      { method: "QRIS", amount: 8870 },
      { method: "Cash", amount: 20000 },
    ],
  });
  // Cash at once: Rp 18.870.
  await finalize({ paymentDetails: { method: "Cash", amountPaid: 20000 } });
});

describe("GET /api/reports/sales per payment method", () => {
  it("lists QRIS confirmed by Xendit and QRIS recorded by hand apart, adding up to the revenue", async () => {
    const manager = await loginAs("manager");
    const response = await manager.get(`/api/reports/sales?startDate=${today}&endDate=${today}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.paymentMethods).toEqual([
      // 10.000 of the split + 18.870.
      { method: "Cash", gross: 28870, refunds: 0, amount: 28870 },
      // 18.870 by hand + the split's 8.870.
      { method: "QRIS", gross: 27740, refunds: 0, amount: 27740 },
      { method: "QRIS", confirmedBy: "xendit", gross: TOTAL, refunds: 0, amount: TOTAL },
    ]);
    expect(report.summary).toMatchObject({ totalRevenue: 4 * TOTAL, totalOrders: 4 });
    const lines = report.paymentMethods.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0);
    expect(lines).toBe(report.summary.totalRevenue);
  });

  it("matches the shift summary, where a split's QRIS counts for its part", async () => {
    const { session } = (await clients.cashier.get("/api/register/status")).json();
    const review = await clients.cashier.get(`/api/register/${session._id}/review`);
    expect(review.json().sales).toMatchObject({
      cashSales: 28870,
      nonCashSales: { QRIS: 27740 + TOTAL },
      qrisConfirmedSales: TOTAL,
    });
  });
});

describe("the payment rollup of a database from before the confirmed QRIS line (migration 0025)", () => {
  it("is refilled once at start-up from the orders' payments: no day's total changes", async () => {
    const rows = () =>
      db()
        .select()
        .from(dailyPaymentSales)
        .orderBy(dailyPaymentSales.day, dailyPaymentSales.method, dailyPaymentSales.confirmedBy);
    const kept = await rows();
    expect(kept.some((row) => row.confirmedBy === "xendit")).toBe(true);
    expect(await fillMissingSalesRollups(db(), ctx.env.BUSINESS_TIMEZONE)).toBe(false);

    // As the migration left it: one line per day and method, every payment with confirmed_by ''.
    const merged = new Map<string, { day: string; method: string; amount: number }>();
    for (const row of kept) {
      const key = `${row.day}|${row.method}`;
      const line = merged.get(key) ?? { day: row.day, method: row.method, amount: 0 };
      merged.set(key, { ...line, amount: line.amount + row.amount });
    }
    await db().delete(dailyPaymentSales);
    await db()
      .insert(dailyPaymentSales)
      .values([...merged.values()]);
    const dayTotal = (list: { day: string; amount: number }[]) =>
      list.filter((row) => row.day === today).reduce((sum, row) => sum + row.amount, 0);
    expect(dayTotal(await rows())).toBe(4 * TOTAL);

    expect(await fillMissingSalesRollups(db(), ctx.env.BUSINESS_TIMEZONE)).toBe(true);
    const refilled = await rows();
    expect(refilled).toEqual(kept);
    expect(dayTotal(refilled)).toBe(4 * TOTAL);
    expect(await fillMissingSalesRollups(db(), ctx.env.BUSINESS_TIMEZONE)).toBe(false);
  });
});
