import { useSyncExternalStore } from "react";
import { cartItemCount, parseCartLines, readRawCart, subscribeToCart } from "./cart-storage";

// React reads the snapshot on every render: parse only when the stored text actually changed.
let lastRaw: string | null | undefined;
let lastCount = 0;
function snapshot(): number {
  const raw = readRawCart();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastCount = cartItemCount(parseCartLines(raw));
  }
  return lastCount;
}

/** Live count for the header badge: this tab's "kedai:cart" events and other tabs' storage events. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, snapshot, () => 0);
}
