import { formatQuantity } from "../../lib/stock-format";

/**
 * A line's difference as the screens say it: sent − received, what did not arrive ('kurang 1'), or
 * what arrived beyond it ('lebih 1'); nothing when they match. Rounded to the 4 decimals stock keeps
 * (ADR 0003), so 0.1 + 0.2 does not read as a difference.
 */
export function describeDifference(difference: number, unit: string): string | null {
  const rounded = Math.round(difference * 10_000) / 10_000;
  if (rounded === 0) return null;
  return `${rounded > 0 ? "kurang" : "lebih"} ${formatQuantity(Math.abs(rounded))} ${unit}`.trim();
}
