import type { OrderStatus, PaymentStatus } from "@kedai/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

export type PaymentState = { orderId: string; paymentStatus: PaymentStatus; status: OrderStatus };

const statusPath = (orderId: string) => `/payments/status/${encodeURIComponent(orderId)}`;

/** GET /payments/status/{orderId}: asking also makes the server settle a still-pending payment. */
function getPaymentStatus(orderId: string, signal?: AbortSignal) {
  return api.get<PaymentState>(statusPath(orderId), { signal });
}

function getPaymentStatusQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: apiQueryKey(statusPath(orderId)),
    queryFn: ({ signal }) => getPaymentStatus(orderId, signal),
    // The provider may confirm a moment after the customer is sent back: look again until it has.
    refetchInterval: (query) => (query.state.data?.paymentStatus === "Pending" ? 5000 : false),
  });
}

export function usePaymentStatus(orderId: string | null) {
  return useQuery({ ...getPaymentStatusQueryOptions(orderId ?? ""), enabled: Boolean(orderId) });
}
