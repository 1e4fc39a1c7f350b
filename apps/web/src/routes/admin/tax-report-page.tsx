import type { TaxReport } from "@kedai/shared";
import { useTaxReport } from "../../features/reports/api/get-reports";
import { type FiguresReport, FiguresTable, figuresSheet } from "../../features/reports/components/figures-table";
import { MoneyReport } from "../../features/reports/components/money-report";

/** Per outlet: gross, given back with refunds, net. */
const OUTLETS: FiguresReport<TaxReport["rows"][number], TaxReport["total"]> = {
  nameHeader: "Outlet",
  nameOf: (row) => row.location,
  figures: [
    { key: "orders", header: "Jumlah Pesanan", money: false },
    { key: "refundedOrders", header: "Pesanan Dikembalikan", money: false },
    { key: "grossTaxBase", header: "DPP Kotor", money: true },
    { key: "refundedTaxBase", header: "DPP Dikembalikan", money: true },
    { key: "taxBase", header: "Dasar Pengenaan Pajak", money: true },
    { key: "grossTax", header: "Pajak Kotor", money: true },
    { key: "refundedTax", header: "Pajak Dikembalikan", money: true },
    { key: "tax", header: "Pajak Terpungut", money: true },
  ],
};

const toTable = (report: TaxReport) => figuresSheet(OUTLETS, report.rows, report.total);

/**
 * /admin/laporan-pajak: per outlet, the restaurant tax (PBJT) collected on Completed orders and
 * what it was computed on, less the part given back with refunds of cancelled paid orders (on the
 * day of the refund), for the monthly return each outlet files with its city or regency. A food
 * platform's orders count at their outlet, on the price the platform charged less the tax inside
 * it (docs/business-rules.md#ojol-tax).
 */
export function TaxReportPage() {
  return (
    <MoneyReport
      id="laporan-pajak"
      title="Laporan Pajak"
      description="Pajak restoran (PBJT) yang dipungut per outlet dari pesanan selesai, termasuk pesanan GoFood dan GrabFood, untuk pelaporan bulanan."
      useReport={useTaxReport}
      toTable={toTable}
    >
      {(report, loading) => (
        <FiguresTable
          report={OUTLETS}
          caption="Pajak per outlet"
          rows={report?.rows}
          total={report?.total}
          rowKey={(row) => row.locationId ?? "none"}
          loading={loading}
          emptyMessage="Tidak ada pesanan selesai pada rentang ini."
        />
      )}
    </MoneyReport>
  );
}
