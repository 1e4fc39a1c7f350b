import { irreversibleDeleteMessage, ManagementScreen, useManagedList } from "../../../components/ui";
import { useLowStockCount, useStockItems } from "../../../features/stock/api/use-stock";
import { StockForm } from "../../../features/stock/components/stock-form";
import { StockTable } from "../../../features/stock/components/stock-table";
import { useUnitOptions } from "../../../features/units/api/use-units";
import { useServerSearch } from "../../../lib/list-search";

/** /admin/bahan (Stock management): ingredients and packaging with their unit, stock and cost. */
export function StockPage() {
  const search = useServerSearch();
  const stock = useStockItems(search.query);
  const { units, loading: unitsLoading } = useUnitOptions();
  const { list } = useManagedList(stock, {
    name: (item) => item.name,
    confirmMessage: (item) => irreversibleDeleteMessage(`item stok "${item.name}"`),
    empty: "Belum ada item stok.",
    notFound: "Item stok tidak ditemukan.",
    search,
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
    </ManagementScreen>
  );
}
