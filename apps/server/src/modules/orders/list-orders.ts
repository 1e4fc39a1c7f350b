import type { MyOrdersQuery, ORDER_SORT_KEYS, OrderList, OrderListQuery, PageQuery, SortQuery } from "@kedai/shared";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { orders } from "../../db/schema";
import { withinBusinessDays } from "../../lib/business-day";
import { pageOffset } from "../../lib/paging";
import { containsInsensitive } from "../../lib/search";
import { sortedBy } from "../../lib/sorting";
import { orderRecords, selectOrders } from "./order-record";

/**
 * Orders matching the filters, newest first, a page at a time (docs/business-rules.md#lists).
 * `from`/`to` are whole days in the business time zone, `to` included to its last millisecond.
 */
export async function listOrders(db: DbOrTx, query: OrderListQuery, timeZone: string): Promise<OrderList> {
  const conditions: (SQL | undefined)[] = [
    query.status?.length ? inArray(orders.status, query.status) : undefined,
    query.type ? eq(orders.orderType, query.type) : undefined,
    query.paymentStatus ? eq(orders.paymentStatus, query.paymentStatus) : undefined,
    ...withinBusinessDays(orders.createdAt, { startDate: query.from, endDate: query.to }, timeZone),
    containsInsensitive([orders.orderId, orders.customerName, orders.waiterName, orders.tableName], query.search),
  ];
  return pageOfOrders(db, and(...conditions), query);
}

/** GET /api/orders/my: the signed-in customer's own orders, newest first, a page at a time. */
export const listCustomerOrders = (db: DbOrTx, customerId: string, query: MyOrdersQuery) =>
  pageOfOrders(db, eq(orders.customerId, customerId), query);

/** One page of the orders `where` picks, newest first unless `query` sorts them otherwise. */
export async function pageOfOrders(
  db: DbOrTx,
  where: SQL | undefined,
  query: PageQuery & SortQuery<(typeof ORDER_SORT_KEYS)[number]>,
): Promise<OrderList> {
  const [rows, [{ total }]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(
        ...sortedBy(query, { time: orders.createdAt, total: orders.totalAmount }, [
          desc(orders.createdAt),
          desc(orders.orderId),
        ]),
      )
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { data: await orderRecords(db, rows), page: query.page, limit: query.limit, total };
}
