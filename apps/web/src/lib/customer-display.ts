import { useEffect, useState } from "react";

/**
 * What the customer-facing screen ('Layar Pelanggan', /pos/layar-pelanggan) shows, sent by the
 * till on the same device through a BroadcastChannel (docs/decisions/0038-customer-screen.md):
 * the till's features publish here (the cart, the QRIS panel), the screen listens, and neither
 * imports the other.
 */
export type CustomerCartLine = { name: string; detail: string; quantity: number; amount: number };
export type CustomerPayment =
  | { view: "qris"; orderId: string; qrString: string; amount: number; expiresAt: string }
  | { view: "paid"; orderId: string; amount: number };
export type CustomerDisplay = {
  /** The till's cart while it has lines; null when empty. */
  cart: { lines: CustomerCartLine[]; total: number } | null;
  /** A QRIS on the cashier's screen, or its payment just received; it wins over the cart. */
  payment: CustomerPayment | null;
};

const CHANNEL = "kedai-layar-pelanggan";
/** Sent by a screen that just opened: the till answers with what it shows now. */
const HELLO = "hello";

export const EMPTY_DISPLAY: CustomerDisplay = { cart: null, payment: null };

let latest: CustomerDisplay = EMPTY_DISPLAY;
let channel: BroadcastChannel | null = null;

/** The till's end of the channel, opened on first use; none where BroadcastChannel is missing. */
function tillChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === "undefined") return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener("message", (event) => {
    if (event.data === HELLO) channel?.postMessage(latest);
  });
  return channel;
}

function publish(next: CustomerDisplay): void {
  latest = next;
  tillChannel()?.postMessage(latest);
}

/** The till's cart changed: its lines and total, or null when it is empty. A new cart ends a payment shown as received. */
export const showCartToCustomer = (cart: CustomerDisplay["cart"]) =>
  publish({ cart, payment: cart && latest.payment?.view === "paid" ? null : latest.payment });

/** A QRIS shown on the cashier's screen, or its payment received. */
export const showPaymentToCustomer = (payment: CustomerPayment) => publish({ ...latest, payment });

/**
 * The cashier closed the QRIS of `orderId` unpaid: the screen goes back to the cart. A payment
 * received stays until the screen's own few seconds have passed.
 */
export function withdrawQrisFromCustomer(orderId: string): void {
  if (latest.payment?.view === "qris" && latest.payment.orderId === orderId) publish({ ...latest, payment: null });
}

/** The customer screen's end: what the till on this device shows, asked for once on opening. */
export function useCustomerDisplay(): CustomerDisplay {
  const [display, setDisplay] = useState<CustomerDisplay>(EMPTY_DISPLAY);
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const listening = new BroadcastChannel(CHANNEL);
    listening.addEventListener("message", (event: MessageEvent<CustomerDisplay | typeof HELLO>) => {
      if (event.data !== HELLO) setDisplay(event.data);
    });
    listening.postMessage(HELLO);
    return () => listening.close();
  }, []);
  return display;
}
