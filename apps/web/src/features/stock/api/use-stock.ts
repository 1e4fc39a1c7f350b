import type { StockItemBody, StockItemRecord, StockItemUpdateBody } from "@kedai/shared";
import type { ListQuery } from "../../../lib/list-search";
import { namedToasts, useResource } from "../../../lib/use-resource";

/**
 * The Bahan Baku screen's list, form and deletes. `query` is the search box's `?search=`: the server
 * decides what matches, with the same rule for every client of the API.
 */
export function useStockItems(query?: ListQuery) {
  return useResource<StockItemRecord, StockItemBody | StockItemUpdateBody>({
    path: "/stock",
    query,
    messages: {
      loadFailed: "Gagal memuat data inventori.",
      saveFailed: "Gagal menyimpan data stok.",
      deleteFailed: "Gagal menghapus item stok.",
      ...namedToasts("Item stok"),
    },
    // A menu item's COGS is computed from its ingredients' costs.
    invalidates: ["/menu"],
  });
}
