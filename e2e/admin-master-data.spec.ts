import { expect, type Page, test } from "./fixtures";
import { expectPath, signedInAs } from "./helpers";

// The master data screens (Satuan, Bahan Baku, Lokasi, Meja, Pemasok) as the admin uses them.
// The e2e database is shared between spec files, so every name made here is unique.

const unique = (label: string) => `${label} ${Date.now()}${Math.floor(Math.random() * 1000)}`;

test.use(signedInAs("admin"));

async function addUnit(page: Page, name: string) {
  await page.getByLabel("Nama Satuan").fill(name);
  await page.getByRole("button", { name: "Tambah Satuan" }).click();
  await expect(page.getByText(`Satuan "${name}" berhasil ditambahkan.`)).toBeVisible();
}

const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

test("the admin adds a unit, renames it, and deletes it after confirming", async ({ page }) => {
  const name = unique("sdm");
  const renamed = `${name} besar`;
  await page.goto("/admin/satuan");
  await expect(page.getByRole("heading", { name: "Manajemen Satuan" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tambah Satuan" })).toBeVisible();

  await addUnit(page, name);
  await expect(rowOf(page, name)).toBeVisible();
  await expect(page.getByLabel("Nama Satuan")).toHaveValue("");

  // Edit mode loads the row; Batal goes back to create mode with an empty form.
  await rowOf(page, name).getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Satuan" })).toBeVisible();
  await expect(page.getByLabel("Nama Satuan")).toHaveValue(name);
  await page.getByRole("button", { name: "Batal" }).click();
  await expect(page.getByRole("heading", { name: "Tambah Satuan" })).toBeVisible();
  await expect(page.getByLabel("Nama Satuan")).toHaveValue("");

  await rowOf(page, name).getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("Nama Satuan").fill(renamed);
  await page.getByRole("button", { name: "Simpan Perubahan" }).click();
  await expect(page.getByText(`Satuan "${renamed}" berhasil diperbarui.`)).toBeVisible();
  await expect(rowOf(page, renamed)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tambah Satuan" })).toBeVisible();

  // Cancelling the confirmation keeps the row; confirming deletes it with the server's message.
  await rowOf(page, renamed).getByRole("button", { name: "Hapus" }).click();
  const dialog = page.getByRole("dialog", { name: "Konfirmasi Penghapusan" });
  await expect(dialog).toContainText(`Anda yakin ingin menghapus satuan "${renamed}"?`);
  await dialog.getByRole("button", { name: "Batal" }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, renamed)).toBeVisible();

  await rowOf(page, renamed).getByRole("button", { name: "Hapus" }).click();
  await dialog.getByRole("button", { name: "Konfirmasi" }).click();
  await expect(page.getByText(`Satuan "${renamed}" telah dihapus.`)).toBeVisible();
  await expect(rowOf(page, renamed)).toHaveCount(0);
});

test("a stock item with a low quantity is flagged, and a unit in use cannot be deleted", async ({ page }) => {
  const unit = unique("kaleng");
  const item = unique("Susu Kental");
  await page.goto("/admin/satuan");
  await addUnit(page, unit);

  await page.getByRole("link", { name: "Bahan Baku" }).click();
  await expectPath(page, "/admin/bahan");
  await expect(page.getByRole("heading", { name: "Tambah Item Stok" })).toBeVisible();
  await page.getByLabel("Nama Item").fill(item);
  await page.getByLabel("Satuan", { exact: true }).selectOption({ label: unit });
  await page.getByLabel("Jumlah Stok").fill("3");
  await page.getByLabel("Harga per Satuan (Rp)").fill("12,5");
  await page.getByLabel("Bahan kemasan").check();
  await expect(page.getByLabel("Batas Stok Menipis")).toHaveValue("10");
  await page.getByRole("button", { name: "Tambah Item" }).click();
  await expect(page.getByText(`Item stok "${item}" berhasil ditambahkan.`)).toBeVisible();

  const row = rowOf(page, item);
  await expect(row).toContainText(`3 ${unit}`);
  await expect(row).toContainText("Stok menipis");
  await expect(row).toContainText("Rp 12,5");
  await expect(row).toContainText("Ya");

  // Raising the stock above the threshold clears the flag; the form came back with the row's values.
  await row.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Item Stok" })).toBeVisible();
  await expect(page.getByLabel("Satuan", { exact: true })).toHaveValue(/.+/);
  await expect(page.getByLabel("Jumlah Stok")).toHaveValue("3");
  await page.getByLabel("Jumlah Stok").fill("25");
  await page.getByRole("button", { name: "Simpan Perubahan" }).click();
  await expect(page.getByText(`Item stok "${item}" berhasil diperbarui.`)).toBeVisible();
  await expect(rowOf(page, item)).toContainText(`25 ${unit}`);
  await expect(rowOf(page, item)).not.toContainText("Stok menipis");

  // Search by name.
  await page.getByRole("searchbox", { name: "Cari bahan baku" }).fill(item.toUpperCase());
  await expect(page.getByRole("row")).toHaveCount(2); // header + the item
  await page.getByRole("searchbox", { name: "Cari bahan baku" }).fill(`${item} tidak ada`);
  await expect(page.getByText("Item stok tidak ditemukan.")).toBeVisible();

  // The unit is in use now: the server's reason is shown instead of the generic failure.
  await page.goto("/admin/satuan");
  await rowOf(page, unit).getByRole("button", { name: "Hapus" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Konfirmasi" }).click();
  await expect(page.getByText(`Satuan "${unit}" masih dipakai oleh: 1 item stok (${item}).`)).toBeVisible();
  await expect(rowOf(page, unit)).toBeVisible();
});

test("a stock item without a unit is refused, asking for one, and nothing is created", async ({ page }) => {
  const item = unique("Tanpa Satuan");
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/stock") posted = true;
  });
  await page.goto("/admin/bahan");
  await page.getByLabel("Nama Item").fill(item);
  await page.getByRole("button", { name: "Tambah Item" }).click();
  await expect(page.getByText("Silakan pilih satuan untuk item ini.")).toBeVisible();
  await expect(page.getByLabel("Satuan", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Nama Item")).toHaveValue(item);
  expect(posted).toBe(false);

  const stored = await page.request.get(`/api/stock?search=${encodeURIComponent(item)}`);
  expect(stored.ok()).toBe(true);
  expect(await stored.json()).toEqual([]);
  await expect(rowOf(page, item)).toHaveCount(0);
});

test("a new location shows its slug derived from the name, live and in the list", async ({ page }) => {
  const stamp = Date.now();
  const name = `Kedai Crepes Dago ${stamp}!`;
  const slug = `kedai-crepes-dago-${stamp}`;
  await page.goto("/admin/lokasi");
  await expect(page.getByRole("heading", { name: "Tambah Lokasi" })).toBeVisible();

  // Required fields first.
  await page.getByRole("button", { name: "Tambah Lokasi" }).click();
  await expect(page.getByText("Nama lokasi wajib diisi.")).toBeVisible();
  await expect(page.getByText("Alamat lokasi wajib diisi.")).toBeVisible();

  await page.getByLabel("Nama Lokasi").fill(name);
  await expect(page.getByLabel("Slug")).toHaveValue(slug);
  await expect(page.getByLabel("Slug")).toHaveAttribute("readonly", "");
  await page.getByLabel("Alamat").fill("Jl. Ir. H. Juanda No. 12, Bandung");
  await expect(page.getByLabel("Status")).toHaveValue("Active");
  await page.getByRole("button", { name: "Tambah Lokasi" }).click();
  await expect(page.getByText(`Lokasi "${name}" berhasil ditambahkan.`)).toBeVisible();
  await expect(page.getByLabel("Slug")).toHaveValue("");

  const row = rowOf(page, name);
  await expect(row).toContainText(slug);
  await expect(row).toContainText("Aktif");

  // Deactivate it through edit mode.
  await row.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Lokasi" })).toBeVisible();
  await expect(page.getByLabel("Slug")).toHaveValue(slug);
  await page.getByLabel("Status").selectOption({ label: "Nonaktif" });
  await page.getByRole("button", { name: "Simpan Perubahan" }).click();
  await expect(page.getByText(`Lokasi "${name}" berhasil diperbarui.`)).toBeVisible();
  await expect(rowOf(page, name)).toContainText("Nonaktif");

  await page.getByRole("searchbox", { name: "Cari lokasi" }).fill(String(stamp));
  await expect(page.getByRole("row")).toHaveCount(2);
});

test("a new table appears as a card with its capacity and status", async ({ page }) => {
  const name = unique("Meja Teras");
  await page.goto("/admin/meja");
  await expect(page.getByRole("heading", { name: "Tambah Meja" })).toBeVisible();

  await page.getByLabel("Nama Meja").fill(name);
  await page.getByLabel("Kapasitas (orang)").fill("0");
  await page.getByRole("button", { name: "Tambah Meja" }).click();
  await expect(page.getByText("Kapasitas minimal 1.")).toBeVisible();

  await page.getByLabel("Kapasitas (orang)").fill("6");
  await page.getByLabel("Status").selectOption({ label: "Dipesan" });
  await page.getByRole("button", { name: "Tambah Meja" }).click();
  await expect(page.getByText(`Meja "${name}" berhasil ditambahkan.`)).toBeVisible();

  const card = page.getByRole("listitem", { name });
  await expect(card).toContainText("6 orang");
  await expect(card).toContainText("Dipesan");

  // Its QR code follows the server's PUBLIC_URL, here a private 127.0.0.1 (not this browser's
  // address): a code no guest's phone could open is refused, never printed.
  await card.getByRole("button", { name: "QR Code" }).click();
  const qr = page.getByRole("dialog", { name: `QR Code ${name}` });
  await expect(qr.getByRole("alert")).toContainText("PUBLIC_URL");
  await expect(qr.getByRole("alert")).toContainText("alamat lokal 127.0.0.1");
  await expect(qr.getByRole("button", { name: "Cetak QR" })).toBeDisabled();
  await expect(qr.getByRole("img")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(qr).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Cari meja" }).fill(name);
  await expect(page.getByRole("list", { name: "Daftar meja" }).getByRole("listitem")).toHaveCount(1);

  await card.getByRole("button", { name: "Hapus" }).click();
  await expect(page.getByRole("dialog")).toContainText(`Anda yakin ingin menghapus meja "${name}"?`);
  await page.getByRole("dialog").getByRole("button", { name: "Konfirmasi" }).click();
  await expect(page.getByText(`Meja "${name}" telah dihapus.`)).toBeVisible();
  await expect(page.getByText("Meja tidak ditemukan.")).toBeVisible();
});

test("a new supplier is found by searching its name or phone", async ({ page }) => {
  const name = unique("CV Sumber Pangan");
  const phone = `0812 ${String(Date.now()).slice(-8)}`;
  await page.goto("/admin/pemasok");

  await page.getByLabel("Nama Supplier").fill(name);
  await page.getByRole("button", { name: "Tambah Supplier" }).click();
  await expect(page.getByText("Nomor telepon supplier wajib diisi.")).toBeVisible();

  await page.getByLabel("Nama Kontak").fill("Bu Sari");
  await page.getByLabel("Nomor Telepon").fill(phone);
  await page.getByLabel("Alamat").fill("Jl. Pasar Baru 7, Bandung");
  await page.getByLabel("Catatan").fill("Kirim setiap Senin");
  await page.getByRole("button", { name: "Tambah Supplier" }).click();
  await expect(page.getByText(`Supplier "${name}" berhasil ditambahkan.`)).toBeVisible();

  const search = page.getByRole("searchbox", { name: "Cari supplier" });
  await search.fill(name.toLowerCase());
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(rowOf(page, name)).toContainText("Bu Sari");
  await expect(rowOf(page, name)).toContainText(phone);

  await search.fill(phone.slice(-8));
  await expect(rowOf(page, name)).toBeVisible();

  await search.fill(`${name} xyz`);
  await expect(page.getByText("Supplier tidak ditemukan.")).toBeVisible();
  await search.fill("");
  await expect(rowOf(page, name)).toBeVisible();
});
