import {
  addDays,
  type DashboardSummary,
  daysBetween,
  monthRange,
  ORDER_STATUS,
  type ProfitLossReport,
  personNamed,
  type ReportRangeQuery,
  type SalesReport,
  type TaxReport,
  todayKey,
} from "@kedai/shared";
import { and, asc, between, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { dailyPaymentSales, dailyProductSales, dailySales, expenses, locations, orders } from "../../db/schema";
import { withinBusinessDays } from "../../lib/business-day";
import { listLowStock, listLowStockByLocation } from "../stock/stock.service";

/**
 * The money reports (docs/business-rules.md#revenue). Sales figures come from the daily rollups
 * finalize keeps (sales-rollups.ts), so a year costs a few hundred rows, never a year of orders;
 * today's order list and count read the orders themselves through their creation-time index.
 */

const NO_OUTLET = "Tanpa Outlet";

/** Σ of a column as a number (sums of bigint/numeric come back as text). */
const total = (column: SQL | typeof dailySales.revenue) => sql<string>`coalesce(sum(${column}), 0)`.mapWith(Number);

const salesIn = ({ startDate, endDate }: ReportRangeQuery) => between(dailySales.day, startDate, endDate);

/** Completed orders, their revenue and COGS over the range: all outlets, or the one given. */
export async function salesTotals(db: DbOrTx, range: ReportRangeQuery, locationId?: string) {
  const [row] = await db
    .select({
      revenue: total(dailySales.revenue),
      orders: total(sql`${dailySales.orders}`),
      cogs: total(sql`${dailySales.cogs}`),
    })
    .from(dailySales)
    .where(and(salesIn(range), locationId ? eq(dailySales.locationId, locationId) : undefined));
  return row;
}

async function expensesTotal(db: DbOrTx, { startDate, endDate }: ReportRangeQuery): Promise<number> {
  const [row] = await db
    .select({ amount: total(sql`${expenses.amount}`) })
    .from(expenses)
    .where(between(expenses.date, startDate, endDate));
  return row.amount;
}

/** Products by quantity sold in the range (ties by name), with the item revenue. */
function topProducts(db: DbOrTx, { startDate, endDate }: ReportRangeQuery, limit: number) {
  const quantity = total(sql`${dailyProductSales.quantity}`);
  return db
    .select({
      name: dailyProductSales.productName,
      quantity,
      revenue: total(sql`${dailyProductSales.revenue}`),
    })
    .from(dailyProductSales)
    .where(between(dailyProductSales.day, startDate, endDate))
    .groupBy(dailyProductSales.productName)
    .orderBy(desc(sql`sum(${dailyProductSales.quantity})`), asc(dailyProductSales.productName))
    .limit(limit);
}

/** Revenue and orders of each day of the range, oldest first, days without sales at 0. */
async function dailyTotals(db: DbOrTx, range: ReportRangeQuery) {
  const rows = await db
    .select({ day: dailySales.day, revenue: total(dailySales.revenue), orders: total(sql`${dailySales.orders}`) })
    .from(dailySales)
    .where(salesIn(range))
    .groupBy(dailySales.day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysBetween(range.startDate, range.endDate).map((date) => ({
    date,
    revenue: byDay.get(date)?.revenue ?? 0,
    orders: byDay.get(date)?.orders ?? 0,
  }));
}

/**
 * The money taken per payment method over the range, largest first (a split payment in each of its
 * methods; a QRIS Xendit confirmed on a line apart from QRIS recorded by hand).
 */
async function paymentMethodTotals(db: DbOrTx, { startDate, endDate }: ReportRangeQuery) {
  const amount = total(sql`${dailyPaymentSales.amount}`);
  const rows = await db
    .select({ method: dailyPaymentSales.method, confirmedBy: dailyPaymentSales.confirmedBy, amount })
    .from(dailyPaymentSales)
    .where(between(dailyPaymentSales.day, startDate, endDate))
    .groupBy(dailyPaymentSales.method, dailyPaymentSales.confirmedBy)
    .orderBy(
      desc(sql`sum(${dailyPaymentSales.amount})`),
      asc(dailyPaymentSales.method),
      asc(dailyPaymentSales.confirmedBy),
    );
  return rows.map(({ confirmedBy, ...row }) =>
    confirmedBy === "xendit" ? { ...row, confirmedBy: "xendit" as const } : row,
  );
}

/** GET /api/reports/profit-loss: gross profit = revenue − COGS; net profit = gross − expenses. */
export async function profitLossReport(db: DbOrTx, range: ReportRangeQuery): Promise<ProfitLossReport> {
  const [sales, totalExpenses] = await Promise.all([salesTotals(db, range), expensesTotal(db, range)]);
  const totalCOGS = Math.round(sales.cogs);
  const grossProfit = sales.revenue - totalCOGS;
  return {
    summary: {
      totalRevenue: sales.revenue,
      totalCOGS,
      grossProfit,
      totalExpenses,
      netProfit: grossProfit - totalExpenses,
    },
  };
}

/** GET /api/reports/sales: totals, the 10 best sellers and every day of the range. */
export async function salesReport(db: DbOrTx, range: ReportRangeQuery): Promise<SalesReport> {
  const [sales, top, daily, paymentMethods] = await Promise.all([
    salesTotals(db, range),
    topProducts(db, range, 10),
    dailyTotals(db, range),
    paymentMethodTotals(db, range),
  ]);
  return {
    summary: { totalRevenue: sales.revenue, totalOrders: sales.orders },
    topProducts: top.map((row) => ({
      _id: row.name,
      totalQuantitySold: row.quantity,
      totalRevenueFromItem: row.revenue,
    })),
    daily,
    paymentMethods,
  };
}

/** GET /api/reports/tax: per outlet, the Completed orders, their taxable base and the tax. */
export async function taxReport(db: DbOrTx, range: ReportRangeQuery): Promise<TaxReport> {
  const rows = await db
    .select({
      locationId: dailySales.locationId,
      location: locations.name,
      orders: total(sql`${dailySales.orders}`),
      taxBase: total(sql`${dailySales.taxBase}`),
      tax: total(sql`${dailySales.tax}`),
    })
    .from(dailySales)
    .leftJoin(locations, eq(locations.id, dailySales.locationId))
    .where(salesIn(range))
    .groupBy(dailySales.locationId, locations.name)
    .orderBy(asc(locations.name));
  const named = rows.map((row) => ({ ...row, location: row.location ?? NO_OUTLET }));
  return {
    rows: named,
    total: named.reduce(
      (sum, row) => ({ orders: sum.orders + row.orders, taxBase: sum.taxBase + row.taxBase, tax: sum.tax + row.tax }),
      { orders: 0, taxBase: 0, tax: 0 },
    ),
  };
}

/** Orders not yet finished or cancelled: the kitchen and the till are still working on them. */
const OPEN_STATUSES = [ORDER_STATUS.New, ORDER_STATUS.Preparing, ORDER_STATUS.Ready];

/**
 * GET /api/reports/dashboard-summary: today, this month and the last 7 days, business time zone.
 * Today's revenue and order count are the sales report's for today (salesTotals); the orders still
 * open are a count apart, never added to them.
 */
export async function dashboardSummary(db: DbOrTx, timeZone: string): Promise<DashboardSummary> {
  const today = todayKey(timeZone);
  const month = monthRange(today);
  const placedToday = and(...withinBusinessDays(orders.createdAt, { startDate: today, endDate: today }, timeZone));
  const [todaySales, monthSales, monthlyExpenses, week, top, open, recent, lowStock, lowHere] = await Promise.all([
    salesTotals(db, { startDate: today, endDate: today }),
    salesTotals(db, month),
    expensesTotal(db, month),
    dailyTotals(db, { startDate: addDays(today, -6), endDate: today }),
    topProducts(db, month, 5),
    db.select({ count: sql<number>`count(*)::int` }).from(orders).where(inArray(orders.status, OPEN_STATUSES)),
    db
      .select({
        _id: orders.id,
        orderId: orders.orderId,
        createdAt: orders.createdAt,
        waiterId: orders.waiterId,
        waiterName: orders.waiterName,
        cashierName: orders.cashierName,
        totalAmount: orders.totalAmount,
        status: orders.status,
      })
      .from(orders)
      .where(placedToday)
      .orderBy(desc(orders.createdAt))
      .limit(10),
    listLowStock(db, 5),
    listLowStockByLocation(db, 5),
  ]);
  return {
    todayRevenue: todaySales.revenue,
    // One definition with the sales report: the Completed orders today's revenue counts.
    todayOrders: todaySales.orders,
    openOrders: open[0].count,
    monthlyRevenue: monthSales.revenue,
    monthlyExpenses,
    salesOverTime: { labels: week.map((day) => day.date), data: week.map((day) => day.revenue) },
    topSellingProducts: { labels: top.map((row) => row.name), data: top.map((row) => row.quantity) },
    recentOrders: recent.map(({ waiterId, waiterName, cashierName, createdAt, ...order }) => ({
      ...order,
      createdAt: createdAt.toISOString(),
      waiter: waiterName ? personNamed(waiterId, waiterName) : null,
      servedBy: waiterName ?? cashierName ?? null,
    })),
    lowStockItems: lowStock.items,
    lowStockTotal: lowStock.total,
    lowStockByLocation: lowHere,
  };
}
