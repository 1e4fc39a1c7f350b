import { SALES_CHANNELS } from "@kedai/shared";
import { bigint, date, integer, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { decimal, money } from "./columns";
import { locations } from "./places";

/**
 * Completed sales per business day and outlet, so a report over a year reads a few hundred rows
 * instead of every order of the year. Rows only ever grow: an order is added once, in the
 * transaction that completes it, and a Completed order never changes again. `rebuildSalesRollups`
 * recomputes both tables from the orders (the demo seed, the benchmark generator, a repair).
 */
export const dailySales = pgTable(
  "daily_sales",
  {
    /** The business day (business time zone) the orders were completed. */
    day: date("day", { mode: "string" }).notNull(),
    /** Null for orders without an outlet (one row per day all the same: nulls not distinct). An outlet with orders cannot be deleted, so neither can one with sales here. */
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "restrict" }),
    orders: integer("orders").notNull(),
    revenue: money("revenue").notNull(),
    /** Σ unit cost × quantity as snapshotted at sale; fractional until the report rounds it. */
    cogs: decimal("cogs").notNull(),
    /** What the restaurant tax was computed on, and the tax. */
    taxBase: money("tax_base").notNull(),
    tax: money("tax").notNull(),
  },
  (t) => [unique("daily_sales_day_location_key").on(t.day, t.locationId).nullsNotDistinct()],
);

/** Quantity and item revenue per business day and product name as it was sold. */
export const dailyProductSales = pgTable(
  "daily_product_sales",
  {
    day: date("day", { mode: "string" }).notNull(),
    productName: text("product_name").notNull(),
    quantity: bigint("quantity", { mode: "number" }).notNull(),
    revenue: money("revenue").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productName] })],
);

/**
 * Money taken per business day, payment method and confirmer: each payment's share of the total
 * (the money handed over less its change), so a split payment counts in each of its methods
 * (ADR 0033). `confirmed_by` is 'xendit' for a QRIS the provider confirmed, '' for a payment
 * recorded by hand (a key column, so not null).
 */
export const dailyPaymentSales = pgTable(
  "daily_payment_sales",
  {
    day: date("day", { mode: "string" }).notNull(),
    method: text("method").notNull(),
    confirmedBy: text("confirmed_by").notNull().default(""),
    amount: money("amount").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.method, t.confirmedBy] })],
);

/**
 * Completed sales per business day and sales channel (docs/business-rules.md#channels-report):
 * the walk-in till, the QR table, the own storefront, GoFood and GrabFood, with the commission the
 * platform keeps of them (0 for Kedai's own channels). Written with the other rollups.
 */
export const dailyChannelSales = pgTable(
  "daily_channel_sales",
  {
    day: date("day", { mode: "string" }).notNull(),
    channel: text("channel", { enum: SALES_CHANNELS }).notNull(),
    orders: integer("orders").notNull(),
    revenue: money("revenue").notNull(),
    commission: money("commission").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel] })],
);
