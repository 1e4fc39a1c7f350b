import { ORDER_STATUS, QRIS_STATUS, REFUND_METHOD } from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { orders, qrisPayments } from "../../db/schema";
import { statusTargetOf } from "../../db/status-columns";
import { AppError } from "../../lib/app-error";
import { changeStatus } from "../../lib/status-change";
import { finalizeOrderIn } from "../orders/finalize-order";
import { refundLatePayment } from "../refunds/late-payment";
import type { StartedRefund } from "../refunds/start-refund";
import { askXenditForRefund } from "../refunds/xendit-refund";
import type { PaymentGateway } from "./payment-gateway";
import { GATEWAY_ACTOR } from "./sync-invoice";

/** A till QR moves along its status machine (`qrisStatusMachine`), never by a status typed here. */
export const qrisTarget = statusTargetOf(qrisPayments, "QRIS");

/** `refunded`: the order had been cancelled before the QR was paid; the money goes back (refundLatePayment). */
export type QrisOutcome = "unknown" | "unchanged" | "paid" | "expired" | "refunded";

/**
 * Who settles a QR: where it logs, and the business day's zone (finalize). A sale completed by
 * QRIS prints its receipt from its order event (no drawer: no cash moved).
 */
export type QrisSync = { log: FastifyBaseLogger; timeZone: string };

export const qrisSyncOf = (log: FastifyBaseLogger, timeZone: string): QrisSync => ({ log, timeZone });

/**
 * Brings one till QR and its order in line with what Xendit says now (docs/decisions/0031-qris-at-the-till.md).
 * Whatever told us to look (the `qr.payment` callback, the cashier's screen, the demo's 'Bayar') is
 * only a pointer: the QR's payments are re-read from Xendit. A SUCCEEDED payment of the QR's amount
 * completes the order through finalize (receipt, stock, points, rollups, live event) in the same
 * transaction that marks the QR PAID; a row already PAID makes every replay "unchanged". An ACTIVE
 * QR past its expiry with no payment becomes EXPIRED and leaves the order unpaid. A QR paid after its
 * order was cancelled (Xendit cannot withdraw a code) is money taken like a late invoice: the order
 * stays cancelled, the payment is recorded and all of it is refunded (refundLatePayment), asked of
 * Xendit once the transaction has committed.
 */
export async function syncQris(
  db: Database,
  gateway: PaymentGateway,
  xenditQrId: string,
  { log, timeZone }: QrisSync,
): Promise<QrisOutcome> {
  const [known] = await db
    .select({ id: qrisPayments.id, status: qrisPayments.status })
    .from(qrisPayments)
    .where(eq(qrisPayments.xenditQrId, xenditQrId))
    .limit(1);
  if (!known) return "unknown";
  if (known.status === QRIS_STATUS.PAID) return "unchanged";
  const payments = await gateway.getQrPayments(xenditQrId);
  if (!payments) log.warn({ xenditQrId }, "Xendit does not know a QR code the shop created");
  const payment = payments?.find((p) => p.status === "SUCCEEDED");

  // Set inside the transaction (the declared type keeps TypeScript from narrowing it to null).
  let lateRefund = null as StartedRefund | null;
  const outcome = await db.transaction(async (tx): Promise<QrisOutcome> => {
    const [stored] = await tx.select().from(qrisPayments).where(eq(qrisPayments.id, known.id)).for("update").limit(1);
    if (stored.status === QRIS_STATUS.PAID) return "unchanged";
    if (!payment) {
      if (stored.status !== QRIS_STATUS.ACTIVE || stored.expiresAt.getTime() > Date.now()) return "unchanged";
      await changeStatus(tx, qrisTarget, stored.id, { from: stored.status, to: QRIS_STATUS.EXPIRED });
      return "expired";
    }
    if (payment.amount !== stored.amount) {
      log.error(
        { xenditQrId, paid: payment.amount, expected: stored.amount },
        "QRIS payment of another amount: refused",
      );
      throw new AppError("CONFLICT", { message: "Pembayaran QRIS tidak sesuai dengan tagihan." });
    }
    await changeStatus(tx, qrisTarget, stored.id, {
      from: stored.status,
      to: QRIS_STATUS.PAID,
      set: { paidAt: new Date(), rawStatus: payment.raw },
    });
    const [order] = await tx.select().from(orders).where(eq(orders.id, stored.orderId)).for("update").limit(1);
    if (order.status === ORDER_STATUS.Cancelled) {
      lateRefund = await refundLatePayment(tx, order.id, { method: "QRIS", amount: stored.amount }, GATEWAY_ACTOR);
      if (lateRefund) return "refunded";
    }
    if (order.status !== ORDER_STATUS.Ready || order.paymentDetails !== null) {
      // Paid by other means meanwhile: the customer paid twice.
      log.error({ orderId: order.orderId, xenditQrId }, "QRIS paid for an order already settled: refund it");
      return "unchanged";
    }
    const actor = stored.createdById ? { id: stored.createdById, fullName: stored.createdByName } : GATEWAY_ACTOR;
    await finalizeOrderIn(
      tx,
      actor,
      order.id,
      { paymentDetails: { method: "QRIS", amountPaid: stored.amount }, discount: stored.discount },
      timeZone,
      "xendit",
    );
    return "paid";
  });
  if (lateRefund?.method === REFUND_METHOD.xendit) await askXenditForRefund(db, gateway, lateRefund.id, log);
  return outcome;
}
