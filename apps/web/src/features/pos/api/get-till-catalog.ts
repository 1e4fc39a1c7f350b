import type { MenuItem, TillCatalog } from "@kedai/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

const TILL_CATALOG_PATH = "/orders/catalog";

/**
 * GET /orders/catalog: the prices, options, rates and fees the server prices a till's order with,
 * under one version (docs/decisions/0026-offline-orders.md). The till prices its cart from this,
 * online and offline alike, so an order sent later is stored at the total the cashier showed.
 */
function getTillCatalog(signal?: AbortSignal) {
  return api.get<TillCatalog>(TILL_CATALOG_PATH, { signal });
}

export function tillCatalogQueryOptions() {
  return queryOptions({ queryKey: apiQueryKey(TILL_CATALOG_PATH), queryFn: ({ signal }) => getTillCatalog(signal) });
}

/**
 * The menu as the till shows it (pictures, categories, outlet) at the catalog's prices: each
 * product's price, availability and option groups come from the catalog the order is priced with.
 */
export function menuAtCatalogPrices(menu: readonly MenuItem[], catalog: TillCatalog): MenuItem[] {
  const products = new Map(catalog.products.map((product) => [product._id, product]));
  return menu.map((item) => {
    const priced = products.get(item._id);
    return priced
      ? { ...item, price: priced.price, isAvailable: priced.isAvailable, customizationOptions: priced.groups }
      : item;
  });
}
