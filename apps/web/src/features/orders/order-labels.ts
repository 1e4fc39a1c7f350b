import { ORDER_CHANNEL, type OrderChannel, type OrderRecord, orderIdTail } from "@kedai/shared";

/** Where the order was placed, in the back office's words. */
export const CHANNEL_LABELS: Record<OrderChannel, string> = {
  [ORDER_CHANNEL.pos]: "POS",
  [ORDER_CHANNEL.online]: "Online",
};

/** How the back office names an order: `#` and the last 6 characters of its id (e.g. #611055). */
export const orderNumber = (order: Pick<OrderRecord, "orderId">): string => `#${orderIdTail(order.orderId, 6)}`;

/** The number the till's order cards and kitchen show (the last 4 characters): its dialogs say the same. */
export const tillOrderNumber = (order: Pick<OrderRecord, "orderId">): string => `#${orderIdTail(order.orderId)}`;

/** The customer an order is for: the registered customer, else the name given; "-" for none. */
export const orderCustomerName = (order: OrderRecord): string =>
  order.customer?.name || order.customerDetails?.name || order.customerName || "-";
