import type { TaxReport } from "@kedai/shared";
import { type Column, DataTable } from "../../components/ui";
import { useTaxReport } from "../../features/reports/api/get-reports";
import { MoneyReport } from "../../features/reports/components/money-report";
import { formatRupiah } from "../../lib/format";

type Row = TaxReport["rows"][number];

const columns: Column<Row>[] = [
  { key: "location", header: "Outlet", render: (row) => <span className="font-medium">{row.location}</span> },
  { key: "orders", header: "Jumlah Pesanan", align: "right", render: (row) => row.orders },
  { key: "taxBase", header: "Dasar Pengenaan Pajak", align: "right", render: (row) => formatRupiah(row.taxBase) },
  { key: "tax", header: "Pajak Terpungut", align: "right", render: (row) => formatRupiah(row.tax) },
];

const toTable = (report: TaxReport) => ({
  header: ["Outlet", "Jumlah Pesanan", "Dasar Pengenaan Pajak (Rp)", "Pajak Terpungut (Rp)"],
  rows: [
    ...report.rows.map((row) => [row.location, row.orders, row.taxBase, row.tax]),
    ["Total", report.total.orders, report.total.taxBase, report.total.tax],
  ],
});

/**
 * /admin/laporan-pajak: per outlet, the restaurant tax (PBJT) collected on Completed orders and
 * what it was computed on, for the monthly return each outlet files with its city or regency.
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
                <td className="px-4 py-3 text-right">{report.total.orders}</td>
                <td className="px-4 py-3 text-right">{formatRupiah(report.total.taxBase)}</td>
                <td className="px-4 py-3 text-right">{formatRupiah(report.total.tax)}</td>
              </tr>
            ) : undefined
          }
        />
      )}
    </MoneyReport>
  );
}
