import { paymentMethodLabel, type SalesReport } from "@kedai/shared";
import { Banknote, ReceiptText, Undo2 } from "lucide-react";
import { type Column, DataTable, Panel, SummaryCards } from "../../components/ui";
import { useSalesReport } from "../../features/reports/api/get-reports";
import { RevenueTrendChart, TopProductsChart } from "../../features/reports/components/lazy-charts";
import { MoneyReport } from "../../features/reports/components/money-report";
import { reportDay } from "../../features/reports/export/report-table";
import { formatRupiah } from "../../lib/format";

type TopProduct = SalesReport["topProducts"][number] & { rank: number };

const productColumns: Column<TopProduct>[] = [
  { key: "rank", header: "#", render: (row) => row.rank },
  { key: "name", header: "Produk", render: (row) => <span className="font-medium">{row._id}</span> },
  { key: "quantity", header: "Jumlah Terjual", align: "right", render: (row) => row.totalQuantitySold },
  {
    key: "revenue",
    header: "Pendapatan Item",
    align: "right",
    render: (row) => formatRupiah(row.totalRevenueFromItem),
  },
];

type MethodShare = SalesReport["paymentMethods"][number];

/** A method's line: QRIS the provider confirmed apart from QRIS recorded by hand; an unnamed method as '-'. */
const methodLabel = (row: MethodShare) => (row.method ? paymentMethodLabel(row.method, row.confirmedBy) : "-");

const methodColumns: Column<MethodShare>[] = [
  { key: "method", header: "Metode", render: (row) => <span className="font-medium">{methodLabel(row)}</span> },
  { key: "gross", header: "Kotor", align: "right", render: (row) => formatRupiah(row.gross) },
  { key: "refunds", header: "Pengembalian", align: "right", render: (row) => formatRupiah(row.refunds) },
  { key: "amount", header: "Bersih", align: "right", render: (row) => formatRupiah(row.amount) },
];

/** The report as one sheet: every day of the range with its total, the best sellers, then each payment method's share. */
const toTable = (report: SalesReport) => ({
  header: ["Tanggal", "Jumlah Pesanan", "Pendapatan (Rp)"],
  rows: [
    ...report.daily.map((day) => [reportDay(day.date), day.orders, day.revenue]),
    ["Total", report.summary.totalOrders, report.summary.totalRevenue],
    [],
    ["Penjualan Kotor (Rp)", report.summary.grossRevenue],
    ["Pengembalian Dana (Rp)", report.summary.refunds],
    ["Pendapatan Bersih (Rp)", report.summary.totalRevenue],
    ["Pesanan Dikembalikan", report.summary.refundedOrders],
    [],
    ["Produk Terlaris", "Jumlah Terjual", "Pendapatan Item (Rp)"],
    ...report.topProducts.map((row) => [row._id, row.totalQuantitySold, row.totalRevenueFromItem]),
    [],
    ["Metode Pembayaran", "Kotor (Rp)", "Pengembalian (Rp)", "Bersih (Rp)"],
    ...report.paymentMethods.map((row) => [methodLabel(row), row.gross, row.refunds, row.amount]),
  ],
});

/**
 * /admin/penjualan: revenue (gross, refunds of cancelled paid orders on the day of the refund, net)
 * and orders of the range (Completed orders), per day, the top 10 products and the money per payment method.
 */
export function SalesReportPage() {
  return (
    <MoneyReport
      id="laporan-penjualan"
      title="Laporan Penjualan"
      description="Pesanan selesai dari kasir dan online pada rentang tanggal."
      useReport={useSalesReport}
      toTable={toTable}
    >
      {(report, loading) => (
        <>
          <SummaryCards
            columns={4}
            cards={[
              {
                key: "gross",
                label: "Penjualan Kotor",
                value: report ? formatRupiah(report.summary.grossRevenue) : "…",
                icon: <Banknote aria-hidden="true" className="size-6" />,
              },
              {
                key: "refunds",
                label: "Pengembalian Dana",
                value: report ? formatRupiah(report.summary.refunds) : "…",
                icon: <Undo2 aria-hidden="true" className="size-6" />,
              },
              {
                key: "revenue",
                label: "Pendapatan Bersih",
                value: report ? formatRupiah(report.summary.totalRevenue) : "…",
                icon: <Banknote aria-hidden="true" className="size-6" />,
              },
              {
                key: "orders",
                label: "Total Pesanan",
                value: report ? report.summary.totalOrders : "…",
                icon: <ReceiptText aria-hidden="true" className="size-6" />,
              },
            ]}
          />
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            <RevenueTrendChart title="Pendapatan per Hari" days={report?.daily ?? []} />
            <TopProductsChart
              title="10 Produk Terlaris"
              products={(report?.topProducts ?? []).map((row) => ({ name: row._id, quantity: row.totalQuantitySold }))}
            />
          </div>
          <Panel title="Produk Terlaris">
            <DataTable
              caption="Produk terlaris"
              columns={productColumns}
              rows={report?.topProducts.map((row, i) => ({ ...row, rank: i + 1 }))}
              rowKey={(row) => row._id}
              loading={loading}
              emptyMessage="Tidak ada penjualan pada rentang ini."
            />
          </Panel>
          <Panel title="Per Metode Pembayaran">
            {/* A split payment counts in each of its methods, for its share (ADR 0033); the lines add up to the revenue. */}
            <DataTable
              caption="Penjualan per metode pembayaran"
              columns={methodColumns}
              rows={report?.paymentMethods}
              rowKey={(row) => `${row.method}:${row.confirmedBy ?? ""}`}
              loading={loading}
              emptyMessage="Tidak ada penjualan pada rentang ini."
            />
          </Panel>
        </>
      )}
    </MoneyReport>
  );
}
