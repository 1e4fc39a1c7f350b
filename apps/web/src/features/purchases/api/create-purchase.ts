import type { PurchaseBody, PurchaseRecord } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";

/** POST /purchases: the items go into stock and each item's cost becomes the moving average. */
function createPurchase(body: PurchaseBody) {
  return api.post<{ message: string; data: PurchaseRecord }>("/purchases", body);
}

export function useCreatePurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPurchase,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      // Stock quantities and costs changed, and with the costs every menu item's COGS.
      await Promise.all(
        ["/purchases", "/stock", "/menu"].map((path) => client.invalidateQueries({ queryKey: [path] })),
      );
    },
    onError: (error) => toast.error(messageOf(error, "Gagal mencatat pembelian.")),
  });
}
