import { INVOICE_STATUS, INVOICE_STATUSES, QRIS_STATUS, QRIS_STATUSES } from "@kedai/shared";
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, money, updatedAt } from "./columns";
import { orders } from "./orders";

/**
 * The online-payment invoices opened for orders (docs/business-rules.md#payments). Xendit is the
 * authority on their status; this row is what the shop last confirmed with it. One live (PENDING)
 * invoice per order: the partial unique index makes a second one fail even when two arrive at once.
 */
export const paymentInvoices = pgTable(
  "payment_invoices",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    xenditInvoiceId: text("xendit_invoice_id").notNull().unique(),
    /** The order's `orderId` (VNC-…), as sent to Xendit. */
    externalId: text("external_id").notNull(),
    amount: money("amount").notNull(),
    status: text("status", { enum: INVOICE_STATUSES }).notNull(),
    invoiceUrl: text("invoice_url").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    /** Xendit's last answer about the invoice, kept for support questions. */
    rawStatus: jsonb("raw_status").$type<Record<string, unknown>>(),
    /** When the expiry job last asked Xendit about it: two instances never ask about the same one at once. */
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payment_invoices_one_live_per_order")
      .on(t.orderId)
      .where(sql`${t.status} = ${sql.raw(`'${INVOICE_STATUS.PENDING}'`)}`),
    index("payment_invoices_pending_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = ${sql.raw(`'${INVOICE_STATUS.PENDING}'`)}`),
  ],
);

/** The cashier's discount the QR's amount was computed with: the paid callback finalizes with the same. */
export type QrisDiscount = { type: "percent" | "fixed"; value: number } | null;

/**
 * The dynamic QRIS codes shown at the till for a Ready POS order (docs/decisions/0031-qris-at-the-till.md).
 * One ACTIVE per order (partial unique index), so two taps on QRIS cannot show two codes.
 */
export const qrisPayments = pgTable(
  "qris_payments",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    xenditQrId: text("xendit_qr_id").notNull().unique(),
    /** Sent to Xendit as `reference_id`: the order's `orderId` and a suffix, unique per QR. */
    referenceId: text("reference_id").notNull(),
    amount: money("amount").notNull(),
    discount: jsonb("discount").$type<QrisDiscount>(),
    qrString: text("qr_string").notNull(),
    status: text("status", { enum: QRIS_STATUSES }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    /** The cashier who showed it: the order's history names them when the payment completes it. */
    createdById: uuid("created_by_id"),
    createdByName: text("created_by_name").notNull(),
    /** Xendit's last word about the QR's payment, kept for support questions. */
    rawStatus: jsonb("raw_status").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("qris_payments_one_active_per_order")
      .on(t.orderId)
      .where(sql`${t.status} = ${sql.raw(`'${QRIS_STATUS.ACTIVE}'`)}`),
  ],
);
