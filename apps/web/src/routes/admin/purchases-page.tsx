import { PageHeader, Panel } from "../../components/ui";
import { useStockLocations } from "../../features/locations/api/use-locations";
import { useCreatePurchase } from "../../features/purchases/api/create-purchase";
import { PurchaseForm } from "../../features/purchases/components/purchase-form";
import { useStockOptions } from "../../features/stock/api/use-stock";
import { useSupplierOptions } from "../../features/suppliers/api/use-suppliers";
import { succeeded } from "../../lib/succeeded";

const LOAD_FAILED = "Gagal memuat data supplier atau stok.";

/** /admin/pembelian: records a purchase from a supplier; its items go into stock. */
export function PurchasesPage() {
  const { suppliers } = useSupplierOptions(LOAD_FAILED);
  const { stockItems } = useStockOptions(LOAD_FAILED);
  const locations = useStockLocations();
  const create = useCreatePurchase();

  return (
    <section>
      <PageHeader
        title="Pembelian Stok"
        description="Catat barang yang dibeli dari supplier; stok bertambah dan harga pokok diperbarui."
      />
      <Panel title="Catat Pembelian" className="max-w-4xl">
        <PurchaseForm
          suppliers={suppliers}
          locations={locations}
          stockItems={stockItems}
          saving={create.isPending}
          onSubmit={(body) => succeeded(create.mutateAsync(body))}
        />
      </Panel>
    </section>
  );
}
