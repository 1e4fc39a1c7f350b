import { z } from "zod";
import { entityName, timestamp } from "../common/answers.contract";
import { dateKey, dayInput } from "../common/date.contract";
import { namedValues } from "../common/named-values";
import { pagedList, pageQuery } from "../common/paging.contract";
import { PURCHASE_SORT_KEYS, sortableBy } from "../common/sorting.contract";
import { optionalText } from "../common/text.contract";
import { stockLocationField } from "../locations/locations.contract";
import { rupiahAmount } from "../money/money.contract";
import { roundRupiah } from "../money/rupiah";
import { MAX_STOCK_NUMBER, recordedStockItem } from "../stock/stock.contract";

export const PAYMENT_METHODS_FOR_PURCHASE = ["Cash", "Transfer", "Hutang"] as const;
export type PurchasePaymentMethod = (typeof PAYMENT_METHODS_FOR_PURCHASE)[number];
export const PURCHASE_PAYMENT_METHOD = namedValues(PAYMENT_METHODS_FOR_PURCHASE);

export const SUPPLIER_REQUIRED_MESSAGE = "Silakan pilih supplier.";
export const PURCHASE_ITEMS_MESSAGE = "Pastikan semua item dipilih, serta memiliki jumlah dan harga beli lebih dari 0.";

/**
 * A purchase line's subtotal in whole rupiah (half up); the purchase's total is the sum of its
 * lines' subtotals, so the form, the history and the server agree to the rupiah.
 */
export const purchaseLineSubtotal = (quantity: number, purchasePrice: number): number =>
  roundRupiah(Math.round(quantity * purchasePrice * 10_000) / 10_000);
export const purchaseTotal = (items: ReadonlyArray<{ quantity: number; purchasePrice: number }>): number =>
  items.reduce((sum, item) => sum + purchaseLineSubtotal(item.quantity, item.purchasePrice), 0);

/** Stock quantities and costs keep 4 decimals: anything smaller would be stored as 0. */
const positive = z
  .number({ error: PURCHASE_ITEMS_MESSAGE })
  .min(0.0001, PURCHASE_ITEMS_MESSAGE)
  .max(MAX_STOCK_NUMBER, PURCHASE_ITEMS_MESSAGE);

/**
 * POST /api/purchases. The total is Σ quantity × price, computed by the server (a total sent
 * along is ignored). Price is per unit and may have decimals, like stock costs. `location`: where
 * the goods are received (a location's `_id`); left out, head office.
 */
export const purchaseBody = z.object(
  {
    supplier: z.string({ error: SUPPLIER_REQUIRED_MESSAGE }).trim().min(1, SUPPLIER_REQUIRED_MESSAGE),
    invoiceNumber: optionalText("Nomor invoice", 100),
    purchaseDate: dayInput,
    items: z
      .array(
        z.object(
          {
            stockItem: z.string({ error: PURCHASE_ITEMS_MESSAGE }).trim().min(1, PURCHASE_ITEMS_MESSAGE),
            quantity: positive,
            purchasePrice: rupiahAmount("Harga beli", { min: 0.0001, decimals: true, invalid: PURCHASE_ITEMS_MESSAGE }),
          },
          { error: PURCHASE_ITEMS_MESSAGE },
        ),
        { error: PURCHASE_ITEMS_MESSAGE },
      )
      .min(1, PURCHASE_ITEMS_MESSAGE)
      .max(200, "Maksimal 200 item per pembelian."),
    paymentMethod: z
      .enum(PAYMENT_METHODS_FOR_PURCHASE, { error: "Metode pembayaran harus Cash, Transfer, atau Hutang." })
      .default("Cash"),
    notes: optionalText("Catatan", 2000),
    location: stockLocationField,
  },
  { error: "Data pembelian tidak valid." },
);
export type PurchaseBody = z.infer<typeof purchaseBody>;
export type PurchaseInput = z.input<typeof purchaseBody>;

/**
 * GET /api/purchases: newest purchase date first, a page at a time; `startDate`/`endDate` are
 * business-time-zone days, both included (docs/business-rules.md#lists).
 */
export const purchaseListQuery = pageQuery.extend({
  ...sortableBy(PURCHASE_SORT_KEYS),
  supplier: z.string().trim().optional(),
  /** Where the goods were received (a location's `_id`). */
  location: z.string().trim().optional(),
  startDate: dayInput.optional(),
  endDate: dayInput.optional(),
});
export type PurchaseListQuery = z.infer<typeof purchaseListQuery>;

export const purchaseItemRecord = z.object({
  stockItem: recordedStockItem,
  quantity: z.number(),
  purchasePrice: z.number(),
  /** quantity × price in whole rupiah. */
  subtotal: z.number().int(),
});

export const purchaseRecord = z.object({
  _id: z.string(),
  /** `_id` null and name MISSING_SUPPLIER_LABEL ('N/A') once the supplier is deleted. */
  supplier: z.object({ _id: z.string().nullable(), name: z.string() }),
  /** Where the goods were received. */
  location: entityName,
  invoiceNumber: z.string().nullable(),
  purchaseDate: dateKey,
  paymentMethod: z.enum(PAYMENT_METHODS_FOR_PURCHASE),
  notes: z.string().nullable(),
  /** Σ subtotals, whole rupiah. */
  totalCost: z.number().int(),
  items: z.array(purchaseItemRecord),
  createdByName: z.string().nullable(),
  createdAt: timestamp,
});
export type PurchaseRecord = z.infer<typeof purchaseRecord>;

export const purchaseList = pagedList(purchaseRecord);
export type PurchaseList = z.infer<typeof purchaseList>;

/** The answer of POST /api/purchases: the toast's sentence and the purchase. */
export const purchaseCreatedAnswer = z.object({ message: z.string(), data: purchaseRecord });
