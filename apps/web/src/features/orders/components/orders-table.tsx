import {
  ORDER_STATUS,
  ORDER_STATUS_WORDS,
  type OrderRecord,
  type OrderStatus,
  orderStepWord,
  paymentFactsOf,
  paymentTakenOf,
  tableLabel,
} from "@kedai/shared";
import { BadgeCheck, Ban, ChevronRight, Eye, Pencil, Printer } from "lucide-react";
import { useState } from "react";
import {
  Button,
  type Column,
  DataTable,
  LoadMore,
  type LoadMoreProps,
  rowId,
  useConfirm,
} from "../../../components/ui";
import { PaymentStatusBadge } from "../../../components/ui/payment-status-badge";
import { formatDateTime, formatRupiah } from "../../../lib/format";
import type { TableSort } from "../../../lib/use-table-sort";
import { STATUS_CHANGE_FAILED, useChangeOrderStatus } from "../api/change-order-status";
import { useConfirmOrderPayment } from "../api/confirm-order-payment";
import { cancelConfirmation, orderActions } from "../order-actions";
import { CHANNEL_LABELS, orderCustomerName, orderNumber } from "../order-labels";
import { printReceipt } from "../receipt/print-receipt";
import { CancelPaidOrderModal } from "./cancel-paid-order-modal";
import { OrderStatusBadge } from "./order-status-badge";

/**
 * Who handled the order: the cashier who took it, and the waiter under it when someone else; an
 * order without a cashier (online, or the waiter took it) shows the waiter alone.
 */
function StaffCell({ order }: { order: OrderRecord }) {
  const cashier = order.cashier?.name;
  const waiter = order.waiter?.fullName;
  if (!cashier) return waiter || "-";
  return (
    <div className="leading-tight">
      <div>{cashier}</div>
      {waiter && waiter !== cashier ? <div className="text-xs text-stone-500">Waiter: {waiter}</div> : null}
    </div>
  );
}

const columns: Column<OrderRecord>[] = [
  {
    key: "time",
    header: "Waktu",
    sortKey: "time",
    sortFirst: "desc",
    className: "whitespace-nowrap",
    render: (order) => <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>,
  },
  { key: "id", header: "ID", render: (order) => <span className="font-mono font-semibold">{orderNumber(order)}</span> },
  {
    key: "type",
    header: "Kanal / Tipe",
    render: (order) => (
      <div className="leading-tight">
        <div>{order.orderType}</div>
        <div className="text-xs text-stone-500">
          {CHANNEL_LABELS[order.channel]}
          {order.table ? ` · ${tableLabel(order.table.name)}` : ""}
        </div>
      </div>
    ),
  },
  { key: "customer", header: "Pelanggan", render: orderCustomerName },
  { key: "staff", header: "Kasir / Waiter", render: (order) => <StaffCell order={order} /> },
  {
    key: "total",
    header: "Total",
    sortKey: "total",
    sortFirst: "desc",
    align: "right",
    className: "whitespace-nowrap tabular-nums",
    render: (order) => formatRupiah(order.totalAmount),
  },
  { key: "payment", header: "Pembayaran", render: (order) => <PaymentStatusBadge payment={paymentFactsOf(order)} /> },
  { key: "status", header: "Status", render: (order) => <OrderStatusBadge status={order.status} /> },
];

type OrderRowActionsProps = {
  order: OrderRecord;
  storeName: string;
  /** The signed-in user is a manager or admin: cancelling a paid order needs no one else's PIN. */
  canApprove: boolean;
  onOpen: (order: OrderRecord) => void;
  onEdit: (order: OrderRecord) => void;
};

/**
 * What the back office may do with one order, from the shared status machine: move it along the
 * kitchen flow, edit it at the till, cancel it, print its receipt. Payment (and so Completed)
 * stays at the cashier. Every status change is confirmed first and sends the status shown, so a
 * row that is out of date is refused by the server and refreshed; cancelling an order whose money
 * was taken asks how much goes back, in a dialog of its own.
 */
function OrderRowActions({ order, storeName, canApprove, onOpen, onEdit }: OrderRowActionsProps) {
  const confirm = useConfirm();
  const change = useChangeOrderStatus(STATUS_CHANGE_FAILED);
  const confirmPayment = useConfirmOrderPayment();
  const actions = orderActions(order);
  const number = orderNumber(order);
  const [cancellingPaid, setCancellingPaid] = useState(false);

  async function changeTo(status: OrderStatus) {
    if (status === ORDER_STATUS.Cancelled && paymentTakenOf(order)) return setCancellingPaid(true);
    const yes = await confirm(
      status === ORDER_STATUS.Cancelled
        ? cancelConfirmation(number)
        : {
            title: "Ubah status pesanan?",
            message: `Status pesanan ${number} diubah dari ${ORDER_STATUS_WORDS[order.status]} menjadi ${ORDER_STATUS_WORDS[status]}.`,
            confirmText: "Ya, ubah",
          },
    );
    if (yes) change.mutate({ order, status });
  }

  return (
    <div className="flex flex-wrap justify-end gap-1.5">
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onOpen(order)}
        aria-label={`Detail pesanan ${number}`}
        icon={<Eye aria-hidden="true" className="size-3.5" />}
      >
        Detail
      </Button>
      {actions.canConfirmPayment ? (
        <Button
          size="sm"
          onClick={() => confirmPayment.mutate(order)}
          busy={confirmPayment.isPending}
          aria-label={`Konfirmasi pembayaran pesanan ${number}`}
          icon={<BadgeCheck aria-hidden="true" className="size-3.5" />}
        >
          Konfirmasi Pembayaran
        </Button>
      ) : null}
      {actions.advanceTo ? (
        <Button
          size="sm"
          onClick={() => actions.advanceTo && changeTo(actions.advanceTo)}
          busy={change.isPending}
          aria-label={`${orderStepWord(actions.advanceTo)} pesanan ${number}`}
          icon={<ChevronRight aria-hidden="true" className="size-3.5" />}
        >
          {orderStepWord(actions.advanceTo)}
        </Button>
      ) : null}
      {actions.canEdit ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onEdit(order)}
          aria-label={`Edit pesanan ${number}`}
          icon={<Pencil aria-hidden="true" className="size-3.5" />}
        >
          Edit
        </Button>
      ) : null}
      {order.status !== ORDER_STATUS.Cancelled ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => printReceipt(order, storeName)}
          aria-label={`Cetak struk pesanan ${number}`}
          icon={<Printer aria-hidden="true" className="size-3.5" />}
        >
          Cetak
        </Button>
      ) : null}
      {actions.canCancel ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => changeTo(ORDER_STATUS.Cancelled)}
          disabled={change.isPending}
          aria-label={`Batalkan pesanan ${number}`}
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          icon={<Ban aria-hidden="true" className="size-3.5" />}
        >
          Batalkan
        </Button>
      ) : null}
      {cancellingPaid ? (
        <CancelPaidOrderModal order={order} askApproval={!canApprove} onClose={() => setCancellingPaid(false)} />
      ) : null}
    </div>
  );
}

export type OrdersTableProps = LoadMoreProps &
  Omit<OrderRowActionsProps, "order"> & {
    rows: OrderRecord[] | undefined;
    loading: boolean;
    /** The server's sort of the list (GET /orders `?sort=`), kept in the address. */
    sort: TableSort;
    /** A search or filter is in force: the empty message then says nothing matched. */
    filtered: boolean;
  };

/** The back office's order list, a page at a time, with each order's actions. */
export function OrdersTable({
  rows,
  loading,
  filtered,
  sort,
  storeName,
  canApprove,
  onOpen,
  onEdit,
  ...more
}: OrdersTableProps) {
  return (
    <div className="space-y-4">
      <DataTable
        caption="Daftar pesanan"
        columns={columns}
        rows={rows}
        rowKey={rowId}
        loading={loading}
        sort={sort}
        emptyMessage={more.loadError ?? (filtered ? "Tidak ada pesanan yang sesuai filter." : "Belum ada pesanan.")}
        renderActions={(order) => (
          <OrderRowActions
            order={order}
            storeName={storeName}
            canApprove={canApprove}
            onOpen={onOpen}
            onEdit={onEdit}
          />
        )}
      />
      <LoadMore {...more} />
    </div>
  );
}
