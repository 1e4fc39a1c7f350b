import type { StockRequestRecord, StockRequestView } from "@kedai/shared";
import { usePagedList } from "../../../lib/use-paged-list";

export const STOCK_REQUESTS_PATH = "/stock-requests";

/** GET /stock-requests (head office): the active requests or the finished ones, newest first. */
export function useStockRequests(view: StockRequestView) {
  return usePagedList<StockRequestRecord>(STOCK_REQUESTS_PATH, "Gagal memuat permintaan stok.", { view });
}
