import { type StockAdjustmentType, signedAdjustment } from "@kedai/shared";

/**
 * An adjustment this many times larger than the stock on hand (or than 1 unit when there is
 * none) is more likely a typo (2500 for 250) than a count: it is confirmed before it is saved.
 */
export const FAR_BEYOND_STOCK_FACTOR = 10;

export type AdjustmentCheck = { confirm: false } | { confirm: true; reason: "negative" | "large"; after: number };

/**
 * Whether saving needs a confirmation: when it would take the stock below zero, or when the
 * quantity is far beyond what is in stock. `after` is the resulting stock the question shows.
 */
export function checkAdjustment(inStock: number, type: StockAdjustmentType, quantity: number): AdjustmentCheck {
  // The form sends a positive quantity, which the type signs.
  const after = Math.round((inStock + (signedAdjustment(type, Math.abs(quantity)) ?? 0)) * 10_000) / 10_000;
  if (after < 0) return { confirm: true, reason: "negative", after };
  if (quantity > Math.max(inStock, 1) * FAR_BEYOND_STOCK_FACTOR) return { confirm: true, reason: "large", after };
  return { confirm: false };
}
