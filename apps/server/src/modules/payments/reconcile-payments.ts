import type { PaymentStatusAnswer } from "@kedai/shared";
import { INVOICE_STATUS, PAYMENT_STATUS } from "@kedai/shared";
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { paymentInvoices } from "../../db/schema";
import { tryLockJob } from "../../lib/write-guards";
import { getOrderRecord } from "../orders/order-record";
import { orderConfirmationOf } from "./order-confirmation";
import { type OrderOwner, ownedOrder } from "./order-owner";
import type { PaymentGateway } from "./payment-gateway";
import { type InvoiceSync, syncInvoice } from "./sync-invoice";

/** Invoices the expiry job settles per run, and how long before it asks Xendit about one again. */
const EXPIRY_BATCH = 50;
const RECHECK_MINUTES = 5;

/**
 * An online order's payment for the page the customer returns to. A still-Pending order is first
 * settled with Xendit, so a callback that is late or never comes does not leave it waiting; if
 * Xendit cannot be reached the stored state is answered.
 */
export async function paymentStatusOf(
  db: Database,
  gateway: PaymentGateway | null,
  owner: OrderOwner,
  sync: InvoiceSync,
): Promise<PaymentStatusAnswer> {
  const { orderId } = owner;
  // Only the one who placed it may look (a guest by the order's secret): display ids can be guessed.
  const order = await ownedOrder(db, owner);
  if (order.paymentStatus !== PAYMENT_STATUS.Pending || !gateway) return answer(db, order.id);
  const live = await db
    .select({ xenditInvoiceId: paymentInvoices.xenditInvoiceId })
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.orderId, order.id), eq(paymentInvoices.status, INVOICE_STATUS.PENDING)));
  for (const invoice of live) {
    await syncInvoice(db, gateway, invoice.xenditInvoiceId, sync).catch((err) =>
      sync.log.warn({ err, orderId }, "payment status: could not settle the invoice with Xendit"),
    );
  }
  return answer(db, order.id);
}

/** The answer: the payment and the order as the confirmation page shows them. */
async function answer(db: Database, id: string): Promise<PaymentStatusAnswer> {
  const { orderId, paymentStatus, status, ...order } = await getOrderRecord(db, id);
  return { orderId, paymentStatus, status, order: orderConfirmationOf({ ...order, paymentStatus, status }) };
}

/**
 * The scheduled expiry: Xendit may send no callback when an invoice expires, so invoices past
 * their expiry that are still PENDING here are settled with Xendit (which cancels their orders, or
 * finds them paid after all). One instance claims a batch at a time; a claimed invoice is not asked
 * about again for a few minutes, so a second instance or the next run takes others.
 */
export async function expireOverdueInvoices(db: Database, gateway: PaymentGateway, sync: InvoiceSync): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    if (!(await tryLockJob(tx, "payment-expiry"))) return [];
    const due = tx
      .select({ id: paymentInvoices.id })
      .from(paymentInvoices)
      .where(
        and(
          eq(paymentInvoices.status, INVOICE_STATUS.PENDING),
          lt(paymentInvoices.expiresAt, sql`now()`),
          or(
            isNull(paymentInvoices.lastCheckedAt),
            lt(paymentInvoices.lastCheckedAt, sql`now() - make_interval(mins => ${RECHECK_MINUTES})`),
          ),
        ),
      )
      .orderBy(asc(paymentInvoices.expiresAt))
      .limit(EXPIRY_BATCH);
    return tx
      .update(paymentInvoices)
      .set({ lastCheckedAt: new Date() })
      .where(inArray(paymentInvoices.id, due))
      .returning({ xenditInvoiceId: paymentInvoices.xenditInvoiceId });
  });
  let settled = 0;
  for (const { xenditInvoiceId } of claimed) {
    const outcome = await syncInvoice(db, gateway, xenditInvoiceId, sync).catch((err) => {
      sync.log.error({ err, xenditInvoiceId }, "payment expiry: could not settle the invoice with Xendit");
      return "unchanged" as const;
    });
    if (outcome !== "unchanged" && outcome !== "unknown") settled++;
  }
  return settled;
}
