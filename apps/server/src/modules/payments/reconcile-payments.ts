import type { PaymentStatusAnswer } from "@kedai/shared";
import { PAYMENT_STATUS } from "@kedai/shared";
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { orders, paymentInvoices } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { tryLockJob } from "../../lib/write-guards";
import { ORDER_NOT_FOUND } from "../orders/order-record";
import type { PaymentGateway } from "./payment-gateway";
import { syncInvoice } from "./sync-invoice";

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
  orderId: string,
  log: FastifyBaseLogger,
): Promise<PaymentStatusAnswer> {
  const read = async () => {
    const [order] = await db
      .select({ id: orders.id, orderId: orders.orderId, paymentStatus: orders.paymentStatus, status: orders.status })
      .from(orders)
      .where(eq(orders.orderId, orderId))
      .limit(1);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  };
  const order = await read();
  if (order.paymentStatus !== PAYMENT_STATUS.Pending || !gateway) return answer(order);
  const live = await db
    .select({ xenditInvoiceId: paymentInvoices.xenditInvoiceId })
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.orderId, order.id), eq(paymentInvoices.status, "PENDING")));
  for (const invoice of live) {
    await syncInvoice(db, gateway, invoice.xenditInvoiceId, log).catch((err) =>
      log.warn({ err, orderId }, "payment status: could not settle the invoice with Xendit"),
    );
  }
  return answer(await read());
}

const answer = ({ orderId, paymentStatus, status }: PaymentStatusAnswer) => ({ orderId, paymentStatus, status });

/**
 * The scheduled expiry: Xendit may send no callback when an invoice expires, so invoices past
 * their expiry that are still PENDING here are settled with Xendit (which cancels their orders, or
 * finds them paid after all). One instance claims a batch at a time; a claimed invoice is not asked
 * about again for a few minutes, so a second instance or the next run takes others.
 */
export async function expireOverdueInvoices(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    if (!(await tryLockJob(tx, "payment-expiry"))) return [];
    const due = tx
      .select({ id: paymentInvoices.id })
      .from(paymentInvoices)
      .where(
        and(
          eq(paymentInvoices.status, "PENDING"),
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
    const outcome = await syncInvoice(db, gateway, xenditInvoiceId, log).catch((err) => {
      log.error({ err, xenditInvoiceId }, "payment expiry: could not settle the invoice with Xendit");
      return "unchanged" as const;
    });
    if (outcome !== "unchanged" && outcome !== "unknown") settled++;
  }
  return settled;
}
