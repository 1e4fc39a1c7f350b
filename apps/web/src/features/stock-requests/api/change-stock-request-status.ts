import type { StockRequestRecord, StockRequestStatusBody } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { STOCK_REQUESTS_PATH } from "./list-stock-requests";

/**
 * PUT /stock-requests/{id}/status with the status the board showed (`from`): a request someone
 * else moved meanwhile is refused instead of moved twice. Shipping takes the items out of stock.
 */
function changeStockRequestStatus({ id, body }: { id: string; body: StockRequestStatusBody }) {
  return api.put<{ message: string; data: StockRequestRecord }>(`${STOCK_REQUESTS_PATH}/${id}/status`, body);
}

export function useChangeStockRequestStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeStockRequestStatus,
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(messageOf(error, "Gagal mengubah status permintaan.")),
    // Refused or not, the board shows what the server holds now.
    onSettled: () =>
      Promise.all([STOCK_REQUESTS_PATH, "/stock"].map((path) => client.invalidateQueries({ queryKey: [path] }))),
  });
}
