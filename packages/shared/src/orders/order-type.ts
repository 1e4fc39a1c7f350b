/**
 * How an order is served. A module of its own, apart from the order's status machine: the
 * storefront's cart totals need these names and nothing else of the order's life.
 */
export const ORDER_TYPES = ["Dine-In", "Take Away", "Ojol"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
/** Spelled out: "Dine-In" and "Take Away" are not identifiers. */
export const ORDER_TYPE = {
  DineIn: "Dine-In",
  TakeAway: "Take Away",
  Ojol: "Ojol",
} as const satisfies Record<string, OrderType>;
