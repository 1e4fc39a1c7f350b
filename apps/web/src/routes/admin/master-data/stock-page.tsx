import type { StockItemRecord } from "@kedai/shared";
import { History } from "lucide-react";
import { useState } from "react";
import { Button, irreversibleDeleteMessage, ManagementScreen, useManagedList } from "../../../components/ui";
import { useLowStockCount, useStockItems } from "../../../features/stock/api/use-stock";
import { StockForm } from "../../../features/stock/components/stock-form";
import { StockMovementsModal } from "../../../features/stock/components/stock-movements-modal";
import { StockTable } from "../../../features/stock/components/stock-table";
import { useUnitOptions } from "../../../features/units/api/use-units";
import { useServerSearch } from "../../../lib/list-search";

/**
 * /admin/bahan (Stock management): ingredients and packaging with their unit, stock and cost;
 * 'Riwayat' opens an item's stock card (every movement of its quantity).
 */
export function StockPage() {
  const [card, setCard] = useState<StockItemRecord | null>(null);
  const search = useServerSearch();
  const stock = useStockItems(search.query);
  const { units, loading: unitsLoading } = useUnitOptions();
  const { list } = useManagedList(stock, {
    name: (item) => item.name,
    confirmMessage: (item) => irreversibleDeleteMessage(`item stok "${item.name}"`),
    empty: "Belum ada item stok.",
    notFound: "Item stok tidak ditemukan.",
    search,
    moreActions: (item) => (
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Riwayat stok ${item.name}`}
        onClick={() => setCard(item)}
        icon={<History aria-hidden="true" className="size-3.5" />}
      >
        Riwayat
      </Button>
    ),
  });
  const lowCount = useLowStockCount();

  return (
    <ManagementScreen
      title="Bahan Baku"
      description={
        lowCount > 0 ? `Stok bahan baku dan kemasan. ${lowCount} item stoknya menipis.` : "Stok bahan baku dan kemasan."
      }
      resource={stock}
      noun="Item Stok"
      renderForm={(form) => <StockForm {...form} units={units} unitsLoading={unitsLoading} />}
      listTitle="Daftar Bahan Baku"
      search={{ id: "stock-search", label: "Cari bahan baku", ...search.box }}
    >
      <StockTable {...list} />
      <StockMovementsModal item={card} onClose={() => setCard(null)} />
    </ManagementScreen>
  );
}
