import type { OrderRecord } from "@kedai/shared";
import { useRef, useState } from "react";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toast";
import { createInvoice } from "./api/create-invoice";
import { placeOrder } from "./api/place-order";
import {
  type CheckoutDetails,
  type CheckoutLine,
  type CheckoutProblems,
  checkoutProblems,
  orderBodyFor,
  paysOnline,
} from "./checkout-model";

export const PLACE_FAILED = "Gagal memproses pesanan. Mohon coba lagi.";
export const PAYMENT_START_FAILED = "Gagal memulai pembayaran.";

type SubmitOptions = {
  lines: readonly CheckoutLine[];
  tableToken: string | null;
  promoCode: string | null;
  /** The order exists: empty the cart. */
  onPlaced: (order: OrderRecord) => void;
  /** Show the confirmation (paid at the cashier or by transfer, or an invoice that could not start). */
  onDone: (order: OrderRecord) => void;
};

/**
 * Sends the checkout. One Idempotency-Key per attempt: a retry after a failure reuses it, so an
 * answer lost on the way back returns the order already placed instead of a second one; only a
 * placed order starts a new attempt. A second tap while one is on its way is ignored.
 */
export function useSubmitCheckout({ lines, tableToken, promoCode, onPlaced, onDone }: SubmitOptions) {
  const attemptKey = useRef<string | null>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<CheckoutProblems>({});

  async function submit(details: CheckoutDetails): Promise<void> {
    if (sending.current) return;
    const found = checkoutProblems(details, { atTable: Boolean(tableToken) });
    setProblems(found);
    const first = Object.values(found)[0];
    if (first) {
      toast.error(first);
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      attemptKey.current ??= crypto.randomUUID();
      let order: OrderRecord;
      try {
        order = (await placeOrder(orderBodyFor(details, lines, { tableToken, promoCode }), attemptKey.current)).data;
      } catch (error) {
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
        const { invoice_url } = await createInvoice(order, {
          name: details.name.trim(),
          phone: details.phone.trim(),
          email: details.email.trim() || undefined,
        });
        onPlaced(order);
        window.location.assign(invoice_url);
      } catch (error) {
        // The order stands, waiting for payment; the confirmation shows it as such.
        toast.error(messageOf(error, PAYMENT_START_FAILED));
        onPlaced(order);
        onDone(order);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { submit, busy, problems };
}
