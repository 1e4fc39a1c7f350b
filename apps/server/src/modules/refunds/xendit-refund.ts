import { QRIS_STATUS, REFUND_METHOD, REFUND_STATUS, type XenditRefundCallbackBody } from "@kedai/shared";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, DbOrTx } from "../../db/client";
import { orders, paymentInvoices, qrisPayments, refunds } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { PaymentGateway } from "../payments/payment-gateway";
import { moveRefund } from "./refund-status";

/** The idempotency key of a refund's request: a retry (a lost answer, the retry job) is the same request. */
const idempotencyKeyOf = (refundId: string) => `kedai-refund-${refundId}`;

/**
 * Asks Xendit to refund an order's Xendit refund not yet accepted (docs/decisions/0049-refunds.md),
 * where the money came in: an invoice through `POST /refunds` (the invoice, the order id as
 * reference, reason CANCELLATION), a till QRIS through its QR payment's refund. Either way with the
 * refund's own idempotency key, so asking again never refunds twice. Accepted: Xendit's refund id is
 * kept and its callback finishes it (the demo's simulator has no callbacks: its refunds finish at
 * once). Refused for good (a QRIS issuer Xendit cannot refund): the refund goes by bank transfer
 * instead. Xendit unreachable: throws 503, the refund waits for the retry job.
 */
export async function requestXenditRefund(
  db: Database,
  gateway: PaymentGateway,
  refundId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const [pending] = await db
    .select({ refund: refunds, orderId: orders.orderId })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(waitingForXendit(refundId))
    .limit(1);
  if (!pending) return;
  const paidBy = await xenditPaymentOf(db, pending.refund.orderId);
  if (!paidBy) {
    log.error({ refundId }, "A Xendit refund without a payment Xendit took: nothing to ask");
    return;
  }
  const request = {
    referenceId: pending.orderId,
    amount: pending.refund.amount,
    idempotencyKey: idempotencyKeyOf(refundId),
  };
  const outcome =
    "invoiceId" in paidBy
      ? await gateway.createRefund({ ...request, invoiceId: paidBy.invoiceId })
      : await gateway.refundQrPayment({ ...request, paymentId: paidBy.qrPaymentId });
  if ("refused" in outcome) {
    log.warn({ refundId, code: outcome.refused }, "Xendit refused the refund: it goes by bank transfer");
    await db
      .update(refunds)
      .set({ method: REFUND_METHOD.transfer, failureCode: outcome.refused })
      .where(waitingForXendit(refundId));
    return;
  }
  await db.update(refunds).set({ reference: outcome.id }).where(waitingForXendit(refundId));
  if (gateway.simulated) {
    await moveRefund(db, refundId, { from: REFUND_STATUS.Diproses, to: REFUND_STATUS.Selesai });
  }
}

/**
 * How Xendit took the order's money: its paid invoice, else its paid till QR's payment (the id
 * Xendit gave the payment, kept with the QR's last status when it was settled).
 */
async function xenditPaymentOf(
  db: DbOrTx,
  orderUuid: string,
): Promise<{ invoiceId: string } | { qrPaymentId: string } | null> {
  const [invoice] = await db
    .select({ id: paymentInvoices.xenditInvoiceId })
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.orderId, orderUuid), inArray(paymentInvoices.status, ["PAID", "SETTLED"])))
    .limit(1);
  if (invoice) return { invoiceId: invoice.id };
  const [qr] = await db
    .select({ raw: qrisPayments.rawStatus })
    .from(qrisPayments)
    .where(and(eq(qrisPayments.orderId, orderUuid), eq(qrisPayments.status, QRIS_STATUS.PAID)))
    .limit(1);
  const paymentId = qr?.raw?.id;
  return typeof paymentId === "string" ? { qrPaymentId: paymentId } : null;
}

/**
 * Asks Xendit for a refund just recorded, once its transaction has committed: false when Xendit
 * could not be reached, and the refund stays Diproses for the retry job (what caused it stands).
 */
export async function askXenditForRefund(
  db: Database,
  gateway: PaymentGateway,
  refundId: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  try {
    await requestXenditRefund(db, gateway, refundId, log);
    return true;
  } catch (err) {
    log.warn({ err, refundId }, "Xendit refund not requested yet: the retry job asks again");
    return false;
  }
}

/** A Xendit refund still Diproses that Xendit has not accepted yet (no refund id). */
const waitingForXendit = (refundId: string) =>
  and(
    eq(refunds.id, refundId),
    eq(refunds.method, REFUND_METHOD.xendit),
    eq(refunds.status, REFUND_STATUS.Diproses),
    isNull(refunds.reference),
  );

/** Every Xendit refund not yet accepted (Xendit was unreachable): the retry job asks again, with the same keys. */
export async function retryXenditRefunds(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger) {
  const waiting = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.method, REFUND_METHOD.xendit),
        eq(refunds.status, REFUND_STATUS.Diproses),
        isNull(refunds.reference),
      ),
    );
  for (const { id } of waiting) await requestXenditRefund(db, gateway, id, log);
}

export type RefundCallbackOutcome = "completed" | "failed" | "unchanged" | "unknown";

/**
 * Xendit's refund callback (token already checked): the refund it names, if the shop asked for it
 * and the amount matches, becomes Selesai (SUCCEEDED) or Gagal (FAILED, then staff refund by bank
 * transfer). Idempotent: Xendit retries callbacks, and a refund already settled does not move again.
 */
export async function applyRefundCallback(
  db: Database,
  { data }: XenditRefundCallbackBody,
  log: FastifyBaseLogger,
): Promise<RefundCallbackOutcome> {
  const to =
    data.status === "SUCCEEDED" ? REFUND_STATUS.Selesai : data.status === "FAILED" ? REFUND_STATUS.Gagal : null;
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.reference, data.id), eq(refunds.method, REFUND_METHOD.xendit)))
      .for("update")
      .limit(1);
    if (!refund) return "unknown";
    if (data.amount !== undefined && data.amount !== refund.amount) {
      log.error({ refundId: refund.id, amount: data.amount }, "Xendit refund callback with another amount: refused");
      throw new AppError("CONFLICT", { message: "Jumlah refund tidak sesuai." });
    }
    if (!to || refund.status !== REFUND_STATUS.Diproses) return "unchanged";
    const failure = to === REFUND_STATUS.Gagal ? { failureCode: data.failure_code ?? "FAILED" } : {};
    await moveRefund(tx, refund.id, { from: refund.status, to }, failure);
    return to === REFUND_STATUS.Selesai ? "completed" : "failed";
  });
}
