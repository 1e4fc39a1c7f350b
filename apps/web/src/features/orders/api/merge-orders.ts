import { type OrderMergeBody, type OrderRecord, orderIdTail } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { tillOrderEvent } from "../../../lib/till-papers";
import { toast } from "../../../lib/toast";
import { orderPath } from "./get-order";
import { refreshAllOrders } from "./order-cache";

export const MERGE_FAILED = "Gagal menggabung meja.";
const TABLES_PATH = "/tables";

type Merge = { into: OrderRecord; from: OrderRecord };

/** POST /orders/{id}/merge ('Gabung Meja'): `from` joins `into`, both as the screen showed them. */
function mergeOrders({ into, from }: Merge) {
  const body: OrderMergeBody = { from: from._id, updatedAt: into.updatedAt, fromUpdatedAt: from.updatedAt };
  return api.post<{ data: OrderRecord }>(`${orderPath(into._id)}/merge`, body).then((answer) => answer.data);
}

export function useMergeOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: mergeOrders,
    onSuccess: (order, { from }) => {
      // This till's kitchen printer gets the note the server's printers get: the food joins this table.
      tillOrderEvent(order, {
        kind: "merged",
        at: Date.now(),
        fromOrderId: from.orderId,
        fromTable: from.table?.name ?? null,
      });
      toast.success(`Pesanan #${orderIdTail(from.orderId)} digabung ke #${orderIdTail(order.orderId)}.`);
    },
    onError: (error) => toast.error(messageOf(error, MERGE_FAILED)),
    onSettled: () => Promise.all([refreshAllOrders(client), client.invalidateQueries({ queryKey: [TABLES_PATH] })]),
  });
}
