import { FormAndList, PageHeader, Panel } from "../../components/ui";
import { useStockOptions } from "../../features/stock/api/use-stock";
import { useCreateStockAdjustment } from "../../features/stock-adjustments/api/create-stock-adjustment";
import { useStockAdjustments } from "../../features/stock-adjustments/api/list-stock-adjustments";
import { AdjustmentForm } from "../../features/stock-adjustments/components/adjustment-form";
import { AdjustmentsTable } from "../../features/stock-adjustments/components/adjustments-table";
import { succeeded } from "../../lib/succeeded";

/** /admin/penyesuaian: stock that was spoiled, lost, returned or found, and the history of such changes. */
export function StockAdjustmentsPage() {
  const { stockItems } = useStockOptions("Gagal memuat data inventori.");
  const create = useCreateStockAdjustment();
  const history = useStockAdjustments();

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
              saving={create.isPending}
              onSubmit={(body) => succeeded(create.mutateAsync(body))}
            />
          </Panel>
        }
        list={
          <Panel title="Riwayat Penyesuaian">
            <AdjustmentsTable {...history} />
          </Panel>
        }
      />
    </section>
  );
}
