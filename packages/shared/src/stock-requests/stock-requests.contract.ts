import { z } from "zod";
import { timestamp } from "../common/answers.contract";
import { pagedList, pageQuery } from "../common/paging.contract";
import { STOCK_REQUEST_SORT_KEYS, sortableBy } from "../common/sorting.contract";
import { optionalText } from "../common/text.contract";
import { recordedStockItem } from "../stock/stock.contract";
import { STOCK_REQUEST_STATUSES, type StockRequestStatus } from "./stock-request-status";

export const STOCK_REQUEST_ITEMS_MESSAGE = "Harap isi setidaknya satu item dengan jumlah lebih dari 0.";
/** What the board shows for a member whose account was deleted. */
export const DELETED_MEMBER_LABEL = "Member Dihapus";
export const CANCEL_REASON_REQUIRED_MESSAGE = "Alasan pembatalan wajib diisi.";

/** The board's two views: 'Permintaan Aktif' and 'Riwayat Permintaan' (docs/business-rules.md#stock-requests). */
export const STOCK_REQUEST_VIEWS = {
  active: ["Diajukan", "Diproses", "Dikirim Sebagian", "Dikirim"],
  history: ["Selesai", "Dibatalkan"],
} as const satisfies Record<string, readonly StockRequestStatus[]>;
export type StockRequestView = keyof typeof STOCK_REQUEST_VIEWS;

/**
 * POST /api/stock-requests (franchise members): only filled rows are sent; quantities are whole
 * units, at least 1; packaging items are refused.
 */
export const stockRequestBody = z.object(
  {
    items: z
      .array(
        z.object(
          {
            stockItem: z.string({ error: STOCK_REQUEST_ITEMS_MESSAGE }).trim().min(1, STOCK_REQUEST_ITEMS_MESSAGE),
            quantity: z
              .number({ error: STOCK_REQUEST_ITEMS_MESSAGE })
              .int("Jumlah harus bilangan bulat.")
              .min(1, STOCK_REQUEST_ITEMS_MESSAGE)
              .max(1_000_000, "Jumlah terlalu besar."),
          },
          { error: STOCK_REQUEST_ITEMS_MESSAGE },
        ),
        { error: STOCK_REQUEST_ITEMS_MESSAGE },
      )
      .min(1, STOCK_REQUEST_ITEMS_MESSAGE)
      .max(100, "Maksimal 100 item per permintaan."),
    notes: optionalText("Catatan", 2000),
  },
  { error: STOCK_REQUEST_ITEMS_MESSAGE },
);
export type StockRequestBody = z.infer<typeof stockRequestBody>;
export type StockRequestInput = z.input<typeof stockRequestBody>;

/**
 * PUT /api/stock-requests/{id}/status. `from` is the status the board showed (a stale one is a
 * 409); a cancellation needs a reason.
 */
export const stockRequestStatusBody = z
  .object(
    {
      status: z.enum(STOCK_REQUEST_STATUSES, { error: "Status permintaan tidak valid." }),
      from: z.enum(STOCK_REQUEST_STATUSES, { error: "Status permintaan tidak valid." }).optional(),
      reason: optionalText("Alasan pembatalan", 500),
    },
    { error: "Status permintaan tidak valid." },
  )
  .superRefine((body, ctx) => {
    if (body.status === "Dibatalkan" && !body.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: CANCEL_REASON_REQUIRED_MESSAGE });
    }
  });
export type StockRequestStatusBody = z.infer<typeof stockRequestStatusBody>;

export const SHIPMENT_ITEMS_MESSAGE = "Isi jumlah yang dikirim untuk setidaknya satu item.";

/**
 * POST /api/stock-requests/{id}/shipments (head office): how much of each requested item goes now,
 * whole units, 0 for an item that waits. Each item at most what is still open on the request; what
 * is not sent stays open ('Dikirim Sebagian') for a later shipment. `from` is the status the board
 * showed and `updatedAt` the request's last change it showed: a request changed since (another
 * shipment included) is a 409, so a shipment sent twice (a retry after a lost answer) ships once.
 */
export const stockRequestShipmentBody = z.object(
  {
    from: z.enum(STOCK_REQUEST_STATUSES, { error: "Status permintaan tidak valid." }),
    updatedAt: z.iso.datetime({ error: "Versi permintaan stok tidak dikenal: muat ulang halaman lalu kirim lagi." }),
    items: z
      .array(
        z.object(
          {
            stockItem: z.string({ error: SHIPMENT_ITEMS_MESSAGE }).trim().min(1, SHIPMENT_ITEMS_MESSAGE),
            quantity: z
              .number({ error: "Jumlah kirim harus berupa angka." })
              .int("Jumlah kirim harus bilangan bulat.")
              .min(0, "Jumlah kirim tidak boleh negatif.")
              .max(1_000_000, "Jumlah terlalu besar."),
          },
          { error: SHIPMENT_ITEMS_MESSAGE },
        ),
        { error: SHIPMENT_ITEMS_MESSAGE },
      )
      .min(1, SHIPMENT_ITEMS_MESSAGE)
      .max(100, "Maksimal 100 item per pengiriman.")
      .refine((items) => items.some((item) => item.quantity > 0), SHIPMENT_ITEMS_MESSAGE),
  },
  { error: SHIPMENT_ITEMS_MESSAGE },
);
export type StockRequestShipmentBody = z.infer<typeof stockRequestShipmentBody>;

/** GET /api/stock-requests (head office): one view, newest first, a page at a time. */
export const stockRequestListQuery = pageQuery.extend({
  ...sortableBy(STOCK_REQUEST_SORT_KEYS),
  view: z.enum(["active", "history"], { error: "Tampilan harus active atau history." }).default("active"),
});
export type StockRequestListQuery = z.infer<typeof stockRequestListQuery>;
/** GET /api/stock-requests/my: the member's own, newest first. */
export const myStockRequestListQuery = pageQuery.extend(sortableBy(STOCK_REQUEST_SORT_KEYS));
export type MyStockRequestListQuery = z.infer<typeof myStockRequestListQuery>;

export const stockRequestRecord = z.object({
  _id: z.string(),
  /** Name DELETED_MEMBER_LABEL and `_id` null once the account is deleted; the outlet as requested. */
  franchiseMember: z.object({ _id: z.string().nullable(), name: z.string(), outletName: z.string() }),
  status: z.enum(STOCK_REQUEST_STATUSES),
  notes: z.string().nullable(),
  cancelReason: z.string().nullable(),
  items: z.array(
    z.object({
      stockItem: recordedStockItem,
      /** What the member asked for. */
      quantity: z.number(),
      /** What head office has shipped of it so far; `quantity − shippedQuantity` is still open. */
      shippedQuantity: z.number(),
    }),
  ),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type StockRequestRecord = z.infer<typeof stockRequestRecord>;

export const stockRequestList = pagedList(stockRequestRecord);
export type StockRequestList = z.infer<typeof stockRequestList>;

/** POST /api/stock-requests, PUT …/status and POST …/shipments: the toast's sentence and the request. */
export const stockRequestAnswer = z.object({ message: z.string(), data: stockRequestRecord });
