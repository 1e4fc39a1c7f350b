/**
 * A report as a downloadable table: a header row and data rows. Money and counts stay numbers (a
 * spreadsheet can sum them); dates are "YYYY-MM-DD" text, which every spreadsheet reads as a date.
 */
export type ReportTable = {
  header: string[];
  rows: (string | number)[][];
};

/** Excel opens a CSV as UTF-8 only when it starts with a byte order mark. */
const BOM = "\uFEFF";

const csvCell = (value: string | number) => {
  const text = String(value);
  // A leading = + - @ would run as a formula in a spreadsheet (CSV injection): quote it as text.
  const guarded = typeof value === "string" && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
};

/** The table as CSV text (comma separated, CRLF lines, RFC 4180 quoting). */
export function toCsv(table: ReportTable): string {
  return BOM + [table.header, ...table.rows].map((row) => row.map(csvCell).join(",")).join("\r\n");
}

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
