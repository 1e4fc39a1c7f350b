import { isLowStock, type StockItemRecord } from "@kedai/shared";
import { TriangleAlert } from "lucide-react";
import { Badge, type Column, DataTable, type ManagedListProps, nameColumn, rowId } from "../../../components/ui";
import { formatQuantity, formatUnitCost } from "../../../lib/stock-format";

/**
 * An item at or below its threshold (at a chosen location, the one that applies there) is flagged
 * 'Stok menipis' and its row tinted (docs/business-rules.md#stock).
 */
export function StockTable({ rowClassName, ...list }: ManagedListProps<StockItemRecord>) {
  const columns: Column<StockItemRecord>[] = [
    nameColumn("Nama Item"),
    {
      key: "stock",
      header: "Stok",
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
    { key: "cost", header: "Harga/Satuan", align: "right", render: (item) => formatUnitCost(item.cost) },
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
      // The row being edited keeps its own tint; a low-stock row stands out in red.
      rowClassName={(item) => rowClassName(item) ?? (isLowStock(item) ? "bg-red-50/60" : undefined)}
      {...list}
    />
  );
}
