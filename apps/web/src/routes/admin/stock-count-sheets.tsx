import type { StockCountRecord } from "@kedai/shared";
import { printSheet } from "../../features/reports/components/printed-sheet";
import { fileNamePart, type ReportTable } from "../../features/reports/export/report-table";
import type { BlankCountSheet } from "../../features/stock-counts/components/count-sheet-form";
import { formatDate, formatDateTime, formatNumericDayKey, formatRupiah } from "../../lib/format";
import { formatQuantity, formatUnitCost } from "../../lib/stock-format";

/** "20 Nov 2026" for a count's day ("YYYY-MM-DD"), the day itself whatever the time zone. */
const countDay = (day: string) => formatDate(day, "UTC");

const UNIT_COST_COLUMN = 5;
const VALUE_COLUMN = 6;

/** A count as a table (downloads and print-out): one row per item counted, with the system quantity and the difference. */
export const countTable = (count: StockCountRecord): ReportTable => ({
  heading: [
    `Stok Opname ${count.number}`,
    `Lokasi: ${count.location.name}`,
    `Tanggal: ${formatNumericDayKey(count.date)}`,
  ],
  header: ["Bahan", "Satuan", "Sistem", "Hitung", "Selisih", "Harga per Satuan (Rp)", "Nilai Selisih (Rp)"],
  rows: [
    ...count.items.map((line) => [
      line.stockItem.name,
      line.stockItem.unit,
      line.systemQuantity,
      line.countedQuantity,
      line.difference,
      line.unitCost,
      line.differenceValue,
    ]),
    ["Total", "", "", "", "", "", count.differenceValue],
  ],
});

/** "stok-opname_opn-2026-0003_cabang-dago_2026-11-20": the count's file name. */
export const countFileName = (count: StockCountRecord) =>
  ["stok-opname", count.number, count.location.name, count.date].map(fileNamePart).join("_");

const step = (done: { at: string; byName: string | null } | null) =>
  done ? `${formatDateTime(done.at)}${done.byName ? ` oleh ${done.byName}` : ""}` : "-";

/** A count and its differences on paper, in rupiah, with lines for who counted and who approved. */
export function printCount(count: StockCountRecord, company: string): Promise<boolean> {
  return printSheet({
    title: `Stok Opname ${count.location.name}`,
    company,
    number: count.number,
    facts: [
      ["Lokasi", count.location.name],
      ["Tanggal", countDay(count.date)],
      ["Status", count.status],
      ["Dibuat", step(count.created)],
      ["Diposting", step(count.posted)],
      ["Nilai selisih", formatRupiah(count.differenceValue)],
      ["Catatan", count.notes ?? "-"],
    ],
    table: countTable(count),
    cell: (value, column) => {
      if (typeof value !== "number") return value;
      if (column === UNIT_COST_COLUMN) return formatUnitCost(value);
      if (column === VALUE_COLUMN) return formatRupiah(value);
      return formatQuantity(value);
    },
    signatures: ["Dihitung oleh", "Disetujui oleh"],
  });
}

/**
 * A blank sheet to count on paper: the items with their unit and an empty 'Hitung' column. Blind:
 * no system quantity, so the counter writes what is on the shelf, not what the system expects.
 */
export function printBlankSheet(sheet: BlankCountSheet, company: string): Promise<boolean> {
  return printSheet({
    title: `Lembar Hitung Stok ${sheet.location}`,
    company,
    facts: [
      ["Lokasi", sheet.location],
      ["Tanggal", countDay(sheet.date)],
      ["Kategori", sheet.category],
      ["Jumlah bahan", String(sheet.items.length)],
    ],
    table: {
      header: ["No", "Bahan", "Satuan", "Hitung"],
      rows: sheet.items.map((item, index) => [index + 1, item.name, item.unit.name, ""]),
    },
    signatures: ["Dihitung oleh", "Diperiksa oleh"],
  });
}
