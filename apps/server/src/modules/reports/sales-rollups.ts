import { ORDER_CHANNEL, ORDER_STATUS, QRIS_STATUS, SALES_CHANNEL } from "@kedai/shared";
import { and, count, eq, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  dailyChannelSales,
  dailyPaymentSales,
  dailyProductSales,
  dailySales,
  orders,
  qrisPayments,
} from "../../db/schema";

/**
 * The payments of the order `order` (an alias or table name in the caller's query) as a lateral
 * row set `(method, confirmed_by, share)`: each payment's share of the total, i.e. the money handed
 * over less its change, and who confirmed it ('xendit', or '' when recorded by hand). An order paid
 * at once has no list (`payments` null): its method took its whole total (ADR 0033). Shared by the
 * payment rollup and the shift summary.
 */
export const paymentShares = (order: SQL) => sql`lateral (
  select e->>'method' as method, coalesce(e->>'confirmedBy', '') as confirmed_by,
    (e->>'amount')::bigint - (e->>'change')::bigint as share
  from jsonb_array_elements(${order}.payments) e
  union all
  select ${order}.payment_method, coalesce(${order}.payment_details->>'confirmedBy', ''), ${order}.total_amount
  where ${order}.payments is null
)`;

/**
 * What the restaurant tax of the order `order` was computed on (docs/business-rules.md#ojol-tax):
 * the food after the promo and the cashier's discount, plus service and packaging (delivery and
 * redeemed points come after tax). A food platform's prices include the PBJT: its order's base is
 * its total less the tax inside it.
 */
export const taxableBase = (order: SQL) => sql`case when ${order}.channel = ${ORDER_CHANNEL.ojol}
  then ${order}.total_amount - ${order}.tax
  else ${order}.sub_total - ${order}.promo_discount - ${order}.discount + ${order}.service_charge + ${order}.packaging_fee end`;

/**
 * The sales channel of the order `order` (docs/business-rules.md#channels-report): its platform,
 * else the till, a table's QR code (an online order at a table), or the storefront.
 */
export const salesChannel = (order: SQL) => sql`case
  when ${order}.platform is not null then ${order}.platform
  when ${order}.channel = ${ORDER_CHANNEL.pos} then ${SALES_CHANNEL.till}
  when ${order}.table_id is not null then ${SALES_CHANNEL["qr-table"]}
  else ${SALES_CHANNEL.storefront} end`;

/** The business day an order `o` was completed on. */
const completionDay = (timeZone: string) => sql`(o.completed_at at time zone ${timeZone})::date`;

/**
 * Adds the Completed orders matching `which` (a condition on `o`, the orders table) to the daily
 * rollups. The finalize transaction adds its one order; a rebuild adds them all. Each order must be
 * added exactly once: a Completed order never changes, so the rollups only ever grow.
 *
 * Rows are written in key order, so two orders completed at once lock them in the same order and
 * cannot deadlock.
 */
async function addCompletedOrders(db: DbOrTx, which: SQL, timeZone: string): Promise<void> {
  const completed = sql`o.status = ${ORDER_STATUS.Completed} and ${which}`;
  const day = completionDay(timeZone);
  await db.execute(sql`
    insert into daily_sales (day, location_id, orders, revenue, cogs, tax_base, tax)
    select ${day}, o.location_id, count(*), sum(o.total_amount), sum(coalesce(items.cogs, 0)),
      sum(${taxableBase(sql`o`)}), sum(o.tax)
    from orders o
    left join lateral (
      select sum(i.unit_cogs * i.quantity) as cogs from order_items i where i.order_id = o.id
    ) items on true
    where ${completed}
    group by 1, 2
    order by 1, 2
    on conflict on constraint daily_sales_day_location_key do update set
      orders = daily_sales.orders + excluded.orders,
      revenue = daily_sales.revenue + excluded.revenue,
      cogs = daily_sales.cogs + excluded.cogs,
      tax_base = daily_sales.tax_base + excluded.tax_base,
      tax = daily_sales.tax + excluded.tax`);
  await addProductSales(db, completed, day, 1);
  await addPaymentShares(db, completed, day);
  await addChannelSales(db, completed, day);
}

/** The completed orders' lines per day and name sold under: added (`sign` 1) or taken out (-1). */
async function addProductSales(db: DbOrTx, completed: SQL, day: SQL, sign: 1 | -1): Promise<void> {
  await db.execute(sql`
    insert into daily_product_sales (day, product_name, quantity, revenue)
    select ${day}, i.name, ${sign} * sum(i.quantity), ${sign} * sum(i.final_price_per_item * i.quantity)
    from orders o join order_items i on i.order_id = o.id
    where ${completed}
    group by 1, 2
    order by 1, 2
    on conflict (day, product_name) do update set
      quantity = daily_product_sales.quantity + excluded.quantity,
      revenue = daily_product_sales.revenue + excluded.revenue`);
}

/** The completed orders per day and sales channel, with what the platforms kept of them. */
async function addChannelSales(db: DbOrTx, completed: SQL, day: SQL): Promise<void> {
  await db.execute(sql`
    insert into daily_channel_sales (day, channel, orders, revenue, commission)
    select ${day}, ${salesChannel(sql`o`)}, count(*), sum(o.total_amount), sum(coalesce(o.platform_commission, 0))
    from orders o
    where ${completed}
    group by 1, 2
    order by 1, 2
    on conflict (day, channel) do update set
      orders = daily_channel_sales.orders + excluded.orders,
      revenue = daily_channel_sales.revenue + excluded.revenue,
      commission = daily_channel_sales.commission + excluded.commission`);
}

/**
 * The completed orders' payment shares per day, method and confirmer (a split payment in each of
 * its methods; a QRIS Xendit confirmed apart from one recorded by hand).
 */
async function addPaymentShares(db: DbOrTx, completed: SQL, day: SQL): Promise<void> {
  await db.execute(sql`
    insert into daily_payment_sales (day, method, confirmed_by, amount)
    select ${day}, p.method, p.confirmed_by, sum(p.share)
    from orders o cross join ${paymentShares(sql`o`)} p
    where ${completed}
    group by 1, 2, 3
    order by 1, 2, 3
    on conflict (day, method, confirmed_by) do update set amount = daily_payment_sales.amount + excluded.amount`);
}

/** Called by finalize, in its transaction, once the order is Completed. */
export const addCompletedOrderToRollups = (tx: DbOrTx, orderId: string, timeZone: string) =>
  addCompletedOrders(tx, sql`o.id = ${orderId}`, timeZone);

/**
 * A Completed order's lines are changed in `change` (a food platform's line mapped to its product,
 * which gives it the product's name and recipe cost: docs/business-rules.md#ojol), in the caller's
 * transaction: the order's lines leave the day's cost of goods and product sales before, and join
 * them again after, so the rollups stay what a rebuild would make. The order's count, revenue,
 * tax, payments and channel do not change. An order not Completed is not in the rollups: only
 * `change` runs.
 */
export async function restateCompletedOrderLines(
  tx: DbOrTx,
  orderId: string,
  timeZone: string,
  change: () => Promise<void>,
): Promise<void> {
  await moveCompletedOrderLines(tx, orderId, timeZone, -1);
  await change();
  await moveCompletedOrderLines(tx, orderId, timeZone, 1);
}

async function moveCompletedOrderLines(db: DbOrTx, orderId: string, timeZone: string, sign: 1 | -1) {
  const completed = sql`o.id = ${orderId} and o.status = ${ORDER_STATUS.Completed}`;
  const day = completionDay(timeZone);
  await db.execute(sql`
    update daily_sales d set cogs = d.cogs + ${sign} * coalesce(items.cogs, 0)
    from orders o
    left join lateral (
      select sum(i.unit_cogs * i.quantity) as cogs from order_items i where i.order_id = o.id
    ) items on true
    where ${completed} and d.day = ${day} and d.location_id is not distinct from o.location_id`);
  await addProductSales(db, completed, day, sign);
  // A name no completed order of the day sells any more (the platform's name, once mapped).
  if (sign === -1)
    await db.execute(sql`
      delete from daily_product_sales p using orders o
      where ${completed} and p.day = ${day} and p.quantity = 0 and p.revenue = 0`);
}

/** Recomputes the rollups from every Completed order (demo seed, benchmark data, repair). */
export async function rebuildSalesRollups(db: DbOrTx, timeZone: string): Promise<void> {
  await db.delete(dailySales);
  await db.delete(dailyProductSales);
  await db.delete(dailyPaymentSales);
  await db.delete(dailyChannelSales);
  await addCompletedOrders(db, sql`true`, timeZone);
}

/**
 * A database from before the rollups existed has Completed orders but empty rollups: fill them once
 * at start-up; one from before the payment rollup (migration 0021) gets that one filled, one
 * from before it told Xendit-confirmed QRIS apart (migration 0025) gets it refilled, and one from
 * before the channel rollup (migration 0037) gets that one filled. Cheap when there is nothing to
 * do (a few counts and existence checks).
 */
export async function fillMissingSalesRollups(db: DbOrTx, timeZone: string): Promise<boolean> {
  const [{ rows }] = await db.select({ rows: count() }).from(dailySales);
  const found = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.status, ORDER_STATUS.Completed))
    .limit(1);
  if (found.length === 0) return false;
  if (rows === 0) {
    await rebuildSalesRollups(db, timeZone);
    return true;
  }
  const completed = sql`o.status = ${ORDER_STATUS.Completed}`;
  const [{ rows: channelRows }] = await db.select({ rows: count() }).from(dailyChannelSales);
  if (channelRows === 0) await addChannelSales(db, completed, completionDay(timeZone));
  const [{ rows: paymentRows }] = await db.select({ rows: count() }).from(dailyPaymentSales);
  if (paymentRows > 0 && !(await confirmedQrisUncounted(db))) return channelRows === 0;
  // Refilled from the orders' payments with the SQL finalize uses: each day's total is unchanged,
  // only a confirmed QRIS moves to its own line.
  await db.delete(dailyPaymentSales);
  await addPaymentShares(db, completed, completionDay(timeZone));
  return true;
}

/**
 * Whether an order Xendit's QRIS completed exists while the payment rollup has no confirmed line:
 * its rows predate migration 0025, which added the confirmer to the key with '' for every row.
 * Such an order has a PAID QR (the QR table is small; a PAID QR of an order settled otherwise is a
 * refund, not a sale).
 */
async function confirmedQrisUncounted(db: DbOrTx): Promise<boolean> {
  const confirmed = await db
    .select({ day: dailyPaymentSales.day })
    .from(dailyPaymentSales)
    .where(ne(dailyPaymentSales.confirmedBy, ""))
    .limit(1);
  if (confirmed.length > 0) return false;
  const paid = await db
    .select({ id: qrisPayments.id })
    .from(qrisPayments)
    .innerJoin(orders, eq(orders.id, qrisPayments.orderId))
    .where(and(eq(qrisPayments.status, QRIS_STATUS.PAID), sql`${orders.paymentDetails}->>'confirmedBy' = 'xendit'`))
    .limit(1);
  return paid.length > 0;
}
