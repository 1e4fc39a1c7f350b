import {
  INVOICE_STATUS,
  INVOICE_STATUSES,
  QRIS_STATUS,
  QRIS_STATUSES,
  REFUND_METHODS,
  REFUND_STATUSES,
  refundStatusMachine,
} from "@kedai/shared";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, money, updatedAt } from "./columns";
import { orders, registerSessions } from "./orders";
import { users } from "./people";

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

/**
 * The money given back for a paid order that was cancelled (docs/decisions/0049-refunds.md), one per
 * order (unique): a cancel retried or raced cannot give it back twice. Its status moves along
 * `refundStatusMachine`; `method` says how the money goes back. A drawer refund (`cash`) is booked
 * on the register session it was paid out of, so that shift's expected cash goes down by it.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: money("amount").notNull(),
    method: text("method", { enum: REFUND_METHODS }).notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default(refundStatusMachine.initial),
    /** Xendit's refund id once Xendit accepted the request; the bank transfer's reference for `transfer`. */
    reference: text("reference"),
    /** The account a bank transfer went to, as staff wrote it. */
    destination: text("destination"),
    /** Xendit's failure code when its refund failed, kept for support questions. */
    failureCode: text("failure_code"),
    registerSessionId: uuid("register_session_id").references(() => registerSessions.id, { onDelete: "restrict" }),
    requestedById: uuid("requested_by_id").references(() => users.id, { onDelete: "set null" }),
    requestedByName: text("requested_by_name").notNull(),
    recordedById: uuid("recorded_by_id").references(() => users.id, { onDelete: "set null" }),
    recordedByName: text("recorded_by_name"),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("refunds_created_idx").on(t.createdAt),
    index("refunds_register_session_idx").on(t.registerSessionId),
    check("refunds_amount_positive", sql`${t.amount} > 0`),
  ],
);
