import type { TaxReport } from "@kedai/shared";
import { type Column, DataTable } from "../../components/ui";
import { useTaxReport } from "../../features/reports/api/get-reports";
import { MoneyReport } from "../../features/reports/components/money-report";
import { formatRupiah } from "../../lib/format";

type Row = TaxReport["rows"][number];

type Figures = TaxReport["total"];

/** The figures of a row and of the total, in column order: gross, given back with refunds, net. */
const FIGURES: { key: keyof Figures; header: string; money: boolean }[] = [
  { key: "orders", header: "Jumlah Pesanan", money: false },
  { key: "refundedOrders", header: "Pesanan Dikembalikan", money: false },
  { key: "grossTaxBase", header: "DPP Kotor", money: true },
  { key: "refundedTaxBase", header: "DPP Dikembalikan", money: true },
  { key: "taxBase", header: "Dasar Pengenaan Pajak", money: true },
  { key: "grossTax", header: "Pajak Kotor", money: true },
  { key: "refundedTax", header: "Pajak Dikembalikan", money: true },
  { key: "tax", header: "Pajak Terpungut", money: true },
];

const shown = (figures: Figures, key: keyof Figures, money: boolean) =>
  money ? formatRupiah(figures[key]) : figures[key];

const columns: Column<Row>[] = [
  { key: "location", header: "Outlet", render: (row) => <span className="font-medium">{row.location}</span> },
  ...FIGURES.map(({ key, header, money }) => ({
    key,
    header,
    align: "right" as const,
    render: (row: Row) => shown(row, key, money),
  })),
];

const toTable = (report: TaxReport) => ({
  header: ["Outlet", ...FIGURES.map(({ header, money }) => (money ? `${header} (Rp)` : header))],
  rows: [
    ...report.rows.map((row) => [row.location, ...FIGURES.map(({ key }) => row[key])]),
    ["Total", ...FIGURES.map(({ key }) => report.total[key])],
  ],
});

/**
 * /admin/laporan-pajak: per outlet, the restaurant tax (PBJT) collected on Completed orders and
 * what it was computed on, less the part given back with refunds of cancelled paid orders (on the
 * day of the refund), for the monthly return each outlet files with its city or regency.
 */
export function TaxReportPage() {
  return (
    <MoneyReport
      id="laporan-pajak"
      title="Laporan Pajak"
      description="Pajak restoran (PBJT) yang dipungut per outlet dari pesanan selesai, untuk pelaporan bulanan."
      useReport={useTaxReport}
      toTable={toTable}
    >
      {(report, loading) => (
        <DataTable
          caption="Pajak per outlet"
          columns={columns}
          rows={report?.rows}
          rowKey={(row) => row.locationId ?? "none"}
          loading={loading}
          emptyMessage="Tidak ada pesanan selesai pada rentang ini."
          footer={
            report && report.rows.length > 0 ? (
              <tr className="font-semibold">
                <td className="px-4 py-3 text-stone-700">Total</td>
                {FIGURES.map(({ key, money }) => (
                  <td key={key} className="px-4 py-3 text-right">
                    {shown(report.total, key, money)}
                  </td>
                ))}
              </tr>
            ) : undefined
          }
        />
      )}
    </MoneyReport>
  );
}
