import { STOCK_TRANSFER_STATUSES, type StockTransferRecord, type StockTransferStatus } from "@kedai/shared";
import { Printer } from "lucide-react";
import { type ReactNode, useState } from "react";
import {
  Badge,
  type BadgeTone,
  Button,
  type Column,
  PagedDataTable,
  rowId,
  StatusFilterField,
  useConfirm,
} from "../../../components/ui";
import { messageOf } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format";
import { formatQuantity } from "../../../lib/stock-format";
import { toast } from "../../../lib/toast";
import { useCancelStockTransfer } from "../api/cancel-stock-transfer";
import { useStockTransfers } from "../api/list-stock-transfers";
import { useReceiveStockTransfer } from "../api/receive-stock-transfer";
import { describeDifference } from "../transfer-difference";
import { ReceiveTransferModal } from "./receive-transfer-modal";

const tones: Record<StockTransferStatus, BadgeTone> = { Dikirim: "amber", Diterima: "green", Dibatalkan: "red" };

/** The lines whose received quantity differs from what was sent, said per item. */
const differences = (transfer: StockTransferRecord) =>
  transfer.items.flatMap((line) => {
    const said = line.difference === null ? null : describeDifference(line.difference, line.stockItem.unit);
    return said ? [`${line.stockItem.name} ${said}`] : [];
  });

const who = (step: { byName: string | null; at: string }) =>
  `${formatDateTime(step.at)}${step.byName ? ` oleh ${step.byName}` : ""}`;

const columns: Column<StockTransferRecord>[] = [
  { key: "date", header: "Tanggal", className: "whitespace-nowrap", render: (row) => formatDateTime(row.sent.at) },
  { key: "from", header: "Dari", render: (row) => row.from.name },
  { key: "to", header: "Ke", render: (row) => row.to.name },
  { key: "items", header: "Jumlah Item", align: "right", render: (row) => `${row.items.length} item` },
  {
    key: "status",
    header: "Status",
    render: (row) => (
      <Badge tone={tones[row.status]} dot>
        {row.status}
      </Badge>
    ),
  },
  {
    key: "difference",
    header: "Selisih",
    render: (row) => {
      const said = differences(row);
      return said.length > 0 ? <span className="text-amber-700">{said.join(", ")}</span> : "-";
    },
  },
];

/**
 * A transfer opened in the list: each line's sent, received and difference, who did each step when,
 * and the transfer's downloads.
 */
function TransferDetail({ transfer, extra }: { transfer: StockTransferRecord; extra: ReactNode }) {
  return (
    <div className="space-y-2 text-sm">
      <ul className="space-y-1">
        {transfer.items.map((line, index) => (
          <li key={line.stockItem._id ?? index}>
            <span className="font-medium">{line.stockItem.name}</span>: dikirim {formatQuantity(line.sentQuantity)}{" "}
            {line.stockItem.unit}
            {line.receivedQuantity === null
              ? null
              : `, diterima ${formatQuantity(line.receivedQuantity)} ${line.stockItem.unit}`}
            {line.difference === null
              ? null
              : ` (${describeDifference(line.difference, line.stockItem.unit) ?? "sesuai"})`}
          </li>
        ))}
      </ul>
      <p className="text-stone-600">Dikirim {who(transfer.sent)}</p>
      {transfer.received ? <p className="text-stone-600">Diterima {who(transfer.received)}</p> : null}
      {transfer.cancelled ? <p className="text-stone-600">Dibatalkan {who(transfer.cancelled)}</p> : null}
      {transfer.notes ? <p className="text-stone-600">Catatan: {transfer.notes}</p> : null}
      {extra}
    </div>
  );
}

/**
 * Transfers, newest first, filtered by status. A row opens its lines; one still 'Dikirim' can be
 * received (the quantities that arrived) or, once confirmed, cancelled (the stock goes back). Every
 * row prints as a document to sign on delivery ('Cetak').
 */
export function StockTransferList({
  onPrint,
  renderDownloads,
}: {
  /** 'Cetak': the transfer's print-out, to sign on delivery. */
  onPrint: (transfer: StockTransferRecord) => void;
  /** Under an opened transfer: its CSV/XLSX downloads. */
  renderDownloads: (transfer: StockTransferRecord) => ReactNode;
}) {
  const [status, setStatus] = useState<StockTransferStatus | "">("");
  const list = useStockTransfers(status || undefined);
  const receive = useReceiveStockTransfer();
  const cancel = useCancelStockTransfer();
  const confirm = useConfirm();
  const [receiving, setReceiving] = useState<StockTransferRecord | null>(null);

  const askCancel = async (transfer: StockTransferRecord) => {
    const yes = await confirm({
      title: "Batalkan Transfer",
      message: `Transfer dari ${transfer.from.name} ke ${transfer.to.name} dibatalkan dan stoknya dikembalikan ke ${transfer.from.name}. Lanjutkan?`,
      confirmText: "Ya, Batalkan",
      cancelText: "Kembali",
      tone: "danger",
    });
    if (!yes) return;
    cancel.mutateAsync(transfer._id).catch((error) => toast.error(messageOf(error, "Gagal membatalkan transfer.")));
  };

  const renderActions = (row: StockTransferRecord) => {
    const busy = cancel.isPending && cancel.variables === row._id;
    const label = `transfer ${row.from.name} ke ${row.to.name}`;
    return (
      <div className="flex flex-wrap justify-end gap-2">
        {row.status === "Dikirim" ? (
          <>
            <Button size="sm" disabled={busy} aria-label={`Terima ${label}`} onClick={() => setReceiving(row)}>
              Terima
            </Button>
            <Button
              size="sm"
              variant="secondary"
              busy={busy}
              aria-label={`Batalkan ${label}`}
              onClick={() => askCancel(row)}
            >
              Batalkan
            </Button>
          </>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Cetak ${label}`}
          icon={<Printer aria-hidden="true" className="size-3.5" />}
          onClick={() => onPrint(row)}
        >
          Cetak
        </Button>
      </div>
    );
  };

  return (
    <div className="space-y-4">
      <StatusFilterField
        id="transfer-status-filter"
        statuses={STOCK_TRANSFER_STATUSES}
        value={status}
        onChange={setStatus}
      />
      <PagedDataTable
        caption="Transfer stok"
        columns={columns}
        rows={list.rows}
        rowKey={rowId}
        loading={list.loading}
        emptyMessage="Belum ada transfer stok."
        renderExpanded={(row) => <TransferDetail transfer={row} extra={renderDownloads(row)} />}
        renderActions={renderActions}
        stackWhenNarrow
        more={list}
      />
      {receiving ? (
        <ReceiveTransferModal
          transfer={receiving}
          onClose={() => setReceiving(null)}
          onReceive={(body) => receive.mutateAsync({ id: receiving._id, body })}
        />
      ) : null}
    </div>
  );
}
