import { ORDER_CHANNEL, ORDER_STATUS, PAYMENT_STATUS } from "@kedai/shared";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { customers, orderItems, orders, paymentInvoices } from "../../db/schema";
import { conflict, notFound } from "../../lib/app-error";
import { ORDER_NOT_FOUND } from "../orders/order-record";
import type { InvoiceRequest, PaymentGateway } from "./payment-gateway";
import { syncInvoice } from "./sync-invoice";

export type InvoiceSettings = {
  durationMinutes: number;
  /** The storefront's origin (https://kedai.example), where Xendit sends the customer back. */
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
  orderId: string,
  settings: InvoiceSettings,
  log: FastifyBaseLogger,
): Promise<{ invoiceUrl: string }> {
  let order = await awaitingPayment(db, orderId);
  const live = await liveInvoice(db, order.id);
  if (live && live.expiresAt.getTime() > Date.now()) return { invoiceUrl: live.invoiceUrl };
  if (live) {
    // Past its expiry but not yet expired here: settle it with Xendit first (it may even be paid).
    await syncInvoice(db, gateway, live.xenditInvoiceId, log);
    order = await awaitingPayment(db, orderId);
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
      status: "PENDING",
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
    .catch((err) => log.error({ err, xenditInvoiceId: invoice.id }, "could not expire a duplicate Xendit invoice"));
  const winner = await liveInvoice(db, order.id);
  if (!winner) throw conflict(NOT_AWAITING_PAYMENT);
  return { invoiceUrl: winner.invoiceUrl };
}

async function awaitingPayment(db: Database, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId)).limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const pending =
    order.channel === ORDER_CHANNEL.online &&
    order.paymentStatus === PAYMENT_STATUS.Pending &&
    order.status !== ORDER_STATUS.Cancelled;
  if (!pending) throw conflict(NOT_AWAITING_PAYMENT);
  return order;
}

async function liveInvoice(db: Database, orderUuid: string) {
  const [live] = await db
    .select()
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.orderId, orderUuid), eq(paymentInvoices.status, "PENDING")))
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
