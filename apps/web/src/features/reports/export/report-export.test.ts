import readExcelFile from "read-excel-file/universal";
import { describe, expect, it } from "vitest";
import { reportDay, toCsv } from "./report-table";
import { toXlsx } from "./xlsx";

const table = {
  header: ["Outlet", "Pajak (Rp)"],
  rows: [
    ['Kedai "Pusat", Bandung', 15000],
    ['=HYPERLINK("x")', 4000],
  ],
};

describe("report downloads", () => {
  it("write CSV that Excel opens as UTF-8, quoted where needed, formulas disarmed", () => {
    const csv = toCsv(table);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Outlet,Pajak (Rp)",
      '"Kedai ""Pusat"", Bandung",15000',
      '"\'=HYPERLINK(""x"")",4000',
    ]);
  });

  it("write an .xlsx workbook that reads back with the Rupiah as numbers and the text as text", async () => {
    const salesReport = {
      header: ["Tanggal", "Jumlah Pesanan", "Pendapatan (Rp)"],
      rows: [
        ["2026-11-01", 12, 1_250_000],
        ["Total", 12, 1_250_000],
        [],
        ["Produk Terlaris", "Jumlah Terjual", "Pendapatan Item (Rp)"],
        ...table.rows.map(([name, amount]) => [name, 1, amount]),
        ["Laba Bersih", 0, -35_500],
      ],
    };
    const sheets = await readExcelFile(await toXlsx(salesReport, "Laporan Penjualan: 2026/11"));

    // The characters Excel refuses in a sheet name are replaced, not fatal.
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(["Laporan Penjualan  2026 11"]);
    expect(sheets[0].data).toEqual([
      ["Tanggal", "Jumlah Pesanan", "Pendapatan (Rp)"],
      ["2026-11-01", 12, 1_250_000],
      ["Total", 12, 1_250_000],
      [null, null, null],
      ["Produk Terlaris", "Jumlah Terjual", "Pendapatan Item (Rp)"],
      ['Kedai "Pusat", Bandung', 1, 15000],
      // Text that looks like a formula stays text: opening the file runs nothing.
      ['=HYPERLINK("x")', 1, 4000],
      ["Laba Bersih", 0, -35_500],
    ]);
  });

  it("put the heading lines above the header, and days as real dates: a date cell in Excel, YYYY-MM-DD in a CSV", async () => {
    const daily = {
      heading: ["Laporan Penjualan", "Lokasi: Outlet Dago"],
      header: ["Tanggal", "Pendapatan (Rp)"],
      rows: [[reportDay("2026-11-29"), 25_000]],
    };
    expect(toCsv(daily).slice(1).split("\r\n")).toEqual([
      "Laporan Penjualan",
      "Lokasi: Outlet Dago",
      "",
      "Tanggal,Pendapatan (Rp)",
      "2026-11-29,25000",
    ]);
    const [sheet] = await readExcelFile(await toXlsx(daily, "Laporan Penjualan"));
    expect(sheet.data).toEqual([
      ["Laporan Penjualan", null],
      ["Lokasi: Outlet Dago", null],
      [null, null],
      ["Tanggal", "Pendapatan (Rp)"],
      [new Date("2026-11-29T00:00:00.000Z"), 25_000],
    ]);
  });
});
