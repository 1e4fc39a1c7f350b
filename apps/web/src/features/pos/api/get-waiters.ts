import type { WaiterChoice } from "@kedai/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

const WAITERS_PATH = "/users/waiters";

/** GET /users/waiters: whom this user may name as an order's waiter (docs/business-rules.md#till). */
function getWaiters(signal?: AbortSignal) {
  return api.get<WaiterChoice[]>(WAITERS_PATH, { signal });
}

function getWaitersQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey(WAITERS_PATH),
    queryFn: ({ signal }) => getWaiters(signal),
    staleTime: 5 * 60_000,
  });
}

export function useWaiters() {
  return useQuery(getWaitersQueryOptions());
}
