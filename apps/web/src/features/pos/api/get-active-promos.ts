import type { ActivePromo } from "@kedai/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

const PROMOS_PATH = "/promos/active";

/** GET /promos/active: the promos the cashier may apply today. */
function getActivePromos(signal?: AbortSignal) {
  return api.get<ActivePromo[]>(PROMOS_PATH, { signal });
}

function getActivePromosQueryOptions() {
  return queryOptions({ queryKey: apiQueryKey(PROMOS_PATH), queryFn: ({ signal }) => getActivePromos(signal) });
}

export function useActivePromos() {
  return useQuery(getActivePromosQueryOptions());
}
