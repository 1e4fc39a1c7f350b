import {
  addDays,
  type ChannelReport,
  type DashboardSummary,
  daysBetween,
  monthRange,
  ORDER_STATUS,
  type ProfitLossReport,
  personNamed,
  type ReportRangeQuery,
  SALES_CHANNELS,
  type SalesChannel,
  type SalesReport,
  type TaxReport,
  todayKey,
} from "@kedai/shared";
import { and, asc, between, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  dailyChannelSales,
  dailyPaymentSales,
  dailyProductSales,
  dailySales,
  expenses,
  locations,
  orders,
} from "../../db/schema";
import { withinBusinessDays } from "../../lib/business-day";
import { listLowStock, listLowStockByLocation } from "../stock/stock.service";
import { refundedSales, refundedShares, refundedTax } from "./refunded-sales";

/**
 * The money reports (docs/business-rules.md#revenue). Sales figures come from the daily rollups
 * finalize keeps (sales-rollups.ts), so a year costs a few hundred rows, never a year of orders;
 * today's order list and count read the orders themselves through their creation-time index.
 */

const NO_OUTLET = "Tanpa Outlet";

/** Σ of a column as a number (sums of bigint/numeric come back as text). */
const total = (column: SQL | typeof dailySales.revenue) => sql<string>`coalesce(sum(${column}), 0)`.mapWith(Number);

const salesIn = ({ startDate, endDate }: ReportRangeQuery) => between(dailySales.day, startDate, endDate);

/**
 * Completed orders, their revenue and COGS over the range, all outlets or the one given, with the
 * refunded sales of the range: `grossRevenue` counts both, `refunds` what was given back, and
 * `revenue` is the net (gross − refunds), the figure every screen calls revenue.
 */
export async function salesTotals(db: DbOrTx, range: ReportRangeQuery, timeZone: string, locationId?: string) {
  const [[row], refunded] = await Promise.all([
    db
      .select({
        revenue: total(dailySales.revenue),
        orders: total(sql`${dailySales.orders}`),
        cogs: total(sql`${dailySales.cogs}`),
      })
      .from(dailySales)
      .where(and(salesIn(range), locationId ? eq(dailySales.locationId, locationId) : undefined)),
    refundedSales(db, range, timeZone, locationId),
  ]);
  const grossRevenue = row.revenue + sum(refunded, (sale) => sale.total);
  const refunds = sum(refunded, (sale) => sale.refunded);
  return {
    revenue: grossRevenue - refunds,
    grossRevenue,
    refunds,
    orders: row.orders,
    refundedOrders: refunded.length,
    cogs: row.cogs,
  };
}

const sum = <T>(rows: readonly T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0);

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

/**
 * Net revenue and Completed orders of each day of the range, oldest first, days without sales at 0:
 * a refunded sale's kept part (a whole refund nets to 0) counts on the day of its refund.
 */
async function dailyTotals(db: DbOrTx, range: ReportRangeQuery, timeZone: string) {
  const [rows, refunded] = await Promise.all([
    db
      .select({ day: dailySales.day, revenue: total(dailySales.revenue), orders: total(sql`${dailySales.orders}`) })
      .from(dailySales)
      .where(salesIn(range))
      .groupBy(dailySales.day),
    refundedSales(db, range, timeZone),
  ]);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const keptOn = (date: string) =>
    sum(
      refunded.filter((sale) => sale.day === date),
      (sale) => sale.total - sale.refunded,
    );
  return daysBetween(range.startDate, range.endDate).map((date) => ({
    date,
    revenue: (byDay.get(date)?.revenue ?? 0) + keptOn(date),
    orders: byDay.get(date)?.orders ?? 0,
  }));
}

/**
 * The money taken per payment method over the range (a split payment in each of its methods; a
 * QRIS Xendit confirmed on a line apart from QRIS recorded by hand): gross with the refunded sales,
 * the refunds in proportion to each payment, and the net (`amount`), largest net first.
 */
async function paymentMethodTotals(db: DbOrTx, range: ReportRangeQuery, timeZone: string) {
  const [rows, refunded] = await Promise.all([
    db
      .select({
        method: dailyPaymentSales.method,
        confirmedBy: dailyPaymentSales.confirmedBy,
        amount: total(sql`${dailyPaymentSales.amount}`),
      })
      .from(dailyPaymentSales)
      .where(between(dailyPaymentSales.day, range.startDate, range.endDate))
      .groupBy(dailyPaymentSales.method, dailyPaymentSales.confirmedBy),
    refundedSales(db, range, timeZone),
  ]);
  const lines = new Map<string, { method: string; confirmedBy: string; gross: number; refunds: number }>();
  const lineOf = (method: string, confirmedBy: string) => {
    const key = JSON.stringify([method, confirmedBy]);
    const line = lines.get(key) ?? { method, confirmedBy, gross: 0, refunds: 0 };
    lines.set(key, line);
    return line;
  };
  for (const row of rows) lineOf(row.method, row.confirmedBy).gross += row.amount;
  for (const sale of refunded) {
    for (const share of sale.shares) lineOf(share.method, share.confirmedBy).gross += share.share;
    for (const share of refundedShares(sale)) lineOf(share.method, share.confirmedBy).refunds += share.share;
  }
  return [...lines.values()]
    .map(({ confirmedBy, gross, refunds, method }) => ({
      method,
      ...(confirmedBy === "xendit" && { confirmedBy: "xendit" as const }),
      gross,
      refunds,
      amount: gross - refunds,
    }))
    .sort(
      (a, b) =>
        b.amount - a.amount ||
        a.method.localeCompare(b.method) ||
        (a.confirmedBy ?? "").localeCompare(b.confirmedBy ?? ""),
    );
}

/** The commission the food platforms kept of the orders completed in the range. */
async function commissionTotal(db: DbOrTx, { startDate, endDate }: ReportRangeQuery): Promise<number> {
  const [row] = await db
    .select({ commission: total(sql`${dailyChannelSales.commission}`) })
    .from(dailyChannelSales)
    .where(between(dailyChannelSales.day, startDate, endDate));
  return row.commission;
}

/**
 * GET /api/reports/profit-loss: revenue is net of refunds (gross − refunds); gross profit = revenue
 * − COGS; net profit = gross profit − the platforms' commission − expenses.
 */
export async function profitLossReport(
  db: DbOrTx,
  range: ReportRangeQuery,
  timeZone: string,
): Promise<ProfitLossReport> {
  const [sales, platformCommission, totalExpenses] = await Promise.all([
    salesTotals(db, range, timeZone),
    commissionTotal(db, range),
    expensesTotal(db, range),
  ]);
  const totalCOGS = Math.round(sales.cogs);
  const grossProfit = sales.revenue - totalCOGS;
  return {
    summary: {
      grossRevenue: sales.grossRevenue,
      refunds: sales.refunds,
      totalRevenue: sales.revenue,
      totalCOGS,
      grossProfit,
      platformCommission,
      totalExpenses,
      netProfit: grossProfit - platformCommission - totalExpenses,
    },
  };
}

const CHANNEL_FIGURES = ["orders", "refundedOrders", "gross", "refunds", "commission", "net"] as const;
type ChannelFigures = Record<(typeof CHANNEL_FIGURES)[number], number>;

/**
 * GET /api/reports/channels: per sales channel, the Completed orders of the range and the refunded
 * sales (on the day of the refund, as the sales report counts them), the commission the platform
 * kept of its Completed orders, and the net the outlet keeps (gross − refunds − commission).
 */
export async function channelReport(db: DbOrTx, range: ReportRangeQuery, timeZone: string): Promise<ChannelReport> {
  const [rows, refunded] = await Promise.all([
    db
      .select({
        channel: dailyChannelSales.channel,
        orders: total(sql`${dailyChannelSales.orders}`),
        revenue: total(sql`${dailyChannelSales.revenue}`),
        commission: total(sql`${dailyChannelSales.commission}`),
      })
      .from(dailyChannelSales)
      .where(between(dailyChannelSales.day, range.startDate, range.endDate))
      .groupBy(dailyChannelSales.channel),
    refundedSales(db, range, timeZone),
  ]);
  const figures = new Map<SalesChannel, ChannelFigures>(
    SALES_CHANNELS.map((channel) => [
      channel,
      Object.fromEntries(CHANNEL_FIGURES.map((key) => [key, 0])) as ChannelFigures,
    ]),
  );
  for (const row of rows) {
    const line = figures.get(row.channel)!;
    line.orders += row.orders;
    line.gross += row.revenue;
    line.commission += row.commission;
  }
  for (const sale of refunded) {
    const line = figures.get(sale.channel)!;
    line.refundedOrders += 1;
    line.gross += sale.total;
    line.refunds += sale.refunded;
  }
  const lines = SALES_CHANNELS.map((channel) => {
    const line = figures.get(channel)!;
    return { channel, ...line, net: line.gross - line.refunds - line.commission };
  });
  return {
    rows: lines,
    total: Object.fromEntries(CHANNEL_FIGURES.map((key) => [key, sum(lines, (line) => line[key])])) as ChannelFigures,
  };
}

/** GET /api/reports/sales: totals (gross, refunds, net), the 10 best sellers and every day of the range. */
export async function salesReport(db: DbOrTx, range: ReportRangeQuery, timeZone: string): Promise<SalesReport> {
  const [sales, top, daily, paymentMethods] = await Promise.all([
    salesTotals(db, range, timeZone),
    topProducts(db, range, 10),
    dailyTotals(db, range, timeZone),
    paymentMethodTotals(db, range, timeZone),
  ]);
  return {
    summary: {
      grossRevenue: sales.grossRevenue,
      refunds: sales.refunds,
      totalRevenue: sales.revenue,
      totalOrders: sales.orders,
      refundedOrders: sales.refundedOrders,
    },
    topProducts: top.map((row) => ({
      _id: row.name,
      totalQuantitySold: row.quantity,
      totalRevenueFromItem: row.revenue,
    })),
    daily,
    paymentMethods,
  };
}

const TAX_FIGURES = [
  "orders",
  "refundedOrders",
  "grossTaxBase",
  "refundedTaxBase",
  "taxBase",
  "grossTax",
  "refundedTax",
  "tax",
] as const;
type TaxFigures = Record<(typeof TAX_FIGURES)[number], number>;

/**
 * GET /api/reports/tax: per outlet, the Completed orders and the refunded sales of the range (on the
 * day of the refund), the taxable base and tax of both (gross), the part given back with the refunds,
 * and what remains (net: `taxBase`, `tax`).
 */
export async function taxReport(db: DbOrTx, range: ReportRangeQuery, timeZone: string): Promise<TaxReport> {
  const [rows, refunded, outlets] = await Promise.all([
    db
      .select({
        locationId: dailySales.locationId,
        orders: total(sql`${dailySales.orders}`),
        taxBase: total(sql`${dailySales.taxBase}`),
        tax: total(sql`${dailySales.tax}`),
      })
      .from(dailySales)
      .where(salesIn(range))
      .groupBy(dailySales.locationId),
    refundedSales(db, range, timeZone),
    db.select({ id: locations.id, name: locations.name }).from(locations),
  ]);
  const perOutlet = new Map<string | null, TaxFigures>();
  const figuresOf = (locationId: string | null) => {
    const figures = perOutlet.get(locationId) ?? (Object.fromEntries(TAX_FIGURES.map((key) => [key, 0])) as TaxFigures);
    perOutlet.set(locationId, figures);
    return figures;
  };
  for (const row of rows) {
    const figures = figuresOf(row.locationId);
    figures.orders += row.orders;
    figures.grossTaxBase += row.taxBase;
    figures.grossTax += row.tax;
  }
  for (const sale of refunded) {
    const figures = figuresOf(sale.locationId);
    const back = refundedTax(sale);
    figures.refundedOrders += 1;
    figures.grossTaxBase += sale.taxBase;
    figures.grossTax += sale.tax;
    figures.refundedTaxBase += back.taxBase;
    figures.refundedTax += back.tax;
  }
  const names = new Map(outlets.map((outlet) => [outlet.id, outlet.name]));
  const named = [...perOutlet.entries()]
    .map(([locationId, figures]) => ({
      locationId,
      location: (locationId && names.get(locationId)) || NO_OUTLET,
      ...figures,
      taxBase: figures.grossTaxBase - figures.refundedTaxBase,
      tax: figures.grossTax - figures.refundedTax,
    }))
    .sort((a, b) => a.location.localeCompare(b.location));
  const totals = Object.fromEntries(TAX_FIGURES.map((key) => [key, sum(named, (row) => row[key])])) as TaxFigures;
  return { rows: named, total: totals };
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
    salesTotals(db, { startDate: today, endDate: today }, timeZone),
    salesTotals(db, month, timeZone),
    expensesTotal(db, month),
    dailyTotals(db, { startDate: addDays(today, -6), endDate: today }, timeZone),
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
