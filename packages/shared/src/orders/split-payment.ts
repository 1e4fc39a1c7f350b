import { formatRupiah } from "../money";
import { type OrderPaymentRecord, type OrderRecord, POS_PAYMENT_METHOD } from "./orders.contract";

/**
 * Split payments (docs/decisions/0033-split-payments-and-rounds.md): the server's rule and the
 * payment modal's figures, so the screen refuses exactly what the server would.
 */

type Part = { method: string; amount: number };
type SettledPart = { method: string; amount: number; change: number };

/** Why a list of payments does not settle a total: too little, a part beyond what remained, or an absurd cash amount. */
export type SplitPaymentProblem = {
  code: "PAYMENT_TOO_LOW" | "PAYMENT_OVER_TOTAL" | "PAYMENT_TOO_HIGH";
  /** The part at fault (0-based); the last one when the sum falls short. */
  index: number;
  message: string;
};

/** The most cash any payment may hand over, whatever the bill (docs/business-rules.md#payment). */
export const MAX_CASH_PAYMENT = 100_000_000;
/** Cash for a small bill may still be the largest sum a customer plausibly carries. */
const MIN_CASH_CEILING = 1_000_000;

/**
 * The most cash a payment of `total` may hand over: 100× the bill, at least Rp 1.000.000 and at
 * most Rp 100.000.000, and never less than what remains (a bill above the cap is paid exactly).
 * Above it the amount is a slip of the keyboard (a thousands dot typed twice), not a banknote.
 */
export const cashCeiling = (total: number, remaining: number): number =>
  Math.max(remaining, Math.min(MAX_CASH_PAYMENT, Math.max(100 * total, MIN_CASH_CEILING)));

/**
 * The one payment rule (docs/business-rules.md#payment), for a payment taken at once (one part)
 * and a split payment alike: settles `total` with `parts` in the order taken. Every part pays from
 * what remains; only cash may exceed it, and only as the last part (the excess is its change); a
 * part after the bill is covered, a non-cash part above what remains, or cash above `cashCeiling`
 * is refused; so is a sum short of the total.
 */
export function settleSplitPayment(
  total: number,
  parts: readonly Part[],
): { payments: SettledPart[]; change: number } | { problem: SplitPaymentProblem } {
  let remaining = total;
  const payments: SettledPart[] = [];
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    // A bill of Rp 0 (discounted or paid by points) is still settled by its one payment.
    if (remaining <= 0 && index > 0) {
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
    const ceiling = cashCeiling(total, remaining);
    if (part.amount > ceiling) {
      return {
        problem: {
          code: "PAYMENT_TOO_HIGH",
          index,
          message: `Uang tunai ${formatRupiah(part.amount)} tidak wajar untuk tagihan ${formatRupiah(total)} (paling banyak ${formatRupiah(ceiling)}). Periksa jumlah yang diketik.`,
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
