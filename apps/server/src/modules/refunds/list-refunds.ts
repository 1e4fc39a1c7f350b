import { REFUND_METHOD, REFUND_STATUS, type RefundList, type RefundListQuery } from "@kedai/shared";
import { and, asc, count, eq, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { orders, refunds } from "../../db/schema";
import { pageOffset } from "../../lib/paging";
import { sortedBy } from "../../lib/sorting";
import { toOrderRefund } from "./refund-record";

/** Waiting for staff to transfer the money back (the rule of `awaitsTransfer`, in SQL). */
const awaitingTransfer = or(
  and(eq(refunds.method, REFUND_METHOD.transfer), eq(refunds.status, REFUND_STATUS.Diproses)),
  eq(refunds.status, REFUND_STATUS.Gagal),
);

/**
 * GET /api/refunds (docs/business-rules.md#refunds): the refunds staff still have to transfer,
 * oldest first (the customer waiting longest), a page at a time, each with its order and whom to pay.
 */
export async function listRefundsAwaitingTransfer(db: DbOrTx, query: RefundListQuery): Promise<RefundList> {
  const rows = await db
    .select({
      refund: refunds,
      orderId: orders.orderId,
      customerName: orders.customerName,
      customerDetails: orders.customerDetails,
      paymentMethod: orders.paymentMethod,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(awaitingTransfer)
    .orderBy(
      ...sortedBy(query, { time: refunds.createdAt, amount: refunds.amount }, [
        asc(refunds.createdAt),
        asc(refunds.id),
      ]),
    )
    .limit(query.limit)
    .offset(pageOffset(query));
  const [{ total }] = await db.select({ total: count() }).from(refunds).where(awaitingTransfer);
  return {
    page: query.page,
    limit: query.limit,
    total,
    data: rows.map(({ refund, orderId, customerName, customerDetails, paymentMethod }) => ({
      ...toOrderRefund(refund),
      order: {
        _id: refund.orderId,
        orderId,
        customerName: customerDetails?.name || customerName,
        phone: customerDetails?.phone || null,
        paymentMethod,
      },
    })),
  };
}
