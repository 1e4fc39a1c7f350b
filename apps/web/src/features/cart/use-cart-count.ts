import { useSyncExternalStore } from "react";
import { CART_CHANGED_EVENT, CART_STORAGE_KEY, cartItemCount, parseCartLines, readRawCart } from "./cart-storage";

function subscribe(notify: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) notify();
  };
  window.addEventListener(CART_CHANGED_EVENT, notify);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, notify);
    window.removeEventListener("storage", onStorage);
  };
}

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
  return useSyncExternalStore(subscribe, snapshot, () => 0);
}
