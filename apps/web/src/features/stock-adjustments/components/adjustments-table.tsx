import type { StockAdjustmentRecord } from "@kedai/shared";
import { type Column, DataTable, LoadMore, type LoadMoreProps, rowId } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { formatDate } from "../../../lib/format";
import { formatQuantity } from "../../../lib/stock-format";

const columns: Column<StockAdjustmentRecord>[] = [
  { key: "date", header: "Tanggal", render: (row) => formatDate(row.date) },
  { key: "item", header: "Item Stok", render: (row) => <span className="font-medium">{row.stockItem.name}</span> },
  { key: "location", header: "Lokasi", render: (row) => row.location.name },
  { key: "type", header: "Tipe", render: (row) => row.type },
  {
    key: "quantity",
    header: "Kuantitas",
    align: "right",
    className: "whitespace-nowrap",
    render: (row) => (
      <span className={cn("font-semibold", row.quantity < 0 ? "text-red-700" : "text-emerald-700")}>
        {row.quantity > 0 ? "+" : ""}
        {formatQuantity(row.quantity)} {row.stockItem.unit}
      </span>
    ),
  },
  { key: "notes", header: "Catatan", render: (row) => row.notes || "-" },
  { key: "by", header: "Oleh", render: (row) => row.createdByName ?? "-" },
];

/** Recorded adjustments, newest first: a minus took stock out, a plus put it in. */
export function AdjustmentsTable({
  rows,
  loading,
  ...more
}: LoadMoreProps & { rows: StockAdjustmentRecord[] | undefined; loading: boolean }) {
  return (
    <div className="space-y-4">
      <DataTable
        caption="Riwayat penyesuaian stok"
        columns={columns}
        rows={rows}
        rowKey={rowId}
        loading={loading}
        emptyMessage={more.loadError ?? "Belum ada penyesuaian stok."}
      />
      <LoadMore {...more} />
    </div>
  );
}
