import { localOrderKey, type OrderMoveTableBody, type OrderRecord, orderIdTail, tableLabel } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { addToOutbox, commandBase, commandOrderRef, sendUnlessOffline } from "../../../lib/outbox";
import { tillOrderEvent } from "../../../lib/till-papers";
import { toast } from "../../../lib/toast";
import { orderPath } from "./get-order";
import { refreshAllOrders } from "./order-cache";

export const MOVE_TABLE_FAILED = "Gagal memindah meja.";
const TABLES_PATH = "/tables";

/** `tableName`: shown on the order while the move waits on this till. */
type Move = { order: OrderRecord; table: string; tableName: string };

/** PUT /orders/{id}/table ('Pindah Meja'), with the order as the screen showed it. */
function moveOrderTable({ order, table }: Move) {
  const body: OrderMoveTableBody = { table, updatedAt: order.updatedAt };
  return api.put<{ data: OrderRecord }>(`${orderPath(order._id)}/table`, body).then((answer) => answer.data);
}

/**
 * Sends the move, or keeps it in the till's outbox as a till command while the server cannot be
 * reached (docs/decisions/0046-till-commands.md): the server moves the order as it then holds it,
 * once however often the command is sent, and a table taken meanwhile refuses it for the cashier
 * to decide. The till shows the order at its new table at once (`waitingToSync`).
 */
async function moveOrderTableOrQueue(move: Move): Promise<OrderRecord> {
  const sent = localOrderKey(move.order._id) ? null : await sendUnlessOffline(() => moveOrderTable(move));
  if (sent) return sent.answer;
  const { order, table, tableName } = move;
  const base = commandBase();
  const moved: OrderRecord = {
    ...order,
    table: { _id: table, name: tableName },
    waitingToSync: true,
    updatedAt: base.takenAt,
  };
  await addToOutbox({
    command: { kind: "move-table", ...base, order: commandOrderRef(order), table },
    preview: {
      label: `#${orderIdTail(order.orderId)} → ${tableLabel(tableName)}`,
      totalAmount: order.totalAmount,
      lines: order.items.map((item) => ({ name: item.name, quantity: item.quantity })),
    },
    order: moved,
  });
  return moved;
}

export function useMoveOrderTable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveOrderTableOrQueue,
    // It decides itself between sending and queueing: never paused while the browser is offline.
    networkMode: "always",
    onSuccess: (order, { order: before }) => {
      // This till's kitchen printer gets the note with the new table the server's printers get,
      // offline too (then it is the only printer that hears of the move before the sync).
      tillOrderEvent(order, { kind: "table-moved", at: Date.now(), fromTable: before.table?.name ?? null });
      return order.waitingToSync
        ? toast.info(
            `Server tidak terhubung: pesanan #${orderIdTail(order.orderId)} pindah ke ${tableLabel(order.table?.name ?? "")} disimpan di perangkat ini dan dikirim otomatis saat terhubung kembali.`,
            { autoClose: 6000 },
          )
        : toast.success(`Pesanan #${orderIdTail(order.orderId)} pindah ke ${tableLabel(order.table?.name ?? "")}.`);
    },
    onError: (error) => toast.error(messageOf(error, MOVE_TABLE_FAILED)),
    onSettled: () => Promise.all([refreshAllOrders(client), client.invalidateQueries({ queryKey: [TABLES_PATH] })]),
  });
}
