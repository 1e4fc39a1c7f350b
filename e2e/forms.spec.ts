import { type APIRequestContext, type Browser, expect, type Page, test } from "./fixtures";
import { csrfHeaders, type DemoRole, signedInStateOf } from "./helpers";

// Forms as an owner types into them: money the Indonesian way ('350.000' is three hundred fifty
// thousand) and dates as dd/mm/yyyy even on a browser set to English, and a double-click on a save
// button makes one record, not two. The e2e database is shared, so every name here is unique.

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A page signed in as `role`, its browser set to `locale`. */
async function pageAs(browser: Browser, role: DemoRole, locale = "id-ID"): Promise<Page> {
  const context = await browser.newContext({ storageState: signedInStateOf(role), locale });
  return context.newPage();
}

/** The rows of a list answer, plain or paged (`{ data }`). */
async function rowsOf<Row>(request: APIRequestContext, path: string): Promise<Row[]> {
  const answer = await request.get(path);
  expect(answer.status(), await answer.text()).toBe(200);
  const body = await answer.json();
  return (Array.isArray(body) ? body : body.data) as Row[];
}

test("'350.000' typed in Pengeluaran on an English browser saves Rp 350.000, dated dd/mm/yyyy", async ({ browser }) => {
  const page = await pageAs(browser, "admin", "en-US");
  const category = `Gas ${stamp()}`;
  const note = `Isi ulang gas ${stamp()}`;
  const made = await page.request.post("/api/expenses/categories", {
    headers: await csrfHeaders(page),
    data: { name: category },
  });
  expect(made.status(), await made.text()).toBe(201);

  await page.goto("/admin/pengeluaran");
  // The first visit loads the admin area's code; the shared test machine can be slow.
  await expect(page.getByRole("heading", { name: "Pengeluaran", exact: true })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => navigator.language)).toBe("en-US");

  // Today, day first, whatever the browser's language.
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Jakarta",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    }).format(new Date()),
  );
  await expect(page.getByLabel("Tanggal", { exact: true })).toHaveValue(today);
  await expect(page.getByLabel("Tanggal Mulai")).toHaveAttribute("placeholder", "dd/mm/yyyy");

  const amount = page.getByLabel("Jumlah (Rp)");
  await amount.pressSequentially("350.000");
  await expect(amount).toHaveValue("350.000");
  await page.getByLabel("Kategori").selectOption({ label: category });
  await page.getByLabel("Catatan").fill(note);
  await page.getByRole("button", { name: "Simpan Pengeluaran" }).click();
  await expect(page.getByText("Data pengeluaran berhasil ditambahkan.")).toBeVisible();

  const [day, month, year] = today.split("/");
  const saved = (
    await rowsOf<{ description: string; amount: number; date: string }>(
      page.request,
      `/api/expenses?startDate=${year}-${month}-${day}&endDate=${year}-${month}-${day}&limit=100`,
    )
  ).filter((row) => row.description === note);
  expect(saved).toEqual([expect.objectContaining({ amount: 350_000, date: `${year}-${month}-${day}` })]);

  // The calendar picks a day the same way: shown day first, in Indonesian.
  await page.getByRole("button", { name: "Pilih tanggal dari kalender" }).first().click();
  await expect(page.getByRole("grid")).toBeVisible();
  await page.keyboard.press("Escape");
});

test("a double-click on Tambah Supplier makes one supplier", async ({ browser }) => {
  const page = await pageAs(browser, "admin");
  const name = `CV Dobel Klik ${stamp()}`;
  await page.goto("/admin/pemasok");
  await page.getByLabel("Nama Supplier").fill(name);
  await page.getByLabel("Nomor Telepon").fill(`0812${stamp().slice(-8)}`);
  await page.getByRole("button", { name: "Tambah Supplier" }).dblclick();
  await expect(page.getByText(`Supplier "${name}" berhasil ditambahkan.`).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const rows = await rowsOf<{ name: string }>(page.request, `/api/suppliers?search=${encodeURIComponent(name)}`);
  expect(rows.filter((row) => row.name === name)).toHaveLength(1);
});

test("a double-click on Tambah Opsi makes one option", async ({ browser }) => {
  const page = await pageAs(browser, "admin");
  const name = `Madu Dobel ${stamp()}`;
  await page.goto("/admin/kustomisasi");
  await page.getByLabel("Nama Opsi").fill(name);
  await page.getByLabel("Harga Tambahan (Rp)").pressSequentially("3.500");
  await page.getByRole("button", { name: "Tambah Opsi" }).dblclick();
  await expect(page.getByText(`Opsi "${name}" berhasil ditambahkan.`).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const rows = await rowsOf<{ name: string; price: number }>(page.request, "/api/customizations/options");
  expect(rows.filter((row) => row.name === name)).toEqual([expect.objectContaining({ price: 3500 })]);
});

test("a double-click on Kirim Permintaan makes one member stock request", async ({ browser }) => {
  const page = await pageAs(browser, "member");
  const note = `Dobel klik ${stamp()}`;
  await page.goto("/member/permintaan-stok");
  await expect(page.getByRole("heading", { name: "Permintaan Stok", level: 1 })).toBeVisible({ timeout: 30_000 });
  const item = page.getByLabel("Item stok 1");
  const firstChoice = await item.locator("option").nth(1).textContent();
  await item.selectOption({ label: firstChoice ?? "" });
  await page.getByLabel("Jumlah 1").fill("2");
  await page.getByLabel("Catatan").fill(note);
  await page.getByRole("button", { name: "Kirim Permintaan" }).dblclick();
  await expect(page.getByText("Permintaan stok berhasil dikirim!").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const rows = await rowsOf<{ notes: string | null }>(page.request, "/api/stock-requests/my?limit=100");
  expect(rows.filter((row) => row.notes === note)).toHaveLength(1);
});

test("a double-click on Kirim Permintaan makes one catering request", async ({ browser }) => {
  const page = await (await browser.newContext({ locale: "id-ID" })).newPage();
  const name = `Rina Dobel ${stamp()}`;
  await page.goto("/catering");
  await page.getByLabel("Nama").fill(name);
  await page.getByLabel("Email").fill("rina.dobel@contoh.id");
  await page.getByLabel("Nomor Telepon").fill("081234567890");
  await page.getByLabel("Tanggal Acara").pressSequentially("15/01/2030");
  await page.getByLabel("Jumlah Tamu").fill("40");
  await page.getByLabel("Lokasi Acara").fill("Gedung Sate, Bandung");
  await page.getByLabel("Detail Pesanan").fill("Crepes manis dan asin untuk arisan");
  await page.getByRole("button", { name: "Kirim Permintaan" }).dblclick();
  await expect(page.getByText(/Permintaan katering Anda sudah kami terima/)).toBeVisible();
  await page.waitForLoadState("networkidle");

  const admin = await pageAs(browser, "admin");
  const rows = await rowsOf<{ name: string }>(admin.request, "/api/catering?limit=100");
  expect(rows.filter((row) => row.name === name)).toHaveLength(1);
});
