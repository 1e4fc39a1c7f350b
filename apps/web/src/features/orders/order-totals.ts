import type { OrderRecord } from "@kedai/shared";

export type OrderTotalLine = { label: string; amount: number; strong?: boolean };

/**
 * An order's money lines from the subtotal down to the total, as the receipt and the order detail
 * show them. Discounts appear only when given; the tax line carries the label the order was priced
 * with, so a later change of the tax setting never rewrites an old order.
 */
export function orderTotalLines(order: OrderRecord): OrderTotalLine[] {
  const promo = order.promo?.discountAmount ?? 0;
  const lines: Array<OrderTotalLine | false> = [
    { label: "Subtotal", amount: order.subTotal },
    promo > 0 && { label: `Diskon Promo${order.promo?.name ? ` (${order.promo.name})` : ""}`, amount: -promo },
    order.discount > 0 && { label: "Diskon Kasir", amount: -order.discount },
    { label: "Service", amount: order.serviceCharge },
    { label: "Kemasan", amount: order.packagingFee },
    { label: order.taxLabel, amount: order.tax },
    order.deliveryFee > 0 && { label: "Ongkos Kirim", amount: order.deliveryFee },
    order.pointsDiscount > 0 && { label: "Diskon Poin", amount: -order.pointsDiscount },
    { label: "Total", amount: order.totalAmount, strong: true },
  ];
  return lines.filter((line): line is OrderTotalLine => line !== false);
}
