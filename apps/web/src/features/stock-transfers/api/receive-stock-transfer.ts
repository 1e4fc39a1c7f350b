import type { StockTransferReceiveBody } from "@kedai/shared";
import { api } from "../../../lib/api";
import { STOCK_TRANSFERS_PATH } from "./list-stock-transfers";
import { type StockTransferAnswer, useTransferMutation } from "./transfer-mutation";

/** PUT /stock-transfers/{id}/receive: what arrived of every sent item, added to `to`. */
function receiveStockTransfer({ id, body }: { id: string; body: StockTransferReceiveBody }) {
  return api.put<StockTransferAnswer>(`${STOCK_TRANSFERS_PATH}/${id}/receive`, body);
}

export function useReceiveStockTransfer() {
  return useTransferMutation(receiveStockTransfer);
}
