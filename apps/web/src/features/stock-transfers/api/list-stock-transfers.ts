import type { StockTransferRecord, StockTransferStatus } from "@kedai/shared";
import { usePagedList } from "../../../lib/use-paged-list";

export const STOCK_TRANSFERS_PATH = "/stock-transfers";

/** GET /stock-transfers: the newest transfers first, a page at a time; no status lists every one. */
export function useStockTransfers(status: StockTransferStatus | undefined) {
  return usePagedList<StockTransferRecord>(
    STOCK_TRANSFERS_PATH,
    "Gagal memuat data transfer stok.",
    status ? { status } : {},
  );
}
