import { api } from "../../../lib/api";
import { STOCK_TRANSFERS_PATH } from "./list-stock-transfers";
import { type StockTransferAnswer, useTransferMutation } from "./transfer-mutation";

/** PUT /stock-transfers/{id}/cancel: while 'Dikirim', the sent quantities go back to `from`. */
function cancelStockTransfer(id: string) {
  return api.put<StockTransferAnswer>(`${STOCK_TRANSFERS_PATH}/${id}/cancel`);
}

export function useCancelStockTransfer() {
  return useTransferMutation(cancelStockTransfer);
}
