import { PageHeader } from "../../components/ui";
import { useStockLocations } from "../../features/locations/api/use-locations";
import { StockRequestBoard } from "../../features/stock-requests/components/stock-request-board";

/** /admin/permintaan-stok: franchise members' stock requests, processed, shipped and completed by head office. */
export function StockRequestsPage() {
  const { headOffice } = useStockLocations();
  return (
    <section>
      <PageHeader
        title="Permintaan Stok Franchise"
        description="Proses, kirim dan selesaikan permintaan stok mitra. Stok pusat berkurang saat permintaan dikirim."
      />
      <StockRequestBoard headOfficeId={headOffice?._id ?? ""} />
    </section>
  );
}
