import type { PaymentStatusAnswer } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { orderSecretOf } from "../order-secrets";
import { forgetPendingPayment } from "../pending-payment";

export const RESUME_FAILED = "Gagal membuka pembayaran. Silakan coba lagi.";
export const CANCEL_FAILED = "Gagal membatalkan pesanan. Silakan coba lagi.";
export const CANCELLED_MESSAGE = "Pesanan dibatalkan.";

/**
 * 'Bayar sekarang' on an order not yet paid: POST /payments/create-invoice answers the invoice
 * still open (or a new one), and the browser goes there. The owner is the signed-in customer or,
 * for a guest, the order's secret this browser kept when it placed the order.
 */
export function useResumePayment() {
  return useMutation({
    mutationFn: (orderId: string) =>
      api.post<{ invoice_url: string }>("/payments/create-invoice", { orderId, accessToken: orderSecretOf(orderId) }),
    onSuccess: ({ invoice_url }) => window.location.assign(invoice_url),
    onError: (error) => toast.error(messageOf(error, RESUME_FAILED)),
  });
}

/** 'Batalkan': POST /payments/cancel; the order is forgotten here and every list of it refreshed. */
export function useCancelUnpaidOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      api.post<PaymentStatusAnswer>("/payments/cancel", { orderId, accessToken: orderSecretOf(orderId) }),
    onSuccess: async (answer) => {
      forgetPendingPayment(answer.orderId);
      toast.success(CANCELLED_MESSAGE);
      await Promise.all([
        client.invalidateQueries({ queryKey: ["/orders/my"] }),
        client.invalidateQueries({ queryKey: [`/payments/status/${encodeURIComponent(answer.orderId)}`] }),
      ]);
    },
    onError: (error) => toast.error(messageOf(error, CANCEL_FAILED)),
  });
}
