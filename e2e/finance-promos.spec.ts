import { expect, type Page, test } from "./fixtures";
import { expectPath, signedInAs } from "./helpers";

// KEUANGAN and promos as the admin uses them: an expense category and an expense listed with the
// total, and a promo whose code a guest then applies at the storefront checkout. The e2e database
// is shared between spec files, so every name and code made here is unique.

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

test.use(signedInAs("admin"));

test("the admin records an expense category and an expense, and sees it listed with the total", async ({ page }) => {
  const category = `Listrik ${stamp()}`;
  const note = `Token listrik ${stamp()}`;

  await page.goto("/admin/pengeluaran/kategori");
  await expect(page.getByRole("heading", { name: "Kategori Pengeluaran" })).toBeVisible();
  await page.getByLabel("Nama Kategori").fill(`  ${category}  `);
  await page.getByRole("button", { name: "Tambah Kategori" }).click();
  await expect(page.getByText(`Kategori "${category}" berhasil ditambahkan.`)).toBeVisible();
  await expect(rowOf(page, category)).toBeVisible();

  // The same name in other letters is refused by the server.
  await page.getByLabel("Nama Kategori").fill(category.toUpperCase());
  await page.getByRole("button", { name: "Tambah Kategori" }).click();
  await expect(page.getByText(`Kategori "${category}" sudah ada.`).first()).toBeVisible();

  await page.goto("/admin/pengeluaran");
  await expect(page.getByRole("heading", { name: "Pengeluaran", exact: true })).toBeVisible();
  await page.getByLabel("Jumlah (Rp)").fill("175000");
  await page.getByLabel("Kategori").selectOption({ label: category });
  await page.getByLabel("Catatan").fill(note);
  const today = await page.getByLabel("Tanggal", { exact: true }).inputValue();
  await page.getByRole("button", { name: "Simpan Pengeluaran" }).click();
  await expect(page.getByText("Data pengeluaran berhasil ditambahkan.")).toBeVisible();

  // Only today's expenses: the new one, whose amount the footer total includes.
  await page.getByLabel("Tanggal Mulai").fill(today);
  await page.getByLabel("Tanggal Akhir").fill(today);
  await page.getByRole("button", { name: "Tampilkan" }).click();
  const row = rowOf(page, note);
  await expect(row).toContainText(category);
  await expect(row).toContainText("Rp 175.000");
  const rows = page.getByRole("table", { name: "Daftar pengeluaran" }).locator("tbody tr");
  const amounts = await rows.evaluateAll((trs) =>
    trs.map((tr) => Number((tr.children[2]?.textContent ?? "").replace(/[^0-9]/g, ""))),
  );
  const expected = amounts.reduce((sum, amount) => sum + amount, 0);
  expect(expected).toBeGreaterThanOrEqual(175_000);
  await expect(page.getByTestId("expenses-total")).toHaveText(`Rp ${expected.toLocaleString("id-ID")}`);

  // A category past expenses name is archived, not deleted: the server says so, the list stops
  // offering it, and the expenses keep its name.
  await page.goto("/admin/pengeluaran/kategori");
  await rowOf(page, category).getByRole("button", { name: "Hapus" }).click();
  const dialog = page.getByRole("dialog", { name: "Konfirmasi Penghapusan" });
  await expect(dialog).toContainText(`Anda yakin ingin menghapus kategori "${category}"?`);
  await dialog.getByRole("button", { name: "Konfirmasi" }).click();
  await expect(
    page.getByText(`Kategori "${category}" diarsipkan: masih tercatat di 1 pengeluaran.`, { exact: false }),
  ).toBeVisible();
  await expect(rowOf(page, category)).toHaveCount(0);
  await page.goto("/admin/pengeluaran");
  await expect(page.getByRole("table", { name: "Daftar pengeluaran" })).toContainText(category);
});

test("the admin creates a promo, and a guest's checkout verifies its code and shows the discount", async ({
  page,
  browser,
}, testInfo) => {
  const code = `E2E${stamp()}`;
  const name = `Hemat Lima Ribu ${code}`;

  await page.goto("/admin/promo");
  await expect(page.getByRole("heading", { name: "Manajemen Promo" })).toBeVisible();
  await page.getByRole("button", { name: "Tambah Promo" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Promo Baru" });
  await form.getByLabel("Nama Promo").fill(name);
  await form.getByLabel("Kode Promo").fill(code.toLowerCase());
  await form.getByLabel("Tipe").selectOption("fixed_amount");
  await form.getByLabel("Nilai (Rp)").fill("5000");
  // Start and end default to today: the promo runs today.
  await form.getByRole("button", { name: "Tambah Promo" }).click();
  await expect(page.getByText("Promo berhasil ditambahkan!")).toBeVisible();
  await expect(form).toBeHidden();
  const row = rowOf(page, name);
  await expect(row).toContainText(code);
  await expect(row).toContainText("Rp 5.000");
  await expect(row).toContainText("Ya");

  // A guest, in a browser of their own (no session), orders from the storefront.
  const guestContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const guest = await guestContext.newPage();
  await guest.goto("/order");
  // The products have a required choice: each opens its page, where the first choice is preselected.
  await guest
    .getByRole("link", { name: /^Pilih / })
    .first()
    .click();
  await guest.getByRole("button", { name: /Tambah ke Keranjang/ }).click();
  await expectPath(guest, "/order");
  await guest.goto("/cart");
  await guest.getByRole("button", { name: "Lanjut ke Checkout" }).click();
  await expect(guest.getByRole("heading", { name: "Checkout" })).toBeVisible();

  await guest.getByLabel("Kode Promo").fill(code.toLowerCase());
  await guest.getByRole("button", { name: "Pakai" }).click();
  await expect(guest.getByText(`Promo ${name} (${code.toLowerCase()}) dipakai`)).toBeVisible();
  const discount = guest.getByRole("term").filter({ hasText: "Diskon promo" });
  await expect(discount.locator("xpath=following-sibling::dd")).toHaveText("- Rp 5.000");
  await guestContext.close();
});
