import {
  localOrderKey,
  type OrderFinalizeBody,
  type OrderRecord,
  orderIdTail,
  POS_PAYMENT_METHOD,
  paidOfflineRecord,
} from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { addToOutbox, commandBase, commandOrderRef, isUnreachable, sendUnlessOffline } from "../../../lib/outbox";
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
 * Sends the payment, or, cash only (at once or split in cash parts), keeps it in the till's outbox
 * as a till command while the server cannot be reached (docs/decisions/0046-till-commands.md): the
 * order completes at the time the money was taken, and the server takes it once however often it
 * is sent. QRIS and cards are confirmed by their provider online, so they are refused offline (and
 * for an order still in the outbox, which only cash can pay). Kept, it answers the till's own
 * record of the paid order (`waitingToSync`), for the receipt handed over meanwhile.
 */
async function finalizeOrderOrQueue(finalize: Finalize): Promise<OrderRecord> {
  // An order still in the outbox (its local id) is paid there, after it.
  const sent = localOrderKey(finalize.order._id) ? null : await sendUnlessOffline(() => finalizeOrder(finalize));
  if (sent) return sent.answer;
  const { order, body } = finalize;
  const cash = (method: string) => method === POS_PAYMENT_METHOD.Cash;
  if (
    body.approval ||
    body.payments?.some((part) => !cash(part.method)) ||
    (body.paymentDetails && !cash(body.paymentDetails.method))
  ) {
    throw new ApiError({
      status: 0,
      code: "NETWORK",
      message: body.approval ? APPROVAL_NEEDS_SERVER : NON_CASH_NEEDS_SERVER,
      fromServer: false,
    });
  }
  const base = commandBase();
  await addToOutbox({
    command: {
      kind: "pay",
      ...base,
      order: commandOrderRef(order),
      ...(body.paymentDetails && { paymentDetails: { method: "Cash", amountPaid: body.paymentDetails.amountPaid } }),
      ...(body.payments && {
        payments: body.payments.map((part) => ({ method: "Cash" as const, amount: part.amount })),
      }),
      ...(body.discount && { discount: body.discount }),
    },
    preview: {
      label: `#${orderIdTail(order.orderId)} → Lunas (tunai)`,
      totalAmount: order.totalAmount,
      lines: order.items.map((item) => ({ name: item.name, quantity: item.quantity })),
    },
    order: paidOfflineRecord(order, body, base.takenAt),
  });
  return paidOfflineRecord(order, body, base.takenAt);
}

/** Said when a discount that needs a manager's approval is given offline. */
const APPROVAL_NEEDS_SERVER =
  "Server tidak terhubung: diskon di atas batas perlu persetujuan manajer, dan persetujuan membutuhkan koneksi ke server.";

/** Payment (or, paid up front, completion) of a Ready order from the payment modal. */
export function useFinalizeOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: finalizeOrderOrQueue,
    // It decides itself between sending and queueing: never paused while the browser is offline.
    networkMode: "always",
    onSuccess: (paid, { order }) => {
      if (paid.waitingToSync) toast.info(queuedPaymentMessage(order), { autoClose: 6000 });
    },
    // Unreachable here means a QRIS or card payment the outbox cannot keep: say why.
    onError: (error) => toast.error(isUnreachable(error) ? error.message : messageOf(error, FINALIZE_FAILED)),
    onSettled: (_order, _error, { order }) => refreshOrder(client, order._id),
  });
}
