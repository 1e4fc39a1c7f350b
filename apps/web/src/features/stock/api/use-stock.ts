import {
  isLowStock,
  type StockCatalogRecord,
  type StockItemBody,
  type StockItemRecord,
  type StockItemUpdateBody,
} from "@kedai/shared";
import type { ListQuery } from "../../../lib/list-search";
import { namedToasts, useListQuery, useResource } from "../../../lib/use-resource";

const STOCK_PATH = "/stock";
const STOCK_LOAD_FAILED = "Gagal memuat data inventori.";

/**
 * The Bahan Baku screen's list, form and deletes. `query` is the search box's `?search=`: the server
 * decides what matches, with the same rule for every client of the API.
 */
export function useStockItems(query?: ListQuery) {
  return useResource<StockItemRecord, StockItemBody | StockItemUpdateBody>({
    path: STOCK_PATH,
    query,
    messages: {
      loadFailed: STOCK_LOAD_FAILED,
      saveFailed: "Gagal menyimpan data stok.",
      deleteFailed: "Gagal menghapus item stok.",
      ...namedToasts("Item stok"),
    },
    // A menu item's COGS is computed from its ingredients' costs.
    invalidates: ["/menu"],
  });
}

/**
 * How many items run low across the whole stock, whatever the search box holds. Without a search
 * this is the screen's own cache entry, so it costs no request of its own.
 */
export function useLowStockCount(): number {
  const all = useListQuery<StockItemRecord>(STOCK_PATH, STOCK_LOAD_FAILED);
  return all.data?.filter(isLowStock).length ?? 0;
}

/**
 * Stock items as choices for another screen's select (purchases, adjustments, a member's request).
 * A franchise member's GET /stock leaves packaging out, so their list already holds only what they
 * may order. `loadFailed` is the asking screen's own message.
 */
export function useStockOptions<Row extends StockCatalogRecord = StockItemRecord>(loadFailed: string) {
  const query = useListQuery<Row>(STOCK_PATH, loadFailed);
  return { stockItems: query.data ?? [], loading: query.isPending };
}
