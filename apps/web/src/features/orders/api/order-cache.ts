import type { QueryClient } from "@tanstack/react-query";
import { orderPath } from "./get-order";
import { ORDERS_PATH } from "./list-orders";

/** Per query client: the list refresh under way, and whether another change came in since it began. */
const listRefreshes = new WeakMap<QueryClient, { again: boolean; done: Promise<void> }>();

/**
 * Refetches every order list (active, kitchen, any filter), coalesced: while one refetch is under
 * way, the changes that come in meanwhile make one more after it, not one each. A burst of orders
 * (a till's outbox draining, an ojol rush) made every till refetch its whole list once per order,
 * each new refetch cancelling the last while the server still answered them all. Every change is
 * still followed by a refetch that began after it.
 */
function refreshOrderLists(client: QueryClient): Promise<void> {
  const running = listRefreshes.get(client);
  if (running) {
    running.again = true;
    return running.done;
  }
  const state = { again: false, done: Promise.resolve() };
  state.done = (async () => {
    try {
      do {
        state.again = false;
        await client.invalidateQueries({ queryKey: [ORDERS_PATH] }, { cancelRefetch: false });
      } while (state.again);
    } finally {
      listRefreshes.delete(client);
    }
  })();
  listRefreshes.set(client, state);
  return state.done;
}

/** Refetches every order list (coalesced) and the order `id`. */
export function refreshOrder(client: QueryClient, id: string) {
  return Promise.all([refreshOrderLists(client), client.invalidateQueries({ queryKey: [orderPath(id)] })]);
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
