import writeExcelFile from "write-excel-file/browser";
import type { ReportTable } from "./report-table";

/** Excel refuses a sheet name over 31 characters or with : \ / ? * [ ] (and so does the library). */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Laporan";

/**
 * The table as an .xlsx file: one sheet, the header row bold, numbers as numbers and text as text
 * (a cell starting with "=" stays text, never a formula). Imported lazily: the library is
 * downloaded only when someone exports a report. Why this library:
 * docs/decisions/0025-excel-downloads-with-write-excel-file.md.
 */
export function toXlsx(table: ReportTable, name: string): Promise<Blob> {
  const header = table.header.map((value) => ({ value, fontWeight: "bold" as const }));
  return writeExcelFile([header, ...table.rows], { sheet: sheetName(name) }).toBlob();
}
