import type { OrderRefund } from "@kedai/shared";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { refunds } from "../../db/schema";

type RefundRow = typeof refunds.$inferSelect;

/** A refund as staff and the order's customer read it. */
export const toOrderRefund = (row: RefundRow): OrderRefund => ({
  _id: row.id,
  amount: row.amount,
  method: row.method,
  status: row.status,
  destination: row.destination,
  reference: row.reference,
  requestedBy: row.requestedByName,
  recordedBy: row.recordedByName,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

/** The refunds of these orders, by order id (an order has at most one). */
export async function refundsOfOrders(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderRefund>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(refunds).where(inArray(refunds.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, toOrderRefund(row)]));
}
