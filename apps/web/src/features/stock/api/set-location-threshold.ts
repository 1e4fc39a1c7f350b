import type { StockItemRecord, StockThresholdBody } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";

/**
 * PUT /stock/{id}/low-stock-threshold: one location's own threshold (null: the item's applies
 * there again). Every stock list is read again, for the marks and the dashboard's count.
 */
export function useSetLocationThreshold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StockThresholdBody }) =>
      api.put<StockItemRecord>(`/stock/${id}/low-stock-threshold`, body),
    onSuccess: () => toast.success("Batas stok menipis disimpan."),
    onSettled: () => client.invalidateQueries({ queryKey: ["/stock"] }),
  });
}
