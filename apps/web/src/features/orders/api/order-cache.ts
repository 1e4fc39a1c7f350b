import type { QueryClient } from "@tanstack/react-query";
import { orderPath } from "./get-order";
import { ORDERS_PATH } from "./list-orders";

/** Refetches every order list (active, kitchen, any filter) and the order `id`. */
export function refreshOrder(client: QueryClient, id: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: [ORDERS_PATH] }),
    client.invalidateQueries({ queryKey: [orderPath(id)] }),
  ]);
}

/** Refetches every order the screen holds: the lists and each single order. */
export function refreshAllOrders(client: QueryClient) {
  return client.invalidateQueries({
    predicate: (query) => {
      const path = query.queryKey[0];
      return typeof path === "string" && (path === ORDERS_PATH || path.startsWith(`${ORDERS_PATH}/`));
    },
  });
}
