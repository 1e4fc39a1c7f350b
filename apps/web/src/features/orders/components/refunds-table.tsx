import { orderIdTail, type RefundAwaitingTransfer } from "@kedai/shared";
import { Banknote } from "lucide-react";
import { Button, type Column, type LoadMoreProps, PagedDataTable, rowId } from "../../../components/ui";
import { formatDateTime, formatPhone, formatRupiah } from "../../../lib/format";
import type { TableSort } from "../../../lib/use-table-sort";

const columns: Column<RefundAwaitingTransfer>[] = [
  {
    key: "createdAt",
    header: "Diminta",
    sortKey: "time",
    className: "whitespace-nowrap",
    render: (row) => formatDateTime(row.createdAt),
  },
  { key: "order", header: "Pesanan", render: (row) => `#${orderIdTail(row.order.orderId)}` },
  {
    key: "customer",
    header: "Pelanggan",
    render: (row) => (
      <span>
        {row.order.customerName || "-"}
        {row.order.phone ? <span className="block text-stone-500">{formatPhone(row.order.phone)}</span> : null}
      </span>
    ),
  },
  { key: "paid", header: "Dibayar lewat", render: (row) => row.order.paymentMethod || "-" },
  {
    key: "amount",
    header: "Jumlah",
    sortKey: "amount",
    sortFirst: "desc",
    className: "text-right tabular-nums",
    render: (row) => formatRupiah(row.amount),
  },
  { key: "status", header: "Status", render: (row) => (row.status === "Gagal" ? "Gagal di Xendit" : row.status) },
];

/**
 * The refunds staff still owe a bank transfer, a page at a time; 'Catat Transfer' opens the order,
 * whose refund form records the account and the transfer's reference.
 */
export function RefundsTable({
  rows,
  loading,
  sort,
  more,
  onOpen,
}: {
  rows: RefundAwaitingTransfer[] | undefined;
  loading: boolean;
  sort: TableSort;
  more: LoadMoreProps;
  onOpen: (orderId: string) => void;
}) {
  return (
    <PagedDataTable
      caption="Pengembalian dana menunggu transfer"
      columns={columns}
      rows={rows}
      rowKey={rowId}
      loading={loading}
      sort={sort}
      emptyMessage="Tidak ada pengembalian dana yang menunggu transfer."
      renderActions={(row) => (
        <Button
          size="sm"
          onClick={() => onOpen(row.order._id)}
          aria-label={`Catat transfer pesanan #${orderIdTail(row.order.orderId)}`}
          icon={<Banknote aria-hidden="true" className="size-3.5" />}
        >
          Catat Transfer
        </Button>
      )}
      more={more}
    />
  );
}
