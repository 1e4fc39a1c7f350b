import { addDays, monthRange, ORDER_STATUS, type OrderRecord, todayKey } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createCategory,
  createLocation,
  createOrder,
  createProduct,
  createStockItem,
  createUnit,
} from "../../../test/factories";
import type { TestClient } from "../../../test/test-app";
import { useTill } from "../../../test/till";
import { dailyProductSales, dailySales, expenseCategories, expenses, products, stockItems } from "../../db/schema";
import { rebuildSalesRollups } from "./sales-rollups";

/**
 * The money reports on a known day of trading: one order paid, one cancelled, one still in the
 * kitchen, and an expense. Revenue and COGS count the paid order only.
 */
const { db, ctx, clients, loginAs, place, moveTo } = useTill();
let admin: TestClient;
let manager: TestClient;
let staff: TestClient;
const today = todayKey();
const month = monthRange(today);
let paid: OrderRecord;
let unitCogs = 0;
let categoryId = "";

const finalize = (order: OrderRecord, amountPaid: number) =>
  clients.cashier.put(`/api/orders/${order._id}/finalize`, { paymentDetails: { method: "Cash", amountPaid } });

const range = (startDate: string, endDate: string) => `startDate=${startDate}&endDate=${endDate}`;

beforeAll(async () => {
  [admin, manager, staff] = await Promise.all([loginAs("admin"), loginAs("manager"), loginAs("staff")]);
  const unit = await createUnit(db());
  const flour = await createStockItem(db(), {
    name: "Laporan Tepung",
    unitId: unit.id,
    cost: 25,
    quantityInStock: 1000,
  });
  const category = await createCategory(db());
  const crepe = await createProduct(db(), {
    name: "Crepes Laporan",
    price: 20000,
    categoryId: category.id,
    recipe: [{ stockItemId: flour.id, quantityUsed: 120 }],
  });
  unitCogs = crepe.cogs;

  paid = await place({ items: [{ productId: crepe.id, quantity: 2 }] });
  await moveTo(paid, ORDER_STATUS.Preparing);
  await moveTo(paid, ORDER_STATUS.Ready);
  const finalized = await finalize(paid, 100000);
  expect(finalized.statusCode, finalized.body).toBe(200);
  paid = finalized.json().data;

  const cancelled = await place({ items: [{ productId: crepe.id, quantity: 5 }] });
  expect((await moveTo(cancelled, ORDER_STATUS.Cancelled)).statusCode).toBe(200);
  await place({ items: [{ productId: crepe.id, quantity: 1 }] });

  [{ id: categoryId }] = await db().insert(expenseCategories).values({ name: "Listrik Laporan" }).returning();
  await db()
    .insert(expenses)
    .values([
      { categoryId, amount: 15000, date: today },
      // The day before the month began: never in this month's figures.
      { categoryId, amount: 999000, date: addDays(month.startDate, -1) },
    ]);
});

describe("profit and loss", () => {
  it("counts the Completed order's total and snapshotted cost, and the range's expenses", async () => {
    const response = await manager.get(`/api/reports/profit-loss?${range(today, today)}`);
    expect(response.statusCode, response.body).toBe(200);
    const cogs = Math.round(unitCogs * 2);
    expect(unitCogs).toBe(3000);
    expect(response.json().summary).toEqual({
      grossRevenue: paid.totalAmount,
      refunds: 0,
      totalRevenue: paid.totalAmount,
      totalCOGS: cogs,
      grossProfit: paid.totalAmount - cogs,
      platformCommission: 0,
      totalExpenses: 15000,
      netProfit: paid.totalAmount - cogs - 15000,
    });
    // 2 × Rp 20.000, Rp 2.000 packaging, 11 % tax of both.
    expect(paid.totalAmount).toBe(46620);
  });

  it("keeps a later change of the recipe cost out of past sales", async () => {
    await db().update(products).set({ cogs: 1 });
    await db().update(stockItems).set({ cost: 1 });
    const response = await admin.get(`/api/reports/profit-loss?${range(today, today)}`);
    expect(response.json().summary.totalCOGS).toBe(6000);
  });

  it("asks for both dates, in order, and is for the finance roles only", async () => {
    const missing = await admin.get(`/api/reports/profit-loss?startDate=${today}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Silakan pilih tanggal mulai dan tanggal akhir.");
    const backwards = await admin.get(`/api/reports/sales?${range(today, addDays(today, -1))}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe("Tanggal mulai tidak boleh setelah tanggal akhir.");
    const huge = await admin.get(`/api/reports/sales?${range("0001-01-01", "9999-12-31")}`);
    expect(huge.statusCode).toBe(400);
    for (const path of ["profit-loss", "sales", "tax"]) {
      expect((await staff.get(`/api/reports/${path}?${range(today, today)}`)).statusCode).toBe(403);
      expect((await clients.cashier.get(`/api/reports/${path}?${range(today, today)}`)).statusCode).toBe(403);
      expect((await ctx.client().get(`/api/reports/${path}?${range(today, today)}`)).statusCode).toBe(401);
    }
  });
});

describe("the sales report", () => {
  it("totals the Completed orders, ranks the products and lists every day of the range", async () => {
    const start = addDays(today, -2);
    const response = await admin.get(`/api/reports/sales?${range(start, today)}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.summary).toEqual(noRefunds(paid.totalAmount, 1));
    expect(report.topProducts).toEqual([{ _id: "Crepes Laporan", totalQuantitySold: 2, totalRevenueFromItem: 40000 }]);
    expect(report.daily).toEqual([
      { date: start, revenue: 0, orders: 0 },
      { date: addDays(today, -1), revenue: 0, orders: 0 },
      { date: today, revenue: paid.totalAmount, orders: 1 },
    ]);
  });
});

/** A sales summary with no refunded sale in its range: gross = net. */
const noRefunds = (revenue: number, orders: number) => ({
  grossRevenue: revenue,
  refunds: 0,
  totalRevenue: revenue,
  totalOrders: orders,
  refundedOrders: 0,
});

/** PBJT figures with no refunded sale: gross = net. */
const noTaxRefunds = (orders: number, taxBase: number, tax: number) => ({
  orders,
  refundedOrders: 0,
  grossTaxBase: taxBase,
  refundedTaxBase: 0,
  taxBase,
  grossTax: tax,
  refundedTax: 0,
  tax,
});

describe("the dashboard", () => {
  it("shows today's takings, this month's expenses, the week and today's orders", async () => {
    const response = await manager.get("/api/reports/dashboard-summary");
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({
      todayRevenue: paid.totalAmount,
      // The Completed order the revenue counts; the one still open is apart, the cancelled one nowhere.
      todayOrders: 1,
      openOrders: 1,
      monthlyRevenue: paid.totalAmount,
      monthlyExpenses: 15000,
      topSellingProducts: { labels: ["Crepes Laporan"], data: [2] },
    });
    expect(summary.salesOverTime.labels).toEqual([6, 5, 4, 3, 2, 1, 0].map((back) => addDays(today, -back)));
    expect(summary.salesOverTime.data).toEqual([0, 0, 0, 0, 0, 0, paid.totalAmount]);
    expect(summary.recentOrders).toHaveLength(3);
    expect(summary.recentOrders.find((o: { _id: string }) => o._id === paid._id)).toMatchObject({
      orderId: paid.orderId,
      status: ORDER_STATUS.Completed,
      totalAmount: paid.totalAmount,
      servedBy: paid.waiter?.name,
    });
    expect((await ctx.client().get("/api/reports/dashboard-summary")).statusCode).toBe(401);
  });

  it("answers staff without the month's expenses (a KEUANGAN figure), admins with them", async () => {
    const forStaff = await staff.get("/api/reports/dashboard-summary");
    expect(forStaff.statusCode).toBe(200);
    expect(forStaff.json()).not.toHaveProperty("monthlyExpenses");
    expect(forStaff.json()).toMatchObject({ todayRevenue: paid.totalAmount, monthlyRevenue: paid.totalAmount });
    expect((await admin.get("/api/reports/dashboard-summary")).json()).toMatchObject({ monthlyExpenses: 15000 });
  });
});

describe("the daily rollups", () => {
  it("equal what a rebuild from the orders gives", async () => {
    const kept = {
      sales: await db().select().from(dailySales),
      products: await db().select().from(dailyProductSales),
    };
    await rebuildSalesRollups(db(), ctx.env.BUSINESS_TIMEZONE);
    expect(await db().select().from(dailySales)).toEqual(kept.sales);
    expect(await db().select().from(dailyProductSales)).toEqual(kept.products);
  });
});

describe("the tax report", () => {
  it("lists per outlet the orders, taxable base and tax of the month, on Jakarta days", async () => {
    const bandung = await createLocation(db(), { name: "Uji Bandung" });
    const bogor = await createLocation(db(), { name: "Uji Bogor" });
    const completed = (locationId: string, completedAt: string, subTotal: number, taxRate: number) =>
      createOrder(db(), {
        locationId,
        status: ORDER_STATUS.Completed,
        completedAt: new Date(completedAt),
        subTotal,
        taxRate,
        tax: Math.round((subTotal * taxRate) / 100),
        totalAmount: subTotal + Math.round((subTotal * taxRate) / 100),
      });
    // 23:59:59.999 WIB on 31 October: October. 00:00 WIB on 1 November: not October.
    await completed(bandung.id, "2025-10-31T16:59:59.999Z", 100000, 10);
    await completed(bandung.id, "2025-10-01T00:00:00.000Z", 50000, 10);
    await completed(bogor.id, "2025-10-15T05:00:00.000Z", 80000, 5);
    await completed(bogor.id, "2025-10-31T17:00:00.000Z", 70000, 5);
    await createOrder(db(), { locationId: bogor.id, status: ORDER_STATUS.Cancelled, subTotal: 90000, tax: 4500 });
    await rebuildSalesRollups(db(), ctx.env.BUSINESS_TIMEZONE);

    const response = await admin.get(`/api/reports/tax?${range("2025-10-01", "2025-10-31")}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      rows: [
        { locationId: bandung.id, location: "Uji Bandung", ...noTaxRefunds(2, 150000, 15000) },
        { locationId: bogor.id, location: "Uji Bogor", ...noTaxRefunds(1, 80000, 4000) },
      ],
      total: noTaxRefunds(3, 230000, 19000),
    });
    const november = await admin.get(`/api/reports/sales?${range("2025-11-01", "2025-11-30")}`);
    expect(november.json().summary).toEqual(noRefunds(73500, 1));
  });
});

// Last in the file: it adds orders to today's trading.
describe("the dashboard and the sales report on the same day", () => {
  it("counts today's orders exactly as the sales report's 'Total Pesanan' does, next to the same revenue", async () => {
    // By hand: two more Completed today (Rp 20.000 + Rp 2.000 packaging, 11 % tax each), one more open.
    const [crepe] = await db().select().from(products).where(eq(products.name, "Crepes Laporan"));
    const more = [await place({ items: [{ productId: crepe.id, quantity: 1 }] })];
    more.push(await place({ items: [{ productId: crepe.id, quantity: 1 }] }));
    for (const order of more) {
      await moveTo(order, ORDER_STATUS.Preparing);
      await moveTo(order, ORDER_STATUS.Ready);
      expect((await finalize(order, 100000)).statusCode).toBe(200);
    }
    await place({ items: [{ productId: crepe.id, quantity: 1 }] });

    const dashboard = (await manager.get("/api/reports/dashboard-summary")).json();
    const sales = (await manager.get(`/api/reports/sales?${range(today, today)}`)).json();
    // 46.620 + 2 × (20.000 + 2.000) × 1,11 = 46.620 + 2 × 24.420.
    const revenue = 46620 + 2 * 24420;
    expect(sales.summary).toEqual(noRefunds(revenue, 3));
    expect(dashboard).toMatchObject({ todayRevenue: revenue, todayOrders: 3, openOrders: 2 });
  });
});
