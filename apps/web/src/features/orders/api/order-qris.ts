import type { CashierDiscount, OrderRecord, QrisAnswer } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { orderPath } from "./get-order";
import { refreshOrder } from "./order-cache";

const qrisPath = (order: OrderRecord) => `${orderPath(order._id)}/qris`;

/**
 * POST /orders/{id}/qris: the order's dynamic QRIS for its exact total with the cashier's discount
 * (the same QR again while it lives). Its refusal is shown in the panel, not toasted.
 */
export function useOpenQris() {
  return useMutation({
    mutationFn: ({ order, discount }: { order: OrderRecord; discount: CashierDiscount | null }) =>
      api.post<QrisAnswer>(qrisPath(order), { discount }),
  });
}

/** DELETE /orders/{id}/qris: 'Batalkan' takes the QR off the screen; the order stays unpaid. */
export function useCancelQris() {
  return useMutation({
    mutationFn: (order: OrderRecord) => api.delete<{ message: string }>(qrisPath(order)),
    onError: (error) => toast.error(messageOf(error, "Gagal membatalkan QRIS.")),
  });
}

/** Demo mode's 'Bayar (simulasi)': the simulator pays the QR; the order then completes as by Xendit. */
export function useSimulateQrisPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (order: OrderRecord) => api.post<QrisAnswer>(`${qrisPath(order)}/simulate-payment`),
    onError: (error) => toast.error(messageOf(error, "Simulasi pembayaran gagal.")),
    onSettled: (_answer, _error, order) => refreshOrder(client, order._id),
  });
}
