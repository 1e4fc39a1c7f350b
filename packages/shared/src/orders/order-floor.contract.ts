import { z } from "zod";
import { timestamp } from "../common/answers.contract";
import { MAX_ORDER_ITEM_QUANTITY, MAX_ORDER_LINES } from "./order-limits";
import { orderRecord } from "./orders.contract";

/** At most this many equal parts in one split: a table of twenty is already a banquet. */
export const MAX_SPLIT_PARTS = 20;

/**
 * The order's `updatedAt` as the screen showed it: when sent, an order changed meanwhile (another
 * till moved, split or merged it) is refused with 409 instead of acting on what the screen no
 * longer shows (ADR 0007, 0034).
 */
const seenAt = timestamp.optional();

const splitLine = z.object(
  {
    lineId: z.string({ error: "Baris pesanan wajib dipilih." }).min(1, "Baris pesanan wajib dipilih."),
    quantity: z
      .number({ error: "Jumlah harus berupa angka." })
      .int("Jumlah harus berupa bilangan bulat.")
      .min(1, "Jumlah minimal 1.")
      .max(MAX_ORDER_ITEM_QUANTITY, `Jumlah maksimal ${MAX_ORDER_ITEM_QUANTITY}.`),
  },
  { error: "Baris pesanan tidak valid." },
);

/**
 * POST /api/orders/{id}/split ('Pisah Tagihan', docs/decisions/0034-split-move-merge.md): either
 * `lines` (those quantities of those lines go to one new order at the same table) or `parts` (the
 * bill in N equal parts, each its own order). Exactly one of the two.
 */
export const orderSplitBody = z
  .object(
    {
      lines: z
        .array(splitLine, { error: "Baris pesanan tidak valid." })
        .min(1, "Pilih minimal satu menu untuk dipisah.")
        .max(MAX_ORDER_LINES, `Maksimal ${MAX_ORDER_LINES} baris.`)
        .optional(),
      parts: z
        .number({ error: "Jumlah bagian harus berupa angka." })
        .int("Jumlah bagian harus berupa bilangan bulat.")
        .min(2, "Jumlah bagian minimal 2.")
        .max(MAX_SPLIT_PARTS, `Jumlah bagian maksimal ${MAX_SPLIT_PARTS}.`)
        .optional(),
      updatedAt: seenAt,
    },
    { error: "Data pisah tagihan tidak valid." },
  )
  .refine((body) => (body.lines === undefined) !== (body.parts === undefined), {
    message: "Pilih menu yang dipisah atau jumlah bagian yang sama, salah satu saja.",
    path: ["lines"],
  });
export type OrderSplitBody = z.infer<typeof orderSplitBody>;
export type OrderSplitInput = z.input<typeof orderSplitBody>;

/** PUT /api/orders/{id}/table ('Pindah Meja'): the Available table the order moves to. */
export const orderMoveTableBody = z.object(
  {
    table: z.string({ error: "Meja wajib dipilih." }).min(1, "Meja wajib dipilih."),
    updatedAt: seenAt,
  },
  { error: "Data pindah meja tidak valid." },
);
export type OrderMoveTableBody = z.infer<typeof orderMoveTableBody>;

/**
 * POST /api/orders/{id}/merge ('Gabung Meja'): the order `from` (another table's open order) is
 * merged into this one; `fromUpdatedAt` is what the screen showed of it.
 */
export const orderMergeBody = z.object(
  {
    from: z.string({ error: "Pesanan yang digabung wajib dipilih." }).min(1, "Pesanan yang digabung wajib dipilih."),
    updatedAt: seenAt,
    fromUpdatedAt: seenAt,
  },
  { error: "Data gabung meja tidak valid." },
);
export type OrderMergeBody = z.infer<typeof orderMergeBody>;

/** The split's answer: the order split (first) and the orders it made, each as GET /api/orders/{id} answers it. */
export const orderSplitAnswer = z.object({ data: z.array(orderRecord) });
export type OrderSplitAnswer = z.infer<typeof orderSplitAnswer>;
