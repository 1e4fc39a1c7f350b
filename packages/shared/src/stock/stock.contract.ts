import { z } from "zod";
import { searchQuery, storableText, trimmedText } from "../common/text.contract";

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
    cost: quantityField("Harga per satuan", 0, "Harga per satuan tidak boleh negatif.").default(0),
    isPackaging: z.boolean({ error: "Isian kemasan harus ya atau tidak." }).default(false),
    lowStockThreshold: quantityField("Batas stok menipis", 0, "Batas stok menipis tidak boleh negatif.").default(
      DEFAULT_LOW_STOCK_THRESHOLD,
    ),
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
  cost: quantityField("Harga per satuan", 0, "Harga per satuan tidak boleh negatif.").optional(),
  isPackaging: z.boolean({ error: "Isian kemasan harus ya atau tidak." }).optional(),
  lowStockThreshold: quantityField("Batas stok menipis", 0, "Batas stok menipis tidak boleh negatif.").optional(),
});
export type StockItemUpdateBody = z.infer<typeof stockItemUpdateBody>;

export const stockListQuery = searchQuery;
export type StockListQuery = z.infer<typeof stockListQuery>;

/** B9: a row is flagged when its quantity is at or below its threshold. */
export function isLowStock(item: { quantityInStock: number; lowStockThreshold: number }): boolean {
  return item.quantityInStock <= item.lowStockThreshold;
}

/** GET /api/stock rows (admin area) and the answer of POST/PUT. */
export type StockItemRecord = {
  _id: string;
  name: string;
  unit: { _id: string; name: string };
  quantityInStock: number;
  cost: number;
  isPackaging: boolean;
  lowStockThreshold: number;
  isLowStock: boolean;
  createdAt: string;
  updatedAt: string;
};

/**
 * GET /api/stock for a franchise member (B2 member stock request): what they may order from head
 * office. No costs or quantities, and no packaging items.
 */
export type StockCatalogRecord = { _id: string; name: string; unit: { _id: string; name: string } };

/** The dashboard's low-stock list (B3 Low stock item): the first few plus how many in all. */
export type LowStockList = {
  items: Array<{
    _id: string;
    name: string;
    quantityInStock: number;
    lowStockThreshold: number;
    unit: { _id: string; name: string };
  }>;
  total: number;
};
