import { canFinalizeOrder, type OrderFinalizeBody, type OrderRecord, POS_PAYMENT_METHOD } from "@kedai/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { forwardStatus } from "../order-actions";
import { changeOrderStatus } from "./change-order-status";
import { orderPath } from "./get-order";
import { refreshOrder } from "./order-cache";

const FINALIZE_FAILED = "Gagal menyelesaikan pesanan.";

type Finalize = { order: OrderRecord; body: OrderFinalizeBody };

/** PUT /orders/{id}/finalize: takes payment and completes the order; the server recomputes the total. */
function finalizeOrder({ order, body }: Finalize) {
  return api.put<{ data: OrderRecord }>(`${orderPath(order._id)}/finalize`, body).then((answer) => answer.data);
}

/** Payment of a Ready order from the payment modal. */
export function useFinalizeOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: finalizeOrder,
    onError: (error) => toast.error(messageOf(error, FINALIZE_FAILED)),
    onSettled: (_order, _error, { order }) => refreshOrder(client, order._id),
  });
}

/**
 * A quick order (docs/business-rules.md#totals) pays exact cash at once. Payment completes only
 * Ready orders, so the order is first walked along the kitchen flow to Ready, each step a
 * compare-and-set like a click on the list.
 */
async function payQuickOrder(placed: OrderRecord): Promise<OrderRecord> {
  let order = placed;
  for (
    let step = forwardStatus(order.status);
    !canFinalizeOrder(order.status) && step;
    step = forwardStatus(order.status)
  ) {
    order = await changeOrderStatus({ order, status: step });
  }
  return finalizeOrder({
    order,
    body: { paymentDetails: { method: POS_PAYMENT_METHOD.Cash, amountPaid: order.totalAmount } },
  });
}

/**
 * For the new-order view's "quick" submit: `mutateAsync(order)` completes the just-placed order
 * with exact cash and resolves with the completed order, ready for its receipt.
 */
export function useQuickOrderPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: payQuickOrder,
    onError: (error) => toast.error(messageOf(error, FINALIZE_FAILED)),
    onSettled: (_order, _error, placed) => refreshOrder(client, placed._id),
  });
}
