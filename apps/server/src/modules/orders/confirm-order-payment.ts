import { ORDER_CHANNEL, ORDER_STATUS, type OrderRecord, PAYMENT_STATUS, paysThroughXendit } from "@kedai/shared";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import { refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { recordAudit } from "../audit/audit.service";
import { refundLatePayment } from "../refunds/late-payment";
import type { StaffActor } from "./finalize-order";
import { markOrderPaid } from "./mark-order-paid";
import { getOrderRecord, ORDER_NOT_FOUND } from "./order-record";

/**
 * 'Konfirmasi pembayaran' (ADR 0050): staff saw the customer's bank transfer arrive (or accepted a
 * cash-on-delivery order) and release the order to its outlet's kitchen. Only an online order that
 * waits for staff (Pending, not paid through Xendit) may be confirmed; a transfer is recorded as
 * money taken, a COD order's cash is taken on completion. A transfer that arrives after the order
 * was cancelled leaves it cancelled: the money is recorded and a refund of it by bank transfer
 * starts (refundLatePayment). Written to the audit log.
 */
export async function confirmOrderPayment(db: Database, actor: StaffActor, id: string): Promise<OrderRecord> {
  return db.transaction(async (tx) => {
    const order = await findByIdOr404(tx, orders, id, ORDER_NOT_FOUND, { forUpdate: true });
    const transfer = order.paymentMethod === "Transfer";
    const cancelled = order.status === ORDER_STATUS.Cancelled;
    const waiting =
      order.channel === ORDER_CHANNEL.online &&
      order.paymentStatus === PAYMENT_STATUS.Pending &&
      (!cancelled || transfer) &&
      !paysThroughXendit(order.paymentMethod);
    if (!waiting)
      throw refusal("NOT_AWAITING_CONFIRMATION", "Pesanan ini tidak sedang menunggu konfirmasi pembayaran.");
    await recordAudit(tx, actor, {
      action: "order.payment_confirmed",
      entityType: "order",
      entityId: order.id,
      label: order.orderId,
      before: { paymentStatus: order.paymentStatus },
      after: { paymentStatus: PAYMENT_STATUS.Paid, paymentMethod: order.paymentMethod, totalAmount: order.totalAmount },
    });
    // Its order event is the transaction's last write.
    const payment = transfer ? { method: "Transfer", amount: order.totalAmount } : null;
    if (cancelled && payment) await refundLatePayment(tx, order.id, payment, actor);
    else await markOrderPaid(tx, order.id, payment);
    return getOrderRecord(tx, order.id);
  });
}
