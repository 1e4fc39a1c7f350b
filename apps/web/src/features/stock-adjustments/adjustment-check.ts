import { type StockAdjustmentType, signedAdjustment } from "@kedai/shared";
import { isFarBeyondUsual } from "../../lib/large-quantity";

export type AdjustmentCheck = { confirm: false } | { confirm: true; reason: "negative" | "large"; after: number };

/**
 * Whether saving needs a confirmation: when it would take the stock below zero, or when the
 * quantity is far beyond what is in stock. `after` is the resulting stock the question shows.
 */
export function checkAdjustment(inStock: number, type: StockAdjustmentType, quantity: number): AdjustmentCheck {
  // The form sends a positive quantity, which the type signs.
  const after = Math.round((inStock + (signedAdjustment(type, Math.abs(quantity)) ?? 0)) * 10_000) / 10_000;
  if (after < 0) return { confirm: true, reason: "negative", after };
  // Usual for an adjustment: the stock on hand at its location (isFarBeyondUsual: more than 10×).
  if (isFarBeyondUsual(quantity, [inStock])) return { confirm: true, reason: "large", after };
  return { confirm: false };
}
