import type { StockRequestRecord, StockRequestShipmentBody } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { STOCK_REQUESTS_PATH } from "./list-stock-requests";

/**
 * POST /stock-requests/{id}/shipments: what head office sends now of each item, with the status the
 * board showed. A refusal is for the shipment dialog to show (it stays open to correct a quantity).
 */
function shipStockRequest({ id, body }: { id: string; body: StockRequestShipmentBody }) {
  return api.post<{ message: string; data: StockRequestRecord }>(`${STOCK_REQUESTS_PATH}/${id}/shipments`, body);
}

export function useShipStockRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shipStockRequest,
    onSuccess: (answer) => toast.success(answer.message),
    // Refused or not, the board and head office's stock beside it show what the server holds now.
    onSettled: () =>
      Promise.all([STOCK_REQUESTS_PATH, "/stock"].map((path) => client.invalidateQueries({ queryKey: [path] }))),
  });
}
