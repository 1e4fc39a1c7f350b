import type { CustomerRecord } from "@kedai/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

export const CUSTOMERS_PATH = "/customers";

/**
 * GET /customers?search=: the till's customer lookup, searched by the server (name, email, phone).
 * Nothing is asked until the cashier types.
 */
export function useCustomers(search: string) {
  const query = { search, limit: 20 };
  return useQuery({
    queryKey: apiQueryKey(CUSTOMERS_PATH, query),
    queryFn: ({ signal }) => api.get<CustomerRecord[]>(CUSTOMERS_PATH, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: search !== "",
  });
}
