import { percentOf } from "../money/totals";

/**
 * What a food platform keeps of an order, in whole rupiah (docs/business-rules.md#ojol-commission),
 * fixed when the order is recorded: the platform's own figure when its order carries one, else the
 * outlet's commission rate for that platform (`platform_links.commission_percent`) of the order's
 * total as the platform charged it, rounded half up once. A later change of the rate never
 * rewrites an order already recorded.
 */
export function platformCommission(order: {
  totalAmount: number;
  ratePercent: number;
  platformFigure?: number | null;
}): number {
  if (order.platformFigure != null) {
    if (!Number.isSafeInteger(order.platformFigure) || order.platformFigure < 0)
      throw new RangeError(`platformFigure must be a non-negative whole number of rupiah, got ${order.platformFigure}`);
    return order.platformFigure;
  }
  return percentOf(order.totalAmount, order.ratePercent);
}
