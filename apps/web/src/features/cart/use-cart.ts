import { useCallback, useSyncExternalStore } from "react";
import { addItem, type CartItem, type CartProduct, quickAdd, setQuantity } from "./cart-rules";
import { parseCart, readRawCart, saveCart, subscribeToCart } from "./cart-storage";

const EMPTY: CartItem[] = [];

// useSyncExternalStore needs the same array back while the stored text is unchanged.
let lastRaw: string | null | undefined;
let lastItems: CartItem[] = EMPTY;
function snapshot(): CartItem[] {
  const raw = readRawCart();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastItems = parseCart(raw);
  }
  return lastItems;
}

/** The stored cart and its writers; every writer saves at once, so other tabs and the badge follow. */
export function useCart() {
  const items = useSyncExternalStore(subscribeToCart, snapshot, () => EMPTY);
  const update = useCallback((change: (current: CartItem[]) => CartItem[]) => saveCart(change(snapshot())), []);
  return {
    items,
    add: useCallback((item: CartItem) => update((current) => addItem(current, item)), [update]),
    quickAdd: useCallback((product: CartProduct) => update((current) => quickAdd(current, product)), [update]),
    setQuantity: useCallback(
      (cartItemId: string, quantity: number) => update((current) => setQuantity(current, cartItemId, quantity)),
      [update],
    ),
    /** Puts these lines in place of the cart's (the cart priced again from the menu). */
    replace: useCallback((lines: CartItem[]) => saveCart(lines), []),
    clear: useCallback(() => saveCart([]), []),
  };
}
