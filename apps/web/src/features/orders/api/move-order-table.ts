import { type OrderMoveTableBody, type OrderRecord, orderIdTail, tableLabel } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { orderPath } from "./get-order";
import { refreshAllOrders } from "./order-cache";

export const MOVE_TABLE_FAILED = "Gagal memindah meja.";
const TABLES_PATH = "/tables";

type Move = { order: OrderRecord; table: string };

/** PUT /orders/{id}/table ('Pindah Meja'), with the order as the screen showed it. */
function moveOrderTable({ order, table }: Move) {
  const body: OrderMoveTableBody = { table, updatedAt: order.updatedAt };
  return api.put<{ data: OrderRecord }>(`${orderPath(order._id)}/table`, body).then((answer) => answer.data);
}

export function useMoveOrderTable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveOrderTable,
    onSuccess: (order) =>
      toast.success(`Pesanan #${orderIdTail(order.orderId)} pindah ke ${tableLabel(order.table?.name ?? "")}.`),
    onError: (error) => toast.error(messageOf(error, MOVE_TABLE_FAILED)),
    onSettled: () => Promise.all([refreshAllOrders(client), client.invalidateQueries({ queryKey: [TABLES_PATH] })]),
  });
}
