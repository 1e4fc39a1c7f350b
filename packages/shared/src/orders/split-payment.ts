import { formatRupiah } from "../money";
import { type OrderPaymentRecord, type OrderRecord, POS_PAYMENT_METHOD } from "./orders.contract";

/**
 * Split payments (docs/decisions/0033-split-payments-and-rounds.md): the server's rule and the
 * payment modal's figures, so the screen refuses exactly what the server would.
 */

type Part = { method: string; amount: number };
type SettledPart = { method: string; amount: number; change: number };

/** Why a list of payments does not settle a total: too little, or a part beyond what remained. */
export type SplitPaymentProblem = {
  code: "PAYMENT_TOO_LOW" | "PAYMENT_OVER_TOTAL";
  /** The part at fault (0-based); the last one when the sum falls short. */
  index: number;
  message: string;
};

/**
 * Settles `total` with `parts` in the order taken: every part pays from what remains; only cash
 * may exceed it, and only as the last part (the excess is its change); a part after the bill is
 * covered, or a non-cash part above what remains, is refused; so is a sum short of the total.
 */
export function settleSplitPayment(
  total: number,
  parts: readonly Part[],
): { payments: SettledPart[]; change: number } | { problem: SplitPaymentProblem } {
  let remaining = total;
  const payments: SettledPart[] = [];
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    if (remaining <= 0) {
      return {
        problem: {
          code: "PAYMENT_OVER_TOTAL",
          index,
          message: `Tagihan sudah lunas sebelum pembayaran ke-${index + 1}; hapus pembayaran itu.`,
        },
      };
    }
    const change = Math.max(0, part.amount - remaining);
    if (change > 0 && part.method !== POS_PAYMENT_METHOD.Cash) {
      return {
        problem: {
          code: "PAYMENT_OVER_TOTAL",
          index,
          message: `Pembayaran ${part.method} melebihi sisa tagihan (${formatRupiah(remaining)}); kembalian hanya dari tunai.`,
        },
      };
    }
    if (change > 0 && !last) {
      return {
        problem: {
          code: "PAYMENT_OVER_TOTAL",
          index,
          message: "Pembayaran tunai yang melebihi sisa tagihan harus menjadi pembayaran terakhir.",
        },
      };
    }
    payments.push({ method: part.method, amount: part.amount, change });
    remaining -= part.amount - change;
  }
  if (remaining > 0) {
    return {
      problem: {
        code: "PAYMENT_TOO_LOW",
        index: Math.max(0, parts.length - 1),
        message: `Jumlah pembayaran kurang dari total tagihan! Sisa ${formatRupiah(remaining)}.`,
      },
    };
  }
  return { payments, change: payments.reduce((sum, part) => sum + part.change, 0) };
}

/** What is left to pay of `total` after `parts` (never below 0). */
export const remainingAfter = (total: number, parts: readonly Part[]): number =>
  Math.max(
    0,
    parts.reduce((left, part) => left - part.amount, total),
  );

/**
 * An order's payments: its list, or for an order a till cached before the list existed, its one
 * `paymentDetails`; none while unpaid.
 */
export function orderPayments(order: Pick<OrderRecord, "payments" | "paymentDetails">): OrderPaymentRecord[] {
  if (order.payments) return order.payments;
  const paid = order.paymentDetails;
  if (!paid) return [];
  return [
    {
      method: paid.method,
      amount: paid.amountPaid,
      change: paid.change,
      ...(paid.confirmedBy && { confirmedBy: paid.confirmedBy }),
    },
  ];
}
