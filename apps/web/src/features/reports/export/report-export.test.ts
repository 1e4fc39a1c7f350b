import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { toCsv } from "./report-table";
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

  it("write an .xlsx workbook whose sheet holds the numbers as numbers and the text escaped", () => {
    const files = unzipSync(toXlsx(table, "Laporan Pajak"));
    expect(Object.keys(files).sort()).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
      "xl/workbook.xml",
      "xl/worksheets/sheet1.xml",
    ]);
    const sheet = strFromU8(files["xl/worksheets/sheet1.xml"]);
    expect(sheet).toContain('<c r="B2" s="0"><v>15000</v></c>');
    expect(sheet).toContain("Kedai &quot;Pusat&quot;, Bandung");
    expect(strFromU8(files["xl/workbook.xml"])).toContain('name="Laporan Pajak"');
  });
});
