import type { StockCountAnswer } from "@kedai/shared";
import { api } from "../../../lib/api";
import { useCountMutation } from "./count-mutation";
import { STOCK_COUNTS_PATH } from "./list-stock-counts";

/** PUT /stock-counts/{id}/post: each difference becomes an 'Opname' movement at the count's location. */
function postStockCount(id: string) {
  return api.put<StockCountAnswer>(`${STOCK_COUNTS_PATH}/${id}/post`);
}

export function usePostStockCount() {
  return useCountMutation(postStockCount);
}
