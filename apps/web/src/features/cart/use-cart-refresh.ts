import type { MenuItem } from "@kedai/shared";
import { useEffect, useState } from "react";
import { type CartChange, refreshCart } from "./cart-refresh";
import type { CartItem } from "./cart-rules";

/**
 * Prices the cart again whenever a fresh menu arrives (`menu`, undefined while loading): changed
 * lines are saved at once and what changed is kept to be shown until the customer has seen it.
 * `onRefreshed` hears the new lines, e.g. so the checkout keeps its review of the cart current.
 */
export function useCartRefresh(
  items: readonly CartItem[],
  replace: (lines: CartItem[]) => void,
  menu: readonly MenuItem[] | undefined,
  onRefreshed?: (lines: CartItem[]) => void,
) {
  const [changes, setChanges] = useState<CartChange[]>([]);
  // Run once per menu answer, not on every cart edit: the customer's own changes are not news.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new menu answer reprices the cart
  useEffect(() => {
    if (!menu) return;
    const refreshed = refreshCart(items, menu);
    if (refreshed.changes.length === 0) return;
    replace(refreshed.items);
    onRefreshed?.(refreshed.items);
    setChanges((earlier) => [
      ...earlier.filter((old) => !refreshed.changes.some((now) => now.cartItemId === old.cartItemId)),
      ...refreshed.changes,
    ]);
  }, [menu]);
  return { changes, dismiss: () => setChanges([]) };
}
