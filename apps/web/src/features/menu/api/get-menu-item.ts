import type { MenuItem } from "@kedai/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

const itemPath = (id: string) => `/menu/items/${encodeURIComponent(id)}`;

/** GET /menu/items/{id}: one product with its option groups. */
function getMenuItem(id: string, signal?: AbortSignal) {
  return api.get<MenuItem>(itemPath(id), { signal });
}

function getMenuItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: apiQueryKey(itemPath(id)),
    queryFn: ({ signal }) => getMenuItem(id, signal),
    staleTime: 60_000,
    // A missing product stays missing: asking again only delays the message.
    retry: false,
  });
}

export function useMenuItem(id: string) {
  return useQuery(getMenuItemQueryOptions(id));
}
