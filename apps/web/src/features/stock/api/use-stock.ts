import type { StockItemBody, StockItemRecord, StockItemUpdateBody } from "@kedai/shared";
import { namedToasts, useResource } from "../../../lib/use-resource";

/** The Bahan Baku screen's list, form and deletes (B2, B8 messages). */
export function useStockItems() {
  return useResource<StockItemRecord, StockItemBody | StockItemUpdateBody>({
    path: "/stock",
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
