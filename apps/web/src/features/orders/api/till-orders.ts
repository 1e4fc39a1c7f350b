import { useMemo } from "react";
import { useOutbox } from "../../../lib/outbox";
import { ordersAsTillShows } from "../../../lib/till-view";
import { useActiveOrders } from "./list-orders";

/**
 * The active orders as this till shows them (docs/decisions/0046-till-commands.md): the list last
 * fetched (kept on the device), each order as this till's waiting commands left it, and the orders
 * it placed that the server does not have yet. The list, the floor and the edit read the same.
 */
export function useTillOrders() {
  const { orders, isLoading, isError } = useActiveOrders();
  const { entries } = useOutbox();
  const shown = useMemo(() => ordersAsTillShows(orders, entries), [orders, entries]);
  return { orders: shown, isLoading, isError };
}
