import { ORDER_STATUS, orderStatusMachine, POS_PAYMENT_METHOD, type ShiftSummary } from "@kedai/shared";
import { and, count, eq, notInArray, sum } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { orders } from "../../db/schema";

/**
 * The shift's figures (docs/business-rules.md#register): Completed orders' totals by payment
 * method, cash expected in the drawer (opening float + cash sales) against the cash counted, and
 * the orders still open.
 */
export async function computeShiftSummary(
  db: DbOrTx,
  session: { id: string; openingBalance: number },
  countedCash: number,
): Promise<ShiftSummary> {
  const byMethod = await db
    .select({ method: orders.paymentMethod, total: sum(orders.totalAmount).mapWith(Number), orders: count() })
    .from(orders)
    .where(and(eq(orders.registerSessionId, session.id), eq(orders.status, ORDER_STATUS.Completed)))
    .groupBy(orders.paymentMethod);
  const [open] = await db
    .select({ orders: count() })
    .from(orders)
    .where(and(eq(orders.registerSessionId, session.id), notInArray(orders.status, [...orderStatusMachine.final])));

  const cashSales = byMethod.find((row) => row.method === POS_PAYMENT_METHOD.Cash)?.total ?? 0;
  const nonCashSales = Object.fromEntries(
    byMethod.filter((row) => row.method !== POS_PAYMENT_METHOD.Cash).map((row) => [row.method, row.total]),
  );
  const expectedCash = session.openingBalance + cashSales;
  return {
    openingBalance: session.openingBalance,
    cashSales,
    nonCashSales,
    expectedCash,
    countedCash,
    difference: countedCash - expectedCash,
    completedOrders: byMethod.reduce((total, row) => total + row.orders, 0),
    openOrders: open.orders,
  };
}
