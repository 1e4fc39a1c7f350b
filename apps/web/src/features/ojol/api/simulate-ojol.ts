import type { OjolPlatform, OjolSimulateBody } from "@kedai/shared";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";

/**
 * POST /ojol/demo/orders: the demo's 'Simulasi pesanan ojol'. The platform's fake sends the outlet
 * an order through Kedai's own webhook (with `unknownItem`, also an item only the platform's menu
 * has); it reaches the till by the live stream like a real one.
 */
export function useSimulateOjolOrder(outletId: string) {
  return useMutation({
    mutationFn: ({ platform, unknownItem }: { platform: OjolPlatform; unknownItem: boolean }) =>
      api.post<{ message: string }>("/ojol/demo/orders", {
        outletId,
        platform,
        unknownItem,
      } satisfies OjolSimulateBody),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(messageOf(error, "Gagal mengirim pesanan simulasi.")),
  });
}
