import { type OrderRecord, orderStatusMachine } from "@kedai/shared";

/**
 * A table's orders still running (neither Completed nor Cancelled) among the till's active ones:
 * what tapping the table on the floor plan opens. None: the table starts a new order instead.
 */
export const openOrdersAt = (orders: readonly OrderRecord[], tableId: string) =>
  orders.filter((order) => order.table?._id === tableId && !orderStatusMachine.isFinalStatus(order.status));
