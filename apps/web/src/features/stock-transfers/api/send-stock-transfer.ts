import type { StockTransferBody } from "@kedai/shared";
import { api } from "../../../lib/api";
import { STOCK_TRANSFERS_PATH } from "./list-stock-transfers";
import { type StockTransferAnswer, useTransferMutation } from "./transfer-mutation";

/** POST /stock-transfers: sent at once ('Dikirim'), the quantities taken from `from`. */
function sendStockTransfer(body: StockTransferBody) {
  return api.post<StockTransferAnswer>(STOCK_TRANSFERS_PATH, body);
}

export function useSendStockTransfer() {
  return useTransferMutation(sendStockTransfer);
}
