import type { StockRequestBody, StockRequestRecord } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { MY_STOCK_REQUESTS_PATH } from "./list-my-stock-requests";

/** POST /stock-requests: a franchise member asks head office for stock. */
function createStockRequest(body: StockRequestBody) {
  return api.post<{ message: string; data: StockRequestRecord }>("/stock-requests", body);
}

export function useCreateStockRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStockRequest,
    onSuccess: async () => {
      toast.success("Permintaan stok berhasil dikirim!");
      // The history and the dashboard's latest status.
      await Promise.all(
        [MY_STOCK_REQUESTS_PATH, "/reports/member-dashboard"].map((path) =>
          client.invalidateQueries({ queryKey: [path] }),
        ),
      );
    },
    onError: (error) => toast.error(messageOf(error, "Gagal mengirim permintaan.")),
  });
}
