import type { PurchaseListQuery, PurchaseRecord } from "@kedai/shared";
import { usePagedList } from "../../../lib/use-paged-list";

/** GET /purchases: newest purchase date first, of one supplier or all, within the days given. */
export function usePurchases(query: Omit<PurchaseListQuery, "page" | "limit">) {
  return usePagedList<PurchaseRecord>("/purchases", "Gagal memuat riwayat pembelian.", query);
}
