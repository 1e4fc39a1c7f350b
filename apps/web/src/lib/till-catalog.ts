import type { TillCatalog } from "@kedai/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, apiQueryKey } from "./api";

const TILL_CATALOG_PATH = "/orders/catalog";

/**
 * GET /orders/catalog: the prices, options, rates and fees the server prices a till's order with,
 * under one version (docs/decisions/0026-offline-orders.md). The till prices its cart from this,
 * online and offline alike, so an order sent later is stored at the total the cashier showed; its
 * products (every one not archived, with its option groups) are also what a platform's unknown
 * item is mapped to ('Cocokkan menu').
 */
function getTillCatalog(signal?: AbortSignal) {
  return api.get<TillCatalog>(TILL_CATALOG_PATH, { signal });
}

export function tillCatalogQueryOptions() {
  return queryOptions({ queryKey: apiQueryKey(TILL_CATALOG_PATH), queryFn: ({ signal }) => getTillCatalog(signal) });
}
