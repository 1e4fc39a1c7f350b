import { type OrderConfirmation, type OrderRecord, paymentTakenOf } from "@kedai/shared";

/** What the customer's confirmation page shows of an order (no contact details: it is reached by a link). */
export function orderConfirmationOf(order: Omit<OrderRecord, "orderId">): OrderConfirmation {
  return {
    items: order.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      selectedOptions: item.selectedOptions,
      lineTotal: item.lineTotal,
    })),
    subTotal: order.subTotal,
    promoDiscount: order.promo?.discountAmount ?? 0,
    deliveryFee: order.deliveryFee,
    taxLabel: order.taxLabel,
    tax: order.tax,
    totalAmount: order.totalAmount,
    paymentMethod: order.paymentMethod,
    paymentTaken: paymentTakenOf(order),
    refund: order.refund ?? null,
    deliveryMethod: order.deliveryInfo?.method ?? null,
    outlet: order.deliveryInfo?.outlet ?? null,
    table: order.table?.name ?? null,
    dateTime: order.deliveryInfo?.dateTime ?? null,
    createdAt: order.createdAt,
  };
}
