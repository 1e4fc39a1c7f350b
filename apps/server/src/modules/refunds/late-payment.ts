import { ORDER_CHANNEL, ORDER_STATUS, PAYMENT_STATUS } from "@kedai/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { orders } from "../../db/schema";
import { changeStatusIfStill } from "../../lib/status-change";
import { recordOrderEvent } from "../events/order-events";
import { paymentTarget } from "../orders/mark-order-paid";
import type { HistoryActor } from "../orders/order-status-change";
import { type StartedRefund, startRefund } from "./start-refund";

/**
 * Money that arrived for an order already cancelled and never paid (docs/business-rules.md#refunds):
 * a Xendit invoice paid after staff or the customer cancelled, a bank transfer staff confirm after
 * the cancel, a till QRIS paid after the cashier cancelled (Xendit cannot withdraw a QR code). The
 * order stays cancelled; the payment is recorded on it, and a refund of all of it is recorded at
 * once, by the same rules as cancelling a paid order (a payment Xendit's refunds serve goes back
 * through Xendit, the rest by bank transfer). In the caller's transaction, with the order locked;
 * null when the order is not a cancelled unpaid one (nothing changes). Records the order event, so
 * it is the transaction's last write.
 */
export async function refundLatePayment(
  tx: Tx,
  orderId: string,
  payment: { method: string; amount: number },
  actor: HistoryActor,
): Promise<StartedRefund | null> {
  const paymentDetails = { method: payment.method, amountPaid: payment.amount, change: 0 };
  const unpaidCancelled = and(eq(orders.status, ORDER_STATUS.Cancelled), isNull(orders.paymentDetails));
  // An online order keeps its payment Pending when cancelled unpaid: the money recorded moves it to
  // Paid. A till order's payment status is Paid from the start (no provider is waited on): only the
  // money taken is recorded, on the same condition.
  const order =
    (await changeStatusIfStill(tx, paymentTarget, orderId, {
      from: PAYMENT_STATUS.Pending,
      to: PAYMENT_STATUS.Paid,
      set: { paymentDetails },
      onlyIf: unpaidCancelled,
    })) ??
    (
      await tx
        .update(orders)
        .set({ paymentDetails, paymentMethod: payment.method })
        .where(and(eq(orders.id, orderId), eq(orders.channel, ORDER_CHANNEL.pos), unpaidCancelled))
        .returning()
    )[0];
  if (!order) return null;
  const refund = await startRefund(tx, order, actor, payment.amount);
  await recordOrderEvent(tx, { type: "status", orderId: order.id, status: ORDER_STATUS.Cancelled });
  return refund;
}
