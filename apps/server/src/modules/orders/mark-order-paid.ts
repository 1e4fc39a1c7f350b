import { ORDER_STATUS, PAYMENT_STATUS } from "@kedai/shared";
import { and, eq, ne } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { orders } from "../../db/schema";
import { recordOrderEvent } from "../events/order-events";

/**
 * Marks a Pending online order Paid, in the caller's transaction, and tells the kitchen (a Pending
 * order is not cooked until paid). Compare-and-set on the payment status: a second call for the
 * same payment changes nothing and answers false. A cancelled order is never marked paid.
 * Records the order event, so it is the transaction's last write. `payment` null: staff release an
 * order paid on delivery (COD) to the kitchen; its money is taken when it is completed.
 */
export async function markOrderPaid(
  tx: Tx,
  orderId: string,
  payment: { method: string; amount: number } | null,
): Promise<boolean> {
  const [paid] = await tx
    .update(orders)
    .set({
      paymentStatus: PAYMENT_STATUS.Paid,
      paymentDetails: payment && { method: payment.method, amountPaid: payment.amount, change: 0 },
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.paymentStatus, PAYMENT_STATUS.Pending),
        ne(orders.status, ORDER_STATUS.Cancelled),
      ),
    )
    .returning({ id: orders.id, status: orders.status, locationId: orders.locationId });
  if (!paid) return false;
  await recordOrderEvent(
    tx,
    { type: "status", orderId: paid.id, status: paid.status },
    { outlet: paid.locationId, print: { kind: "reached-kitchen", at: Date.now() } },
  );
  return true;
}
