import { type AuditRecord, auditFieldChanges, ROLE_LABELS, type StaffRole } from "@kedai/shared";
import { formatDateTime, formatRupiah } from "../../../lib/format";

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
};

export const auditFieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value as a person reads it: rupiah, a role's name, a date and time, Ya/Tidak, "-" for nothing. */
export function formatAuditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "-";
  if (typeof value === "number" && MONEY_FIELDS.has(field)) return formatRupiah(value);
  if (typeof value === "boolean") return value ? "Ya" : "Tidak";
  if (field === "role" && typeof value === "string" && value in ROLE_LABELS) return ROLE_LABELS[value as StaffRole];
  if (typeof value === "string") return ISO_TIME.test(value) ? formatDateTime(value) : value;
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}

/** The row's one-line summary: "Harga: Rp 20.000 → Rp 22.000", or what a deleted record was. */
export function auditSummary(row: AuditRecord): string {
  const changes = auditFieldChanges(row.before, row.after);
  if (row.after === null) return `${row.label} dihapus`;
  return changes
    .map(
      (change) =>
        `${auditFieldLabel(change.field)}: ${formatAuditValue(change.field, change.before)} → ${formatAuditValue(change.field, change.after)}`,
    )
    .join("; ");
}
