import { FormAndList, PageHeader, Panel } from "../../components/ui";
import { useStockLocations } from "../../features/locations/api/use-locations";
import { useStockOptions } from "../../features/stock/api/use-stock";
import { useSendStockTransfer } from "../../features/stock-transfers/api/send-stock-transfer";
import { SendTransferForm } from "../../features/stock-transfers/components/send-transfer-form";
import { StockTransferList } from "../../features/stock-transfers/components/stock-transfer-list";

/** /admin/transfer-stok: stock sent between head office and the outlets, received or cancelled on arrival. */
export function StockTransfersPage() {
  const { stockItems } = useStockOptions("Gagal memuat data inventori.");
  const locations = useStockLocations();
  const send = useSendStockTransfer();

  return (
    <section>
      <PageHeader
        title="Transfer Stok"
        description="Kirim stok antar lokasi. Stok asal berkurang saat dikirim; stok tujuan bertambah sebanyak yang diterima."
      />
      <FormAndList
        form={
          <Panel title="Kirim Transfer">
            <SendTransferForm stockItems={stockItems} locations={locations} onSubmit={send.mutateAsync} />
          </Panel>
        }
        list={
          <Panel title="Daftar Transfer">
            <StockTransferList />
          </Panel>
        }
      />
    </section>
  );
}
