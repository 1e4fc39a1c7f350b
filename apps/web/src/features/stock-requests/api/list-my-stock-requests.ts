import type { StockRequestRecord } from "@kedai/shared";
import { usePagedList } from "../../../lib/use-paged-list";

export const MY_STOCK_REQUESTS_PATH = "/stock-requests/my";

/** GET /stock-requests/my: the signed-in member's own requests, newest first. */
export function useMyStockRequests() {
  return usePagedList<StockRequestRecord>(MY_STOCK_REQUESTS_PATH, "Gagal memuat permintaan stok.", {});
}
