import { z } from "zod";
import { timestamp } from "../common/answers.contract";
import { dateKey } from "../common/date.contract";
import { pageQuery } from "../common/paging.contract";
import { optionalText } from "../common/text.contract";
import { MAX_STOCK_NUMBER } from "../stock/stock.contract";

/** The first four take stock out (stored negative), the last two put it in (docs/business-rules.md#stock). */
export const STOCK_ADJUSTMENT_TYPES = [
  "Rusak",
  "Kadaluarsa",
  "Hilang",
  "Return Supplier",
  "Ditemukan",
  "Lainnya",
] as const;
export type StockAdjustmentType = (typeof STOCK_ADJUSTMENT_TYPES)[number];
const OUTGOING: readonly StockAdjustmentType[] = ["Rusak", "Kadaluarsa", "Hilang", "Return Supplier"];

/** The stored, signed quantity of an adjustment entered as a positive amount. */
export const signedAdjustment = (type: StockAdjustmentType, quantity: number): number =>
  OUTGOING.includes(type) ? -quantity : quantity;

export const ADJUSTMENT_REQUIRED_MESSAGE = "Item Stok, Kuantitas, dan Tipe wajib diisi.";

/** POST /api/stock-adjustments: the quantity is entered positive; `date` defaults to today. */
export const stockAdjustmentBody = z.object(
  {
    stockItem: z.string({ error: ADJUSTMENT_REQUIRED_MESSAGE }).trim().min(1, ADJUSTMENT_REQUIRED_MESSAGE),
    quantity: z
      .number({ error: ADJUSTMENT_REQUIRED_MESSAGE })
      .min(0.01, "Kuantitas minimal 0,01.")
      .max(MAX_STOCK_NUMBER, "Kuantitas terlalu besar."),
    type: z.enum(STOCK_ADJUSTMENT_TYPES, { error: ADJUSTMENT_REQUIRED_MESSAGE }),
    notes: optionalText("Catatan", 2000),
    date: dateKey.optional(),
  },
  { error: ADJUSTMENT_REQUIRED_MESSAGE },
);
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBody>;
export type StockAdjustmentInput = z.input<typeof stockAdjustmentBody>;

/** GET /api/stock-adjustments: newest first, a page at a time, optionally one item and a day range. */
export const stockAdjustmentListQuery = pageQuery.extend({
  stockItem: z.string().trim().optional(),
  startDate: dateKey.optional(),
  endDate: dateKey.optional(),
});
export type StockAdjustmentListQuery = z.infer<typeof stockAdjustmentListQuery>;

export const stockAdjustmentRecord = z.object({
  _id: z.string(),
  /** `_id` null and name 'Item Dihapus' once the item is deleted; the unit is as adjusted. */
  stockItem: z.object({ _id: z.string().nullable(), name: z.string(), unit: z.string() }),
  /** Signed, as stored. */
  quantity: z.number(),
  type: z.enum(STOCK_ADJUSTMENT_TYPES),
  notes: z.string().nullable(),
  date: dateKey,
  createdByName: z.string().nullable(),
  createdAt: timestamp,
  /** The item's quantity after this adjustment (the answer of POST only; null in the list). */
  quantityAfter: z.number().nullable(),
});
export type StockAdjustmentRecord = z.infer<typeof stockAdjustmentRecord>;

export const stockAdjustmentList = z.object({
  data: z.array(stockAdjustmentRecord),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type StockAdjustmentList = z.infer<typeof stockAdjustmentList>;

/** The answer of POST /api/stock-adjustments. */
export const stockAdjustmentCreatedAnswer = z.object({ message: z.string(), data: stockAdjustmentRecord });
