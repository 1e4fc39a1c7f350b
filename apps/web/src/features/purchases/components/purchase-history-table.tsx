import type { PurchaseRecord } from "@kedai/shared";
import { type Column, DataTable, LoadMore, type LoadMoreProps, rowId } from "../../../components/ui";
import { formatDate, formatRupiah } from "../../../lib/format";
import { formatQuantity, formatUnitCost } from "../../../lib/stock-format";
import type { TableSort } from "../../../lib/use-table-sort";

const columns: Column<PurchaseRecord>[] = [
  { key: "date", header: "Tanggal", sortKey: "date", sortFirst: "desc", render: (row) => formatDate(row.purchaseDate) },
  { key: "supplier", header: "Supplier", render: (row) => <span className="font-medium">{row.supplier.name}</span> },
  { key: "location", header: "Diterima di", render: (row) => row.location.name },
  { key: "invoice", header: "No. Invoice", render: (row) => row.invoiceNumber || "-" },
  {
    key: "total",
    header: "Total Biaya",
    align: "right",
    sortKey: "total",
    sortFirst: "desc",
    render: (row) => formatRupiah(row.totalCost),
  },
  { key: "payment", header: "Pembayaran", render: (row) => row.paymentMethod },
];

/** The purchase's items (name, quantity with unit, price per unit, subtotal), where they were received and its notes. */
function PurchaseDetail({ purchase }: { purchase: PurchaseRecord }) {
  return (
    <div className="space-y-3">
      <table className="w-full text-sm">
        <caption className="sr-only">Item pembelian</caption>
        <thead>
          <tr className="text-left text-xs font-semibold uppercase tracking-wide text-stone-500">
            <th scope="col" className="py-1 pr-4">
              Item
            </th>
            <th scope="col" className="py-1 pr-4 text-right">
              Jumlah
            </th>
            <th scope="col" className="py-1 pr-4 text-right">
              Harga Beli/Satuan
            </th>
            <th scope="col" className="py-1 text-right">
              Subtotal
            </th>
          </tr>
        </thead>
        <tbody>
          {purchase.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a saved record's lines never reorder, and a deleted item has no id of its own
            <tr key={`${item.stockItem._id ?? "deleted"}-${index}`}>
              <td className="py-1 pr-4">{item.stockItem.name}</td>
              <td className="py-1 pr-4 text-right">
                {formatQuantity(item.quantity)} {item.stockItem.unit}
              </td>
              <td className="py-1 pr-4 text-right">{formatUnitCost(item.purchasePrice)}</td>
              <td className="py-1 text-right">{formatRupiah(item.subtotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-stone-600">
        <span className="font-medium text-stone-700">Diterima di:</span> {purchase.location.name}
      </p>
      <p className="text-sm text-stone-600">
        <span className="font-medium text-stone-700">Catatan:</span> {purchase.notes || "-"}
      </p>
    </div>
  );
}

/** The invoice search of the purchase history: case-insensitive, over the rows already loaded. */
export function matchesInvoice(purchase: PurchaseRecord, term: string): boolean {
  const wanted = term.trim().toLowerCase();
  return wanted === "" || (purchase.invoiceNumber ?? "").toLowerCase().includes(wanted);
}

/**
 * Purchase history rows: a click (or Enter) on a row shows its items and notes. `invoiceSearch`
 * narrows the loaded rows; 'Muat Lebih Banyak' loads older purchases of the same filter.
 */
export function PurchaseHistoryTable({
  rows,
  loading,
  invoiceSearch,
  sort,
  ...more
}: LoadMoreProps & {
  rows: PurchaseRecord[] | undefined;
  loading: boolean;
  invoiceSearch: string;
  /** The server's sort (by day or total), kept in the address. */
  sort: TableSort;
}) {
  const shown = rows?.filter((row) => matchesInvoice(row, invoiceSearch));
  const searching = invoiceSearch.trim() !== "" && (rows?.length ?? 0) > 0;
  return (
    <div className="space-y-4">
      <DataTable
        caption="Riwayat pembelian"
        columns={columns}
        rows={shown}
        rowKey={rowId}
        loading={loading}
        sort={sort}
        emptyMessage={more.loadError ?? (searching ? "Invoice tidak ditemukan." : "Tidak ada riwayat pembelian.")}
        renderExpanded={(row) => <PurchaseDetail purchase={row} />}
      />
      <LoadMore {...more} />
    </div>
  );
}
