import { z } from "zod";
import { timestamp } from "../common/answers.contract";
import { dayInput } from "../common/date.contract";
import { pagedList, pageQuery } from "../common/paging.contract";
import { AUDIT_SORT_KEYS, sortableBy } from "../common/sorting.contract";

/**
 * The sensitive actions the audit log records (docs/business-rules.md#audit-log), with the label
 * the back office shows. A closed list: the server refuses any other code.
 */
export const AUDIT_ACTION_LABELS = {
  "order.paid_cancelled": "Pesanan dibayar dibatalkan",
  "order.refund_transferred": "Pengembalian dana ditransfer",
  "order.split": "Tagihan dipisah",
  "order.table_moved": "Pesanan pindah meja",
  "order.merged": "Meja digabung",
  "record.deleted": "Data dihapus",
  "record.archived": "Data diarsipkan",
  "price.changed": "Harga diubah",
  "menu.availability_changed": "Menu ditandai Habis / Tersedia lagi",
  "register.cash_difference": "Selisih kas saat tutup register",
  "staff.role_changed": "Peran pegawai diubah",
  "staff.created": "Akun pegawai dibuat",
  "staff.dates_changed": "Tanggal kerja pegawai diubah",
  "settings.changed": "Pengaturan diubah",
  "location.tax_changed": "Pajak outlet diubah",
  "stock_transfer.received_short": "Selisih penerimaan transfer stok",
  "order.split_paid": "Pesanan dibayar dengan beberapa pembayaran",
  "order.round_added": "Tambahan pesanan dikirim ke dapur",
  "stock_count.posted_difference": "Selisih stok opname diposting",
  "printer.address_override": "Izin alamat bebas printer diubah",
  "order.discount_approved": "Diskon kasir di atas batas disetujui",
  "order.cancel_approved": "Pembatalan pesanan dibayar disetujui",
  "staff.pin_set": "PIN persetujuan diatur",
  "order.payment_confirmed": "Pembayaran pesanan online dikonfirmasi",
  "order.ojol_items_mapped": "Menu ojol dicocokkan dengan menu Kedai",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** Who did it: a staff member, a customer, or the system itself (a payment gateway's expiry). */
export const AUDIT_ACTOR_KINDS = ["staff", "customer", "system"] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** What was changed or deleted, with the name the back office shows for it. */
export const AUDIT_ENTITY_LABELS = {
  order: "Pesanan",
  staff: "Pegawai",
  customer: "Pelanggan",
  menuItem: "Menu",
  stockItem: "Bahan stok",
  supplier: "Supplier",
  location: "Lokasi",
  table: "Meja",
  promo: "Promo",
  expenseCategory: "Kategori pengeluaran",
  expense: "Pengeluaran",
  register: "Register",
  settings: "Pengaturan",
  stockTransfer: "Transfer stok",
  stockCount: "Stok opname",
  printer: "Printer",
  ojolItemMap: "Menu ojol yang dicocokkan",
} as const;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITY_TYPES = Object.keys(AUDIT_ENTITY_LABELS) as [AuditEntityType, ...AuditEntityType[]];

/** Field values before and after the change; only the fields that matter, never a password or token. */
export const auditValues = z.record(z.string(), z.unknown()).nullable();
export type AuditValues = z.infer<typeof auditValues>;

/**
 * GET /api/audit: newest first, a page at a time; `action` and `actor` (a staff id) narrow it,
 * `startDate`/`endDate` are business-time-zone days, both included.
 */
export const auditListQuery = pageQuery.extend({
  ...sortableBy(AUDIT_SORT_KEYS),
  action: z.enum(AUDIT_ACTIONS, { error: "Jenis aksi tidak dikenal." }).optional(),
  actor: z.string().trim().optional(),
  startDate: dayInput.optional(),
  endDate: dayInput.optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditRecord = z.object({
  _id: z.string(),
  at: timestamp,
  actor: z.object({ _id: z.string().nullable(), name: z.string(), kind: z.enum(AUDIT_ACTOR_KINDS) }),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string().nullable(),
  label: z.string(),
  before: auditValues,
  after: auditValues,
});
export type AuditRecord = z.infer<typeof auditRecord>;

export const auditList = pagedList(auditRecord);
export type AuditList = z.infer<typeof auditList>;

/** One line of an expanded audit row: a field with its value before and after. */
export type AuditFieldChange = { field: string; before: unknown; after: unknown };

/** The fields that differ between `before` and `after` (a deleted record lists every field it had). */
export function auditFieldChanges(before: AuditValues, after: AuditValues): AuditFieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}
