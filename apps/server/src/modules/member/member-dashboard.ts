import { type MemberDashboard, monthRange, NO_STOCK_REQUEST_LABEL, todayKey } from "@kedai/shared";
import type { DbOrTx } from "../../db/client";
import type { customers } from "../../db/schema";
import { salesTotals } from "../reports/reports.service";
import { latestStockRequestStatus } from "../stock-requests/stock-requests.service";

type Member = typeof customers.$inferSelect;

/**
 * The member's outlet this month: revenue and count of the Completed orders of the location the
 * member is linked to, by completion day (docs/business-rules.md#revenue), read from the same daily
 * rollups as the back office's reports; 0 and `outletLinked: false` with no location linked. Plus the status of their latest
 * stock request.
 */
export async function memberDashboard(db: DbOrTx, member: Member, timeZone: string): Promise<MemberDashboard> {
  const lastStatus = (await latestStockRequestStatus(db, member.id)) ?? NO_STOCK_REQUEST_LABEL;
  if (!member.locationId) {
    return { monthlyRevenue: 0, monthlyOrders: 0, lastStockRequestStatus: lastStatus, outletLinked: false };
  }
  const sales = await salesTotals(db, monthRange(todayKey(timeZone)), timeZone, member.locationId);
  return {
    monthlyRevenue: sales.revenue,
    monthlyOrders: sales.orders,
    lastStockRequestStatus: lastStatus,
    outletLinked: true,
  };
}
