import { finalPricePerItem, type MenuItem } from "@kedai/shared";
import type { CartItem } from "./cart-rules";

/** What changed in the cart since its lines were added, as the customer must see it before ordering. */
export type CartChange =
  | { kind: "price"; cartItemId: string; name: string; from: number; to: number }
  | { kind: "unavailable"; cartItemId: string; name: string };

export type RefreshedCart = { items: CartItem[]; changes: CartChange[] };

/**
 * The cart priced again from the menu as it is now: a line whose product is gone or unavailable,
 * or one of whose options no longer exists, is taken out; a line whose price changed takes the new
 * price. Prices are what the server charges, so the cart never shows a lower total than the order's.
 */
export function refreshCart(items: readonly CartItem[], menu: readonly MenuItem[]): RefreshedCart {
  const byId = new Map(menu.map((product) => [product._id, product]));
  const changes: CartChange[] = [];
  const refreshed: CartItem[] = [];
  for (const line of items) {
    const product = byId.get(line.productId);
    const options = product ? currentOptions(product, line.selectedOptions) : undefined;
    if (!product?.isAvailable || !options) {
      changes.push({ kind: "unavailable", cartItemId: line.cartItemId, name: line.name });
      continue;
    }
    const price = finalPricePerItem({ basePrice: product.price, quantity: line.quantity, options });
    if (price !== line.finalPricePerItem) {
      changes.push({
        kind: "price",
        cartItemId: line.cartItemId,
        name: line.name,
        from: line.finalPricePerItem,
        to: price,
      });
    }
    refreshed.push({
      ...line,
      name: product.name,
      basePrice: product.price,
      selectedOptions: options,
      finalPricePerItem: price,
    });
  }
  return { items: changes.length > 0 ? refreshed : [...items], changes };
}

/** The line's options with today's prices, or undefined when one of them is no longer offered. */
function currentOptions(product: MenuItem, chosen: CartItem["selectedOptions"]) {
  const offered = product.customizationOptions.flatMap((group) => group.options);
  const current = [];
  for (const option of chosen) {
    const now = offered.find((one) => (option._id ? one._id === option._id : one.name === option.name));
    if (!now) return undefined;
    current.push({ ...(option._id ? { _id: option._id } : {}), name: now.name, price: now.price });
  }
  return current;
}
