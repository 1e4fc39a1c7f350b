import { type OrderPaymentRecord, POS_PAYMENT_METHOD } from "./orders.contract";

/**
 * The two kinds of QRIS, as the shift summary and the sales report name them: a dynamic QRIS the
 * provider confirmed, and a static sticker the cashier looked at and recorded by hand.
 */
export const QRIS_LABEL = {
  confirmed: "QRIS (terkonfirmasi Xendit)",
  manual: "QRIS (catat manual)",
} as const;

/** A payment method as a report line: QRIS says who confirmed it, the other methods read as recorded. */
export function paymentMethodLabel(method: string, confirmedBy?: OrderPaymentRecord["confirmedBy"] | null): string {
  if (method !== POS_PAYMENT_METHOD.QRIS) return method;
  return confirmedBy ? QRIS_LABEL.confirmed : QRIS_LABEL.manual;
}
