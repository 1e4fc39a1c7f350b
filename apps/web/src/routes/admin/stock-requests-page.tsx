import { PageHeader } from "../../components/ui";
import { StockRequestBoard } from "../../features/stock-requests/components/stock-request-board";

/** /admin/permintaan-stok: franchise members' stock requests, processed, shipped and completed by head office. */
export function StockRequestsPage() {
  return (
    <section>
      <PageHeader
        title="Permintaan Stok Franchise"
        description="Proses, kirim dan selesaikan permintaan stok mitra. Stok pusat berkurang saat permintaan dikirim."
      />
      <StockRequestBoard />
    </section>
  );
}
