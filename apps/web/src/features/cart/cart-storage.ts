import { type CartItem, clampQuantity } from "./cart-rules";

/**
 * The storefront cart lives in local storage. Reading and writing it never throws: a cart that
 * cannot be read or saved is only logged, and the visitor simply goes on with an empty cart.
 * Every save announces itself so the header badge in the same tab updates (the storage event
 * fires only in other tabs).
 */
export const CART_STORAGE_KEY = "kedai.cart";
export const CART_CHANGED_EVENT = "kedai:cart";

export type StoredCartLine = { quantity?: unknown };

export function readRawCart(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function parseCartLines(raw: string | null): StoredCartLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as StoredCartLine[]) : [];
  } catch (error) {
    console.error("Gagal memuat keranjang.", error);
    return [];
  }
}

/** Number of pieces in the cart: the sum of line quantities, ignoring malformed lines. */
export function cartItemCount(lines: StoredCartLine[]): number {
  return lines.reduce((sum, line) => {
    const quantity = Number(line?.quantity);
    return Number.isFinite(quantity) && quantity > 0 ? sum + clampQuantity(quantity) : sum;
  }, 0);
}

const isWholeRupiah = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function isCartItem(value: unknown): value is CartItem {
  const line = value as Partial<CartItem> | null;
  return (
    typeof line === "object" &&
    line !== null &&
    typeof line.productId === "string" &&
    typeof line.cartItemId === "string" &&
    typeof line.name === "string" &&
    Number.isSafeInteger(line.quantity) &&
    (line.quantity as number) > 0 &&
    isWholeRupiah(line.basePrice) &&
    isWholeRupiah(line.finalPricePerItem) &&
    Array.isArray(line.selectedOptions) &&
    line.selectedOptions.every((option) => typeof option?.name === "string" && isWholeRupiah(option.price))
  );
}

/**
 * The cart's lines. A stored cart that is not a list of well-formed lines (edited by hand, left by
 * an older version) is discarded as a whole rather than half-trusted; a quantity above what the
 * server takes for one line is brought down to that limit.
 */
export function parseCart(raw: string | null): CartItem[] {
  const lines = parseCartLines(raw);
  if (lines.every(isCartItem)) return lines.map((line) => ({ ...line, quantity: clampQuantity(line.quantity) }));
  console.error("Keranjang tersimpan tidak valid dan dikosongkan.");
  return [];
}

export function notifyCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

export function saveCart(items: readonly CartItem[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch (error) {
    console.error("Gagal menyimpan keranjang.", error);
  }
  notifyCartChanged();
}

/** Calls `notify` whenever the cart changes, in this tab or another; returns the unsubscribe. */
export function subscribeToCart(notify: () => void): () => void {
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
