import { z } from "zod";
import { entityName, timestamp } from "../common/answers.contract";
import { namedValues } from "../common/named-values";
import { pagedList, pageQuery } from "../common/paging.contract";
import { STOCK_MOVEMENT_SORT_KEYS, sortableBy } from "../common/sorting.contract";

/**
 * Why an item's quantity changed (docs/business-rules.md#stock). Every change writes one
 * movement at one location, so a location's quantity is always the sum of its movements there.
 */
export const STOCK_MOVEMENT_REASONS = [
  "opening",
  "correction",
  "sale",
  "order_edit",
  "cancel",
  "purchase",
  "adjustment",
  "shipment",
  "shipment_return",
  "transfer_out",
  "transfer_in",
  "transfer_return",
  "opname",
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];
export const STOCK_MOVEMENT_REASON = namedValues(STOCK_MOVEMENT_REASONS);

export const STOCK_MOVEMENT_REASON_LABELS: Record<StockMovementReason, string> = {
  opening: "Stok awal",
  correction: "Koreksi data bahan",
  sale: "Penjualan",
  order_edit: "Perubahan pesanan",
  cancel: "Pembatalan pesanan",
  purchase: "Pembelian",
  adjustment: "Penyesuaian stok",
  shipment: "Pengiriman ke mitra",
  shipment_return: "Pengiriman dibatalkan",
  transfer_out: "Transfer keluar",
  transfer_in: "Transfer masuk",
  transfer_return: "Transfer dibatalkan",
  opname: "Opname",
};

/** What a movement came from; its label is what the card shows (an order number, an invoice, …). */
export const STOCK_MOVEMENT_REFERENCE_TYPES = [
  "order",
  "purchase",
  "adjustment",
  "stock_request",
  "stock_transfer",
  "stock_count",
] as const;
export type StockMovementReferenceType = (typeof STOCK_MOVEMENT_REFERENCE_TYPES)[number];

/** GET /api/stock/{id}/movements rows, newest first. */
export const stockMovementRecord = z.object({
  _id: z.string(),
  /** Where it moved: an outlet or head office. */
  location: entityName,
  /** Signed: negative took stock out, positive put it in. */
  quantity: z.number(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  reference: z.object({ type: z.enum(STOCK_MOVEMENT_REFERENCE_TYPES), _id: z.string(), label: z.string() }).nullable(),
  /** Who made the change, by name as it was then; null for an automatic one. */
  byName: z.string().nullable(),
  createdAt: timestamp,
});
export type StockMovementRecord = z.infer<typeof stockMovementRecord>;

export const stockMovementListQuery = pageQuery.extend(sortableBy(STOCK_MOVEMENT_SORT_KEYS));
export type StockMovementListQuery = z.infer<typeof stockMovementListQuery>;
export const stockMovementList = pagedList(stockMovementRecord);
export type StockMovementList = z.infer<typeof stockMovementList>;
