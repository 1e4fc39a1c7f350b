import { expect, test } from "./fixtures";
import { catchPrints, csrfHeaders, placesOf, printedText, quantityAt, rupiah, signedInAs } from "./helpers";

// Stok opname on a phone: the owner prints the blank sheet to count on paper, counts an item at an
// outlet, sees the difference as it is typed, saves the sheet as a draft, posts it, and opens the variance report, whose figures follow
// from the two counts.

test.use({ ...signedInAs("admin"), viewport: { width: 390, height: 844 } });

/** A business day (WIB, the suite's time zone) as "YYYY-MM-DD". */
const dayKey = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(date);

test("the owner counts an outlet's stock on a phone, posts it, and reads the variance", async ({ page, context }) => {
  await catchPrints(context);
  const { outlet } = await placesOf(page);
  const headers = await csrfHeaders(page);
  // An item of this test's own, so no other journey's sale moves it at the outlet meanwhile.
  const [unit] = (await (await page.request.get("/api/units")).json()) as { _id: string; name: string }[];
  const name = `Bahan Opname ${Date.now()}`;
  const created = await page.request.post("/api/stock", {
    headers,
    data: { name, unit: unit._id, quantityInStock: 0, cost: 1500 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const item = (await created.json()) as { _id: string };

  // The opening count (setup): 20 counted at the outlet on the last day of the previous month.
  const today = dayKey(new Date());
  const lastMonth = dayKey(new Date(Date.parse(`${today.slice(0, 8)}01T12:00:00+07:00`) - 86_400_000));
  const opening = await page.request.post("/api/stock-counts", {
    headers,
    data: { location: outlet._id, date: lastMonth, items: [{ stockItem: item._id, countedQuantity: 20 }] },
  });
  expect(opening.ok(), await opening.text()).toBe(true);
  const posted = await page.request.put(`/api/stock-counts/${(await opening.json()).data._id}/post`, { headers });
  expect(posted.ok(), await posted.text()).toBe(true);
  expect(await quantityAt(page, name, outlet._id)).toBe(20);

  await page.goto("/admin/stok-opname");
  await page.getByLabel("Lokasi").selectOption({ label: outlet.name });
  await page.getByLabel("Cari bahan").fill(name);
  const sheet = page.getByRole("form", { name: "Lembar stok opname" });
  await expect(sheet.getByText(`Sistem 20 ${unit.name}`)).toBeVisible();
  // The blank sheet for paper: every ingredient with its unit and room to write, no system quantity.
  await sheet.getByLabel("Kategori").selectOption({ label: "Bahan baku" });
  await sheet.getByRole("button", { name: "Cetak Lembar Hitung" }).click();
  const blank = await printedText(page);
  expect(blank).toContain(`Lembar Hitung Stok ${outlet.name}`);
  expect(blank).toContain("Bahan baku");
  expect(blank).toMatch(new RegExp(`${name}\\s+${unit.name}\\s*\\n`));
  expect(blank).not.toContain("Sistem");
  await sheet.getByLabel(`Hitung ${name}`).fill("18");
  await expect(sheet.getByTestId(`selisih-${item._id}`)).toContainText(`Kurang 2 ${unit.name}`);
  await sheet.getByRole("button", { name: "Simpan Draf" }).click();
  await expect(page.getByText("Draf stok opname disimpan.")).toBeVisible();

  const counts = page.getByRole("table", { name: "Stok opname" });
  const postButton = counts.getByRole("button", { name: new RegExp(`^Posting stok opname ${outlet.name}`) }).first();
  await postButton.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("1 bahan berselisih");
  await dialog.getByRole("button", { name: "Ya, Posting" }).click();
  await expect(page.getByText("Stok opname diposting; stok lokasi disesuaikan dengan hasil hitung.")).toBeVisible();
  await expect(counts.getByText("Diposting").first()).toBeVisible();
  expect(await quantityAt(page, name, outlet._id)).toBe(18);

  // Variance: opening 20, nothing received or sold, closing 18: 2 used that no sale explains, Rp 3.000.
  await page.goto("/admin/varians");
  await page.getByLabel("Lokasi").selectOption({ label: outlet.name });
  await page.getByRole("button", { name: "Tampilkan" }).click();
  await expect(page.getByTestId("variance-period")).toContainText(outlet.name);
  const row = page
    .getByRole("table", { name: "Varians pemakaian per bahan" })
    .getByRole("row")
    .filter({ hasText: name });
  await expect(row).toContainText(`20 ${unit.name}`);
  await expect(row).toContainText(`18 ${unit.name}`);
  await expect(row).toContainText(`2 ${unit.name}`);
  await expect(row).toContainText(rupiah(3000));
});
