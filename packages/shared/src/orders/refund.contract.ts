import { z } from "zod";
import { timestamp } from "../common/answers.contract";
import { namedValues } from "../common/named-values";
import { pagedList, pageQuery } from "../common/paging.contract";
import { REFUND_SORT_KEYS, sortableBy } from "../common/sorting.contract";
import { defineStatusMachine } from "../common/status-machine";
import { storableText } from "../common/text.contract";
import { rupiahAmount } from "../money/money.contract";
import { formatRupiah } from "../money/rupiah";

/**
 * Money given back for a paid order that was cancelled (docs/business-rules.md#refunds,
 * docs/decisions/0049-refunds.md). Code names a status as `REFUND_STATUS.Selesai`.
 */
export const REFUND_STATUSES = ["Diproses", "Selesai", "Gagal"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS = namedValues(REFUND_STATUSES);

/**
 * Diproses until the money has gone back: Xendit's callback says Selesai or Gagal, staff record a
 * bank transfer (Selesai), a drawer refund is Selesai at once. A refund Xendit could not complete
 * (Gagal) is finished by staff with a bank transfer.
 */
export const refundStatusMachine = defineStatusMachine<RefundStatus>({
  statuses: REFUND_STATUSES,
  initial: "Diproses",
  final: ["Selesai"],
  transitions: {
    Diproses: ["Selesai", "Gagal"],
    Gagal: ["Selesai"],
    Selesai: [],
  },
});

/**
 * How the money goes back: `cash` from the till's drawer (money taken at the till), `xendit` to the
 * customer's original e-wallet, card or QRIS through Xendit's Refund API, `transfer` by a bank
 * transfer staff make to an account the customer gives (what Xendit cannot refund: virtual accounts, ...).
 */
export const REFUND_METHODS = ["cash", "xendit", "transfer"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD = namedValues(REFUND_METHODS);

/** The refund of an order, as staff and the order's customer see it. */
export const orderRefund = z.object({
  _id: z.string(),
  amount: z.number().int(),
  method: z.enum(REFUND_METHODS),
  status: z.enum(REFUND_STATUSES),
  /** The bank account a transfer went to, as staff wrote it; null for the other methods. */
  destination: z.string().nullable(),
  /** Xendit's refund id, or the bank transfer's reference; null while not known. */
  reference: z.string().nullable(),
  /** Who cancelled the order (and so started the refund). */
  requestedBy: z.string(),
  /** Who recorded the bank transfer; null otherwise. */
  recordedBy: z.string().nullable(),
  createdAt: timestamp,
  /** When the money went back (Selesai); null before. */
  completedAt: timestamp.nullable(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

/** Cancelling a paid order may give back only part of it (a fee kept); absent: all of it. */
export const refundAmountInput = rupiahAmount("Jumlah pengembalian", { min: 1 });

/** Why a refund larger than the money the order took (`paid`) is refused, on the server and in the dialog. */
export const refundOverPaidMessage = (paid: number) =>
  `Jumlah pengembalian melebihi uang yang dibayar (${formatRupiah(paid)}).`;

/** POST /api/orders/{id}/refund/transfer: the bank transfer staff made for the refund. */
export const refundTransferBody = z.object(
  {
    destination: storableText("Rekening tujuan", 200),
    reference: storableText("Nomor referensi", 100),
  },
  { error: "Data transfer tidak valid." },
);
export type RefundTransferBody = z.infer<typeof refundTransferBody>;

/**
 * Waiting for staff to transfer the money back: a bank-transfer refund not yet done (a virtual
 * account, a transfer, a QRIS Xendit refused) or one Xendit could not complete (Gagal).
 */
export const awaitsTransfer = (refund: Pick<OrderRefund, "method" | "status">): boolean =>
  (refund.method === "transfer" && refund.status === "Diproses") || refund.status === "Gagal";

/** GET /api/refunds: the refunds waiting for a bank transfer, oldest first unless sorted (`time`, `amount`). */
export const refundListQuery = pageQuery.extend({ ...sortableBy(REFUND_SORT_KEYS) });
export type RefundListQuery = z.infer<typeof refundListQuery>;

/** A refund waiting for a transfer, with the order it gives back and whom to pay. */
export const refundAwaitingTransfer = orderRefund.extend({
  order: z.object({
    _id: z.string(),
    orderId: z.string(),
    customerName: z.string(),
    phone: z.string().nullable(),
    paymentMethod: z.string(),
  }),
});
export type RefundAwaitingTransfer = z.infer<typeof refundAwaitingTransfer>;
export const refundList = pagedList(refundAwaitingTransfer);
export type RefundList = z.infer<typeof refundList>;

const DESTINATION_WORDS: Record<RefundMethod, string> = {
  cash: "tunai di kasir",
  xendit: "metode pembayaran asal",
  transfer: "rekening bank Anda",
};

/** How a staff screen names the refund's method. */
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  cash: "Tunai dari laci kasir",
  xendit: "Xendit (ke metode pembayaran asal)",
  transfer: "Transfer bank",
};

/**
 * The line the customer reads: "Dana Rp 24.420 dikembalikan ke metode pembayaran asal (diproses)",
 * "(selesai pada 29/11/2026 10.15)". `formatTime` turns the completion time into the page's words.
 */
export function refundLine(refund: OrderRefund, formatTime: (iso: string) => string): string {
  const where =
    refund.method === "transfer" && refund.destination ? refund.destination : DESTINATION_WORDS[refund.method];
  const state =
    refund.status === "Selesai" && refund.completedAt
      ? `selesai pada ${formatTime(refund.completedAt)}`
      : refund.status === "Gagal"
        ? "gagal, toko akan mentransfer ke rekening Anda"
        : "diproses";
  return `Dana ${formatRupiah(refund.amount)} dikembalikan ke ${where} (${state})`;
}
