import type { CustomerRecord } from "@kedai/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

export const CUSTOMERS_PATH = "/customers";
const LOOKUP_SIZE = 20;

/** GET /customers?search=: the till's customer lookup, searched by the server (name, email, phone). */
function getCustomers(search: string, signal?: AbortSignal) {
  return api.get<CustomerRecord[]>(CUSTOMERS_PATH, { query: { search, limit: LOOKUP_SIZE }, signal });
}

function getCustomersQueryOptions(search: string) {
  return queryOptions({
    queryKey: apiQueryKey(CUSTOMERS_PATH, { search, limit: LOOKUP_SIZE }),
    queryFn: ({ signal }) => getCustomers(search, signal),
  });
}

/** Nothing is asked until the cashier types; the previous matches stay while the next arrive. */
export function useCustomers(search: string) {
  return useQuery({ ...getCustomersQueryOptions(search), placeholderData: keepPreviousData, enabled: search !== "" });
}
