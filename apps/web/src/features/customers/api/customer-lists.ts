import type { QueryClient } from "@tanstack/react-query";

export const CUSTOMERS_PATH = "/customers";
export const FRANCHISE_MEMBERS_PATH = "/customers/franchise";

/** After a delete or a promotion: a person moves between, or leaves, both lists. */
export function refreshCustomerLists(client: QueryClient) {
  return Promise.all(
    [CUSTOMERS_PATH, FRANCHISE_MEMBERS_PATH].map((path) => client.invalidateQueries({ queryKey: [path] })),
  );
}
