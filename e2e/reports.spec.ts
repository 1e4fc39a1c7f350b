import { readFile } from "node:fs/promises";
import readExcelFile from "read-excel-file/node";
import { expect, type Page, test } from "./fixtures";
import { csrfHeaders, signedInAs } from "./helpers";

// The owner's money view: an expense recorded now shows on the dashboard at once, the dashboard's
// charts are drawn from the demo week's sales, and the sales report downloads as CSV and as Excel.

test.use(signedInAs("admin"));

const rupiah = (text: string | null) => Number((text ?? "").replace(/[^0-9-]/g, ""));
const card = (page: Page, label: string) =>
  page
    .locator("div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .last()
    .locator("p.text-xl");

test("an expense recorded now raises this month's expenses on the dashboard, whose charts are drawn", async ({
  page,
}) => {
  const category = `Gas ${Date.now()}`;
  const made = await page.request.post("/api/expenses/categories", {
    data: { name: category },
    headers: await csrfHeaders(page),
  });
  expect(made.ok()).toBe(true);

  await page.goto("/admin/dashboard");
  const expenses = card(page, "Pengeluaran Bulan Ini");
  await expect(expenses).toHaveText(/^-?Rp /);
  const before = rupiah(await expenses.textContent());
  // Both charts are drawn from the demo week's completed orders.
  await expect(page.locator(".recharts-line-curve")).toBeVisible();
  await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible();

  await page.getByRole("link", { name: "Catat Pengeluaran" }).click();
  await page.getByLabel("Jumlah (Rp)").fill("12345");
  await page.getByLabel("Kategori").selectOption({ label: category });
  await page.getByRole("button", { name: "Simpan Pengeluaran" }).click();
  await expect(page.getByText("Data pengeluaran berhasil ditambahkan.")).toBeVisible();

  await page.goto("/admin/dashboard");
  await expect(card(page, "Pengeluaran Bulan Ini")).toHaveText(`Rp ${(before + 12345).toLocaleString("id-ID")}`);
});

/** Opens this month's sales report; its order count and revenue as the summary cards show them. */
async function salesReportTotals(page: Page) {
  await page.goto("/admin/penjualan");
  const revenue = card(page, "Pendapatan Bersih");
  await expect(revenue).toHaveText(/^Rp /);
  return {
    revenue: rupiah(await revenue.textContent()),
    orders: Number(await card(page, "Total Pesanan").textContent()),
  };
}

const DOWNLOAD_BUTTONS = { csv: "Unduh CSV", xlsx: "Unduh Excel" } as const;

/** Clicks the report's download button of `kind`; the downloaded file's path (named for the month). */
async function download(page: Page, kind: keyof typeof DOWNLOAD_BUTTONS) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: DOWNLOAD_BUTTONS[kind] }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^laporan-penjualan_\\d{4}-\\d{2}-01_\\d{4}-\\d{2}-\\d{2}\\.${kind}$`),
  );
  return file.path();
}

test("the sales report of this month downloads as CSV with the totals on screen", async ({ page }) => {
  const { orders, revenue } = await salesReportTotals(page);
  const csv = (await readFile(await download(page, "csv"), "utf8")).replace(/^\uFEFF/, "").split("\r\n");
  // Below the heading lines that say what the file is: the table's header, then its total.
  expect(csv).toContain("Tanggal,Jumlah Pesanan,Pendapatan (Rp)");
  expect(csv).toContain(`Total,${orders},${revenue}`);
});

test("the sales report downloads as an Excel workbook with the totals as numbers; its writer loads only then", async ({
  page,
}) => {
  // The writer is its own chunk (features/reports/export/xlsx.ts), imported on the button's click.
  const writerLoads: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/xlsx-[^/]+\.js$/.test(request.url())) writerLoads.push(request.url());
  });
  const { orders, revenue } = await salesReportTotals(page);
  expect(writerLoads).toEqual([]);

  const [sheet] = await readExcelFile(await download(page, "xlsx"));
  expect(writerLoads).toHaveLength(1);
  expect(sheet.sheet).toBe("Laporan Penjualan");
  // Rows are as wide as the widest (the payment methods'): read each without its empty cells.
  const rows = sheet.data.map((row) => row.filter((cell) => cell !== null));
  expect(rows).toContainEqual(["Tanggal", "Jumlah Pesanan", "Pendapatan (Rp)"]);
  expect(rows).toContainEqual(["Total", orders, revenue]);
});
