import type { StockCountRecord, StockCountStatus } from "@kedai/shared";
import { usePagedList } from "../../../lib/use-paged-list";

export const STOCK_COUNTS_PATH = "/stock-counts";

/** GET /stock-counts: the newest count days first, a page at a time; no status lists every one. */
export function useStockCounts(status: StockCountStatus | undefined) {
  return usePagedList<StockCountRecord>(STOCK_COUNTS_PATH, "Gagal memuat data stok opname.", status ? { status } : {});
}
