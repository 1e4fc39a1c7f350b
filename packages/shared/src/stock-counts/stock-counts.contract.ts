import { z } from "zod";
import { entityName, timestamp } from "../common/answers.contract";
import { dateKey, dayInput } from "../common/date.contract";
import { pagedList, pageQuery } from "../common/paging.contract";
import { STOCK_COUNT_SORT_KEYS, sortableBy } from "../common/sorting.contract";
import { optionalText } from "../common/text.contract";
import { MAX_STOCK_NUMBER, recordedStockItem } from "../stock/stock.contract";
import { repeatedStockItems } from "../stock-transfers/stock-transfers.contract";

/**
 * A stock count ('stok opname', docs/decisions/0035-stock-counts-and-usage-variance.md) is saved as
 * a draft ('Draf': counted quantities, nothing moved yet) and then posted once ('Diposting': each
 * item's difference from what the system holds there becomes an 'opname' movement). Posted is final.
 */
export const STOCK_COUNT_STATUSES = ["Draf", "Diposting"] as const;
export type StockCountStatus = (typeof STOCK_COUNT_STATUSES)[number];

export const STOCK_COUNT_ITEMS_MESSAGE = "Isi jumlah hitung (0 atau lebih) untuk setidaknya satu item.";
const COUNTED_MESSAGE = "Isi jumlah hitung (0 atau lebih) untuk setiap item.";
const LOCATION_MESSAGE = "Pilih lokasi yang dihitung.";
const DATE_MESSAGE = "Pilih tanggal opname.";

/**
 * POST /api/stock-counts and PUT /api/stock-counts/{id} (a draft only): the location counted, the
 * day of the count, and the counted quantity of each item counted (an item left out is not
 * counted; its stock is left as it is). One line per item.
 */
export const stockCountBody = z.object(
  {
    location: z.string({ error: LOCATION_MESSAGE }).trim().min(1, LOCATION_MESSAGE),
    date: z.string({ error: DATE_MESSAGE }).min(1, DATE_MESSAGE).pipe(dayInput),
    items: z
      .array(
        z.object(
          {
            stockItem: z.string({ error: COUNTED_MESSAGE }).trim().min(1, COUNTED_MESSAGE),
            countedQuantity: z
              .number({ error: COUNTED_MESSAGE })
              .min(0, "Jumlah hitung tidak boleh negatif.")
              .max(MAX_STOCK_NUMBER, "Jumlah terlalu besar."),
          },
          { error: COUNTED_MESSAGE },
        ),
        { error: STOCK_COUNT_ITEMS_MESSAGE },
      )
      .min(1, STOCK_COUNT_ITEMS_MESSAGE)
      .max(1000, "Maksimal 1000 item per stok opname.")
      .refine((items) => repeatedStockItems(items).length === 0, "Setiap item hanya boleh dihitung sekali."),
    notes: optionalText("Catatan", 2000),
  },
  { error: STOCK_COUNT_ITEMS_MESSAGE },
);
export type StockCountBody = z.infer<typeof stockCountBody>;
export type StockCountInput = z.input<typeof stockCountBody>;

/** GET /api/stock-counts: newest count day first, a page at a time. */
export const stockCountListQuery = pageQuery.extend({
  ...sortableBy(STOCK_COUNT_SORT_KEYS),
  location: z.string().trim().optional(),
  status: z.enum(STOCK_COUNT_STATUSES, { error: "Status stok opname tidak valid." }).optional(),
});
export type StockCountListQuery = z.infer<typeof stockCountListQuery>;

const step = z.object({ byName: z.string().nullable(), at: timestamp });

export const stockCountLineRecord = z.object({
  stockItem: recordedStockItem,
  countedQuantity: z.number(),
  /**
   * What the system held at the location: for a draft, now (it may still change with sales); once
   * posted, at the moment of posting (what the difference was taken from).
   */
  systemQuantity: z.number(),
  /** Counted − system: negative is stock missing, positive stock found. */
  difference: z.number(),
  /** The item's cost per unit: now for a draft, at posting once posted. */
  unitCost: z.number(),
  /** The difference in rupiah (difference × unit cost, rounded). */
  differenceValue: z.number().int(),
});
export type StockCountLineRecord = z.infer<typeof stockCountLineRecord>;

export const stockCountRecord = z.object({
  _id: z.string(),
  /** Its document number, "OPN-2026-0003" (a sequence per year, given when it is created). */
  number: z.string(),
  location: entityName,
  date: dateKey,
  status: z.enum(STOCK_COUNT_STATUSES),
  notes: z.string().nullable(),
  items: z.array(stockCountLineRecord),
  /** Σ of the lines' difference values. */
  differenceValue: z.number().int(),
  created: step,
  /** Null while a draft. */
  posted: step.nullable(),
});
export type StockCountRecord = z.infer<typeof stockCountRecord>;

export const stockCountList = pagedList(stockCountRecord);
export type StockCountList = z.infer<typeof stockCountList>;

/** POST, PUT and …/post: the toast's sentence and the count. */
export const stockCountAnswer = z.object({ message: z.string(), data: stockCountRecord });
export type StockCountAnswer = z.infer<typeof stockCountAnswer>;
