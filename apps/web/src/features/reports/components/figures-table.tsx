import { type Column, DataTable } from "../../../components/ui";
import { formatRupiah } from "../../../lib/format";
import type { ReportTable } from "../export/report-table";

/** One figure column of a report: a count, or rupiah. */
export type FigureColumn<Figures> = { key: keyof Figures & string; header: string; money: boolean };

/**
 * A report of named rows (an outlet, a channel) with figure columns and a total row, the same on
 * screen and in the downloads: the name column, then the figures in the order given.
 */
export type FiguresReport<Row extends Figures, Figures> = {
  nameHeader: string;
  nameOf: (row: Row) => string;
  figures: readonly FigureColumn<Figures>[];
};

const shown = <Figures,>(figures: Figures, { key, money }: FigureColumn<Figures>) =>
  money ? formatRupiah(figures[key] as number) : (figures[key] as number);

/** The report as the downloads' table: a header with '(Rp)' on money, the rows, then 'Total'. */
export function figuresSheet<Row extends Figures, Figures>(
  { nameHeader, nameOf, figures }: FiguresReport<Row, Figures>,
  rows: readonly Row[],
  total: Figures,
): ReportTable {
  return {
    header: [nameHeader, ...figures.map(({ header, money }) => (money ? `${header} (Rp)` : header))],
    rows: [
      ...rows.map((row) => [nameOf(row), ...figures.map(({ key }) => row[key] as number)]),
      ["Total", ...figures.map(({ key }) => total[key] as number)],
    ],
  };
}

type FiguresTableProps<Row extends Figures, Figures> = {
  report: FiguresReport<Row, Figures>;
  caption: string;
  rows: Row[] | undefined;
  total: Figures | undefined;
  rowKey: (row: Row) => string;
  loading: boolean;
  emptyMessage: string;
};

/** The report on screen with the shared table, its total row as the footer. */
export function FiguresTable<Row extends Figures, Figures>({
  report,
  rows,
  total,
  ...table
}: FiguresTableProps<Row, Figures>) {
  const columns: Column<Row>[] = [
    {
      key: "name",
      header: report.nameHeader,
      render: (row) => <span className="font-medium">{report.nameOf(row)}</span>,
    },
    ...report.figures.map((figure) => ({
      key: figure.key,
      header: figure.header,
      align: "right" as const,
      render: (row: Row) => shown(row, figure),
    })),
  ];
  return (
    <DataTable
      {...table}
      columns={columns}
      rows={rows}
      footer={
        total && rows && rows.length > 0 ? (
          <tr className="font-semibold">
            <td className="px-4 py-3 text-stone-700">Total</td>
            {report.figures.map((figure) => (
              <td key={figure.key} className="px-4 py-3 text-right">
                {shown(total, figure)}
              </td>
            ))}
          </tr>
        ) : undefined
      }
    />
  );
}
