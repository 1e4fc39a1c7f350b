import { isLowStock, roundRupiah, type StockItemRecord } from "@kedai/shared";
import { TriangleAlert } from "lucide-react";
import { Badge, type Column, DataTable, type ManagedListProps, nameColumn, rowId } from "../../../components/ui";
import { formatRupiah } from "../../../lib/format";
import { formatQuantity, formatUnitCost } from "../../../lib/stock-format";
import type { TableSort } from "../../../lib/use-table-sort";

/** What the stock shown is worth at its cost now: quantity × cost per unit, in whole rupiah. */
const stockValue = (item: StockItemRecord): number => roundRupiah(item.quantityInStock * item.cost);

/**
 * An item at or below its threshold (at a chosen location, the one that applies there) is flagged
 * 'Stok menipis' and its row tinted (docs/business-rules.md#stock). Sorted by name, stock, cost or
 * value (by the server: `STOCK_ITEM_SORT_KEYS`), the sort kept in the address.
 */
export function StockTable({ rowClassName, sort, ...list }: ManagedListProps<StockItemRecord> & { sort: TableSort }) {
  const columns: Column<StockItemRecord>[] = [
    { ...nameColumn("Nama Item"), sortKey: "name" },
    {
      key: "stock",
      header: "Stok",
      sortKey: "stock",
      sortFirst: "desc",
      render: (item) =>
        isLowStock(item) ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-red-700">
              {formatQuantity(item.quantityInStock)} {item.unit.name}
            </span>
            <Badge tone="red" icon={<TriangleAlert aria-hidden="true" className="size-3" />}>
              Stok menipis
            </Badge>
          </div>
        ) : (
          <span>
            {formatQuantity(item.quantityInStock)} {item.unit.name}
          </span>
        ),
    },
    {
      key: "cost",
      header: "Harga/Satuan",
      align: "right",
      sortKey: "cost",
      sortFirst: "desc",
      render: (item) => formatUnitCost(item.cost),
    },
    {
      key: "value",
      header: "Nilai",
      align: "right",
      sortKey: "value",
      sortFirst: "desc",
      render: (item) => formatRupiah(stockValue(item)),
    },
    { key: "packaging", header: "Kemasan", align: "center", render: (item) => (item.isPackaging ? "Ya" : "-") },
    {
      key: "threshold",
      header: "Batas Menipis",
      align: "right",
      // At a location with its own threshold, the figure is that location's, and says so.
      render: (item) =>
        item.locationThreshold == null ? (
          formatQuantity(item.lowStockThreshold)
        ) : (
          <span>
            {formatQuantity(item.lowStockThreshold)} <span className="text-xs text-stone-500">(lokasi ini)</span>
          </span>
        ),
    },
  ];
  return (
    <DataTable
      caption="Daftar bahan baku"
      columns={columns}
      rowKey={rowId}
      sort={sort}
      // The row being edited keeps its own tint; a low-stock row stands out in red.
      rowClassName={(item) => rowClassName(item) ?? (isLowStock(item) ? "bg-red-50/60" : undefined)}
      {...list}
    />
  );
}
