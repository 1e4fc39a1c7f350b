import {
  INVOICE_STATUS,
  invoiceStatusMachine,
  ORDER_CHANNEL,
  ORDER_STATUS,
  PAYMENT_STATUS,
  paysThroughXendit,
} from "@kedai/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers, orderItems, orders, paymentInvoices } from "../../db/schema";
import { notFound, refusal } from "../../lib/app-error";
import { ORDER_NOT_FOUND } from "../orders/order-record";
import { type OrderOwner, ownedOrder } from "./order-owner";
import type { InvoiceRequest, PaymentGateway } from "./payment-gateway";
import { type InvoiceSync, syncInvoice } from "./sync-invoice";

export type InvoiceSettings = {
  durationMinutes: number;
  /** The storefront's origin (PUBLIC_URL, https://kedai.example), where Xendit sends the customer back. */
  storefrontUrl: string;
};

const NOT_AWAITING_PAYMENT = "Pesanan ini tidak menunggu pembayaran online.";

/**
 * Opens the Xendit invoice of a Pending online order, or answers the one already open
 * (docs/business-rules.md#payments): an order never has two live invoices. The amount, items and
 * payer come from the stored order; what the browser claims is not used. Two requests at once may
 * both reach Xendit; the unique index lets one invoice in, and the loser's is expired at Xendit.
 */
export async function openInvoice(
  db: Database,
  gateway: PaymentGateway,
  owner: OrderOwner,
  settings: InvoiceSettings,
  sync: InvoiceSync,
): Promise<{ invoiceUrl: string }> {
  const orderId = owner.orderId;
  // Only the one who placed it may open its payment (a guest by the order's secret).
  let order = awaitingPayment(await ownedOrder(db, owner));
  const live = await liveInvoice(db, order.id);
  if (live && live.expiresAt.getTime() > Date.now()) return { invoiceUrl: live.invoiceUrl };
  if (live) {
    // Past its expiry but not yet expired here: settle it with Xendit first (it may even be paid).
    await syncInvoice(db, gateway, live.xenditInvoiceId, sync);
    order = await readAwaitingPayment(db, orderId);
    const stillLive = await liveInvoice(db, order.id);
    if (stillLive) return { invoiceUrl: stillLive.invoiceUrl };
  }

  const invoice = await gateway.createInvoice(await invoiceRequest(db, order, settings));
  const [inserted] = await db
    .insert(paymentInvoices)
    .values({
      orderId: order.id,
      xenditInvoiceId: invoice.id,
      externalId: order.orderId,
      amount: order.totalAmount,
      status: invoiceStatusMachine.initial,
      invoiceUrl: invoice.invoiceUrl,
      expiresAt: invoice.expiresAt,
      rawStatus: invoice.raw,
    })
    .onConflictDoNothing()
    .returning({ invoiceUrl: paymentInvoices.invoiceUrl });
  if (inserted) return inserted;

  // Another request opened one meanwhile: that one stays, this one must never be paid.
  await gateway
    .expireInvoice(invoice.id)
    .catch((err) =>
      sync.log.error({ err, xenditInvoiceId: invoice.id }, "could not expire a duplicate Xendit invoice"),
    );
  const winner = await liveInvoice(db, order.id);
  if (!winner) throw refusal("NOT_AWAITING_PAYMENT", NOT_AWAITING_PAYMENT);
  return { invoiceUrl: winner.invoiceUrl };
}

async function readAwaitingPayment(db: Database, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId)).limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return awaitingPayment(order);
}

function awaitingPayment(order: typeof orders.$inferSelect) {
  const pending =
    order.channel === ORDER_CHANNEL.online &&
    order.paymentStatus === PAYMENT_STATUS.Pending &&
    order.status !== ORDER_STATUS.Cancelled &&
    // A transfer waiting for staff to confirm it is paid to the shop's account, not through Xendit.
    paysThroughXendit(order.paymentMethod);
  if (!pending) throw refusal("NOT_AWAITING_PAYMENT", NOT_AWAITING_PAYMENT);
  return order;
}

async function liveInvoice(db: Database, orderUuid: string) {
  const [live] = await db
    .select()
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.orderId, orderUuid), eq(paymentInvoices.status, INVOICE_STATUS.PENDING)))
    .limit(1);
  return live;
}

async function invoiceRequest(
  db: Database,
  order: typeof orders.$inferSelect,
  settings: InvoiceSettings,
): Promise<InvoiceRequest> {
  const items = await db
    .select({ name: orderItems.name, price: orderItems.finalPricePerItem, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const [customer] = order.customerId
    ? await db.select({ email: customers.email }).from(customers).where(eq(customers.id, order.customerId))
    : [];
  // Only the order's display id: the secret never goes into an address the payment provider, a
  // browser's history or a shared link sees. The browser that placed it keeps its secret (ADR 0050).
  const back = (page: string) => `${settings.storefrontUrl}${page}?order=${encodeURIComponent(order.orderId)}`;
  return {
    externalId: order.orderId,
    amount: order.totalAmount,
    description: `Pesanan ${order.orderId}`,
    payerEmail: order.customerDetails?.email || customer?.email || undefined,
    items,
    durationSeconds: settings.durationMinutes * 60,
    successRedirectUrl: back("/payment-success"),
    failureRedirectUrl: back("/payment-success"),
  };
}
