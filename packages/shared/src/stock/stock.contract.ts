import { z } from "zod";
import { entityName, timestamp } from "../common/answers.contract";
import { STOCK_ITEM_SORT_KEYS, sortableBy } from "../common/sorting.contract";
import { searchQuery, storableText, trimmedText } from "../common/text.contract";
import { stockLocationField } from "../locations/locations.contract";
import { rupiahAmount } from "../money/money.contract";

export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
/** Quantities and costs are numeric(18,4) in the database; this keeps far inside that range. */
export const MAX_STOCK_NUMBER = 1_000_000_000_000;

const quantityField = (label: string, min: number, minMessage: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? `${label} wajib diisi.` : `${label} harus berupa angka.`),
    })
    .min(min, minMessage)
    .max(MAX_STOCK_NUMBER, `${label} terlalu besar.`);

export const UNIT_REQUIRED_MESSAGE = "Silakan pilih satuan untuk item ini.";

export const stockItemBody = z.object(
  {
    name: storableText("Nama item stok", 100),
    /** The unit's _id. */
    unit: trimmedText(64, { required: UNIT_REQUIRED_MESSAGE, tooLong: UNIT_REQUIRED_MESSAGE }),
    quantityInStock: quantityField("Jumlah stok", 0, "Jumlah stok tidak boleh negatif.").default(0),
    cost: rupiahAmount("Harga per satuan", { decimals: true }).default(0),
    isPackaging: z.boolean({ error: "Isian kemasan harus ya atau tidak." }).default(false),
    lowStockThreshold: quantityField("Batas stok menipis", 0, "Batas stok menipis tidak boleh negatif.").default(
      DEFAULT_LOW_STOCK_THRESHOLD,
    ),
    /** Where the opening stock (or, when editing, a typed-in correction) is; left out, head office. */
    location: stockLocationField,
  },
  { error: "Data item stok tidak valid." },
);
export type StockItemBody = z.infer<typeof stockItemBody>;
export type StockItemInput = z.input<typeof stockItemBody>;

/**
 * Editing: a number or flag left out keeps its stored value. Sales may have taken the stock below
 * zero and the edit form sends that value back unchanged, so a negative quantity passes here; the
 * server refuses it unless it is the quantity already stored (typing in a new one is refused).
 */
export const stockItemUpdateBody = stockItemBody.extend({
  quantityInStock: quantityField("Jumlah stok", -MAX_STOCK_NUMBER, "Jumlah stok terlalu kecil.").optional(),
  cost: rupiahAmount("Harga per satuan", { decimals: true }).optional(),
  isPackaging: z.boolean({ error: "Isian kemasan harus ya atau tidak." }).optional(),
  lowStockThreshold: quantityField("Batas stok menipis", 0, "Batas stok menipis tidak boleh negatif.").optional(),
});
export type StockItemUpdateBody = z.infer<typeof stockItemUpdateBody>;

/** `location`: quantities (and low stock) at that location; left out, totals over all locations. */
export const stockListQuery = searchQuery.extend({ location: stockLocationField, ...sortableBy(STOCK_ITEM_SORT_KEYS) });
export type StockListQuery = z.infer<typeof stockListQuery>;

/**
 * PUT /api/stock/{id}/low-stock-threshold: one location's own threshold for the item (a kiosk keeps
 * less flour than head office); null clears it, and the item's threshold applies there again.
 */
export const stockThresholdBody = z.object(
  {
    location: z.string({ error: "Silakan pilih lokasi." }).trim().min(1, "Silakan pilih lokasi."),
    lowStockThreshold: quantityField("Batas stok menipis", 0, "Batas stok menipis tidak boleh negatif.").nullable(),
  },
  { error: "Data batas stok menipis tidak valid." },
);
export type StockThresholdBody = z.infer<typeof stockThresholdBody>;

/**
 * Low stock: the quantity is at or below the threshold (docs/business-rules.md#stock); at a
 * location, its own threshold when it has one, else the item's.
 */
export function isLowStock(item: { quantityInStock: number; lowStockThreshold: number }): boolean {
  return item.quantityInStock <= item.lowStockThreshold;
}

/**
 * GET /api/stock rows (admin area) and the answer of POST/PUT. `quantityInStock` (and
 * `isLowStock`) is the total over all locations, or the chosen location's with `?location`.
 * With `?location`, `lowStockThreshold` is the one that applies there and `locationThreshold` the
 * location's own (null: it has none, the item's applies); without, the item's and no
 * `locationThreshold`.
 */
export const stockItemRecord = z.object({
  _id: z.string(),
  name: z.string(),
  unit: entityName,
  quantityInStock: z.number(),
  cost: z.number(),
  isPackaging: z.boolean(),
  lowStockThreshold: z.number(),
  locationThreshold: z.number().nullable().optional(),
  isLowStock: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type StockItemRecord = z.infer<typeof stockItemRecord>;

/**
 * GET /api/stock for a franchise member: what they may order from head office. No costs or
 * quantities, and no packaging items.
 */
export const stockCatalogRecord = z.object({ _id: z.string(), name: z.string(), unit: entityName });
export type StockCatalogRecord = z.infer<typeof stockCatalogRecord>;

/** GET /api/stock: the full rows for the back office, the catalogue rows for a franchise member. */
export const stockList = z.union([z.array(stockItemRecord), z.array(stockCatalogRecord)]);

/** The dashboard's low-stock list: the first few plus how many in all. */
export const lowStockList = z.object({
  items: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      quantityInStock: z.number(),
      lowStockThreshold: z.number(),
      unit: entityName,
    }),
  ),
  total: z.number().int(),
});
export type LowStockList = z.infer<typeof lowStockList>;

/**
 * The dashboard's low-stock lists per location (head office first, then the active outlets by
 * name): each location's first few items at or below their threshold there (a quantity never
 * moved there is 0), the most short first, and how many in all. Locations with none are left out.
 */
export const lowStockByLocation = z.array(lowStockList.extend({ location: entityName }));
export type LowStockByLocation = z.infer<typeof lowStockByLocation>;

/** What the purchase history and stock requests show for a stock item deleted since. */
export const DELETED_ITEM_LABEL = "Item Dihapus";
/** What the stock adjustment history shows for an ingredient (bahan) deleted since. */
export const DELETED_INGREDIENT_LABEL = "Bahan Dihapus";

/**
 * A stock item as a purchase line, adjustment or stock request names it: `_id` null and name
 * DELETED_ITEM_LABEL once the item is deleted; the unit as it was then.
 */
export const recordedStockItem = z.object({ _id: z.string().nullable(), name: z.string(), unit: z.string() });
