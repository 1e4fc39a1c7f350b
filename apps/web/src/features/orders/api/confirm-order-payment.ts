import { type OrderRecord, orderIdTail } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { orderPath } from "./get-order";
import { refreshOrder } from "./order-cache";

export const CONFIRM_PAYMENT_FAILED = "Gagal mengonfirmasi pembayaran.";
export const paymentConfirmedMessage = (order: Pick<OrderRecord, "orderId">) =>
  `Pembayaran pesanan #${orderIdTail(order.orderId)} dikonfirmasi; pesanan masuk ke dapur.`;

/**
 * 'Konfirmasi Pembayaran' (ADR 0050): POST /orders/{id}/confirm-payment once staff saw the
 * customer's transfer arrive; the order goes to its outlet's kitchen. Needs the server: it is
 * never queued offline (the money is checked against the bank, not the till).
 */
export function useConfirmOrderPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (order: OrderRecord) =>
      api.post<{ data: OrderRecord }>(`${orderPath(order._id)}/confirm-payment`).then((answer) => answer.data),
    onSuccess: (confirmed) => toast.success(paymentConfirmedMessage(confirmed)),
    onError: (error) => toast.error(messageOf(error, CONFIRM_PAYMENT_FAILED)),
    onSettled: (_order, _error, order) => refreshOrder(client, order._id),
  });
}
