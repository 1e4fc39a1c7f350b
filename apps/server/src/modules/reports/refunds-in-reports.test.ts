import { addDays, ORDER_STATUS, type OrderRecord, todayKey } from "@kedai/shared";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../test/test-app";
import { useTill } from "../../../test/till";

/*
 * A refunded sale in the money reports (docs/business-rules.md#refunds): counted on the day of the
 * refund, its sale in the gross, the money given back in the refunds, the revenue net. Every order
 * is one Rp 15.000 crepe Take Away without a recipe (COGS 0): + packaging 2.000 = taxable base
 * 17.000, tax 11 % = 1.870, total Rp 18.870.
 *   A: completed, paid in cash.
 *   B: paid up front in cash, cancelled: all of it back (Rp 18.870).
 *   C: paid up front by QRIS, cancelled: Rp 8.870 back, Rp 10.000 kept (a fee).
 */
const TOTAL = 18870;
const { clients, loginAs, place, readyCrepe } = useTill();
const today = todayKey();
const range = (day: string) => `startDate=${day}&endDate=${day}`;

let manager: TestClient;
let admin: TestClient;
const paidUpFront = async (method: "Cash" | "QRIS"): Promise<OrderRecord> =>
  place({
    items: [{ productId: (await readyCrepe()).items[0]!.productId!, quantity: 1 }],
    paymentDetails: { method, amountPaid: TOTAL },
  });
const reports = async (day = today) => {
  const [sales, profitLoss, tax] = await Promise.all(
    ["sales", "profit-loss", "tax"].map(async (name) => {
      const response = await manager.get(`/api/reports/${name}?${range(day)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    }),
  );
  return { sales, profitLoss, tax };
};

let b: OrderRecord;
let c: OrderRecord;
beforeAll(async () => {
  manager = await loginAs("manager");
  admin = await loginAs("admin");
  const a = await readyCrepe();
  const finalized = await clients.cashier.put(`/api/orders/${a._id}/finalize`, {
    paymentDetails: { method: "Cash", amountPaid: 20000 },
  });
  expect(finalized.statusCode, finalized.body).toBe(200);
  b = await paidUpFront("Cash");
  c = await paidUpFront("QRIS");
});

describe("a refunded sale in the sales, P&L, payment split and PBJT reports", () => {
  it("before the cancels: only the completed order counts", async () => {
    const { sales, profitLoss, tax } = await reports();
    expect(sales.summary).toEqual({
      grossRevenue: TOTAL,
      refunds: 0,
      totalRevenue: TOTAL,
      totalOrders: 1,
      refundedOrders: 0,
    });
    expect(sales.paymentMethods).toEqual([{ method: "Cash", gross: TOTAL, refunds: 0, amount: TOTAL }]);
    expect(profitLoss.summary).toMatchObject({ grossRevenue: TOTAL, refunds: 0, totalRevenue: TOTAL });
    expect(tax.total).toEqual({
      orders: 1,
      refundedOrders: 0,
      grossTaxBase: 17000,
      refundedTaxBase: 0,
      taxBase: 17000,
      grossTax: 1870,
      refundedTax: 0,
      tax: 1870,
    });
  });

  it("after: gross, refunds and net on the day of the refund, the same in every report", async () => {
    const cancelB = await admin.put(`/api/orders/${b._id}/status`, { status: ORDER_STATUS.Cancelled });
    expect(cancelB.statusCode, cancelB.body).toBe(200);
    const cancelC = await admin.put(`/api/orders/${c._id}/status`, {
      status: ORDER_STATUS.Cancelled,
      refundAmount: 8870,
    });
    expect(cancelC.statusCode, cancelC.body).toBe(200);

    const { sales, profitLoss, tax } = await reports();
    // Gross 3 × 18.870; refunds 18.870 + 8.870; net 56.610 − 27.740.
    expect(sales.summary).toEqual({
      grossRevenue: 56610,
      refunds: 27740,
      totalRevenue: 28870,
      totalOrders: 1,
      refundedOrders: 2,
    });
    expect(sales.daily).toEqual([{ date: today, revenue: 28870, orders: 1 }]);
    expect(sales.paymentMethods).toEqual([
      { method: "Cash", gross: 37740, refunds: 18870, amount: 18870 },
      { method: "QRIS", gross: 18870, refunds: 8870, amount: 10000 },
    ]);
    expect(profitLoss.summary).toEqual({
      grossRevenue: 56610,
      refunds: 27740,
      totalRevenue: 28870,
      totalCOGS: 0,
      grossProfit: 28870,
      platformCommission: 0,
      totalExpenses: 0,
      netProfit: 28870,
    });
    // C gives back 8.870 / 18.870 of its base and tax: 17.000 → 7.991, 1.870 → 879.
    const pbjt = {
      orders: 1,
      refundedOrders: 2,
      grossTaxBase: 51000,
      refundedTaxBase: 17000 + 7991,
      taxBase: 51000 - 24991,
      grossTax: 5610,
      refundedTax: 1870 + 879,
      tax: 5610 - 2749,
    };
    expect(tax.total).toEqual(pbjt);
    expect(tax.rows).toEqual([expect.objectContaining(pbjt)]);
    const dashboard = (await manager.get("/api/reports/dashboard-summary")).json();
    expect(dashboard).toMatchObject({ todayRevenue: 28870, todayOrders: 1 });
  });

  it("a day without the refund shows none of it", async () => {
    const { sales, tax } = await reports(addDays(today, -1));
    expect(sales.summary).toEqual({
      grossRevenue: 0,
      refunds: 0,
      totalRevenue: 0,
      totalOrders: 0,
      refundedOrders: 0,
    });
    expect(tax.total.refundedOrders).toBe(0);
  });
});
