import { ORDER_CHANNEL, ORDER_STATUS, PAYMENT_STATUS, type PaymentStatusAnswer } from "@kedai/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders, paymentInvoices } from "../../db/schema";
import { refusal } from "../../lib/app-error";
import { cancelOrder } from "../orders/cancel-order";
import { type OrderOwner, ownedOrder } from "./order-owner";
import type { PaymentGateway } from "./payment-gateway";
import { paymentStatusOf } from "./reconcile-payments";
import { type InvoiceSync, syncInvoice } from "./sync-invoice";

const NOT_CANCELLABLE =
  "Pesanan ini tidak dapat dibatalkan lagi: pembayarannya sudah diterima atau pesanan sudah diproses.";

/** An online order the customer may still call off: nothing paid, not yet in the kitchen. */
const unpaid = (order: typeof orders.$inferSelect) =>
  order.channel === ORDER_CHANNEL.online &&
  order.paymentStatus === PAYMENT_STATUS.Pending &&
  order.status === ORDER_STATUS.New;

/**
 * 'Batalkan' on the storefront's banner of an unpaid order (ADR 0050): its owner calls it off. A
 * live Xendit invoice is expired at Xendit first and settled as its expiry would be (if it was paid
 * meanwhile, the payment stands and the cancel is refused); an order with no invoice (a transfer
 * not yet confirmed, an invoice that never opened) is cancelled here, its stock, table and points
 * given back. Answers the payment as the confirmation page shows it.
 */
export async function cancelUnpaidOrder(
  db: Database,
  gateway: PaymentGateway | null,
  owner: OrderOwner,
  sync: InvoiceSync,
): Promise<PaymentStatusAnswer> {
  const order = await ownedOrder(db, owner);
  if (!unpaid(order)) throw refusal("NOT_AWAITING_PAYMENT", NOT_CANCELLABLE);
  const live = await db
    .select({ xenditInvoiceId: paymentInvoices.xenditInvoiceId })
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.orderId, order.id), eq(paymentInvoices.status, "PENDING")));
  if (live.length > 0 && gateway) {
    for (const { xenditInvoiceId } of live) {
      // Refused by Xendit when it was paid just now: the settling below finds it paid.
      await gateway
        .expireInvoice(xenditInvoiceId)
        .catch((err) => sync.log.warn({ err, xenditInvoiceId }, "could not expire the invoice of a cancelled order"));
      await syncInvoice(db, gateway, xenditInvoiceId, sync);
    }
  }
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update").limit(1);
    if (locked.status === ORDER_STATUS.Cancelled) return;
    if (!unpaid(locked)) throw refusal("NOT_AWAITING_PAYMENT", NOT_CANCELLABLE);
    await cancelOrder(tx, locked, { id: null, fullName: locked.customerName || "Pelanggan" });
  });
  return paymentStatusOf(db, gateway, owner, sync);
}
