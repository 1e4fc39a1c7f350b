import {
  isLowStock,
  type StockCatalogRecord,
  type StockItemBody,
  type StockItemRecord,
  type StockItemUpdateBody,
} from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { messageOf, type Query } from "../../../lib/api";
import { listQueryOptions, namedToasts, useListQuery, useResource } from "../../../lib/use-resource";

const STOCK_PATH = "/stock";
const STOCK_LOAD_FAILED = "Gagal memuat data inventori.";

/** `?location=`: that location's quantities and low-stock flags; blank, the totals. */
const atLocation = (location: string) => (location ? { location } : undefined);

/**
 * The Bahan Baku screen's list, form and deletes. `query` is the search box's `?search=` and the
 * table's `?sort=&order=`: the server decides what matches and in which order, with the same rule
 * for every client of the API. `location` is the screen's
 * choice of where the rows' quantities and low-stock flags are counted (blank: all locations).
 */
export function useStockItems(query: Query, location: string) {
  const totals = useResource<StockItemRecord, StockItemBody | StockItemUpdateBody>({
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
  // Without a location this is the same cache entry as `totals`, so it costs no request.
  const here = useListQuery<StockItemRecord>(STOCK_PATH, STOCK_LOAD_FAILED, { ...query, ...atLocation(location) });
  if (!location) return totals;
  return {
    ...totals,
    rows: here.data,
    loading: here.isPending,
    loadError: here.isError && !here.data ? messageOf(here.error, STOCK_LOAD_FAILED) : null,
    // The form edits the item with its total: the server takes a quantity typed over it as a
    // correction of the total, so a location's figure loaded there would move stock on saving.
    startEdit: (row: StockItemRecord) => {
      const total = totals.rows?.find((item) => item._id === row._id);
      if (total) totals.startEdit(total);
    },
  };
}

/**
 * How many items run low at `location` (blank: over all locations), whatever the search box holds.
 * Without a search or a sort this is the screen's own cache entry, so it costs no request of its own.
 */
export function useLowStockCount(location: string): number {
  const all = useListQuery<StockItemRecord>(STOCK_PATH, STOCK_LOAD_FAILED, atLocation(location));
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

/**
 * Every item with what `location` holds of it, read when asked and fresh: the adjustment form's
 * confirmation states the figure an adjustment will leave at its location.
 */
export function useStockAtLocation() {
  const client = useQueryClient();
  return (location: string) => client.fetchQuery(listQueryOptions<StockItemRecord>(STOCK_PATH, { location }));
}
