import { type ChosenOption, finalPricePerItem, MAX_ORDER_ITEM_QUANTITY, type MenuItem } from "@kedai/shared";

/** One cart line as it is stored. */
export type CartItem = {
  productId: string;
  /** Same product with the same options = same line: adding it again raises the quantity. */
  cartItemId: string;
  name: string;
  quantity: number;
  selectedOptions: ChosenOption[];
  basePrice: number;
  finalPricePerItem: number;
  imageUrl: string;
};

export type CartProduct = Pick<MenuItem, "_id" | "name" | "price" | "imageUrl">;

export function cartItemIdFor(productId: string, options: readonly ChosenOption[]): string {
  return [productId, ...options.map((option) => option.name).sort()].join("|");
}

/** A quantity the server takes: whole, at most the order line's limit. */
export const clampQuantity = (quantity: number) => Math.min(Math.floor(quantity), MAX_ORDER_ITEM_QUANTITY);

/** The product with these options and quantity, as a new cart line. */
export function cartItemFor(product: CartProduct, options: ChosenOption[], quantity: number): CartItem {
  return {
    productId: product._id,
    cartItemId: cartItemIdFor(product._id, options),
    name: product.name,
    quantity: clampQuantity(quantity),
    selectedOptions: options,
    basePrice: product.price,
    finalPricePerItem: finalPricePerItem({ basePrice: product.price, quantity, options }),
    imageUrl: product.imageUrl,
  };
}

/** Adds a line; a line with the same cartItemId already there grows by the added quantity instead. */
export function addItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  if (!items.some((line) => line.cartItemId === item.cartItemId)) return [...items, item];
  return items.map((line) =>
    line.cartItemId === item.cartItemId ? { ...line, quantity: clampQuantity(line.quantity + item.quantity) } : line,
  );
}

/** The menu's quick add: one more of the plain product (no options), or a new line of one. */
export function quickAdd(items: readonly CartItem[], product: CartProduct): CartItem[] {
  return addItem(items, cartItemFor(product, [], 1));
}

/** A quantity of 0 or less removes the line. */
export function setQuantity(items: readonly CartItem[], cartItemId: string, quantity: number): CartItem[] {
  if (quantity <= 0) return items.filter((line) => line.cartItemId !== cartItemId);
  return items.map((line) => (line.cartItemId === cartItemId ? { ...line, quantity: clampQuantity(quantity) } : line));
}

export function cartSubtotal(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.finalPricePerItem * line.quantity, 0);
}
