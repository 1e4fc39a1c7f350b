import {
  ORDER_CHANNEL,
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderRecord,
  type OrderStatus,
  orderIdTail,
  tableLabel,
} from "@kedai/shared";
import { Modal, useConfirm } from "../../../components/ui";
import { formatRupiah } from "../../../lib/format";
import { useActiveOrders } from "../api/list-orders";
import { useMergeOrders } from "../api/merge-orders";
import { orderItemsSummary, tillOrderNumber } from "../order-labels";

const KITCHEN_STEPS: readonly OrderStatus[] = [ORDER_STATUS.New, ORDER_STATUS.Preparing, ORDER_STATUS.Ready];

/** An order split, moved or merged: a cashier's Dine-In order still at its table and not paid up front. */
export const isOnTheFloor = (order: OrderRecord) =>
  order.channel === ORDER_CHANNEL.pos &&
  order.orderType === ORDER_TYPE.DineIn &&
  KITCHEN_STEPS.includes(order.status) &&
  order.paymentDetails === null;

/**
 * 'Gabung Meja' (docs/decisions/0034-split-move-merge.md): another table's open order joins this
 * one. The order that stays is the one less far along in the kitchen (the server refuses the other
 * way), so the food joining it is not marked ready before it is.
 */
function MergeChoices({ order, onClose }: { order: OrderRecord; onClose: () => void }) {
  const { orders } = useActiveOrders();
  const merge = useMergeOrders();
  const confirm = useConfirm();
  const others = orders.filter((other) => other._id !== order._id && isOnTheFloor(other));
  if (others.length === 0)
    return <p className="py-6 text-center text-sm text-stone-500">Tidak ada pesanan meja lain yang bisa digabung.</p>;

  async function mergeWith(other: OrderRecord) {
    const keepOther = KITCHEN_STEPS.indexOf(order.status) > KITCHEN_STEPS.indexOf(other.status);
    const [into, from] = keepOther ? [other, order] : [order, other];
    const yes = await confirm({
      title: "Gabung meja?",
      message: `Pesanan #${orderIdTail(from.orderId)}${from.table ? ` (${tableLabel(from.table.name)})` : ""} digabung ke #${orderIdTail(into.orderId)}${into.table ? ` (${tableLabel(into.table.name)})` : ""}. Total dihitung ulang dan meja yang kosong menjadi tersedia.`,
      confirmText: "Ya, gabung",
      cancelText: "Tidak",
    });
    if (yes) merge.mutate({ into, from }, { onSuccess: onClose });
  }

  return (
    <ul className="divide-y divide-stone-100">
      {others.map((other) => (
        <li key={other._id}>
          <button
            type="button"
            disabled={merge.isPending}
            onClick={() => mergeWith(other)}
            className="flex w-full items-center justify-between gap-3 px-2 py-3 text-left hover:bg-stone-50"
          >
            <span>
              <span className="font-semibold">{other.table ? tableLabel(other.table.name) : "Tanpa meja"}</span>
              <span className="ml-2 font-mono text-sm text-stone-500">{tillOrderNumber(other)}</span>
              <span className="block text-xs text-stone-500">{orderItemsSummary(other)}</span>
            </span>
            <span className="font-semibold tabular-nums">{formatRupiah(other.totalAmount)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function MergeTableModal({ order, onClose }: { order: OrderRecord | null; onClose: () => void }) {
  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      size="lg"
      title={
        order
          ? `Gabung Meja ${tillOrderNumber(order)}${order.table ? ` · ${tableLabel(order.table.name)}` : ""}`
          : "Gabung Meja"
      }
    >
      {order ? <MergeChoices order={order} onClose={onClose} /> : null}
    </Modal>
  );
}
