import { randomUUID } from "node:crypto";
import { canFinalizeOrder, ORDER_CHANNEL, QRIS_STATUS, type QrisAnswer, type QrisBody } from "@kedai/shared";
import { desc, eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { orders, qrisPayments } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { changeStatusIfStill } from "../../lib/status-change";
import { discountApproval, paymentTotals } from "../orders/finalize-order";
import { ORDER_NOT_FOUND } from "../orders/order-record";
import type { HistoryActor } from "../orders/order-status-change";
import { getSettings } from "../settings/settings.service";
import type { PaymentGateway } from "./payment-gateway";
import { type QrisSync, qrisTarget, syncQris } from "./sync-qris";

/** How long a till QR stays payable: the customer is at the counter, and a stale one must not be paid later. */
export const QRIS_MINUTES = 15;

type QrisRow = typeof qrisPayments.$inferSelect;

/**
 * Shows a dynamic QRIS for a Ready, unpaid till order, for the exact total finalize will charge
 * (the cashier's discount included), or answers the one already live for that amount
 * (docs/decisions/0031-qris-at-the-till.md). A live QR for another amount (the discount changed) is
 * withdrawn first; one past its expiry is settled with Xendit first (it may have been paid).
 */
export async function openQris(
  db: Database,
  gateway: PaymentGateway,
  cashier: HistoryActor,
  orderId: string,
  body: QrisBody,
  sync: QrisSync,
): Promise<QrisAnswer> {
  const order = payableByQris(await findByIdOr404(db, orders, orderId, ORDER_NOT_FOUND));
  const totals = await paymentTotals(db, order, body);
  const { totalAmount } = totals;
  // The QR's payment completes the order without the cashier (Xendit confirms it): a discount
  // above the limit is refused here unless a manager or admin makes the QR (ADR 0041).
  discountApproval(totals, body.discount, (await getSettings(db)).cashierDiscountApprovalPercent, cashier, null);
  const live = await settledLiveQr(db, gateway, order.id, sync);
  if (live?.status === QRIS_STATUS.PAID) return answerOf(live, gateway);
  if (live?.status === QRIS_STATUS.ACTIVE && live.amount === totalAmount) return answerOf(live, gateway);
  if (live?.status === QRIS_STATUS.ACTIVE) await withdraw(db, live);
  // Settling may just have completed the order by its payment.
  payableByQris(await findByIdOr404(db, orders, orderId, ORDER_NOT_FOUND));

  const qr = await gateway.createQrCode({
    // Unique per QR: an order may need a second one after an expiry or a cancel.
    referenceId: `${order.orderId}-${randomUUID().slice(0, 8)}`,
    amount: totalAmount,
    expiresAt: new Date(Date.now() + QRIS_MINUTES * 60_000),
  });
  if (qr.amount !== totalAmount) {
    sync.log.error(
      { xenditQrId: qr.id, amount: qr.amount, expected: totalAmount },
      "Xendit made a QR of another amount",
    );
    throw new AppError("SERVICE_UNAVAILABLE", { message: "QRIS tidak dapat dibuat. Silakan coba lagi." });
  }
  const [inserted] = await db
    .insert(qrisPayments)
    .values({
      orderId: order.id,
      xenditQrId: qr.id,
      referenceId: qr.referenceId,
      amount: totalAmount,
      discount: body.discount ?? null,
      qrString: qr.qrString,
      status: qrisTarget.machine.initial,
      expiresAt: qr.expiresAt,
      createdById: cashier.id,
      createdByName: cashier.fullName,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return answerOf(inserted, gateway);
  // Another tap created one meanwhile: that one is shown; this one was never shown, so never scanned.
  const winner = await latestQr(db, order.id);
  if (winner?.status !== QRIS_STATUS.ACTIVE) throw new AppError("QRIS_NOT_AVAILABLE");
  return answerOf(winner, gateway);
}

/**
 * The order's QR as the cashier's screen asks about it (a fallback to the live stream): ACTIVE or
 * PAID; an expired one is refused with QRIS_EXPIRED, the order still unpaid.
 */
export async function currentQris(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
  sync: QrisSync,
): Promise<QrisAnswer> {
  const { qr } = await settledQrOf(db, gateway, orderId, sync);
  if (qr?.status === QRIS_STATUS.EXPIRED) throw new AppError("QRIS_EXPIRED");
  if (qr?.status !== QRIS_STATUS.ACTIVE && qr?.status !== QRIS_STATUS.PAID) throw qrisMissing();
  return answerOf(qr, gateway);
}

/** 'Batalkan': the cashier takes the QR off the screen; refused once Xendit has reported it paid. */
export async function cancelQris(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
  sync: QrisSync,
): Promise<void> {
  const { qr } = await settledQrOf(db, gateway, orderId, sync);
  if (qr?.status === QRIS_STATUS.PAID) throw new AppError("QRIS_ALREADY_PAID");
  if (qr?.status === QRIS_STATUS.ACTIVE) await withdraw(db, qr);
}

/** The demo's 'Bayar (simulasi)': the simulator pays the live QR, then it is settled as a callback would. */
export async function simulateQrisPayment(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
  sync: QrisSync,
): Promise<QrisAnswer> {
  const { order, qr } = await settledQrOf(db, gateway, orderId, sync);
  if (qr?.status === QRIS_STATUS.PAID) throw new AppError("QRIS_ALREADY_PAID");
  if (qr?.status === QRIS_STATUS.EXPIRED) throw new AppError("QRIS_EXPIRED");
  if (qr?.status !== QRIS_STATUS.ACTIVE) throw qrisMissing();
  await gateway.simulateQrPayment(qr.xenditQrId, qr.amount);
  await syncQris(db, gateway, qr.xenditQrId, sync);
  return answerOf((await latestQr(db, order.id)) ?? qr, gateway);
}

const qrisMissing = () => notFound("Belum ada QRIS untuk pesanan ini.");

function payableByQris(order: typeof orders.$inferSelect) {
  if (order.channel !== ORDER_CHANNEL.pos || !canFinalizeOrder(order.status) || order.paymentDetails !== null) {
    throw new AppError("QRIS_NOT_AVAILABLE");
  }
  return order;
}

/** The order (404 if none) and its newest QR as Xendit has it now. */
async function settledQrOf(db: Database, gateway: PaymentGateway, orderId: string, sync: QrisSync) {
  const order = await findByIdOr404(db, orders, orderId, ORDER_NOT_FOUND);
  return { order, qr: await settledLiveQr(db, gateway, order.id, sync) };
}

/** The order's newest QR, an ACTIVE one past its expiry first settled with Xendit (paid late, or expired). */
async function settledLiveQr(db: Database, gateway: PaymentGateway, orderUuid: string, sync: QrisSync) {
  const qr = await latestQr(db, orderUuid);
  if (qr?.status !== QRIS_STATUS.ACTIVE || qr.expiresAt.getTime() > Date.now()) return qr;
  await syncQris(db, gateway, qr.xenditQrId, sync);
  return latestQr(db, orderUuid);
}

async function latestQr(db: DbOrTx, orderUuid: string): Promise<QrisRow | undefined> {
  const [qr] = await db
    .select()
    .from(qrisPayments)
    .where(eq(qrisPayments.orderId, orderUuid))
    .orderBy(desc(qrisPayments.createdAt))
    .limit(1);
  return qr;
}

/** Off the screen; Xendit's QR API cannot withdraw a code, so a late payment is still taken (sync-qris.ts). */
async function withdraw(db: Database, qr: QrisRow) {
  await changeStatusIfStill(db, qrisTarget, qr.id, { from: QRIS_STATUS.ACTIVE, to: QRIS_STATUS.CANCELLED });
}

const answerOf = (qr: QrisRow, gateway: PaymentGateway): QrisAnswer => ({
  qrString: qr.qrString,
  expiresAt: qr.expiresAt.toISOString(),
  amount: qr.amount,
  status: qr.status === QRIS_STATUS.PAID ? QRIS_STATUS.PAID : QRIS_STATUS.ACTIVE,
  simulated: gateway.simulated,
});
