import type { StockMovementRecord } from "@kedai/shared";
import { usePagedList } from "../../../lib/use-paged-list";

/** GET /stock/{id}/movements: every change of one item's quantity, newest first. */
export function useStockMovements(stockItemId: string) {
  return usePagedList<StockMovementRecord>(`/stock/${stockItemId}/movements`, "Gagal memuat riwayat stok.", {});
}
