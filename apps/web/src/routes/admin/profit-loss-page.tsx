import type { ProfitLossReport, ReportRangeQuery } from "@kedai/shared";
import { Banknote, Calculator, PiggyBank, Scale, Wallet } from "lucide-react";
import { SummaryCards } from "../../components/ui";
import { useProfitLossReport } from "../../features/reports/api/get-reports";
import { MoneyReport } from "../../features/reports/components/money-report";
import { formatRupiah } from "../../lib/format";

type Summary = ProfitLossReport["summary"];

/** The statement's lines, top to bottom; a negative line is subtracted. */
const LINES: { key: keyof Summary; label: string; subtract?: boolean; total?: boolean }[] = [
  { key: "grossRevenue", label: "Penjualan Kotor" },
  // Paid orders cancelled: counted on the day of the refund (docs/business-rules.md#refunds).
  { key: "refunds", label: "Pengembalian Dana", subtract: true },
  { key: "totalRevenue", label: "Pendapatan Bersih", total: true },
  { key: "totalCOGS", label: "Harga Pokok Penjualan (HPP)", subtract: true },
  { key: "grossProfit", label: "Laba Kotor", total: true },
  // What GoFood and GrabFood kept of their orders (docs/business-rules.md#ojol-commission).
  { key: "platformCommission", label: "Komisi Platform (GoFood, GrabFood)", subtract: true },
  { key: "totalExpenses", label: "Pengeluaran", subtract: true },
  { key: "netProfit", label: "Laba Bersih", total: true },
];

const CARDS = [
  { key: "totalRevenue", label: "Total Pendapatan", icon: Banknote },
  { key: "totalCOGS", label: "Total HPP", icon: Calculator },
  { key: "grossProfit", label: "Laba Kotor", icon: Scale },
  { key: "totalExpenses", label: "Total Pengeluaran", icon: Wallet },
  { key: "netProfit", label: "Laba Bersih", icon: PiggyBank },
] as const;

const toTable = ({ summary }: ProfitLossReport, range: ReportRangeQuery) => ({
  header: ["Keterangan", "Jumlah (Rp)"],
  rows: [
    ["Periode", `${range.startDate} s.d. ${range.endDate}`],
    ...LINES.map((line) => [line.label, line.subtract ? -summary[line.key] : summary[line.key]]),
  ],
});

/**
 * /admin/rugi-laba: revenue of the Completed orders less the refunds of cancelled paid orders, their
 * cost as snapshotted at sale, the food platforms' commission, the expenses of the range, and what is left.
 */
export function ProfitLossPage() {
  return (
    <MoneyReport
      id="laporan-laba-rugi"
      title="Laporan Laba Rugi"
      description="Pendapatan dari pesanan selesai, dikurangi HPP saat penjualan, komisi platform dan pengeluaran pada rentang tanggal."
      useReport={useProfitLossReport}
      toTable={toTable}
    >
      {(report) => {
        const summary = report?.summary;
        return (
          <>
            <SummaryCards
              columns={3}
              cards={CARDS.map(({ key, label, icon: Icon }) => ({
                key,
                label,
                value: summary ? formatRupiah(summary[key]) : "…",
                negative: (summary?.[key] ?? 0) < 0,
                icon: <Icon aria-hidden="true" className="size-6" />,
              }))}
            />
            {summary && <Statement summary={summary} />}
          </>
        );
      }}
    </MoneyReport>
  );
}

function Statement({ summary }: { summary: Summary }) {
  return (
    <table className="w-full max-w-xl rounded-xl border border-stone-200 bg-white text-sm shadow-sm">
      <caption className="sr-only">Rincian laba rugi</caption>
      <tbody>
        {LINES.map((line) => {
          const amount = line.subtract ? -summary[line.key] : summary[line.key];
          return (
            <tr key={line.key} className={line.total ? "border-t border-stone-300 font-semibold" : undefined}>
              <th scope="row" className="px-4 py-2 text-left font-[inherit] text-stone-700">
                {line.label}
              </th>
              <td className={`px-4 py-2 text-right ${amount < 0 ? "text-red-700" : "text-stone-900"}`}>
                {formatRupiah(amount)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
