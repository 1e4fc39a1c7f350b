import { FileSpreadsheet, FileText } from "lucide-react";
import { Button } from "../../../components/ui";
import { toast } from "../../../lib/toast";
import { type ReportTable, saveFile, toCsv } from "../export/report-table";

export type ReportDownloadsProps = {
  /** The file name without extension, e.g. "laporan-penjualan-2026-11-01-2026-11-30". */
  fileName: string;
  /** The sheet's title in the Excel file. */
  title: string;
  /** Null while the report has not loaded: the buttons wait. */
  table: ReportTable | null;
};

/** 'Unduh CSV' and 'Unduh Excel' for the report on screen. */
export function ReportDownloads({ fileName, title, table }: ReportDownloadsProps) {
  async function downloadXlsx(ready: ReportTable) {
    try {
      const { toXlsx } = await import("../export/xlsx");
      saveFile(await toXlsx(ready, title), `${fileName}.xlsx`);
    } catch {
      toast.error("Gagal membuat file Excel. Coba lagi.");
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        disabled={!table}
        icon={<FileText aria-hidden="true" className="size-4" />}
        onClick={() =>
          table && saveFile(new Blob([toCsv(table)], { type: "text/csv;charset=utf-8" }), `${fileName}.csv`)
        }
      >
        Unduh CSV
      </Button>
      <Button
        variant="secondary"
        disabled={!table}
        icon={<FileSpreadsheet aria-hidden="true" className="size-4" />}
        onClick={() => table && downloadXlsx(table)}
      >
        Unduh Excel
      </Button>
    </div>
  );
}
