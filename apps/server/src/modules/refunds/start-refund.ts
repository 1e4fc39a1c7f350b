import { QRIS_STATUS, REFUND_METHOD, REFUND_STATUS, type RefundMethod, refundOverPaidMessage } from "@kedai/shared";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { type orders, paymentInvoices, qrisPayments, refunds, registerSessions } from "../../db/schema";
import { refusal } from "../../lib/app-error";
import type { HistoryActor } from "../orders/order-status-change";
import { moveRefund } from "./refund-status";

/**
 * Xendit invoice payment methods its Refund API can return money to (docs/decisions/0049-refunds.md):
 * e-wallets, cards, QRIS (some issuers: Xendit refuses the others, which then go by bank transfer),
 * direct debit and pay-later. Virtual accounts (BANK_TRANSFER) and retail outlets cannot be refunded.
 */
const XENDIT_REFUNDABLE = ["EWALLET", "CREDIT_CARD", "QR_CODE", "DIRECT_DEBIT", "PAYLATER"];
/** What sync-invoice records as an invoice's payment method: "Xendit QR_CODE". */
const XENDIT_METHOD_PREFIX = "Xendit ";

type OrderRow = typeof orders.$inferSelect;

/**
 * How the money of a paid order goes back: an invoice paid through Xendit by a channel its Refund
 * API serves, and a till QRIS Xendit confirmed (its QR refund serves some issuers; the others are
 * refused and go by bank transfer), go back through Xendit; another invoice (a virtual account) and
 * a transfer the shop confirmed go back by bank transfer; money taken at a till or the cashier by
 * hand goes back in cash from the drawer.
 */
async function refundMethodOf(tx: Tx, order: OrderRow): Promise<RefundMethod> {
  const [invoice] = await tx
    .select({ id: paymentInvoices.id })
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.orderId, order.id), inArray(paymentInvoices.status, ["PAID", "SETTLED"])))
    .limit(1);
  const method = order.paymentDetails?.method ?? "";
  if (invoice) {
    const channel = method.startsWith(XENDIT_METHOD_PREFIX) ? method.slice(XENDIT_METHOD_PREFIX.length) : "";
    return XENDIT_REFUNDABLE.includes(channel) ? REFUND_METHOD.xendit : REFUND_METHOD.transfer;
  }
  const [paidQr] = await tx
    .select({ id: qrisPayments.id })
    .from(qrisPayments)
    .where(and(eq(qrisPayments.orderId, order.id), eq(qrisPayments.status, QRIS_STATUS.PAID)))
    .limit(1);
  if (paidQr) return REFUND_METHOD.xendit;
  return method === "Transfer" ? REFUND_METHOD.transfer : REFUND_METHOD.cash;
}

/**
 * The drawer a cash refund is paid out of: the open register of whoever cancels (at the order's
 * outlet when it has one), else the order's own shift while still open; null when no drawer is
 * open (the refund is still recorded, outside any shift).
 */
async function drawerFor(tx: Tx, order: OrderRow, actor: HistoryActor): Promise<string | null> {
  if (actor.id) {
    const [own] = await tx
      .select({ id: registerSessions.id })
      .from(registerSessions)
      .where(
        and(
          eq(registerSessions.cashierId, actor.id),
          isNull(registerSessions.closedAt),
          order.locationId ? eq(registerSessions.locationId, order.locationId) : undefined,
        ),
      )
      .orderBy(desc(registerSessions.openedAt))
      .limit(1);
    if (own) return own.id;
  }
  if (!order.registerSessionId) return null;
  const [ofOrder] = await tx
    .select({ id: registerSessions.id })
    .from(registerSessions)
    .where(and(eq(registerSessions.id, order.registerSessionId), isNull(registerSessions.closedAt)));
  return ofOrder?.id ?? null;
}

/**
 * Records the refund of a paid order being cancelled, in the cancel's transaction
 * (docs/business-rules.md#refunds): `amount` (default: the whole total, at most what was paid),
 * how it goes back, who asked and when. A cash refund is paid from the drawer at once (Selesai);
 * a Xendit refund is requested after the commit; a bank transfer waits for staff to record it.
 */
export async function startRefund(
  tx: Tx,
  order: OrderRow,
  actor: HistoryActor,
  amount: number = order.totalAmount,
  at: Date = new Date(),
): Promise<StartedRefund> {
  if (amount > order.totalAmount) {
    throw refusal("REFUND_OVER_PAID", refundOverPaidMessage(order.totalAmount), "refundAmount");
  }
  const method = await refundMethodOf(tx, order);
  const cash = method === REFUND_METHOD.cash;
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      amount,
      method,
      registerSessionId: cash ? await drawerFor(tx, order, actor) : null,
      requestedById: actor.id,
      requestedByName: actor.fullName,
      createdAt: at,
    })
    .returning({ id: refunds.id });
  // The cashier hands the money over as the order is cancelled.
  if (cash) await moveRefund(tx, refund.id, { from: REFUND_STATUS.Diproses, to: REFUND_STATUS.Selesai }, {}, at);
  return { id: refund.id, method };
}

/** A refund just recorded: a Xendit one is asked of Xendit once its transaction has committed. */
export type StartedRefund = { id: string; method: RefundMethod };
