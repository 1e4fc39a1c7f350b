import { STOCK_MOVEMENT_REASON_LABELS, type StockItemRecord, type StockMovementRecord } from "@kedai/shared";
import { type Column, DataTable, LoadMore, Modal, rowId } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { formatDateTime } from "../../../lib/format";
import { formatQuantity } from "../../../lib/stock-format";
import { useStockMovements } from "../api/get-stock-movements";

/** `place`: where the item's quantity was counted ('Gudang Pusat', 'semua lokasi'). */
type CardProps = { item: StockItemRecord; place: string };

function Movements({ item, place }: CardProps) {
  const movements = useStockMovements(item._id);
  const columns: Column<StockMovementRecord>[] = [
    { key: "time", header: "Waktu", className: "whitespace-nowrap", render: (row) => formatDateTime(row.createdAt) },
    { key: "location", header: "Lokasi", render: (row) => row.location.name },
    { key: "reason", header: "Keterangan", render: (row) => STOCK_MOVEMENT_REASON_LABELS[row.reason] },
    { key: "reference", header: "Referensi", render: (row) => row.reference?.label ?? "-" },
    {
      key: "quantity",
      header: "Perubahan",
      align: "right",
      className: "whitespace-nowrap",
      render: (row) => (
        <span className={cn("font-semibold", row.quantity < 0 ? "text-red-700" : "text-emerald-700")}>
          {row.quantity > 0 ? "+" : ""}
          {formatQuantity(row.quantity)} {item.unit.name}
        </span>
      ),
    },
    { key: "by", header: "Oleh", render: (row) => row.byName ?? "Sistem" },
  ];
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">
        Stok saat ini di {place}:{" "}
        <strong className="text-stone-900">
          {formatQuantity(item.quantityInStock)} {item.unit.name}
        </strong>
        . Setiap penjualan, pembatalan, pembelian, penyesuaian, pengiriman ke mitra dan transfer antar lokasi tercatat
        di sini.
      </p>
      <DataTable
        caption={`Riwayat stok ${item.name}`}
        columns={columns}
        rows={movements.rows}
        rowKey={rowId}
        loading={movements.loading}
        emptyMessage={movements.loadError ?? "Belum ada perubahan stok."}
      />
      <LoadMore hasMore={movements.hasMore} loadingMore={movements.loadingMore} loadMore={movements.loadMore} />
    </div>
  );
}

/** The stock card of one item: where its stock came from and went, at every location, newest first. */
export function StockMovementsModal({
  item,
  place,
  onClose,
}: Omit<CardProps, "item"> & { item: StockItemRecord | null; onClose: () => void }) {
  return (
    <Modal open={item !== null} onClose={onClose} title={`Riwayat Stok: ${item?.name ?? ""}`} size="xl">
      {item ? <Movements item={item} place={place} /> : null}
    </Modal>
  );
}
