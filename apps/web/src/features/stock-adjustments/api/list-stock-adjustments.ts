import type { StockAdjustmentRecord } from "@kedai/shared";
import { usePagedList } from "../../../lib/use-paged-list";

/** GET /stock-adjustments: the newest adjustments first, a page at a time; at one location, or all (blank). */
export function useStockAdjustments(location = "") {
  return usePagedList<StockAdjustmentRecord>(
    "/stock-adjustments",
    "Gagal memuat data penyesuaian stok.",
    location ? { location } : {},
  );
}
