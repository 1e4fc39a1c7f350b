import {
  type ApprovalInput,
  localOrderKey,
  ORDER_STATUS,
  type OrderRecord,
  type OrderStatus,
  type OrderStatusBody,
  orderIdTail,
} from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { addToOutbox, commandBase, commandOrderRef, QUEUED, sendUnlessOffline } from "../../../lib/outbox";
import { toast } from "../../../lib/toast";
import { orderPath } from "./get-order";
import { refreshOrder } from "./order-cache";

export const CANCEL_FAILED = "Gagal membatalkan pesanan.";
export const STATUS_CHANGE_FAILED = "Gagal mengubah status pesanan.";
export const cancelledMessage = (order: Pick<OrderRecord, "orderId">) =>
  `Pesanan #${orderIdTail(order.orderId)} dibatalkan.`;
const queuedMoveMessage = (order: Pick<OrderRecord, "orderId">, status: OrderStatus) =>
  `Server tidak terhubung: pesanan #${orderIdTail(order.orderId)} → ${status} disimpan di perangkat ini dan dikirim otomatis saat terhubung kembali.`;

/**
 * `approval`: a manager's PIN for cancelling an order already paid (ADR 0041); `refundAmount`: the
 * part of its money given back, when not all of it.
 */
type StatusChange = { order: OrderRecord; status: OrderStatus; approval?: ApprovalInput; refundAmount?: number };

/** Said when a move that needs a manager's approval is made without the server. */
export const APPROVAL_NEEDS_SERVER =
  "Server tidak terhubung: membatalkan pesanan yang sudah dibayar perlu persetujuan manajer, dan persetujuan membutuhkan koneksi ke server.";

/**
 * PUT /orders/{id}/status, sending the status the screen showed so a click on a stale row is
 * refused instead of undoing someone else's move.
 */
function changeOrderStatus({ order, status, approval, refundAmount }: StatusChange) {
  const body: OrderStatusBody = {
    status,
    from: order.status,
    ...(approval && { approval }),
    ...(refundAmount !== undefined && { refundAmount }),
  };
  return api.put<{ data: OrderRecord }>(`${orderPath(order._id)}/status`, body).then((answer) => answer.data);
}

/**
 * Sends the move, or keeps it in the till's outbox as a till command while the server cannot be
 * reached (docs/decisions/0046-till-commands.md): it goes later with the time it was made, and the
 * server applies it once however often it is sent. A move of an order still in the outbox always
 * waits there, naming the order by the key it was placed with. The till shows the order moved at once.
 */
async function changeOrderStatusOrQueue(change: StatusChange): Promise<OrderRecord | typeof QUEUED> {
  const sent = localOrderKey(change.order._id) ? null : await sendUnlessOffline(() => changeOrderStatus(change));
  if (sent) return sent.answer;
  // The approval is checked by the server, and a refund is recorded there: neither is queued.
  if (change.approval || change.refundAmount !== undefined) {
    throw new ApiError({ status: 0, code: "NETWORK", message: APPROVAL_NEEDS_SERVER, fromServer: false });
  }
  const { order, status } = change;
  const base = commandBase();
  const ref = commandOrderRef(order);
  const command =
    status === ORDER_STATUS.Cancelled
      ? { kind: "cancel" as const, ...base, order: ref, from: order.status }
      : status === ORDER_STATUS.Preparing || status === ORDER_STATUS.Ready
        ? { kind: "status" as const, ...base, order: ref, from: order.status, to: status }
        : null;
  if (!command) throw new ApiError({ status: 0, code: "NETWORK", message: STATUS_NEEDS_SERVER, fromServer: false });
  await addToOutbox({
    command,
    preview: {
      label: `#${orderIdTail(order.orderId)} → ${status}`,
      totalAmount: order.totalAmount,
      lines: order.items.map((item) => ({ name: item.name, quantity: item.quantity })),
    },
    order: { ...order, status, waitingToSync: true, updatedAt: base.takenAt },
  });
  return QUEUED;
}

const STATUS_NEEDS_SERVER = "Server tidak terhubung: perubahan status ini membutuhkan koneksi ke server.";

/** Moves an order along; `failure` is the screen's message when the server gives none. */
export function useChangeOrderStatus(failure: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatusOrQueue,
    // It decides itself between sending and queueing: never paused while the browser is offline.
    networkMode: "always",
    // A cancellation gives stock and points back and frees the table: the cashier sees it took.
    onSuccess: (changed, { order, status }) => {
      if (changed === QUEUED) toast.info(queuedMoveMessage(order, status), { autoClose: 6000 });
      else if (changed.status === ORDER_STATUS.Cancelled) toast.success(cancelledMessage(changed));
    },
    onError: (error, { status }) =>
      toast.error(messageOf(error, status === ORDER_STATUS.Cancelled ? CANCEL_FAILED : failure)),
    // Refetched even after a refusal: the order most likely moved on elsewhere.
    onSettled: (_order, _error, { order }) => refreshOrder(client, order._id),
  });
}
