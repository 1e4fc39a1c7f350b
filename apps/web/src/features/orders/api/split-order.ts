import { type OrderRecord, type OrderSplitAnswer, type OrderSplitInput, orderIdTail } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { orderPath } from "./get-order";
import { refreshAllOrders } from "./order-cache";

export const SPLIT_FAILED = "Gagal memisah tagihan.";
export const splitMessage = (orders: OrderRecord[]) =>
  `Tagihan dipisah: ${orders.map((order) => `#${orderIdTail(order.orderId)}`).join(", ")}.`;

type Split = { order: OrderRecord; body: OrderSplitInput };

/** POST /orders/{id}/split ('Pisah Tagihan'): the order split first, then the new ones. */
function splitOrder({ order, body }: Split) {
  return api
    .post<OrderSplitAnswer>(`${orderPath(order._id)}/split`, { ...body, updatedAt: order.updatedAt })
    .then((answer) => answer.data);
}

export function useSplitOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: splitOrder,
    onSuccess: (orders) => toast.success(splitMessage(orders)),
    onSettled: () => refreshAllOrders(client),
  });
}
