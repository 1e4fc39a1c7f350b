import {
  ORDER_STATUS,
  type OrderRecord,
  orderIdTail,
  orderStepWord,
  type PaymentStanding,
  paymentFactsOf,
  paymentStanding,
} from "@kedai/shared";
import { Ban, Pencil, Wallet } from "lucide-react";
import { useState } from "react";
import { Button, ErrorAlert, LoadingText, useConfirm } from "../../../components/ui";
import { PaymentStatusBadge } from "../../../components/ui/payment-status-badge";
import { formatRupiah, formatTime } from "../../../lib/format";
import { useChangeOrderStatus } from "../api/change-order-status";
import { ORDERS_LOAD_FAILED, useActiveOrders } from "../api/list-orders";
import { cancelConfirmation, orderActions } from "../order-actions";
import { orderCustomerName } from "../order-labels";
import { OrderHeading } from "./order-heading";
import { PaymentModal } from "./payment-modal";

const UPDATE_FAILED = "Gagal mengupdate status pesanan.";

type OrderListViewProps = {
  /** Opens the order in the new-order view for editing (New and Preparing orders only). */
  onEdit: (order: OrderRecord) => void;
  /** The store's name on receipts. */
  storeName: string;
};

/**
 * The payments a card names beside its status: money taken, an online payment awaited or failed.
 * Not yet paid is the till's usual case, and a cancelled order's status already says it.
 */
const NAMED_PAYMENTS: ReadonlySet<PaymentStanding> = new Set(["paid", "awaiting", "failed"]);

function itemsSummary(order: OrderRecord): string {
  return order.items.map((item) => `${item.quantity}× ${item.name}`).join(", ");
}

function OrderCard({
  order,
  onEdit,
  onPay,
}: {
  order: OrderRecord;
  onEdit: (order: OrderRecord) => void;
  onPay: (order: OrderRecord) => void;
}) {
  const confirm = useConfirm();
  const change = useChangeOrderStatus(UPDATE_FAILED);
  const actions = orderActions(order);
  const next = actions.advanceTo;
  const busy = change.isPending;
  const payment = paymentFactsOf(order);

  async function cancel() {
    const yes = await confirm(cancelConfirmation(`#${orderIdTail(order.orderId)}`));
    if (yes) change.mutate({ order, status: ORDER_STATUS.Cancelled });
  }

  return (
    <li className="flex flex-col rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <OrderHeading order={order}>
        {NAMED_PAYMENTS.has(paymentStanding(payment)) ? <PaymentStatusBadge payment={payment} /> : null}
        <time dateTime={order.createdAt} className="text-xs text-stone-500">
          {formatTime(order.createdAt)}
        </time>
      </OrderHeading>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-stone-600">
        <dt>Waiter</dt>
        <dd className="truncate">{order.waiter?.name ?? "-"}</dd>
        <dt>Pelanggan</dt>
        <dd className="truncate">{orderCustomerName(order)}</dd>
      </dl>
      <p className="mt-2 line-clamp-2 flex-1 text-sm text-stone-800">{itemsSummary(order)}</p>
      <p className="mt-2 text-lg font-bold text-stone-900 tabular-nums">{formatRupiah(order.totalAmount)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {next ? (
          <Button onClick={() => change.mutate({ order, status: next })} busy={busy} className="flex-1">
            {orderStepWord(next)}
          </Button>
        ) : null}
        {actions.canPay ? (
          <Button onClick={() => onPay(order)} icon={<Wallet className="size-4" />} className="flex-1">
            {order.paymentDetails ? "Selesaikan" : "Bayar"}
          </Button>
        ) : null}
        {actions.canEdit ? (
          <Button variant="secondary" onClick={() => onEdit(order)} icon={<Pencil className="size-4" />}>
            Edit
          </Button>
        ) : null}
        {actions.canCancel ? (
          <Button variant="secondary" onClick={cancel} disabled={busy} icon={<Ban className="size-4" />}>
            Batalkan
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The cashier's active orders with the actions each status allows; refreshed every 30 seconds. */
export function OrderListView({ onEdit, storeName }: OrderListViewProps) {
  const { orders, isLoading, isError } = useActiveOrders();
  const [paying, setPaying] = useState<OrderRecord | null>(null);

  if (isLoading) return <LoadingText />;
  return (
    <section aria-labelledby="order-list-title" className="space-y-3">
      <h1 id="order-list-title" className="text-xl font-bold text-stone-900">
        Daftar Pesanan Aktif
      </h1>
      {isError ? <ErrorAlert>{ORDERS_LOAD_FAILED}</ErrorAlert> : null}
      {orders.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-stone-500">Belum ada pesanan aktif.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {orders.map((order) => (
            <OrderCard key={order._id} order={order} onEdit={onEdit} onPay={setPaying} />
          ))}
        </ul>
      )}
      <PaymentModal order={paying} storeName={storeName} onClose={() => setPaying(null)} />
    </section>
  );
}
