import { type AuditRecord, auditFieldChanges, formatQuantity, ROLE_LABELS, type StaffRole } from "@kedai/shared";
import { formatNumericDateTime, formatNumericDayKey, formatRupiah } from "../../../lib/format";

/** Fields that hold whole rupiah, shown as "Rp 25.000". */
const MONEY_FIELDS = new Set([
  "price",
  "amount",
  "totalAmount",
  "subTotal",
  "expectedCash",
  "countedCash",
  "difference",
  "cost",
  "payrollRate",
  "openingBalance",
]);

/** What the screen calls a field; others show their own name. */
const FIELD_LABELS: Record<string, string> = {
  price: "Harga",
  amount: "Jumlah",
  totalAmount: "Total",
  status: "Status",
  paymentStatus: "Status Pembayaran",
  expectedCash: "Kas Seharusnya",
  countedCash: "Kas Dihitung",
  difference: "Selisih",
  role: "Peran",
  name: "Nama",
  fullName: "Nama Lengkap",
  taxRatePercent: "Tarif Pajak (%)",
  taxLabel: "Nama Pajak",
  description: "Keterangan",
  date: "Tanggal",
  email: "Email",
  phone: "Telepon",
  username: "Username",
  payments: "Pembayaran",
  round: "Ronde",
  items: "Item",
  isAvailable: "Tersedia",
  platform: "Platform",
  externalId: "ID item di platform",
};

type PaymentValue = { method: string; amount: number; change?: number };
const isPaymentList = (value: unknown): value is PaymentValue[] =>
  Array.isArray(value) &&
  value.every((part) => typeof part === "object" && part !== null && "method" in part && "amount" in part);

/** A split payment's parts: "Cash Rp 10.000 + QRIS Rp 8.870 (kembalian Rp 0)". */
function paymentsText(parts: PaymentValue[]): string {
  const change = parts.reduce((sum, part) => sum + (part.change ?? 0), 0);
  const text = parts.map((part) => `${part.method} ${formatRupiah(part.amount)}`).join(" + ");
  return change > 0 ? `${text} (kembalian ${formatRupiah(change)})` : text;
}

export const auditFieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_KEYS_IN_TEXT = /\b\d{4}-\d{2}-\d{2}\b/g;

/** A stock quantity with its unit, as stock counts and transfers record it: `{ quantity: 1800, unit: "gram" }`. */
type QuantityValue = { quantity: number; unit: string };
const isQuantity = (value: unknown): value is QuantityValue =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as QuantityValue).quantity === "number" &&
  typeof (value as QuantityValue).unit === "string";

/**
 * One value as a person reads it: rupiah, a role's name, a day as 29/11/2026 (with its time when
 * it has one), a quantity grouped with its unit ("1.800 gram"), Ya/Tidak, "-" for nothing.
 */
export function formatAuditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "-";
  if (typeof value === "number" && MONEY_FIELDS.has(field)) return formatRupiah(value);
  if (typeof value === "boolean") return value ? "Ya" : "Tidak";
  if (field === "role" && typeof value === "string" && value in ROLE_LABELS) return ROLE_LABELS[value as StaffRole];
  if (typeof value === "string") {
    if (ISO_TIME.test(value)) return formatNumericDateTime(value);
    return DAY_KEY.test(value) ? formatNumericDayKey(value) : value;
  }
  if (typeof value === "number") return formatQuantity(value);
  if (isQuantity(value)) return `${formatQuantity(value.quantity)} ${value.unit}`;
  if (field === "payments" && isPaymentList(value)) return paymentsText(value);
  return JSON.stringify(value);
}

const has = (values: AuditRecord["before"], field: string) => values !== null && field in values;

/**
 * The row's one-line summary: "Harga: Rp 20.000 → Rp 22.000" for a field on both sides, the value
 * alone for a field recorded on one side only ("Kas Seharusnya: Rp 173.530", never "Rp 173.530 → -"),
 * or what a deleted record was.
 */
export function auditSummary(row: AuditRecord): string {
  const changes = auditFieldChanges(row.before, row.after);
  if (row.after === null) return `${row.label} dihapus`;
  return changes
    .map((change) => {
      const label = auditFieldLabel(change.field);
      const before = formatAuditValue(change.field, change.before);
      const after = formatAuditValue(change.field, change.after);
      if (!has(row.after, change.field)) return `${label}: ${before}`;
      if (!has(row.before, change.field)) return `${label}: ${after}`;
      return `${label}: ${before} → ${after}`;
    })
    .join("; ");
}

/**
 * The record's label after its kind, without saying the kind twice: register rows logged before
 * the server wrote "dibuka oleh …" were labelled "Register Kiki Kasir", which read "Register
 * Register Kiki Kasir". Only registers: a product may well be called "Menu 100". A day in the label
 * (a stock count's "Dago, 2026-11-29") reads 29/11/2026, as everywhere in the log.
 */
export function auditEntityLabel(row: Pick<AuditRecord, "entityType" | "label">): string {
  const prefix = "Register ";
  const label = row.label.replace(DAY_KEYS_IN_TEXT, formatNumericDayKey);
  return row.entityType === "register" && label.startsWith(prefix)
    ? `dibuka oleh ${label.slice(prefix.length)}`
    : label;
}
