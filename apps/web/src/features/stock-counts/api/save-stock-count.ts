import type { StockCountAnswer, StockCountBody } from "@kedai/shared";
import { api } from "../../../lib/api";
import { useCountMutation } from "./count-mutation";
import { STOCK_COUNTS_PATH } from "./list-stock-counts";

/** POST /stock-counts (a new draft) or PUT /stock-counts/{id} (a draft's lines replaced). */
function saveStockCount({ id, body }: { id?: string; body: StockCountBody }) {
  return id
    ? api.put<StockCountAnswer>(`${STOCK_COUNTS_PATH}/${id}`, body)
    : api.post<StockCountAnswer>(STOCK_COUNTS_PATH, body);
}

export function useSaveStockCount() {
  return useCountMutation(saveStockCount);
}
