import { z } from "zod";
import { entityName, timestamp } from "../common/answers.contract";
import { pagedList, pageQuery } from "../common/paging.contract";
import { STOCK_TRANSFER_SORT_KEYS, sortableBy } from "../common/sorting.contract";
import { optionalText } from "../common/text.contract";
import { MAX_STOCK_NUMBER, recordedStockItem } from "../stock/stock.contract";

/**
 * A transfer is sent ('Dikirim': taken from `from`), then either received once ('Diterima': the
 * received quantities added to `to`) or cancelled while on its way ('Dibatalkan': the sent
 * quantities put back at `from`). Both ends are final.
 */
export const STOCK_TRANSFER_STATUSES = ["Dikirim", "Diterima", "Dibatalkan"] as const;
export type StockTransferStatus = (typeof STOCK_TRANSFER_STATUSES)[number];

export const TRANSFER_ITEMS_MESSAGE = "Harap isi setidaknya satu item dengan jumlah lebih dari 0.";
const RECEIVED_MESSAGE = "Isi jumlah diterima (0 atau lebih) untuk setiap item transfer.";

/** Stock quantities keep 4 decimals (ADR 0003): anything smaller would be stored as 0. */
const line = (quantity: z.ZodNumber, message: string) =>
  z.object(
    {
      stockItem: z.string({ error: message }).trim().min(1, message),
      quantity: quantity.max(MAX_STOCK_NUMBER, "Jumlah terlalu besar."),
    },
    { error: message },
  );

/** The item ids listed more than once in these lines (one line per item, so each has one difference). */
export const repeatedStockItems = (items: ReadonlyArray<{ stockItem: string }>): string[] => {
  const seen = new Set<string>();
  return [...new Set(items.map((item) => item.stockItem).filter((id) => seen.size === seen.add(id).size))];
};

const DUPLICATE_MESSAGE = "Setiap item hanya boleh muncul sekali dalam satu transfer.";

const uniqueLines = <Line extends z.ZodType<{ stockItem: string }>>(lineSchema: Line, message: string) =>
  z
    .array(lineSchema, { error: message })
    .min(1, message)
    .max(200, "Maksimal 200 item per transfer.")
    .refine((items) => repeatedStockItems(items).length === 0, DUPLICATE_MESSAGE);

/**
 * POST /api/stock-transfers: `from` and `to` are locations' `_id`s (head office or outlets), not
 * the same one; quantities above 0. A repeated item is refused rather than merged, so the sheet
 * the receiver checks reads like what was packed.
 */
export const stockTransferBody = z
  .object(
    {
      from: z.string({ error: "Pilih lokasi asal." }).trim().min(1, "Pilih lokasi asal."),
      to: z.string({ error: "Pilih lokasi tujuan." }).trim().min(1, "Pilih lokasi tujuan."),
      items: uniqueLines(
        line(z.number({ error: TRANSFER_ITEMS_MESSAGE }).min(0.0001, TRANSFER_ITEMS_MESSAGE), TRANSFER_ITEMS_MESSAGE),
        TRANSFER_ITEMS_MESSAGE,
      ),
      notes: optionalText("Catatan", 2000),
    },
    { error: TRANSFER_ITEMS_MESSAGE },
  )
  .refine((body) => body.from !== body.to, {
    path: ["to"],
    message: "Lokasi tujuan harus berbeda dari lokasi asal.",
  });
export type StockTransferBody = z.infer<typeof stockTransferBody>;
export type StockTransferInput = z.input<typeof stockTransferBody>;

/**
 * PUT /api/stock-transfers/{id}/receive: what arrived of each sent item, every sent item once (0
 * when none arrived); it may differ from what was sent, and the difference is recorded per line.
 */
export const stockTransferReceiveBody = z.object(
  {
    items: uniqueLines(
      line(z.number({ error: RECEIVED_MESSAGE }).min(0, "Jumlah diterima tidak boleh negatif."), RECEIVED_MESSAGE),
      RECEIVED_MESSAGE,
    ),
  },
  { error: RECEIVED_MESSAGE },
);
export type StockTransferReceiveBody = z.infer<typeof stockTransferReceiveBody>;

/** GET /api/stock-transfers: newest first, a page at a time; `location` matches either end. */
export const stockTransferListQuery = pageQuery.extend({
  ...sortableBy(STOCK_TRANSFER_SORT_KEYS),
  location: z.string().trim().optional(),
  status: z.enum(STOCK_TRANSFER_STATUSES, { error: "Status transfer tidak valid." }).optional(),
});
export type StockTransferListQuery = z.infer<typeof stockTransferListQuery>;

/** Who did a step and when (the name as it was then). */
const step = z.object({ byName: z.string().nullable(), at: timestamp });

export const stockTransferRecord = z.object({
  _id: z.string(),
  /** Its document number, "TRF-2026-0012" (a sequence per year, given when it is sent). */
  number: z.string(),
  from: entityName,
  to: entityName,
  status: z.enum(STOCK_TRANSFER_STATUSES),
  notes: z.string().nullable(),
  items: z.array(
    z.object({
      stockItem: recordedStockItem,
      sentQuantity: z.number(),
      /** Null until received. */
      receivedQuantity: z.number().nullable(),
      /** Sent − received: what did not arrive (negative when more arrived); null until received. */
      difference: z.number().nullable(),
    }),
  ),
  sent: step,
  /** Null until received (or cancelled). */
  received: step.nullable(),
  cancelled: step.nullable(),
});
export type StockTransferRecord = z.infer<typeof stockTransferRecord>;

export const stockTransferList = pagedList(stockTransferRecord);
export type StockTransferList = z.infer<typeof stockTransferList>;

/** POST, …/receive and …/cancel: the toast's sentence and the transfer. */
export const stockTransferAnswer = z.object({ message: z.string(), data: stockTransferRecord });
