import { z } from "zod";
import { entityName, timestamp } from "../common/answers.contract";
import { dateKey, dayInput } from "../common/date.contract";
import { pagedList, pageQuery } from "../common/paging.contract";
import { STOCK_ADJUSTMENT_SORT_KEYS, sortableBy } from "../common/sorting.contract";
import { optionalText } from "../common/text.contract";
import { stockLocationField } from "../locations/locations.contract";
import { MAX_STOCK_NUMBER, recordedStockItem } from "../stock/stock.contract";

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

/** Whether an adjustment of this type takes stock out (its quantity is stored negative). */
export const isOutgoingAdjustment = (type: StockAdjustmentType): boolean => OUTGOING.includes(type);

/**
 * The stored, signed quantity of an adjustment. The quantity may be sent signed (-5 for Rusak) or
 * positive, which the type signs; null when its sign contradicts the type (a negative Ditemukan).
 */
export const signedAdjustment = (type: StockAdjustmentType, quantity: number): number | null => {
  if (isOutgoingAdjustment(type)) return -Math.abs(quantity);
  return quantity < 0 ? null : quantity;
};

export const ADJUSTMENT_SIGN_MESSAGE =
  "Kuantitas negatif hanya untuk tipe yang mengurangi stok (Rusak, Kadaluarsa, Hilang, Return Supplier).";

export const ADJUSTMENT_REQUIRED_MESSAGE = "Item Stok, Kuantitas, dan Tipe wajib diisi.";

const MIN_QUANTITY = "Kuantitas minimal 0,01.";

/**
 * POST /api/stock-adjustments. `quantity` is signed as stored (-5 for Rusak) or positive, signed by
 * its type; at least 0,01 either way. `date` (a day, or a date-time taken as its business day)
 * defaults to today; `location` (a location's `_id`) to head office.
 */
export const stockAdjustmentBody = z.object(
  {
    stockItem: z.string({ error: ADJUSTMENT_REQUIRED_MESSAGE }).trim().min(1, ADJUSTMENT_REQUIRED_MESSAGE),
    quantity: z
      .number({ error: ADJUSTMENT_REQUIRED_MESSAGE })
      .min(-MAX_STOCK_NUMBER, "Kuantitas terlalu besar.")
      .max(MAX_STOCK_NUMBER, "Kuantitas terlalu besar.")
      .refine((quantity) => Math.abs(quantity) >= 0.01, MIN_QUANTITY),
    type: z.enum(STOCK_ADJUSTMENT_TYPES, { error: ADJUSTMENT_REQUIRED_MESSAGE }),
    notes: optionalText("Catatan", 2000),
    date: dayInput.optional(),
    location: stockLocationField,
  },
  { error: ADJUSTMENT_REQUIRED_MESSAGE },
);
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBody>;

/** The adjustment form: the quantity is entered positive, and the type decides the direction. */
export const stockAdjustmentFormBody = stockAdjustmentBody.extend({
  quantity: z
    .number({ error: ADJUSTMENT_REQUIRED_MESSAGE })
    .min(0.01, MIN_QUANTITY)
    .max(MAX_STOCK_NUMBER, "Kuantitas terlalu besar."),
});
export type StockAdjustmentInput = z.input<typeof stockAdjustmentBody>;

/** GET /api/stock-adjustments: newest first, a page at a time, optionally one item and a day range. */
export const stockAdjustmentListQuery = pageQuery.extend({
  ...sortableBy(STOCK_ADJUSTMENT_SORT_KEYS),
  stockItem: z.string().trim().optional(),
  /** Where the stock was adjusted (a location's `_id`). */
  location: z.string().trim().optional(),
  startDate: dayInput.optional(),
  endDate: dayInput.optional(),
});
export type StockAdjustmentListQuery = z.infer<typeof stockAdjustmentListQuery>;

export const stockAdjustmentRecord = z.object({
  _id: z.string(),
  stockItem: recordedStockItem,
  /** Where the stock was adjusted. */
  location: entityName,
  /** Signed, as stored. */
  quantity: z.number(),
  type: z.enum(STOCK_ADJUSTMENT_TYPES),
  notes: z.string().nullable(),
  date: dateKey,
  createdByName: z.string().nullable(),
  createdAt: timestamp,
  /** What the location holds of the item after this adjustment (the answer of POST only; null in the list). */
  quantityAfter: z.number().nullable(),
});
export type StockAdjustmentRecord = z.infer<typeof stockAdjustmentRecord>;

export const stockAdjustmentList = pagedList(stockAdjustmentRecord);
export type StockAdjustmentList = z.infer<typeof stockAdjustmentList>;

/** The answer of POST /api/stock-adjustments. */
export const stockAdjustmentCreatedAnswer = z.object({ message: z.string(), data: stockAdjustmentRecord });
