import { useState } from "react";
import { FormAndList, PageHeader, Panel, StockLocationField } from "../../components/ui";
import { useStockLocations } from "../../features/locations/api/use-locations";
import { useStockAtLocation, useStockOptions } from "../../features/stock/api/use-stock";
import { useCreateStockAdjustment } from "../../features/stock-adjustments/api/create-stock-adjustment";
import { useStockAdjustments } from "../../features/stock-adjustments/api/list-stock-adjustments";
import { AdjustmentForm } from "../../features/stock-adjustments/components/adjustment-form";
import { AdjustmentsTable } from "../../features/stock-adjustments/components/adjustments-table";
import { succeeded } from "../../lib/succeeded";

/** /admin/penyesuaian: stock that was spoiled, lost, returned or found, and the history of such changes. */
export function StockAdjustmentsPage() {
  const { stockItems } = useStockOptions("Gagal memuat data inventori.");
  const locations = useStockLocations();
  const stockAt = useStockAtLocation();
  const headOffice = locations.headOffice?._id;
  const create = useCreateStockAdjustment();
  const [shownAt, setShownAt] = useState("");
  const history = useStockAdjustments(shownAt);

  return (
    <section>
      <PageHeader
        title="Penyesuaian Stok"
        description="Catat stok yang rusak, kadaluarsa, hilang, diretur atau ditemukan."
      />
      <FormAndList
        form={
          <Panel title="Catat Penyesuaian">
            <AdjustmentForm
              stockItems={stockItems}
              locations={locations}
              // The form's blank location is head office; asked blank, GET /stock would answer totals.
              quantitiesAt={(location) => {
                const id = location ?? headOffice;
                return id ? stockAt(id) : Promise.resolve([]);
              }}
              saving={create.isPending}
              onSubmit={(body) => succeeded(create.mutateAsync(body))}
            />
          </Panel>
        }
        list={
          <Panel title="Riwayat Penyesuaian">
            <div className="space-y-4">
              <StockLocationField
                id="adjustment-history-location"
                label="Riwayat di"
                fieldClassName="max-w-xs"
                locations={locations}
                allLabel="Semua lokasi"
                value={shownAt}
                onChange={(event) => setShownAt(event.target.value)}
              />
              <AdjustmentsTable {...history} />
            </div>
          </Panel>
        }
      />
    </section>
  );
}
