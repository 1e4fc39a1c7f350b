import type { CartItem } from "../../features/cart/cart-rules";
import { cartSubtotal } from "../../features/cart/cart-rules";

/**
 * What the cart hands to the checkout (router state): the subtotal the customer reviewed. A
 * checkout opened without it (typed in, bookmarked) or after the cart changed elsewhere sends the
 * customer back to the cart to review it first.
 */
export type CheckoutHandover = { reviewedSubtotal: number };

export function handoverFor(items: readonly CartItem[]): CheckoutHandover {
  return { reviewedSubtotal: cartSubtotal(items) };
}

export function isHandoverFor(state: unknown, items: readonly CartItem[]): boolean {
  const handover = state as Partial<CheckoutHandover> | null;
  return typeof handover?.reviewedSubtotal === "number" && handover.reviewedSubtotal === cartSubtotal(items);
}
