import type { StockCatalogRecord, StockRequestRecord } from "@kedai/shared";
import { FormAndList, PageHeader, Panel } from "../../components/ui";
import { useStockOptions } from "../../features/stock/api/use-stock";
import { useCreateStockRequest } from "../../features/stock-requests/api/create-stock-request";
import { useMyStockRequests } from "../../features/stock-requests/api/list-my-stock-requests";
import { MemberRequestForm } from "../../features/stock-requests/components/member-request-form";
import { MyRequestsTable } from "../../features/stock-requests/components/my-requests-table";
import { succeeded } from "../../lib/succeeded";

/** The largest quantity of each stock item in the requests loaded so far. */
function largestRequested(requests: readonly StockRequestRecord[]): Map<string, number> {
  const largest = new Map<string, number>();
  for (const line of requests.flatMap((request) => request.items)) {
    const id = line.stockItem._id;
    if (id) largest.set(id, Math.max(largest.get(id) ?? 0, line.quantity));
  }
  return largest;
}

/** /member/permintaan-stok: the member asks head office for stock and follows their requests. */
export function MemberStockRequestsPage() {
  const { stockItems } = useStockOptions<StockCatalogRecord>("Gagal memuat data yang diperlukan.");
  const create = useCreateStockRequest();
  const history = useMyStockRequests();
  const usualQuantities = largestRequested(history.rows ?? []);

  return (
    <section>
      <PageHeader title="Permintaan Stok" description="Ajukan kebutuhan bahan baku ke kantor pusat." />
      <FormAndList
        form={
          <Panel title="Ajukan Permintaan">
            <MemberRequestForm
              stockItems={stockItems}
              usualQuantities={usualQuantities}
              saving={create.isPending}
              onSubmit={(body) => succeeded(create.mutateAsync(body))}
            />
          </Panel>
        }
        list={
          <Panel title="Riwayat Permintaan">
            <MyRequestsTable {...history} />
          </Panel>
        }
      />
    </section>
  );
}
