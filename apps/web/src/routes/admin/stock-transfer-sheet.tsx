import type { StockTransferRecord } from "@kedai/shared";
import { type PrintedSheetProps, printSheet } from "../../features/reports/components/printed-sheet";
import { fileNamePart, type ReportTable } from "../../features/reports/export/report-table";
import { describeDifference } from "../../features/stock-transfers/transfer-difference";
import { formatDateTime } from "../../lib/format";
import { formatQuantity } from "../../lib/stock-format";

const DIFFERENCE_COLUMN = 5;

/**
 * One transfer as a table, for its print-out and its CSV/XLSX: per line the item, unit, quantity
 * sent, received and the difference (sent − received: positive did not arrive); the last two blank
 * until it is received.
 */
export const transferTable = (transfer: StockTransferRecord): ReportTable => ({
  heading: [`Transfer Stok ${transfer.number}`, `Dari: ${transfer.from.name}`, `Ke: ${transfer.to.name}`],
  header: ["No", "Bahan", "Satuan", "Dikirim", "Diterima", "Selisih"],
  rows: transfer.items.map((line, index) => [
    index + 1,
    line.stockItem.name,
    line.stockItem.unit,
    line.sentQuantity,
    line.receivedQuantity ?? "",
    line.difference ?? "",
  ]),
});

/** "26/11/2026 09.00 oleh Budi": when a step was done and by whom. */
const when = (step: { at: string; byName: string | null } | null) =>
  step ? `${formatDateTime(step.at)}${step.byName ? ` oleh ${step.byName}` : ""}` : "-";

/** The transfer's file name: "transfer-stok_trf-2026-0012_gudang-pusat_cabang-dago_2026-11-26". */
export const transferFileName = (transfer: StockTransferRecord) =>
  ["transfer-stok", transfer.number, transfer.from.name, transfer.to.name, transfer.sent.at.slice(0, 10)]
    .map(fileNamePart)
    .join("_");

/** The print-out: who sent what where and when, what arrived, and a line for each side to sign. */
export function transferSheet(transfer: StockTransferRecord, company: string): PrintedSheetProps {
  const facts: PrintedSheetProps["facts"] = [
    ["Dari", transfer.from.name],
    ["Ke", transfer.to.name],
    ["Status", transfer.status],
    ["Dikirim", when(transfer.sent)],
    ["Diterima", when(transfer.received)],
  ];
  if (transfer.cancelled) facts.push(["Dibatalkan", when(transfer.cancelled)]);
  facts.push(["Catatan", transfer.notes ?? "-"]);
  return {
    title: `Transfer Stok ${transfer.from.name} ke ${transfer.to.name}`,
    company,
    number: transfer.number,
    facts,
    table: transferTable(transfer),
    cell: (value, column, row) => {
      if (typeof value !== "number") return value;
      if (column !== DIFFERENCE_COLUMN) return formatQuantity(value);
      return describeDifference(value, String(row[2])) ?? "Sesuai";
    },
    signatures: ["Dikirim oleh", "Diterima oleh"],
  };
}

export const printTransfer = (transfer: StockTransferRecord, company: string) =>
  printSheet(transferSheet(transfer, company));
