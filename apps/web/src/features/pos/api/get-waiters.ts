import type { WaiterChoice } from "@kedai/shared";
import { useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

const WAITERS_PATH = "/users/waiters";

/** GET /users/waiters: whom this user may name as an order's waiter (docs/business-rules.md#till). */
export function useWaiters() {
  return useQuery({
    queryKey: apiQueryKey(WAITERS_PATH),
    queryFn: ({ signal }) => api.get<WaiterChoice[]>(WAITERS_PATH, { signal }),
    staleTime: 5 * 60_000,
  });
}
