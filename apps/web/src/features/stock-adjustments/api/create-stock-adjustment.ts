import type { StockAdjustmentBody, StockAdjustmentRecord } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";

/** POST /stock-adjustments: the quantity is entered positive; its type decides the sign. */
function createStockAdjustment(body: StockAdjustmentBody) {
  return api.post<{ message: string; data: StockAdjustmentRecord }>("/stock-adjustments", body);
}

export function useCreateStockAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStockAdjustment,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await Promise.all(["/stock-adjustments", "/stock"].map((path) => client.invalidateQueries({ queryKey: [path] })));
    },
    onError: (error) => toast.error(messageOf(error, "Gagal mencatat penyesuaian.")),
  });
}
