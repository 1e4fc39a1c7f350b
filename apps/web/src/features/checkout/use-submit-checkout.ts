import { type OrderRecord, type TotalChangedDetails, totalChangedDetails } from "@kedai/shared";
import { useRef } from "react";
import { v4 as uuidv4 } from "uuid";
import { isApiError, messageOf } from "../../lib/api";
import { toast } from "../../lib/toast";
import { createInvoice } from "./api/create-invoice";
import { placeOrder } from "./api/place-order";
import { type CheckoutDetails, type CheckoutLine, orderBodyFor, paysOnline } from "./checkout-model";
import { rememberOrderSecret } from "./order-secrets";
import { rememberPendingPayment } from "./pending-payment";

export const PLACE_FAILED = "Gagal memproses pesanan. Mohon coba lagi.";
export const PAYMENT_START_FAILED = "Gagal memulai pembayaran.";

type SubmitOptions = {
  lines: readonly CheckoutLine[];
  tableToken: string | null;
  promoCode: string | null;
  /** The server charges another total than the one shown (a price changed): its figures. */
  onTotalChanged: (changed: TotalChangedDetails) => void;
  /** The order exists: empty the cart. */
  onPlaced: (order: OrderRecord) => void;
  /** Show the confirmation (paid at the cashier or by transfer, or an invoice that could not start). */
  onDone: (order: OrderRecord) => void;
};

/**
 * Sends the checkout the form has checked (its `onValid`, so the form's submit guard lets one
 * through at a time). One Idempotency-Key per attempt: a retry after a failure reuses it, so an
 * answer lost on the way back returns the order already placed instead of a second one; only a
 * placed order starts a new attempt.
 */
export function useSubmitCheckout({ lines, tableToken, promoCode, onTotalChanged, onPlaced, onDone }: SubmitOptions) {
  const attemptKey = useRef<string | null>(null);

  /** `confirmedTotal`: the total the customer sees; the server refuses the order if it would charge another. */
  return async function submit(details: CheckoutDetails, confirmedTotal: number): Promise<void> {
    attemptKey.current ??= uuidv4();
    let order: OrderRecord;
    let accessToken: string | undefined;
    try {
      ({ data: order, accessToken } = await placeOrder(
        orderBodyFor(details, lines, { tableToken, promoCode, confirmedTotal }),
        attemptKey.current,
      ));
      if (accessToken) rememberOrderSecret(order.orderId, accessToken);
    } catch (error) {
      if (isApiError(error) && error.code === "TOTAL_CHANGED") {
        const changed = totalChangedDetails.safeParse(error.details);
        if (changed.success) onTotalChanged(changed.data);
      }
      toast.error(messageOf(error, PLACE_FAILED));
      return;
    }
    attemptKey.current = null;
    if (!paysOnline(details.paymentMethod)) {
      onPlaced(order);
      onDone(order);
      return;
    }
    try {
      const { invoice_url } = await createInvoice(order, accessToken, {
        name: details.name.trim(),
        phone: details.phone.trim(),
        email: details.email.trim() || undefined,
      });
      onPlaced(order);
      rememberPendingPayment(order.orderId);
      window.location.assign(invoice_url);
    } catch (error) {
      // The order stands, waiting for payment; the confirmation shows it as such.
      toast.error(messageOf(error, PAYMENT_START_FAILED));
      rememberPendingPayment(order.orderId);
      onPlaced(order);
      onDone(order);
    }
  };
}
