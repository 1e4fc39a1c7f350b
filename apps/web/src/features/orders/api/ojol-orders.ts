import type { OjolMapBody, OjolRejectReason, OrderRecord } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { refreshOrder } from "./order-cache";

const ojolPath = (order: Pick<OrderRecord, "_id">) => `/ojol/orders/${encodeURIComponent(order._id)}`;

/**
 * 'Terima' and 'Tolak' on a food platform's order (docs/business-rules.md#ojol): the server tells
 * the platform. Needs the server: the platform's deadline cannot wait in the till's outbox.
 */
export function useAcceptOjolOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (order: OrderRecord) =>
      api.post<{ data: OrderRecord }>(`${ojolPath(order)}/accept`).then((answer) => answer.data),
    onSuccess: (accepted) => toast.success(`${accepted.ojol?.label ?? "Pesanan"} diterima; pesanan masuk ke dapur.`),
    onError: (error) => toast.error(messageOf(error, "Gagal menerima pesanan.")),
    onSettled: (_order, _error, order) => refreshOrder(client, order._id),
  });
}

export function useRejectOjolOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ order, reason }: { order: OrderRecord; reason: OjolRejectReason }) =>
      api.post<{ data: OrderRecord }>(`${ojolPath(order)}/reject`, { reason }).then((answer) => answer.data),
    onSuccess: (rejected) => toast.success(`${rejected.ojol?.label ?? "Pesanan"} ditolak.`),
    onError: (error) => toast.error(messageOf(error, "Gagal menolak pesanan.")),
    onSettled: (_order, _error, { order }) => refreshOrder(client, order._id),
  });
}

export const MAP_ITEMS_FAILED = "Gagal mencocokkan menu.";

/**
 * 'Cocokkan menu': the platform's unknown items named as Kedai's products and options; the server
 * links the lines, takes their stock and remembers the platform's ids for its next orders. Needs
 * the server, like 'Terima'. The dialog says why a save failed.
 */
export function useMapOjolItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ order, body }: { order: OrderRecord; body: OjolMapBody }) =>
      api.post<{ data: OrderRecord }>(`${ojolPath(order)}/map-items`, body).then((answer) => answer.data),
    onSuccess: (mapped) =>
      toast.success(
        mapped.ojol?.needsMapping
          ? "Menu dicocokkan; masih ada menu yang belum dikenali."
          : `Semua menu ${mapped.ojol?.label ?? "pesanan"} sudah dicocokkan.`,
      ),
    onSettled: (_order, _error, { order }) => refreshOrder(client, order._id),
  });
}
