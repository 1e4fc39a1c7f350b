import { namedValues } from "../common/named-values";
import { defineStatusMachine } from "../common/status-machine";

/**
 * The statuses of the shop's copies of Xendit's records. Xendit is the authority; these tables say
 * which of its answers the shop takes, so a late or replayed callback cannot move a row backwards.
 */

/** An online-payment invoice: PENDING until paid or expired; SETTLED follows PAID (or comes at once). */
export const INVOICE_STATUSES = ["PENDING", "PAID", "SETTLED", "EXPIRED"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS = namedValues(INVOICE_STATUSES);

export const invoiceStatusMachine = defineStatusMachine<InvoiceStatus>({
  statuses: INVOICE_STATUSES,
  initial: "PENDING",
  final: ["SETTLED", "EXPIRED"],
  transitions: { PENDING: ["PAID", "SETTLED", "EXPIRED"], PAID: ["SETTLED"], SETTLED: [], EXPIRED: [] },
});

/**
 * A dynamic QRIS at the till: ACTIVE while the customer may scan it; PAID once Xendit reports a
 * payment; EXPIRED past its expiry unpaid; CANCELLED by the cashier. Xendit's QR API cannot withdraw
 * a code, so a payment may still arrive for an EXPIRED or CANCELLED one, and is then taken like any
 * other: only PAID is final.
 */
export const QRIS_STATUSES = ["ACTIVE", "PAID", "EXPIRED", "CANCELLED"] as const;
export type QrisStatus = (typeof QRIS_STATUSES)[number];
export const QRIS_STATUS = namedValues(QRIS_STATUSES);

export const qrisStatusMachine = defineStatusMachine<QrisStatus>({
  statuses: QRIS_STATUSES,
  initial: "ACTIVE",
  final: ["PAID"],
  transitions: { ACTIVE: ["PAID", "EXPIRED", "CANCELLED"], EXPIRED: ["PAID"], CANCELLED: ["PAID"], PAID: [] },
});
