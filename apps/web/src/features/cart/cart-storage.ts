/**
 * The storefront cart lives in local storage. This module is the shell's read-only view of
 * it (the header badge); the cart feature owns writing and must call notifyCartChanged() after
 * every save so the badge in the same tab updates (the storage event fires only in other tabs).
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
    // A cart that cannot be read is only logged: the visitor simply starts with an empty cart.
    console.error("Gagal memuat keranjang.", error);
    return [];
  }
}

/** Number of pieces in the cart: the sum of line quantities, ignoring malformed lines. */
export function cartItemCount(lines: StoredCartLine[]): number {
  return lines.reduce((sum, line) => {
    const quantity = Number(line?.quantity);
    return Number.isFinite(quantity) && quantity > 0 ? sum + Math.floor(quantity) : sum;
  }, 0);
}

export function notifyCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}
