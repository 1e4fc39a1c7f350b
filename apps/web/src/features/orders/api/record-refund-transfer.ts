import type { OrderRecord, RefundTransferBody } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { orderPath } from "./get-order";
import { REFUNDS_PATH } from "./list-refunds";
import { refreshOrder } from "./order-cache";

/** POST /orders/{id}/refund/transfer: the bank transfer staff made to give a cancelled order's money back. */
function recordRefundTransfer({ orderId, ...body }: { orderId: string } & RefundTransferBody) {
  return api.post<{ data: OrderRecord }>(`${orderPath(orderId)}/refund/transfer`, body).then((answer) => answer.data);
}

/** The order comes back with its refund Selesai (off the list of refunds to transfer); failures are the form's to show. */
export function useRecordRefundTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRefundTransfer,
    onSuccess: (order) => {
      void refreshOrder(queryClient, order._id);
      void queryClient.invalidateQueries({ queryKey: [REFUNDS_PATH] });
      toast.success("Transfer pengembalian dana dicatat.");
    },
  });
}
