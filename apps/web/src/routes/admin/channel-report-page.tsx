import { type ChannelReport, SALES_CHANNEL_LABELS } from "@kedai/shared";
import { Banknote, Bike, Store } from "lucide-react";
import { SummaryCards } from "../../components/ui";
import { useChannelReport } from "../../features/reports/api/get-reports";
import { type FiguresReport, FiguresTable, figuresSheet } from "../../features/reports/components/figures-table";
import { MoneyReport } from "../../features/reports/components/money-report";
import { formatRupiah } from "../../lib/format";

/** Per channel: gross, refunds, the platform's commission, net. */
const CHANNELS: FiguresReport<ChannelReport["rows"][number], ChannelReport["total"]> = {
  nameHeader: "Kanal",
  nameOf: (row) => SALES_CHANNEL_LABELS[row.channel],
  figures: [
    { key: "orders", header: "Jumlah Pesanan", money: false },
    { key: "refundedOrders", header: "Pesanan Dikembalikan", money: false },
    { key: "gross", header: "Penjualan Kotor", money: true },
    { key: "refunds", header: "Pengembalian Dana", money: true },
    { key: "commission", header: "Komisi Platform", money: true },
    { key: "net", header: "Bersih", money: true },
  ],
};

const toTable = (report: ChannelReport) => figuresSheet(CHANNELS, report.rows, report.total);

const CARDS = [
  { key: "gross", label: "Total Penjualan Kotor", icon: Banknote },
  { key: "commission", label: "Total Komisi Platform", icon: Bike },
  { key: "net", label: "Total Bersih setelah Komisi", icon: Store },
] as const;

/**
 * /admin/penjualan-kanal: per sales channel (the till, a table's QR code, the storefront, GoFood,
 * GrabFood) the sales of the range, the refunds of cancelled paid orders (on the day of the
 * refund), what the platform kept as commission and what the outlet keeps (docs/business-rules.md#channels-report).
 */
export function ChannelReportPage() {
  return (
    <MoneyReport
      id="laporan-penjualan-kanal"
      title="Penjualan per Kanal"
      description="Penjualan kotor, komisi platform dan bersih per kanal: kasir, QR meja, toko online, GoFood dan GrabFood."
      useReport={useChannelReport}
      toTable={toTable}
    >
      {(report, loading) => (
        <>
          <SummaryCards
            columns={3}
            cards={CARDS.map(({ key, label, icon: Icon }) => ({
              key,
              label,
              value: report ? formatRupiah(report.total[key]) : "…",
              icon: <Icon aria-hidden="true" className="size-6" />,
            }))}
          />
          <FiguresTable
            report={CHANNELS}
            caption="Penjualan per kanal"
            rows={report?.rows}
            total={report?.total}
            rowKey={(row) => row.channel}
            loading={loading}
            emptyMessage="Tidak ada penjualan pada rentang ini."
          />
        </>
      )}
    </MoneyReport>
  );
}
