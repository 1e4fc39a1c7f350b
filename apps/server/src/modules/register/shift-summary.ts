import {
  ORDER_STATUS,
  orderStatusMachine,
  POS_PAYMENT_METHOD,
  REFUND_METHOD,
  type RegisterOpenOrder,
  type ShiftSummary,
} from "@kedai/shared";
import { and, asc, count, eq, exists, isNotNull, ne, notInArray, or, sql } from "drizzle-orm";
import { type DbOrTx, executeRows } from "../../db/client";
import { orders, refunds } from "../../db/schema";
import { paymentShares } from "../reports/sales-rollups";

/** The shift's figures before the drawer is counted. */
export type ShiftSales = Omit<ShiftSummary, "countedCash" | "difference">;

const ofSession = (sessionId: string) => eq(orders.registerSessionId, sessionId);
const stillOpen = notInArray(orders.status, [...orderStatusMachine.final]);
const refundOf = sql`(select 1 from ${refunds} where ${refunds.orderId} = ${orders.id})`;

/**
 * The shift's figures (docs/business-rules.md#register): the money taken by payment method, cash
 * expected in the drawer (opening float + cash taken − cash refunded from it) and the orders still
 * open. Money is taken when an order is completed, or earlier when it was paid at once (a quick
 * order still cooking); a paid order cancelled later took its money all the same, and its refund
 * comes out of the drawer of whoever cancelled it (listed in `refunds`).
 * Money taken up front is the order's recorded payment (paymentDetails); a split payment's methods
 * each count their share.
 */
export async function computeShiftSales(
  db: DbOrTx,
  session: { id: string; openingBalance: number },
): Promise<ShiftSales> {
  const taken = and(
    ofSession(session.id),
    // A cancelled order's money was taken when a refund gives it back (from a drawer, maybe this one).
    or(ne(orders.status, ORDER_STATUS.Cancelled), exists(refundOf)),
    // Not paymentStatus: POS orders are created Paid before any money changes hands.
    or(eq(orders.status, ORDER_STATUS.Completed), isNotNull(orders.paymentDetails)),
  );
  // Each payment's share (a split payment counts in each of its methods, ADR 0033), and the part
  // of it Xendit confirmed.
  const byMethod = (
    await executeRows<{ method: string; total: string | number; confirmed: string | number }>(
      db,
      sql`select p.method, sum(p.share) as total,
          coalesce(sum(p.share) filter (where p.confirmed_by = 'xendit'), 0) as confirmed
        from ${orders} cross join ${paymentShares(sql`${orders}`)} p
        where ${taken} group by p.method`,
    )
  ).map((row) => ({ method: row.method, total: Number(row.total), confirmed: Number(row.confirmed) }));
  const [completed] = await db
    .select({ orders: count() })
    .from(orders)
    .where(and(ofSession(session.id), eq(orders.status, ORDER_STATUS.Completed)));
  const [open] = await db
    .select({ orders: count() })
    .from(orders)
    .where(and(ofSession(session.id), stillOpen));
  const drawerRefunds = await db
    .select({ orderId: orders.orderId, amount: refunds.amount, at: refunds.createdAt })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.registerSessionId, session.id), eq(refunds.method, REFUND_METHOD.cash)))
    .orderBy(asc(refunds.createdAt));
  const refunded = drawerRefunds.reduce((sum, refund) => sum + refund.amount, 0);
  const cashSales = byMethod.find((row) => row.method === POS_PAYMENT_METHOD.Cash)?.total ?? 0;
  const nonCashSales = Object.fromEntries(
    byMethod.filter((row) => row.method !== POS_PAYMENT_METHOD.Cash).map((row) => [row.method, row.total]),
  );
  return {
    openingBalance: session.openingBalance,
    cashSales,
    nonCashSales,
    qrisConfirmedSales: byMethod.reduce((confirmed, row) => confirmed + row.confirmed, 0),
    refunds: drawerRefunds.map((refund) => ({ ...refund, at: refund.at.toISOString() })),
    expectedCash: session.openingBalance + cashSales - refunded,
    completedOrders: completed.orders,
    openOrders: open.orders,
  };
}

/** The summary closing stores: the shift's figures against the cash counted. */
export async function computeShiftSummary(
  db: DbOrTx,
  session: { id: string; openingBalance: number },
  countedCash: number,
): Promise<ShiftSummary> {
  const sales = await computeShiftSales(db, session);
  return { ...sales, countedCash, difference: countedCash - sales.expectedCash };
}

/** The session's orders neither Completed nor Cancelled, oldest first, as the closing review lists them. */
export async function listOpenOrders(db: DbOrTx, sessionId: string): Promise<RegisterOpenOrder[]> {
  const rows = await db
    .select({
      _id: orders.id,
      orderId: orders.orderId,
      status: orders.status,
      orderType: orders.orderType,
      tableName: orders.tableName,
      paymentStatus: orders.paymentStatus,
      totalAmount: orders.totalAmount,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(ofSession(sessionId), stillOpen))
    .orderBy(asc(orders.createdAt));
  return rows.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
}
