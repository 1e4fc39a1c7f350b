import {
  localOrderKey,
  type OrderFinalizeBody,
  type OrderRecord,
  orderIdTail,
  POS_PAYMENT_METHOD,
  paidOfflineRecord,
} from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { v4 as uuidv4 } from "uuid";
import { ApiError, api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { addToOutbox, deviceId, isUnreachable, sendUnlessOffline } from "../../../lib/outbox";
import { toast } from "../../../lib/toast";
import { orderPath } from "./get-order";
import { refreshOrder } from "./order-cache";

const FINALIZE_FAILED = "Gagal menyelesaikan pesanan.";
export const NON_CASH_NEEDS_SERVER =
  "Server tidak terhubung: QRIS dan kartu membutuhkan koneksi. Saat offline hanya pembayaran tunai yang diterima.";
const queuedPaymentMessage = (order: Pick<OrderRecord, "orderId">) =>
  `Server tidak terhubung: pembayaran tunai #${orderIdTail(order.orderId)} disimpan di perangkat ini dan dikirim otomatis saat terhubung kembali.`;

type Finalize = { order: OrderRecord; body: OrderFinalizeBody };

/**
 * PUT /orders/{id}/finalize: takes payment and completes the order; the server recomputes the
 * total. An order paid up front completes with an empty body: its money was taken when placed.
 */
function finalizeOrder({ order, body }: Finalize) {
  return api.put<{ data: OrderRecord }>(`${orderPath(order._id)}/finalize`, body).then((answer) => answer.data);
}

/**
 * Sends the payment, or, cash only, keeps it in the till's outbox while the server cannot be
 * reached (docs/decisions/0029-till-offline-first.md): the order completes at the time the money
 * was taken, and a payment sent again after a lost answer is not taken twice. QRIS and cards are
 * confirmed by their provider online, so they are refused offline (and for an order still in the
 * outbox, which only cash can pay). Kept, it answers the till's own
 * record of the paid order (`waitingToSync`), for the receipt handed over meanwhile.
 */
async function finalizeOrderOrQueue(finalize: Finalize): Promise<OrderRecord> {
  // An order still in the outbox (its local id) is paid there, behind it.
  const sent = localOrderKey(finalize.order._id) ? null : await sendUnlessOffline(() => finalizeOrder(finalize));
  if (sent) return sent.answer;
  const { order, body } = finalize;
  if (body.payments || (body.paymentDetails && body.paymentDetails.method !== POS_PAYMENT_METHOD.Cash)) {
    throw new ApiError({ status: 0, code: "NETWORK", message: NON_CASH_NEEDS_SERVER, fromServer: false });
  }
  const takenAt = new Date().toISOString();
  await addToOutbox({
    idempotencyKey: uuidv4(),
    takenAt,
    request: {
      method: "PUT",
      path: `${orderPath(order._id)}/finalize`,
      body: { ...body, offline: { takenAt, deviceId: deviceId() } },
    },
    preview: {
      label: `#${orderIdTail(order.orderId)} → Lunas (tunai)`,
      totalAmount: order.totalAmount,
      lines: order.items.map((item) => ({ name: item.name, quantity: item.quantity })),
    },
  });
  return paidOfflineRecord(order, body, takenAt);
}

/** Payment (or, paid up front, completion) of a Ready order from the payment modal. */
export function useFinalizeOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: finalizeOrderOrQueue,
    onSuccess: (paid, { order }) => {
      if (paid.waitingToSync) toast.info(queuedPaymentMessage(order), { autoClose: 6000 });
    },
    // Unreachable here means a QRIS or card payment the outbox cannot keep: say why.
    onError: (error) => toast.error(isUnreachable(error) ? error.message : messageOf(error, FINALIZE_FAILED)),
    onSettled: (_order, _error, { order }) => refreshOrder(client, order._id),
  });
}
