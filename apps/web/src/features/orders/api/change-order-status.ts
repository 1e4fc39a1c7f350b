import { ORDER_STATUS, type OrderRecord, type OrderStatus, type OrderStatusBody } from "@kedai/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { orderPath } from "./get-order";
import { refreshOrder } from "./order-cache";

export const CANCEL_FAILED = "Gagal membatalkan pesanan.";
export const STATUS_CHANGE_FAILED = "Gagal mengubah status pesanan.";

type StatusChange = { order: OrderRecord; status: OrderStatus };

/**
 * PUT /orders/{id}/status, sending the status the screen showed so a click on a stale row is
 * refused instead of undoing someone else's move.
 */
export function changeOrderStatus({ order, status }: StatusChange) {
  const body: OrderStatusBody = { status, from: order.status };
  return api.put<{ data: OrderRecord }>(`${orderPath(order._id)}/status`, body).then((answer) => answer.data);
}

/** Moves an order along; `failure` is the screen's message when the server gives none. */
export function useChangeOrderStatus(failure: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onError: (error, { status }) =>
      toast.error(messageOf(error, status === ORDER_STATUS.Cancelled ? CANCEL_FAILED : failure)),
    // Refetched even after a refusal: the order most likely moved on elsewhere.
    onSettled: (_order, _error, { order }) => refreshOrder(client, order._id),
  });
}
