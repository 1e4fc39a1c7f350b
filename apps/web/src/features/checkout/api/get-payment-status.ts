import type { PaymentStatusAnswer } from "@kedai/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

/** The payment, and (from servers that send it) the order as the confirmation page shows it. */
export type PaymentState = PaymentStatusAnswer;

const statusPath = (orderId: string) => `/payments/status/${encodeURIComponent(orderId)}`;

/**
 * GET /payments/status/{orderId}?token=: asking also makes the server settle a still-pending
 * payment. `token` is the order's secret (a signed-in owner may leave it out).
 */
function getPaymentStatus(orderId: string, token: string | undefined, signal?: AbortSignal) {
  return api.get<PaymentState>(statusPath(orderId), { query: { token }, signal });
}

function getPaymentStatusQueryOptions(orderId: string, token: string | undefined, poll: boolean) {
  return queryOptions({
    queryKey: apiQueryKey(statusPath(orderId), { token }),
    queryFn: ({ signal }) => getPaymentStatus(orderId, token, signal),
    // The provider may confirm a moment after the customer is sent back: look again until it has.
    refetchInterval: (query) => (poll && query.state.data?.paymentStatus === "Pending" ? 5000 : false),
  });
}

/** `poll`: look again every few seconds while the payment is pending (the confirmation page does). */
export function usePaymentStatus(orderId: string | null, token: string | undefined, { poll = true } = {}) {
  return useQuery({ ...getPaymentStatusQueryOptions(orderId ?? "", token, poll), enabled: Boolean(orderId) });
}
