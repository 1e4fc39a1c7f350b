/** A calendar day in a report's table ("YYYY-MM-DD"): a date cell in Excel, not text. */
export type ReportDay = { day: string };
export const reportDay = (day: string): ReportDay => ({ day });
export const isReportDay = (cell: ReportCell): cell is ReportDay => typeof cell === "object";

export type ReportCell = string | number | ReportDay;

/**
 * A report as a downloadable table: lines saying what the file is (`heading`: the document, its
 * location and period), a header row and data rows. Money and counts stay numbers (a spreadsheet
 * can sum them); days are date cells in Excel and "YYYY-MM-DD" in a CSV, which every spreadsheet
 * reads as a date.
 */
export type ReportTable = {
  heading?: string[];
  header: string[];
  rows: ReportCell[][];
};

/** Excel opens a CSV as UTF-8 only when it starts with a byte order mark. */
const BOM = "\uFEFF";

const csvCell = (value: ReportCell) => {
  if (isReportDay(value)) return value.day;
  const text = String(value);
  // A leading = + - @ would run as a formula in a spreadsheet (CSV injection): quote it as text.
  const guarded = typeof value === "string" && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
};

/** The lines above the header: each heading line alone, then an empty line. */
export const headingRows = (table: ReportTable): string[][] =>
  table.heading?.length ? [...table.heading.map((line) => [line]), []] : [];

/** The table as CSV text (comma separated, CRLF lines, RFC 4180 quoting), its heading lines first. */
export function toCsv(table: ReportTable): string {
  const lines = [...headingRows(table), table.header, ...table.rows];
  return BOM + lines.map((row) => row.map(csvCell).join(",")).join("\r\n");
}

/** A file name part from a name people gave ("Outlet Dago" → "outlet-dago"). */
export const fileNamePart = (name: string) => name.trim().replaceAll(/\s+/g, "-").toLowerCase();

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
