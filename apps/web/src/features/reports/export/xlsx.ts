import writeExcelFile from "write-excel-file/browser";
import { headingRows, isReportDay, type ReportCell, type ReportTable } from "./report-table";

/** Excel refuses a sheet name over 31 characters or with : \ / ? * [ ] (and so does the library). */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Laporan";

/** A day as an Excel date (midnight UTC is the day itself), shown 29/11/2026. */
const cellOf = (value: ReportCell) =>
  isReportDay(value) ? { value: new Date(`${value.day}T00:00:00Z`), type: Date, format: "dd/mm/yyyy" } : value;

/**
 * The table as an .xlsx file: one sheet, its heading lines (the first bold) above the bold header
 * row, numbers as numbers, days as date cells and text as text (a cell starting with "=" stays
 * text, never a formula). Imported lazily: the library is downloaded only when someone exports a
 * report. Why this library: docs/decisions/0025-excel-downloads-with-write-excel-file.md.
 */
export function toXlsx(table: ReportTable, name: string): Promise<Blob> {
  const heading = headingRows(table).map((row, index) =>
    row.map((value) => (index === 0 ? { value, fontWeight: "bold" as const } : value)),
  );
  const header = table.header.map((value) => ({ value, fontWeight: "bold" as const }));
  return writeExcelFile([...heading, header, ...table.rows.map((row) => row.map(cellOf))], {
    sheet: sheetName(name),
  }).toBlob();
}
