import type { MenuItem } from "@kedai/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

const MENU_PATH = "/menu";

/** GET /menu: what the storefront sells, available products only. */
function getStoreMenu(signal?: AbortSignal) {
  return api.get<MenuItem[]>(MENU_PATH, { signal });
}

function getStoreMenuQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey(MENU_PATH),
    queryFn: ({ signal }) => getStoreMenu(signal),
    staleTime: 60_000,
  });
}

/** `fresh`: asked again whenever the screen opens (the cart and checkout check today's prices). */
export function useStoreMenu({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({ ...getStoreMenuQueryOptions(), ...(fresh ? { refetchOnMount: "always" as const } : {}) });
}
