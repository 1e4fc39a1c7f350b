import type { ReactNode } from "react";
import { formatNumericDateTime, formatNumericDayKey } from "../../../lib/format";
import { printOnPaper } from "../../../lib/print-on-paper";
import { formatQuantity } from "../../../lib/stock-format";
import { isReportDay, type ReportTable } from "../export/report-table";

/** A cell the sheet's `cell` formats: days are printed 29/11/2026 before it is asked. */
type Cell = string | number;

export type PrintedSheetProps = {
  /** The document's heading and the print window's title, e.g. "Transfer Stok". */
  title: string;
  /** The company the paper is from (the settings' name), at its top. */
  company: string;
  /** Its document number ("TRF-2026-0012"), under the title and at the foot of every page. */
  number?: string;
  /** When it was printed (now, unless a test says otherwise). */
  printedAt?: Date;
  /** What the document is about, label then value ("Dari", "Gudang Pusat"), above the table. */
  facts: [label: string, value: string][];
  /** The same table the CSV/XLSX downloads hold, so paper and file never disagree. */
  table: ReportTable;
  /** A cell as printed (a difference said in words, a rupiah amount); numbers as quantities otherwise. */
  cell?: (value: Cell, column: number, row: ReportTable["rows"][number]) => ReactNode;
  /** Who signs the paper ("Dikirim oleh", "Diterima oleh"): a line to sign on for each. */
  signatures?: string[];
};

const plain = (value: Cell) => (typeof value === "number" ? formatQuantity(value) : value);

/**
 * A back-office document on A4 (a transfer, a count sheet): heading, facts, a bordered table whose
 * rows are tall enough to write in by hand, and signature lines.
 */
export function PrintedSheet({
  title,
  company,
  number,
  printedAt = new Date(),
  facts,
  table,
  cell = plain,
  signatures = [],
}: PrintedSheetProps) {
  return (
    <article className="space-y-4 text-[11pt] text-black">
      <header className="flex items-start justify-between gap-4 border-b border-black pb-2">
        <div>
          <p className="font-semibold">{company}</p>
          <h1 className="text-xl font-bold">{title}</h1>
          {number ? <p className="font-mono">No. {number}</p> : null}
        </div>
        <p className="text-sm">Dicetak {formatNumericDateTime(printedAt)}</p>
      </header>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <table className="w-full border-collapse">
        <thead>
          <tr>
            {table.header.map((heading) => (
              <th key={heading} className="border border-black px-2 py-1 text-left">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            // Rows have no id of their own; their order is the document's.
            // biome-ignore lint/suspicious/noArrayIndexKey: a printed table is drawn once and never reordered
            <tr key={index} className="break-inside-avoid">
              {row.map((value, column) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are the header's, in its order
                  key={column}
                  className={`h-[9mm] border border-black px-2 ${typeof value === "number" ? "text-right tabular-nums" : ""}`}
                >
                  {isReportDay(value) ? formatNumericDayKey(value.day) : cell(value, column, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {signatures.length > 0 ? (
        <div className="grid grid-cols-2 gap-16 pt-8 break-inside-avoid">
          {signatures.map((who) => (
            <div key={who}>
              <p>{who}</p>
              <div className="mt-20 border-b border-black" />
              <p className="text-sm">Nama &amp; tanda tangan</p>
            </div>
          ))}
        </div>
      ) : null}
    </article>
  );
}

export const PRINT_SHEET_FAILED = "Gagal mempersiapkan dokumen cetak.";

/**
 * Prints the sheet on A4 through the browser's print dialog (call it straight from a click): every
 * page's foot says which document it is, when it was printed, and "Halaman 2 dari 3".
 */
export function printSheet(props: PrintedSheetProps): Promise<boolean> {
  const printedAt = props.printedAt ?? new Date();
  const footer = [props.company, props.number, `Dicetak ${formatNumericDateTime(printedAt)}`]
    .filter(Boolean)
    .join(" · ");
  return printOnPaper(<PrintedSheet {...props} printedAt={printedAt} />, {
    title: props.number ? `${props.title} ${props.number}` : props.title,
    paper: "A4",
    failed: PRINT_SHEET_FAILED,
    footer,
  });
}
