import type { StockCountRecord } from "@kedai/shared";
import { Printer } from "lucide-react";
import { useState } from "react";
import { canSeeFinance } from "../../app/guards/access";
import { Button, FormAndList, PageHeader, Panel } from "../../components/ui";
import { useAuth } from "../../features/auth/auth-context";
import { useStockLocations } from "../../features/locations/api/use-locations";
import { ReportDownloads } from "../../features/reports/components/report-downloads";
import { storeNameOf, useSettings } from "../../features/settings/api/get-settings";
import { useSaveStockCount } from "../../features/stock-counts/api/save-stock-count";
import { CountSheetForm } from "../../features/stock-counts/components/count-sheet-form";
import { StockCountList } from "../../features/stock-counts/components/stock-count-list";
import { countFileName, countTable, printBlankSheet, printCount } from "./stock-count-sheets";

/** Under an opened count: its print-out (the differences in rupiah, to sign) and its downloads. */
const sheetActions = (count: StockCountRecord, company: string) => (
  <div className="flex flex-wrap gap-2">
    <Button
      variant="secondary"
      icon={<Printer aria-hidden="true" className="size-4" />}
      onClick={() => printCount(count, company)}
    >
      Cetak
    </Button>
    <ReportDownloads fileName={countFileName(count)} title={`Stok Opname ${count.date}`} table={countTable(count)} />
  </div>
);

/**
 * /admin/stok-opname: the count sheet of a location (what the system holds, what was counted, the
 * difference and its value), saved as a draft, then posted once confirmed by admin or manager (the
 * roles that may post: the same as KEUANGAN's). A blank sheet prints for counting on paper, and an
 * opened count prints with its differences.
 */
export function StockCountPage() {
  const { user } = useAuth();
  const locations = useStockLocations();
  const save = useSaveStockCount();
  const company = storeNameOf(useSettings().settings);
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
              onPrintBlank={(sheet) => printBlankSheet(sheet, company)}
            />
          </Panel>
        }
        list={
          <Panel title="Daftar Stok Opname">
            <StockCountList
              canPost={!!user && canSeeFinance(user)}
              onContinue={setEditing}
              renderSheetActions={(count) => sheetActions(count, company)}
            />
          </Panel>
        }
      />
    </section>
  );
}
