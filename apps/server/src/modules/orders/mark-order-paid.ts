import { ORDER_STATUS, PAYMENT_STATUS } from "@kedai/shared";
import { ne } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { orders } from "../../db/schema";
import { statusTargetOf } from "../../db/status-columns";
import { changeStatusIfStill } from "../../lib/status-change";
import { recordOrderEvent } from "../events/order-events";

/** An order's payment status, moved only through its machine (Pending → Paid, Failed or Expired). */
export const paymentTarget = statusTargetOf(orders, "pembayaran pesanan", "paymentStatus");

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
  const paid = await changeStatusIfStill(tx, paymentTarget, orderId, {
    from: PAYMENT_STATUS.Pending,
    to: PAYMENT_STATUS.Paid,
    set: { paymentDetails: payment && { method: payment.method, amountPaid: payment.amount, change: 0 } },
    onlyIf: ne(orders.status, ORDER_STATUS.Cancelled),
  });
  if (!paid) return false;
  await recordOrderEvent(
    tx,
    { type: "status", orderId: paid.id, status: paid.status },
    { outlet: paid.locationId, print: { kind: "reached-kitchen", at: Date.now() } },
  );
  return true;
}
