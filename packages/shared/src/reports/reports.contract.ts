import { z } from "zod";
import { timestamp } from "../common/answers.contract";
import { dateKey } from "../common/date.contract";
import { namedValues } from "../common/named-values";
import { personAtRecord } from "../common/person-at-record";
import { ORDER_STATUSES } from "../orders/order-status";
import { lowStockByLocation, lowStockList } from "../stock/stock.contract";

/**
 * The back office's money reports. Every figure is whole rupiah. Revenue, COGS, orders sold and
 * tax collected count Completed orders only, from both channels, on the business day (business
 * time zone) they were completed: the day the money was taken. COGS is each sold item's recipe
 * cost as it was snapshotted at the sale. Expenses count on the day they were spent. A paid order
 * cancelled with a refund counts on the business day of the refund: its sale in the gross, the money
 * given back in the refunds; revenue everywhere is the net (gross − refunds), docs/business-rules.md#refunds.
 */
const rupiah = z.number().int();
const count = z.number().int().min(0);

/** A chart's series: one label per point (a day "YYYY-MM-DD", a product name) and its value. */
export const chartSeries = z.object({ labels: z.array(z.string()), data: z.array(z.number()) });
export type ChartSeries = z.infer<typeof chartSeries>;

/** A recent order as the dashboard lists it. */
export const dashboardOrder = z.object({
  _id: z.string(),
  orderId: z.string(),
  createdAt: timestamp,
  /** The order's waiter as the product's API names it (`waiter.fullName`); null without one. */
  waiter: personAtRecord.nullable(),
  /** The waiter's name, or the cashier's, or null for an online order. */
  servedBy: z.string().nullable(),
  totalAmount: rupiah,
  status: z.enum(ORDER_STATUSES),
});

/** GET /api/reports/dashboard-summary. */
export const dashboardSummary = z.object({
  /** Completed today. */
  todayRevenue: rupiah,
  /**
   * The orders `todayRevenue` counts: Completed today (business time zone), the very figure the
   * sales report's 'Total Pesanan' gives for today.
   */
  todayOrders: count,
  /** Orders open now (New, Preparing or Ready), whatever day they were placed: not yet in revenue. */
  openOrders: count,
  /** Completed this month. */
  monthlyRevenue: rupiah,
  /** Spent this month; a KEUANGAN figure, answered to the finance roles (admin, manager) only. */
  monthlyExpenses: rupiah.optional(),
  /** Revenue per day for the 7 days ending today, oldest first, days without sales at 0. */
  salesOverTime: chartSeries,
  /** The month's 5 best sellers by quantity (Completed orders). */
  topSellingProducts: chartSeries,
  /** Today's orders, newest first (at most 10). */
  recentOrders: z.array(dashboardOrder),
  /** The first 5 stock items at or below their threshold, the most short first. */
  lowStockItems: lowStockList.shape.items,
  /** How many items are low in all ("dan N bahan lainnya" = this minus the ones listed). */
  lowStockTotal: count,
  /** The same, per location: what runs low at each outlet and at head office. */
  lowStockByLocation,
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

/** GET /api/reports/profit-loss?startDate&endDate. */
export const profitLossReport = z.object({
  summary: z.object({
    /** Completed orders and refunded sales. */
    grossRevenue: rupiah,
    /** Given back for cancelled paid orders. */
    refunds: rupiah,
    /** grossRevenue − refunds */
    totalRevenue: rupiah,
    totalCOGS: rupiah,
    /** totalRevenue − totalCOGS */
    grossProfit: rupiah,
    /** What GoFood and GrabFood kept of their Completed orders: a cost, like the expenses. */
    platformCommission: rupiah,
    totalExpenses: rupiah,
    /** grossProfit − platformCommission − totalExpenses */
    netProfit: rupiah,
  }),
});
export type ProfitLossReport = z.infer<typeof profitLossReport>;

/** A product as the sales report ranks it; `_id` is the product's name as it was sold. */
export const topProductRow = z.object({
  _id: z.string(),
  totalQuantitySold: count,
  totalRevenueFromItem: rupiah,
});
export type TopProductRow = z.infer<typeof topProductRow>;

/** GET /api/reports/sales?startDate&endDate: the top 10 products and every day of the range. */
export const salesReport = z.object({
  summary: z.object({
    /** Completed orders and refunded sales. */
    grossRevenue: rupiah,
    /** Given back for cancelled paid orders. */
    refunds: rupiah,
    /** grossRevenue − refunds */
    totalRevenue: rupiah,
    /** Completed orders. */
    totalOrders: count,
    /** Paid orders cancelled with a refund in the range. */
    refundedOrders: count,
  }),
  topProducts: z.array(topProductRow),
  /** One row per day of the range, oldest first, days without sales at 0 (the chart); revenue net of refunds. */
  daily: z.array(z.object({ date: dateKey, revenue: rupiah, orders: count })),
  /**
   * The money taken per payment method, largest first: each payment's share of its order's total,
   * so a split payment counts in each of its methods (ADR 0033). A QRIS the provider confirmed
   * (`confirmedBy: 'xendit'`) is a line apart from QRIS recorded by hand. `gross` with the refunded
   * sales, `refunds` the part given back (in proportion to each payment), `amount` the net; the
   * lines add up to the summary's gross, refunds and revenue.
   */
  paymentMethods: z.array(
    z.object({
      method: z.string(),
      confirmedBy: z.enum(["xendit"]).optional(),
      gross: rupiah,
      refunds: rupiah,
      amount: rupiah,
    }),
  ),
});
export type SalesReport = z.infer<typeof salesReport>;

/** One outlet's restaurant tax (PBJT) for the range; `locationId` null = orders without an outlet. */
const taxFigures = {
  /** Completed orders. */
  orders: count,
  /** Paid orders cancelled with a refund in the range (counted on the day of the refund). */
  refundedOrders: count,
  /** What the tax was computed on: Completed orders and refunded sales. */
  grossTaxBase: rupiah,
  /** The part of the refunded sales' base given back (in proportion to each refund). */
  refundedTaxBase: rupiah,
  /** grossTaxBase − refundedTaxBase: the base the return declares. */
  taxBase: rupiah,
  grossTax: rupiah,
  refundedTax: rupiah,
  /** grossTax − refundedTax: the tax owed. */
  tax: rupiah,
};
export const taxReportRow = z.object({
  locationId: z.string().nullable(),
  location: z.string(),
  ...taxFigures,
});
export type TaxReportRow = z.infer<typeof taxReportRow>;

/** GET /api/reports/tax?startDate&endDate: per outlet, for filing the monthly return. */
export const taxReport = z.object({
  rows: z.array(taxReportRow),
  total: z.object(taxFigures),
});
export type TaxReport = z.infer<typeof taxReport>;

/**
 * Where a sale came from (docs/business-rules.md#channels-report), told apart by the order's own
 * fields: the till (`channel` pos), a guest at a table's QR code (online with a table), the own
 * storefront (every other online order), and each food platform (`platform`).
 */
export const SALES_CHANNELS = ["till", "qr-table", "storefront", "gofood", "grabfood"] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];
export const SALES_CHANNEL = namedValues(SALES_CHANNELS);
export const SALES_CHANNEL_LABELS: Record<SalesChannel, string> = {
  till: "Kasir (walk-in)",
  "qr-table": "QR Meja",
  storefront: "Toko Online",
  gofood: "GoFood",
  grabfood: "GrabFood",
};

const channelFigures = {
  /** Completed orders. */
  orders: count,
  /** Paid orders cancelled with a refund in the range (counted on the day of the refund). */
  refundedOrders: count,
  /** Completed orders and refunded sales, at the prices charged (a platform's prices for its orders). */
  gross: rupiah,
  /** Given back for cancelled paid orders. */
  refunds: rupiah,
  /** What the platform kept of its Completed orders; 0 for Kedai's own channels. */
  commission: rupiah,
  /** gross − refunds − commission: what the outlet keeps. */
  net: rupiah,
};

/**
 * GET /api/reports/channels?startDate&endDate: every channel, in the order of `SALES_CHANNELS`,
 * channels without sales at 0. The rows' gross and refunds add up to the sales report's gross and
 * refunds, their net + commission to its revenue.
 */
export const channelReport = z.object({
  rows: z.array(z.object({ channel: z.enum(SALES_CHANNELS), ...channelFigures })),
  total: z.object(channelFigures),
});
export type ChannelReport = z.infer<typeof channelReport>;
