import { z } from "zod";
import { timestamp } from "../common/answers.contract";
import { namedValues } from "../common/named-values";
import { updateBody } from "../common/record-update";
import { searchQuery, storableText } from "../common/text.contract";

export const TABLE_STATUSES = ["Available", "Occupied", "Reserved"] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];
export const TABLE_STATUS = namedValues(TABLE_STATUSES);
export const TABLE_STATUS_LABELS: Record<TableStatus, string> = {
  Available: "Tersedia",
  Occupied: "Terisi",
  Reserved: "Dipesan",
};
export const MAX_TABLE_CAPACITY = 100;

export const tableBody = z.object(
  {
    name: storableText("Nama meja", 50),
    capacity: z
      .number({
        error: (issue) => (issue.input === undefined ? "Kapasitas wajib diisi." : "Kapasitas harus berupa angka."),
      })
      .int("Kapasitas harus berupa bilangan bulat.")
      .min(1, "Kapasitas minimal 1.")
      .max(MAX_TABLE_CAPACITY, `Kapasitas maksimal ${MAX_TABLE_CAPACITY}.`),
    status: z
      .enum(TABLE_STATUSES, { error: "Status meja harus Available, Occupied, atau Reserved." })
      .default("Available"),
  },
  { error: "Data meja tidak valid." },
);
export type TableBody = z.infer<typeof tableBody>;
export type TableInput = z.input<typeof tableBody>;

/** PUT /api/tables/{id}: the fields to change; one left out keeps its stored value (docs/api-conventions.md#put). */
export const tableUpdateBody = updateBody(tableBody);
export type TableUpdateBody = z.infer<typeof tableUpdateBody>;

export const tableListQuery = searchQuery;
export type TableListQuery = z.infer<typeof tableListQuery>;

const openTableOrder = z.object({
  _id: z.string(),
  orderId: z.string(),
  /** The order's running total (what is still to pay) and when its guests sat down (the floor view). */
  totalAmount: z.number().int().optional(),
  seatedAt: timestamp.optional(),
});

/** GET /api/tables rows and the answer of POST/PUT. */
export const tableRecord = z.object({
  _id: z.string(),
  name: z.string(),
  capacity: z.number().int(),
  status: z.enum(TABLE_STATUSES),
  /**
   * What the table's QR code carries (`/order?meja={qrToken}`). Sent to admins and managers only
   * (QR_TOKEN_ROLES): whoever has it can order at the table.
   */
  qrToken: z.string().optional(),
  /**
   * The open order (neither Completed nor Cancelled) seated at the table, so the till can name what
   * occupies it: the oldest when several are. Given by the list only; null when none.
   */
  openOrder: openTableOrder.nullable().optional(),
  /**
   * Every open order at the table, oldest first: a party's QR orders, or an order a till took
   * offline while another till seated the table. Given by the list only.
   */
  openOrders: z.array(openTableOrder).optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type TableRecord = z.infer<typeof tableRecord>;
export const tableList = z.array(tableRecord);

export const TABLE_TOKEN_INVALID = "Kode QR meja tidak valid. Silakan minta kode baru di kasir.";

/** Who sees and regenerates a table's QR token. */
export const QR_TOKEN_ROLES = ["admin", "manager"] as const;

/** POST /api/tables/{id}/qr-token: the table's new token; the old QR code stops working. */
export const tableQrTokenAnswer = z.object({ _id: z.string(), qrToken: z.string() });

/** GET /api/tables/by-token/{token}: the table a QR code names, for the storefront to show. */
export const tableTokenParams = z.object({ token: z.string().max(100) });
export const tableByToken = z.object({ _id: z.string(), name: z.string() });
