import { localOrderKey, type OrderRecord } from "@kedai/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";
import { ORDERS_PATH } from "./list-orders";

/** The cache path of one order, so live updates can refresh exactly that order. */
export const orderPath = (id: string) => `${ORDERS_PATH}/${id}`;

/** GET /orders/{id}. */
function getOrder(id: string, signal?: AbortSignal) {
  return api.get<{ data: OrderRecord }>(orderPath(id), { signal }).then((answer) => answer.data);
}

/**
 * One order, starting from the copy a list already holds and kept current, so a screen that acts
 * on it (payment) shows the figures the server has now, not those of the last list refresh.
 */
export function useOrder(order: OrderRecord) {
  return useQuery(
    queryOptions({
      queryKey: apiQueryKey(orderPath(order._id)),
      queryFn: ({ signal }) => getOrder(order._id, signal),
      initialData: order,
      initialDataUpdatedAt: 0,
      // An order still in the till's outbox has no copy on the server yet: the till's own record stands.
      enabled: !localOrderKey(order._id),
    }),
  );
}

/**
 * One order by id, fetched when there is one (the order `/pos?edit=<id>` loads into the cart),
 * starting from `known`, the till's own version of it: offline it stands, and an order still in the
 * till's outbox (its local id) has no server copy to fetch.
 */
export function useOrderById(id: string | null, known?: OrderRecord) {
  return useQuery(
    queryOptions({
      queryKey: apiQueryKey(orderPath(id ?? "")),
      queryFn: ({ signal }) => getOrder(id ?? "", signal),
      enabled: Boolean(id) && !localOrderKey(id ?? ""),
      initialData: known,
      initialDataUpdatedAt: 0,
    }),
  );
}
