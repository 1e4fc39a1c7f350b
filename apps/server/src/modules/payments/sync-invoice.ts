import { INVOICE_STATUS, ORDER_STATUS, PAYMENT_STATUS, REFUND_METHOD } from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Tx } from "../../db/client";
import { orders, paymentInvoices } from "../../db/schema";
import { statusTargetOf } from "../../db/status-columns";
import { AppError } from "../../lib/app-error";
import { changeStatus } from "../../lib/status-change";
import { cancelOrder } from "../orders/cancel-order";
import { markOrderPaid, paymentTarget } from "../orders/mark-order-paid";
import type { HistoryActor } from "../orders/order-status-change";
import { refundLatePayment } from "../refunds/late-payment";
import type { StartedRefund } from "../refunds/start-refund";
import { askXenditForRefund } from "../refunds/xendit-refund";
import type { PaymentGateway } from "./payment-gateway";

/** How the order history names changes the payment gateway caused. */
export const GATEWAY_ACTOR: HistoryActor = { id: null, fullName: "Xendit" };

/** An invoice moves along `invoiceStatusMachine`: a replayed or late answer cannot move it backwards. */
const invoiceTarget = statusTargetOf(paymentInvoices, "tagihan");

/** `refunded`: the order had been cancelled before its money came; the money goes back (refundLatePayment). */
export type SyncOutcome = "unknown" | "unchanged" | "paid" | "expired" | "refunded";

/**
 * Who settles an invoice: where it logs (a request's or a job's). A paid order's kitchen ticket
 * follows from its order event (the print subscriber, docs/decisions/0047-one-print-policy.md).
 */
export type InvoiceSync = { log: FastifyBaseLogger };

export const invoiceSyncOf = (log: FastifyBaseLogger): InvoiceSync => ({ log });

/**
 * Brings one invoice and its order in line with what Xendit says now (docs/business-rules.md#payments).
 * Whatever told us to look (a callback, the expiry job, the success page) is only a pointer: the
 * invoice is re-read from Xendit and checked against the order before anything changes. Safe to
 * run any number of times, also at once: the invoice row is locked and every change is conditional,
 * so one payment is applied once. An invoice the shop never opened is "unknown" and changes nothing.
 */
export async function syncInvoice(
  db: Database,
  gateway: PaymentGateway,
  xenditInvoiceId: string,
  { log }: InvoiceSync,
): Promise<SyncOutcome> {
  const [known] = await db
    .select({ id: paymentInvoices.id })
    .from(paymentInvoices)
    .where(eq(paymentInvoices.xenditInvoiceId, xenditInvoiceId))
    .limit(1);
  if (!known) return "unknown";
  const invoice = await gateway.getInvoice(xenditInvoiceId);
  if (!invoice) {
    log.warn({ xenditInvoiceId }, "Xendit does not know an invoice the shop opened");
    return "unchanged";
  }

  // Set inside the transaction (the declared type keeps TypeScript from narrowing it to null).
  let lateRefund = null as StartedRefund | null;
  const outcome = await db.transaction(async (tx): Promise<SyncOutcome> => {
    const [stored] = await tx
      .select()
      .from(paymentInvoices)
      .where(eq(paymentInvoices.id, known.id))
      .for("update")
      .limit(1);
    const [order] = await tx.select().from(orders).where(eq(orders.id, stored.orderId)).for("update").limit(1);
    if (
      invoice.externalId !== order.orderId ||
      invoice.amount !== stored.amount ||
      stored.amount !== order.totalAmount
    ) {
      log.error(
        {
          xenditInvoiceId,
          externalId: invoice.externalId,
          amount: invoice.amount,
          orderId: order.orderId,
          orderTotal: order.totalAmount,
        },
        "Xendit invoice does not match its order: refused",
      );
      throw new AppError("CONFLICT", { message: "Tagihan tidak sesuai dengan pesanan." });
    }
    if (stored.status !== INVOICE_STATUS.PENDING || !invoice.status || invoice.status === INVOICE_STATUS.PENDING) {
      // Already settled here (a duplicate), or nothing new: keep Xendit's latest word where the
      // machine lets it follow (PAID → SETTLED).
      if (invoice.status && invoiceTarget.machine.canTransition(stored.status, invoice.status)) {
        await changeStatus(tx, invoiceTarget, stored.id, {
          from: stored.status,
          to: invoice.status,
          set: { rawStatus: invoice.raw },
        });
      }
      return "unchanged";
    }
    const expired = invoice.status === INVOICE_STATUS.EXPIRED;
    await changeStatus(tx, invoiceTarget, stored.id, {
      from: stored.status,
      to: invoice.status,
      set: { rawStatus: invoice.raw, paidAt: expired ? null : new Date() },
    });
    if (expired) return expireOrder(tx, order);
    const method = invoice.paymentMethod ? `Xendit ${invoice.paymentMethod}` : "Xendit";
    if (await markOrderPaid(tx, order.id, { method, amount: invoice.amount })) return "paid";
    lateRefund = await refundLatePayment(tx, order.id, { method, amount: invoice.amount }, GATEWAY_ACTOR);
    if (lateRefund) return "refunded";
    log.error({ orderId: order.orderId, xenditInvoiceId }, "paid invoice for an order already paid: refund it");
    return "unchanged";
  });
  if (lateRefund?.method === REFUND_METHOD.xendit) await askXenditForRefund(db, gateway, lateRefund.id, log);
  return outcome;
}

type OrderRow = typeof orders.$inferSelect;

/** An unpaid order whose invoice expired is cancelled, giving back its stock, table and points. */
async function expireOrder(tx: Tx, order: OrderRow): Promise<SyncOutcome> {
  if (order.paymentStatus !== PAYMENT_STATUS.Pending || order.status === ORDER_STATUS.Cancelled) return "unchanged";
  await changeStatus(tx, paymentTarget, order.id, { from: order.paymentStatus, to: PAYMENT_STATUS.Expired });
  await cancelOrder(tx, order, GATEWAY_ACTOR);
  return "expired";
}
