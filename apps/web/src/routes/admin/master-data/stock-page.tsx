import { STOCK_ITEM_SORT_KEYS, type StockItemRecord } from "@kedai/shared";
import { Gauge, History } from "lucide-react";
import { useState } from "react";
import {
  Button,
  irreversibleDeleteMessage,
  ManagementScreen,
  StockLocationField,
  useManagedList,
} from "../../../components/ui";
import { useStockLocations } from "../../../features/locations/api/use-locations";
import { useSetLocationThreshold } from "../../../features/stock/api/set-location-threshold";
import { useLowStockCount, useStockItems } from "../../../features/stock/api/use-stock";
import { LocationThresholdModal } from "../../../features/stock/components/location-threshold-modal";
import { StockForm } from "../../../features/stock/components/stock-form";
import { StockMovementsModal } from "../../../features/stock/components/stock-movements-modal";
import { StockTable } from "../../../features/stock/components/stock-table";
import { useUnitOptions } from "../../../features/units/api/use-units";
import { useServerSearch } from "../../../lib/list-search";
import { useTableSort } from "../../../lib/use-table-sort";

/**
 * /admin/bahan (Stock management): ingredients and packaging with their unit, stock and cost;
 * 'Riwayat' opens an item's stock card (every movement of its quantity). 'Lokasi' shows the
 * quantities and low-stock marks of one location, or of all together; at one location, 'Batas'
 * sets that location's own low-stock threshold for the item. The server sorts the list by the
 * header chosen (name, stock, cost, value).
 */
export function StockPage() {
  const [card, setCard] = useState<StockItemRecord | null>(null);
  const [thresholdOf, setThresholdOf] = useState<StockItemRecord | null>(null);
  const [location, setLocation] = useState("");
  const locations = useStockLocations();
  const search = useServerSearch();
  const sorting = useTableSort(STOCK_ITEM_SORT_KEYS);
  const stock = useStockItems({ ...search.query, ...sorting.query }, location);
  const setThreshold = useSetLocationThreshold();
  const chosen = [locations.headOffice, ...locations.outlets].find((place) => place?._id === location);
  const { units, loading: unitsLoading } = useUnitOptions();
  const { list } = useManagedList(stock, {
    name: (item) => item.name,
    confirmMessage: (item) => irreversibleDeleteMessage(`item stok "${item.name}"`),
    empty: "Belum ada item stok.",
    notFound: "Item stok tidak ditemukan.",
    search,
    moreActions: (item) => (
      <>
        {chosen ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Batas menipis ${item.name} di ${chosen.name}`}
            onClick={() => setThresholdOf(item)}
            icon={<Gauge aria-hidden="true" className="size-3.5" />}
          >
            Batas
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Riwayat stok ${item.name}`}
          onClick={() => setCard(item)}
          icon={<History aria-hidden="true" className="size-3.5" />}
        >
          Riwayat
        </Button>
      </>
    ),
  });
  const lowCount = useLowStockCount(location);
  const placeName = chosen?.name ?? "semua lokasi";

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
      filters={
        <StockLocationField
          id="stock-location"
          label="Lokasi"
          hideLabel
          locations={locations}
          allLabel="Semua lokasi"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
        />
      }
    >
      <StockTable {...list} sort={sorting.sort} />
      <StockMovementsModal item={card} place={placeName} onClose={() => setCard(null)} />
      {thresholdOf && chosen ? (
        <LocationThresholdModal
          item={thresholdOf}
          place={chosen}
          onClose={() => setThresholdOf(null)}
          onSave={(body) => setThreshold.mutateAsync({ id: thresholdOf._id, body })}
        />
      ) : null}
    </ManagementScreen>
  );
}
