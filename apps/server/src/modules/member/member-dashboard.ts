import { type MemberDashboard, NO_STOCK_REQUEST_LABEL, ORDER_STATUS, todayKey } from "@kedai/shared";
import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { type customers, orders } from "../../db/schema";
import { startOfDay } from "../../lib/business-day";
import { latestStockRequestStatus } from "../stock-requests/stock-requests.service";

type Member = typeof customers.$inferSelect;

/** "YYYY-MM-01" of this month and of the next, in the business time zone. */
function monthBounds(timeZone: string): { first: string; next: string } {
  const [year, month] = todayKey(timeZone).split("-").map(Number);
  const key = (y: number, m: number) => `${y}-${String(m).padStart(2, "0")}-01`;
  return { first: key(year, month), next: month === 12 ? key(year + 1, 1) : key(year, month + 1) };
}

/**
 * The member's outlet this month: revenue and count of the Completed orders of the location the
 * member is linked to, by completion time (docs/business-rules.md#revenue); 0 with no location
 * linked. Plus the status of their latest stock request.
 */
export async function memberDashboard(db: DbOrTx, member: Member, timeZone: string): Promise<MemberDashboard> {
  const lastStatus = (await latestStockRequestStatus(db, member.id)) ?? NO_STOCK_REQUEST_LABEL;
  if (!member.locationId) return { monthlyRevenue: 0, monthlyOrders: 0, lastStockRequestStatus: lastStatus };
  const { first, next } = monthBounds(timeZone);
  const [sales] = await db
    .select({ revenue: sql<string>`coalesce(sum(${orders.totalAmount}), 0)`, orders: count() })
    .from(orders)
    .where(
      and(
        eq(orders.status, ORDER_STATUS.Completed),
        eq(orders.locationId, member.locationId),
        gte(orders.completedAt, startOfDay(first, timeZone)),
        lt(orders.completedAt, startOfDay(next, timeZone)),
      ),
    );
  return { monthlyRevenue: Number(sales.revenue), monthlyOrders: sales.orders, lastStockRequestStatus: lastStatus };
}
