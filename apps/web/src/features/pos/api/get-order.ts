import type { OrderRecord } from "@kedai/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

/** GET /orders/{id}: the order `/pos?edit=<id>` loads into the cart. */
function getOrderQueryOptions(id: string) {
  const path = `/orders/${id}`;
  return queryOptions({
    queryKey: apiQueryKey(path),
    queryFn: ({ signal }) => api.get<{ data: OrderRecord }>(path, { signal }).then((answer) => answer.data),
  });
}

export function useOrder(id: string | null) {
  return useQuery({ ...getOrderQueryOptions(id ?? ""), enabled: Boolean(id) });
}
