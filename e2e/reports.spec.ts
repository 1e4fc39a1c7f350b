import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { csrfHeaders, signedInAs } from "./helpers";

// The owner's money view: an expense recorded now shows on the dashboard at once, the dashboard's
// charts are drawn from the demo week's sales, and the sales report downloads as the CSV on screen.

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

test("the sales report of this month downloads as CSV with the totals on screen", async ({ page }) => {
  await page.goto("/admin/penjualan");
  const revenue = card(page, "Total Pendapatan");
  await expect(revenue).toHaveText(/^Rp /);
  const shown = rupiah(await revenue.textContent());
  const orders = Number(await card(page, "Total Pesanan").textContent());

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Unduh CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^laporan-penjualan_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "").split("\r\n");
  expect(csv[0]).toBe("Tanggal,Jumlah Pesanan,Pendapatan (Rp)");
  expect(csv).toContain(`Total,${orders},${shown}`);
});
