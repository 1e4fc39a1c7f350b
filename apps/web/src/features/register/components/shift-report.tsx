import { type FactLine, SHIFT_REPORT_TITLE, type ShiftReportPaper, shiftReportLines } from "@kedai/shared";
import { cn } from "../../../lib/cn";
import { PRINTABLE_MM, printOnPaper } from "../../../lib/print-on-paper";

type ShiftReportProps = ShiftReportPaper & { storeName: string };

function Line({ label, value, strong = false, part = false }: FactLine) {
  return (
    <div className={cn("flex justify-between gap-2", strong && "font-bold", part && "pl-3")}>
      <dt className="min-w-0 [overflow-wrap:anywhere]">{label}</dt>
      <dd className="shrink-0 whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

/** The shift report on 80 mm paper: who, where and when, the money, and the orders left open. */
export function ShiftReport({ storeName, ...paper }: ShiftReportProps) {
  const lines = shiftReportLines(paper);
  const section = (rows: FactLine[]) => rows.map((row) => <Line key={row.label} {...row} />);
  return (
    <article
      aria-label="Laporan Shift"
      style={{ maxWidth: `${PRINTABLE_MM["80"]}mm` }}
      className="mx-auto w-full font-mono text-xs leading-snug text-black"
    >
      <header className="text-center">
        <h2 className="text-sm font-bold uppercase [overflow-wrap:anywhere]">{storeName}</h2>
        <p>{SHIFT_REPORT_TITLE}</p>
      </header>
      <dl className="mt-2 border-t border-dashed border-black pt-2">{section(lines.facts)}</dl>
      <dl className="mt-2 border-t border-dashed border-black pt-2">{section(lines.money)}</dl>
      {lines.openOrders.length > 0 ? (
        <dl className="mt-2 border-t border-dashed border-black pt-2">{section(lines.openOrders)}</dl>
      ) : null}
    </article>
  );
}

export function printShiftReport(props: ShiftReportProps): Promise<boolean> {
  return printOnPaper(<ShiftReport {...props} />, { title: "Laporan Shift", paper: "80" });
}
