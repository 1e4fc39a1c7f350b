import { ORDER_STATUS } from "@kedai/shared";
import { count, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { dailyProductSales, dailySales, orders } from "../../db/schema";

/**
 * Adds the Completed orders matching `which` (a condition on `o`, the orders table) to the daily
 * rollups. The finalize transaction adds its one order; a rebuild adds them all. Each order must be
 * added exactly once: a Completed order never changes, so the rollups only ever grow.
 *
 * The taxable base is what the restaurant tax is computed on: the food after the promo and the
 * cashier's discount, plus service and packaging (delivery and redeemed points come after tax).
 * Rows are written in key order, so two orders completed at once lock them in the same order and
 * cannot deadlock.
 */
async function addCompletedOrders(db: DbOrTx, which: SQL, timeZone: string): Promise<void> {
  const completed = sql`o.status = ${ORDER_STATUS.Completed} and ${which}`;
  const day = sql`(o.completed_at at time zone ${timeZone})::date`;
  await db.execute(sql`
    insert into daily_sales (day, location_id, orders, revenue, cogs, tax_base, tax)
    select ${day}, o.location_id, count(*), sum(o.total_amount), sum(coalesce(items.cogs, 0)),
      sum(o.sub_total - o.promo_discount - o.discount + o.service_charge + o.packaging_fee), sum(o.tax)
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
  await db.execute(sql`
    insert into daily_product_sales (day, product_name, quantity, revenue)
    select ${day}, i.name, sum(i.quantity), sum(i.final_price_per_item * i.quantity)
    from orders o join order_items i on i.order_id = o.id
    where ${completed}
    group by 1, 2
    order by 1, 2
    on conflict (day, product_name) do update set
      quantity = daily_product_sales.quantity + excluded.quantity,
      revenue = daily_product_sales.revenue + excluded.revenue`);
}

/** Called by finalize, in its transaction, once the order is Completed. */
export const addCompletedOrderToRollups = (tx: DbOrTx, orderId: string, timeZone: string) =>
  addCompletedOrders(tx, sql`o.id = ${orderId}`, timeZone);

/** Recomputes the rollups from every Completed order (demo seed, benchmark data, repair). */
export async function rebuildSalesRollups(db: DbOrTx, timeZone: string): Promise<void> {
  await db.delete(dailySales);
  await db.delete(dailyProductSales);
  await addCompletedOrders(db, sql`true`, timeZone);
}

/**
 * A database from before the rollups existed has Completed orders but empty rollups: fill them once
 * at start-up. Cheap when there is nothing to do (two indexed existence checks).
 */
export async function fillMissingSalesRollups(db: DbOrTx, timeZone: string): Promise<boolean> {
  const [{ rows }] = await db.select({ rows: count() }).from(dailySales);
  if (rows > 0) return false;
  const found = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.status, ORDER_STATUS.Completed))
    .limit(1);
  if (found.length === 0) return false;
  await rebuildSalesRollups(db, timeZone);
  return true;
}
