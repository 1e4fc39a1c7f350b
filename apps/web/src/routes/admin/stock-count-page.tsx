import type { StockCountRecord } from "@kedai/shared";
import { useState } from "react";
import { canSeeFinance } from "../../app/guards/access";
import { FormAndList, PageHeader, Panel } from "../../components/ui";
import { useAuth } from "../../features/auth/auth-context";
import { useStockLocations } from "../../features/locations/api/use-locations";
import { ReportDownloads } from "../../features/reports/components/report-downloads";
import type { ReportTable } from "../../features/reports/export/report-table";
import { useSaveStockCount } from "../../features/stock-counts/api/save-stock-count";
import { CountSheetForm } from "../../features/stock-counts/components/count-sheet-form";
import { StockCountList } from "../../features/stock-counts/components/stock-count-list";

/** A count as its downloadable sheet: one row per item counted, with the system quantity and the difference. */
const sheetOf = (count: StockCountRecord): ReportTable => ({
  header: ["Bahan", "Satuan", "Sistem", "Hitung", "Selisih", "Harga per Satuan (Rp)", "Nilai Selisih (Rp)"],
  rows: [
    ...count.items.map((line) => [
      line.stockItem.name,
      line.stockItem.unit,
      line.systemQuantity,
      line.countedQuantity,
      line.difference,
      line.unitCost,
      line.differenceValue,
    ]),
    ["Total", "", "", "", "", "", count.differenceValue],
  ],
});

const sheetDownloads = (count: StockCountRecord) => (
  <ReportDownloads
    fileName={`stok-opname_${count.location.name.replaceAll(/\s+/g, "-").toLowerCase()}_${count.date}`}
    title={`Stok Opname ${count.date}`}
    table={sheetOf(count)}
  />
);

/**
 * /admin/stok-opname: the count sheet of a location (what the system holds, what was counted, the
 * difference and its value), saved as a draft, then posted once confirmed by admin or manager (the
 * roles that may post: the same as KEUANGAN's).
 */
export function StockCountPage() {
  const { user } = useAuth();
  const locations = useStockLocations();
  const save = useSaveStockCount();
  const [editing, setEditing] = useState<StockCountRecord | null>(null);

  return (
    <section>
      <PageHeader
        title="Stok Opname"
        description="Hitung stok fisik per lokasi, simpan sebagai draf, lalu posting: selisihnya menjadi pergerakan stok 'Opname'."
      />
      <FormAndList
        form={
          <Panel title={editing ? "Lanjutkan Draf" : "Lembar Hitung"}>
            <CountSheetForm
              key={editing?._id ?? "new"}
              locations={locations}
              editing={editing}
              onSave={(body) => save.mutateAsync({ id: editing?._id, body })}
              onDone={() => setEditing(null)}
            />
          </Panel>
        }
        list={
          <Panel title="Daftar Stok Opname">
            <StockCountList
              canPost={!!user && canSeeFinance(user)}
              onContinue={setEditing}
              renderSheetActions={sheetDownloads}
            />
          </Panel>
        }
      />
    </section>
  );
}
