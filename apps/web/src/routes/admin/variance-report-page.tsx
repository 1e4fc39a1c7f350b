import type { VarianceReport, VarianceRow } from "@kedai/shared";
import { type Column, DataTable, PageHeader, ReportFilters, StockLocationField } from "../../components/ui";
import { useStockLocations } from "../../features/locations/api/use-locations";
import { useVarianceReport } from "../../features/reports/api/get-reports";
import { ReportDownloads } from "../../features/reports/components/report-downloads";
import { fileNamePart, type ReportTable } from "../../features/reports/export/report-table";
import { formatDate, formatNumericDayKey, formatRupiah } from "../../lib/format";
import { formatQuantity } from "../../lib/stock-format";
import { useReportFilters } from "../../lib/use-report-filters";

const quantity = (value: number, row: VarianceRow) => `${formatQuantity(value)} ${row.stockItem.unit}`;
const percent = (value: number | null) =>
  value === null ? "-" : `${new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1 }).format(value)}%`;
const adjustmentsOf = (row: VarianceRow) =>
  row.adjustmentsByType.map((entry) => `${entry.type} ${formatQuantity(entry.quantity)}`).join(", ") || "-";

const columns: Column<VarianceRow>[] = [
  { key: "item", header: "Bahan", render: (row) => <span className="font-medium">{row.stockItem.name}</span> },
  { key: "opening", header: "Awal", align: "right", render: (row) => quantity(row.opening, row) },
  { key: "received", header: "Masuk", align: "right", render: (row) => quantity(row.received, row) },
  { key: "out", header: "Transfer Keluar", align: "right", render: (row) => quantity(row.transferredOut, row) },
  {
    key: "theoretical",
    header: "Pemakaian Teoritis",
    align: "right",
    render: (row) => quantity(row.theoreticalUse, row),
  },
  { key: "adjustments", header: "Penyesuaian", render: adjustmentsOf },
  { key: "closing", header: "Akhir", align: "right", render: (row) => quantity(row.closing, row) },
  { key: "actual", header: "Pemakaian Aktual", align: "right", render: (row) => quantity(row.actualUse, row) },
  { key: "variance", header: "Varians", align: "right", render: (row) => quantity(row.variance, row) },
  {
    key: "value",
    header: "Nilai Varians",
    align: "right",
    render: (row) => (
      <span className={row.varianceValue > 0 ? "font-semibold text-red-700" : undefined}>
        {formatRupiah(row.varianceValue)}
      </span>
    ),
  },
  { key: "percent", header: "% Teoritis", align: "right", render: (row) => percent(row.variancePercent) },
];

/** The days a report covers, as its heading says them: "01/11/2026 s.d. 30/11/2026". */
const period = (startDate: string, endDate: string) =>
  `${formatNumericDayKey(startDate)} s.d. ${formatNumericDayKey(endDate)}`;

/**
 * The report as a file: its heading says what it is (the report, the location, the period and the
 * two counts it compares), so a file opened later or forwarded still says which outlet it is.
 */
const toTable = (report: VarianceReport, range: { startDate: string; endDate: string }): ReportTable => ({
  heading: [
    "Laporan Varians",
    `Lokasi: ${report.location.name}`,
    `Periode: ${period(range.startDate, range.endDate)}`,
    report.openingCount && report.closingCount
      ? `Stok opname: ${period(report.openingCount.date, report.closingCount.date)}`
      : "Stok opname: belum ada dua stok opname yang diposting pada rentang ini",
  ],
  header: [
    "Bahan",
    "Satuan",
    "Awal",
    "Masuk",
    "Transfer Keluar",
    "Pemakaian Teoritis",
    "Penyesuaian",
    "Akhir",
    "Pemakaian Aktual",
    "Varians",
    "Harga per Satuan (Rp)",
    "Nilai Varians (Rp)",
    "Varians (% Teoritis)",
  ],
  rows: [
    ...report.rows.map((row) => [
      row.stockItem.name,
      row.stockItem.unit,
      row.opening,
      row.received,
      row.transferredOut,
      row.theoreticalUse,
      row.adjustments,
      row.closing,
      row.actualUse,
      row.variance,
      row.unitCost,
      row.varianceValue,
      row.variancePercent ?? "",
    ]),
    ["Total", "", "", "", "", "", "", "", "", "", "", report.totals.varianceValue, ""],
  ],
});

/** "20 Nov 2026" for a count's day ("YYYY-MM-DD"). */
const countDay = (day: string) => formatDate(day, "UTC");

/**
 * /admin/varians (KEUANGAN): per item of a location, between two posted stock counts, what the
 * counts say was used against what the Completed orders' recipes took, in units and rupiah, the
 * largest loss first.
 */
export function VarianceReportPage() {
  const locations = useStockLocations();
  const filters = useReportFilters({ location: "" }, { period: "month" });
  const { location, startDate, endDate } = filters.applied;
  const locationId = location || locations.headOffice?._id;
  const report = useVarianceReport(locationId ? { location: locationId, startDate, endDate } : null);
  const data = report.data;
  const ready = data && !report.isPlaceholderData ? data : null;

  return (
    <section className="space-y-6">
      <PageHeader
        title="Laporan Varians"
        description="Pemakaian bahan menurut stok opname dibanding pemakaian teoritis dari resep pesanan selesai, per lokasi."
        actions={
          <ReportDownloads
            fileName={`laporan-varians_${fileNamePart(ready?.location.name ?? "")}_${startDate}_${endDate}`}
            title="Laporan Varians"
            table={ready ? toTable(ready, filters.applied) : null}
          />
        }
      />
      <ReportFilters
        id="laporan-varians"
        range={filters.draft}
        onChange={filters.update}
        onApply={() => filters.apply() === "unchanged" && report.refetch()}
        error={filters.error}
        busy={report.isFetching}
      >
        <StockLocationField
          id="laporan-varians-location"
          label="Lokasi"
          locations={locations}
          value={filters.draft.location}
          onChange={(event) => filters.update({ location: event.target.value })}
        />
      </ReportFilters>
      {data ? (
        <p className="text-sm text-stone-600" data-testid="variance-period">
          {data.openingCount && data.closingCount
            ? `${data.location.name}: dari stok opname ${countDay(data.openingCount.date)} sampai stok opname ${countDay(data.closingCount.date)}. Total nilai varians `
            : `${data.location.name}: belum ada dua stok opname yang diposting pada rentang ini (satu pada atau sebelum tanggal mulai, satu sesudahnya).`}
          {data.openingCount && data.closingCount ? <strong>{formatRupiah(data.totals.varianceValue)}</strong> : null}
        </p>
      ) : null}
      <DataTable
        caption="Varians pemakaian per bahan"
        columns={columns}
        rows={data?.rows}
        rowKey={(row) => row.stockItem._id}
        loading={report.isPending && locationId !== undefined}
        emptyMessage="Tidak ada bahan pada stok opname penutup."
        stackWhenNarrow
      />
      {data && data.rows.length > 0 ? (
        <p className="text-xs text-stone-500">
          Pemakaian aktual = awal + masuk − transfer keluar − akhir. Varians = aktual − teoritis, dinilai dengan harga
          per satuan saat stok opname penutup.
        </p>
      ) : null}
    </section>
  );
}
