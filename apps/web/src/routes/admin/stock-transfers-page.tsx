import type { StockTransferRecord } from "@kedai/shared";
import { FormAndList, PageHeader, Panel } from "../../components/ui";
import { useStockLocations } from "../../features/locations/api/use-locations";
import { ReportDownloads } from "../../features/reports/components/report-downloads";
import { storeNameOf, useSettings } from "../../features/settings/api/get-settings";
import { useStockOptions } from "../../features/stock/api/use-stock";
import { useSendStockTransfer } from "../../features/stock-transfers/api/send-stock-transfer";
import { SendTransferForm } from "../../features/stock-transfers/components/send-transfer-form";
import { StockTransferList } from "../../features/stock-transfers/components/stock-transfer-list";
import { printTransfer, transferFileName, transferTable } from "./stock-transfer-sheet";

const transferDownloads = (transfer: StockTransferRecord) => (
  <ReportDownloads fileName={transferFileName(transfer)} title="Transfer Stok" table={transferTable(transfer)} />
);

/**
 * /admin/transfer-stok: stock sent between head office and the outlets, received or cancelled on
 * arrival; each transfer prints as a document to sign and downloads as CSV/XLSX.
 */
export function StockTransfersPage() {
  const { stockItems } = useStockOptions("Gagal memuat data inventori.");
  const locations = useStockLocations();
  const send = useSendStockTransfer();
  const company = storeNameOf(useSettings().settings);

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
            <StockTransferList
              onPrint={(transfer) => printTransfer(transfer, company)}
              renderDownloads={transferDownloads}
            />
          </Panel>
        }
      />
    </section>
  );
}
