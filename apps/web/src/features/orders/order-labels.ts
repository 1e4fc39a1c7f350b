import { ORDER_CHANNEL, type OrderChannel, type OrderRecord, orderIdTail } from "@kedai/shared";

/** Where the order was placed, in the back office's words. */
export const CHANNEL_LABELS: Record<OrderChannel, string> = {
  [ORDER_CHANNEL.pos]: "POS",
  [ORDER_CHANNEL.online]: "Online",
  [ORDER_CHANNEL.ojol]: "Ojol",
};

/** How the back office names an order: `#` and the last 6 characters of its id (e.g. #611055). */
export const orderNumber = (order: Pick<OrderRecord, "orderId">): string => `#${orderIdTail(order.orderId, 6)}`;

/** The number the till's order cards and kitchen show (the last 4 characters): its dialogs say the same. */
export const tillOrderNumber = (order: Pick<OrderRecord, "orderId">): string => `#${orderIdTail(order.orderId)}`;

/** The customer an order is for: the registered customer, else the name given; "-" for none. */
export const orderCustomerName = (order: OrderRecord): string =>
  order.customer?.name || order.customerDetails?.name || order.customerName || "-";

/**
 * The order's lines as one sentence; the lines of each later round follow as 'Tambahan: …', so the
 * cashier sees what the table added, as the kitchen does.
 */
export function orderItemsSummary(order: Pick<OrderRecord, "items">): string {
  const rounds = new Map<number, string[]>();
  for (const item of order.items) {
    const round = item.round ?? 1;
    rounds.set(round, [...(rounds.get(round) ?? []), `${item.quantity}× ${item.name}`]);
  }
  return [...rounds]
    .sort(([a], [b]) => a - b)
    .map(([round, lines]) => `${round > 1 ? "Tambahan: " : ""}${lines.join(", ")}`)
    .join(" · ");
}
