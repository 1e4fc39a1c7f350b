import type { StockRequestRecord } from "@kedai/shared";
import { type Column, DataTable, LoadMore, type LoadMoreProps, rowId } from "../../../components/ui";
import { formatDateTime } from "../../../lib/format";
import { RequestItems } from "./request-items";
import { StockRequestStatusBadge } from "./stock-request-status-badge";

const columns: Column<StockRequestRecord>[] = [
  { key: "time", header: "Waktu", className: "whitespace-nowrap", render: (row) => formatDateTime(row.createdAt) },
  { key: "count", header: "Jumlah Item", align: "right", render: (row) => `${row.items.length} item` },
  {
    key: "status",
    header: "Status",
    render: (row) => (
      <div className="space-y-1">
        <StockRequestStatusBadge status={row.status} />
        {row.cancelReason ? <p className="text-xs text-red-700">Alasan: {row.cancelReason}</p> : null}
      </div>
    ),
  },
];

/** The member's own requests, newest first: a click on a row shows its items and notes. */
export function MyRequestsTable({
  rows,
  loading,
  loadError,
  ...more
}: LoadMoreProps & { rows: StockRequestRecord[] | undefined; loading: boolean; loadError?: string | null }) {
  return (
    <div className="space-y-4">
      <DataTable
        caption="Riwayat permintaan stok"
        stackWhenNarrow
        columns={columns}
        rows={rows}
        rowKey={rowId}
        loading={loading}
        // A failed load is not "no requests yet".
        emptyMessage={loadError ?? "Belum ada permintaan stok."}
        renderExpanded={(row) => (
          <div className="space-y-2 text-sm">
            <RequestItems items={row.items} status={row.status} />
            <p className="text-stone-600">Catatan: {row.notes || "-"}</p>
          </div>
        )}
      />
      <LoadMore {...more} />
    </div>
  );
}
