import { ORDER_CHANNEL, ORDER_STATUS, type OrderRecord, PAYMENT_STATUS, paysThroughXendit } from "@kedai/shared";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import { refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { recordAudit } from "../audit/audit.service";
import type { StaffActor } from "./finalize-order";
import { markOrderPaid } from "./mark-order-paid";
import { getOrderRecord, ORDER_NOT_FOUND } from "./order-record";

/**
 * 'Konfirmasi pembayaran' (ADR 0050): staff saw the customer's bank transfer arrive (or accepted a
 * cash-on-delivery order) and release the order to its outlet's kitchen. Only an online order that
 * waits for staff (Pending, not paid through Xendit, not cancelled) may be confirmed; a transfer
 * is recorded as money taken, a COD order's cash is taken on completion. Written to the audit log.
 */
export async function confirmOrderPayment(db: Database, actor: StaffActor, id: string): Promise<OrderRecord> {
  return db.transaction(async (tx) => {
    const order = await findByIdOr404(tx, orders, id, ORDER_NOT_FOUND, { forUpdate: true });
    const waiting =
      order.channel === ORDER_CHANNEL.online &&
      order.paymentStatus === PAYMENT_STATUS.Pending &&
      order.status !== ORDER_STATUS.Cancelled &&
      !paysThroughXendit(order.paymentMethod);
    if (!waiting)
      throw refusal("NOT_AWAITING_CONFIRMATION", "Pesanan ini tidak sedang menunggu konfirmasi pembayaran.");
    const transfer = order.paymentMethod === "Transfer";
    await recordAudit(tx, actor, {
      action: "order.payment_confirmed",
      entityType: "order",
      entityId: order.id,
      label: order.orderId,
      before: { paymentStatus: order.paymentStatus },
      after: { paymentStatus: PAYMENT_STATUS.Paid, paymentMethod: order.paymentMethod, totalAmount: order.totalAmount },
    });
    // Its order event is the transaction's last write.
    await markOrderPaid(tx, order.id, transfer ? { method: "Transfer", amount: order.totalAmount } : null);
    return getOrderRecord(tx, order.id);
  });
}
