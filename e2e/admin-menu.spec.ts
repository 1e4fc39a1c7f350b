import { expect, type Page, request, test } from "./fixtures";
import { csrfHeaders, signedInAs } from "./helpers";

// The FOODS screens: an admin builds a menu item from scratch — unit, ingredient, option,
// option group, category — with a picture and a recipe, then switches it off for the storefront.
// The e2e database is shared between spec files, so every name made here is unique.

/** A 1×1 PNG: small enough to type in, real enough for the server's image check. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });
const toast = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

type NamedRow = { _id: string; name: string };
type MenuRow = NamedRow & {
  price: number;
  cogs?: number;
  imageUrl: string;
  customizationOptions: (NamedRow & { type: string; options: (NamedRow & { price: number })[] })[];
};

test.use(signedInAs("admin"));

/** Through /admin/satuan when that screen is there; through the API otherwise. Returns the id. */
async function createUnit(page: Page, name: string): Promise<string> {
  await page.goto("/admin/satuan");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if ((await page.getByLabel("Nama Satuan").count()) > 0) {
    await page.getByLabel("Nama Satuan").fill(name);
    await page.getByRole("button", { name: "Tambah Satuan" }).click();
    await expect(toast(page, `Satuan "${name}" berhasil ditambahkan.`)).toBeVisible();
  } else {
    const created = await page.request.post("/api/units", { headers: await csrfHeaders(page), data: { name } });
    expect(created.status()).toBe(201);
  }
  const units = (await (await page.request.get("/api/units")).json()) as NamedRow[];
  const unit = units.find((row) => row.name === name);
  expect(unit, `unit ${name}`).toBeTruthy();
  return unit!._id;
}

test("the admin builds a menu item with a picture, a recipe and an option group, then hides it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000); // five screens and a dozen saves
  const id = stamp();
  const unitName = `porsi${id}`;
  const ingredientName = `Selai Uji ${id}`;
  const optionName = `Saus Uji ${id}`;
  const groupName = `Saus Pilihan ${id}`;
  const categoryName = `Kategori Uji ${id}`;
  const menuName = `Crepes Uji ${id}`;

  // A unit and an ingredient costing Rp 1.500 per unit.
  const unitId = await createUnit(page, unitName);
  const stockAnswer = await page.request.post("/api/stock", {
    headers: await csrfHeaders(page),
    data: { name: ingredientName, unit: unitId, quantityInStock: 100, cost: 1500 },
  });
  expect(stockAnswer.status()).toBe(201);
  const ingredientId = ((await stockAnswer.json()) as NamedRow)._id;

  // An option and a pick-many group holding it, through /admin/kustomisasi.
  await page.goto("/admin/kustomisasi");
  await expect(page.getByRole("heading", { name: "Manajemen Kustomisasi" })).toBeVisible();
  await page.getByLabel("Nama Opsi").fill(optionName);
  await page.getByLabel("Harga Tambahan (Rp)").fill("3000");
  await page.getByRole("button", { name: "Tambah Opsi" }).click();
  await expect(toast(page, `Opsi "${optionName}" berhasil ditambahkan.`)).toBeVisible();
  await expect(rowOf(page, optionName)).toContainText("Rp 3.000");

  await page.getByLabel("Nama Grup").fill(groupName);
  await page.getByLabel("Tipe Pilihan").selectOption({ label: "Pilih banyak (checkbox)" });
  await page.getByRole("button", { name: "Tambah Grup" }).click();
  await expect(page.getByText("Pilih minimal satu opsi untuk grup ini.")).toBeVisible();
  await page.getByRole("checkbox", { name: optionName }).check();
  await page.getByRole("button", { name: "Tambah Grup" }).click();
  await expect(toast(page, `Grup "${groupName}" berhasil ditambahkan.`)).toBeVisible();
  const groupEntry = page
    .getByRole("list", { name: "Daftar grup opsi" })
    .getByRole("listitem")
    .filter({ hasText: groupName });
  await expect(groupEntry).toContainText("Pilih banyak (checkbox)");
  await expect(groupEntry).toContainText(optionName);

  // A category, through /admin/kategori.
  await page.goto("/admin/kategori");
  await page.getByLabel("Nama Kategori").fill(categoryName);
  await page.getByRole("button", { name: "Tambah Kategori" }).click();
  await expect(toast(page, `Kategori "${categoryName}" berhasil ditambahkan.`)).toBeVisible();
  await expect(rowOf(page, categoryName)).toBeVisible();

  // The menu item, through /admin/menu.
  await page.goto("/admin/menu");
  await page.getByLabel("Nama Menu").fill(menuName);
  await page.getByLabel("Harga Jual (Rp)").fill("25000");
  await page.getByLabel("Deskripsi").fill("Crepes renyah untuk uji otomatis.");
  await page.getByLabel("Kategori").selectOption({ label: categoryName });
  await page.getByLabel("Lokasi").selectOption({ label: "Kedai Crepes Pusat" });
  await page.getByRole("checkbox", { name: groupName }).check();
  await page.getByRole("button", { name: "Tambah Bahan" }).click();
  await page.getByLabel("Bahan baku 1").selectOption({ label: ingredientName });
  await page.getByLabel("Jumlah bahan 1").fill("2");
  await expect(page.getByTestId("recipe-unit-0")).toHaveText(unitName);
  await expect(page.getByRole("status", { name: "Estimasi HPP" })).toHaveText("Rp 3.000");

  const urlField = page.getByLabel("URL Gambar");
  await urlField.fill("https://contoh.id/lama.png");
  await page.getByLabel("Unggah Gambar").setInputFiles({ name: "crepes.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(urlField).toBeDisabled();
  await expect(urlField).toHaveValue("");
  await expect(page.getByRole("img", { name: "Pratinjau gambar menu" })).toHaveAttribute("src", /^blob:/);

  await page.getByRole("button", { name: "Tambah Menu" }).click();
  await expect(toast(page, `Menu "${menuName}" berhasil ditambahkan.`)).toBeVisible();
  await expect(page.getByLabel("Nama Menu")).toHaveValue("");

  // In the admin list: the stored picture, the server's HPP and the price.
  const row = rowOf(page, menuName);
  const picture = row.getByRole("img", { name: menuName });
  await expect(picture).toHaveAttribute("src", /^\/uploads\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expect(row).toContainText(categoryName);
  await expect(row).toContainText("Rp 25.000");
  await expect(row).toContainText("Rp 3.000");

  // The API answers with the option group resolved to its options.
  const adminMenu = (await (await page.request.get("/api/menu")).json()) as MenuRow[];
  const saved = adminMenu.find((item) => item.name === menuName);
  expect(saved).toMatchObject({ price: 25000, cogs: 3000, imageUrl: expect.stringMatching(/^\/uploads\//) });
  expect(saved?.customizationOptions).toEqual([
    expect.objectContaining({
      name: groupName,
      type: "checkbox",
      options: [expect.objectContaining({ name: optionName, price: 3000 })],
    }),
  ]);

  // A guest sees it until the admin switches it off in the list.
  const guest = await request.newContext({ baseURL });
  const publicNames = async () =>
    ((await (await guest.get("/api/menu")).json()) as NamedRow[]).map((item) => item.name);
  expect(await publicNames()).toContain(menuName);

  const availability = row.getByRole("switch", { name: `Tersedia: ${menuName}` });
  await expect(availability).toHaveAttribute("aria-checked", "true");
  await availability.click();
  await expect(toast(page, `Menu "${menuName}" disembunyikan dari menu.`)).toBeVisible();
  await expect(availability).toHaveAttribute("aria-checked", "false");
  await expect.poll(publicNames).not.toContain(menuName);
  // Still in the back office list, switched off.
  await page.reload();
  await expect(rowOf(page, menuName).getByRole("switch", { name: `Tersedia: ${menuName}` })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await guest.dispose();

  // Editing loads the item back, recipe and group included; Batal returns to create mode.
  await rowOf(page, menuName).getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: `Edit Menu: ${menuName}` })).toBeVisible();
  await expect(page.getByLabel("Nama Menu")).toHaveValue(menuName);
  await expect(page.getByLabel("Bahan baku 1")).toHaveValue(ingredientId);
  await expect(page.getByRole("checkbox", { name: groupName })).toBeChecked();
  await expect(page.getByLabel("URL Gambar")).toHaveValue(saved!.imageUrl);
  await page.getByRole("button", { name: "Batal" }).click();
  await expect(page.getByRole("heading", { name: "Tambah Menu Baru" })).toBeVisible();

  // The category now has a menu item: the server refuses to delete it, and the screen says why.
  await page.goto("/admin/kategori");
  await rowOf(page, categoryName).getByRole("button", { name: "Hapus" }).click();
  const dialog = page.getByRole("dialog", { name: "Konfirmasi Penghapusan" });
  await expect(dialog).toContainText(
    `Anda yakin ingin menghapus kategori "${categoryName}"? Ini tidak bisa diurungkan.`,
  );
  await dialog.getByRole("button", { name: "Konfirmasi" }).click();
  await expect(toast(page, `Kategori "${categoryName}" masih dipakai oleh: 1 menu (`)).toBeVisible();
  await expect(rowOf(page, categoryName)).toBeVisible();
});

test("an empty menu form is refused with the required-fields message", async ({ page }) => {
  await page.goto("/admin/menu");
  await page.getByRole("button", { name: "Tambah Menu" }).click();
  await expect(toast(page, "Nama, harga jual, kategori, dan lokasi wajib diisi")).toBeVisible();
  await expect(page.getByLabel("Nama Menu")).toHaveAttribute("aria-invalid", "true");
});

test("a category without menu items is deleted after confirming", async ({ page }) => {
  const name = `Kategori Sementara ${stamp()}`;
  await page.goto("/admin/kategori");
  await page.getByRole("button", { name: "Tambah Kategori" }).click();
  await expect(page.getByText("Nama kategori tidak boleh kosong.")).toBeVisible();
  await page.getByLabel("Nama Kategori").fill(name);
  await page.getByRole("button", { name: "Tambah Kategori" }).click();
  await expect(toast(page, `Kategori "${name}" berhasil ditambahkan.`)).toBeVisible();
  await rowOf(page, name).getByRole("button", { name: "Hapus" }).click();
  await page
    .getByRole("dialog", { name: "Konfirmasi Penghapusan" })
    .getByRole("button", { name: "Konfirmasi" })
    .click();
  await expect(toast(page, `Kategori "${name}" telah dihapus.`)).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
});
