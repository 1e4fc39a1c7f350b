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
import { v4 as uuidv4 } from "uuid";
import { ApiError, api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { addToOutbox, deviceId, QUEUED, sendUnlessOffline } from "../../../lib/outbox";
import { toast } from "../../../lib/toast";
import { orderPath } from "./get-order";
import { refreshOrder } from "./order-cache";

export const CANCEL_FAILED = "Gagal membatalkan pesanan.";
export const STATUS_CHANGE_FAILED = "Gagal mengubah status pesanan.";
export const cancelledMessage = (order: Pick<OrderRecord, "orderId">) =>
  `Pesanan #${orderIdTail(order.orderId)} dibatalkan.`;
const queuedMoveMessage = (order: Pick<OrderRecord, "orderId">, status: OrderStatus) =>
  `Server tidak terhubung: pesanan #${orderIdTail(order.orderId)} → ${status} disimpan di perangkat ini dan dikirim otomatis saat terhubung kembali.`;

/** `approval`: a manager's PIN for cancelling an order already paid (ADR 0041). */
type StatusChange = { order: OrderRecord; status: OrderStatus; approval?: ApprovalInput };

/** Said when a move that needs a manager's approval is made without the server. */
export const APPROVAL_NEEDS_SERVER =
  "Server tidak terhubung: membatalkan pesanan yang sudah dibayar perlu persetujuan manajer, dan persetujuan membutuhkan koneksi ke server.";

/**
 * PUT /orders/{id}/status, sending the status the screen showed so a click on a stale row is
 * refused instead of undoing someone else's move.
 */
function changeOrderStatus({ order, status, approval }: StatusChange) {
  const body: OrderStatusBody = { status, from: order.status, ...(approval && { approval }) };
  return api.put<{ data: OrderRecord }>(`${orderPath(order._id)}/status`, body).then((answer) => answer.data);
}

/**
 * Sends the move, or keeps it in the till's outbox while the server cannot be reached
 * (docs/decisions/0029-till-offline-first.md): it goes later with the time it was made, and a move
 * sent again after a lost answer is answered by the server without moving twice. A move of an
 * order still in the outbox (its local id) always waits there behind that order.
 */
async function changeOrderStatusOrQueue(change: StatusChange): Promise<OrderRecord | typeof QUEUED> {
  const sent = localOrderKey(change.order._id) ? null : await sendUnlessOffline(() => changeOrderStatus(change));
  if (sent) return sent.answer;
  // The approval is checked by the server: it is never queued.
  if (change.approval) {
    throw new ApiError({ status: 0, code: "NETWORK", message: APPROVAL_NEEDS_SERVER, fromServer: false });
  }
  const { order, status } = change;
  const takenAt = new Date().toISOString();
  const body: OrderStatusBody = { status, from: order.status, offline: { takenAt, deviceId: deviceId() } };
  await addToOutbox({
    idempotencyKey: uuidv4(),
    takenAt,
    request: { method: "PUT", path: `${orderPath(order._id)}/status`, body },
    preview: {
      label: `#${orderIdTail(order.orderId)} → ${status}`,
      totalAmount: order.totalAmount,
      lines: order.items.map((item) => ({ name: item.name, quantity: item.quantity })),
    },
  });
  return QUEUED;
}

/** Moves an order along; `failure` is the screen's message when the server gives none. */
export function useChangeOrderStatus(failure: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatusOrQueue,
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
