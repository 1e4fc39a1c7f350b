import { type APIRequestContext, expect, test } from "./fixtures";
import { csrfHeaders, rupiah, signedInStateOf } from "./helpers";

// Numbers and dates typed the Indonesian way on a browser set to English: '1.000' grams is one
// thousand grams (type="number" stored 1), 31/02/2026 is named as a day that does not exist, and
// the storefront's pickup time is dd/mm/yyyy on a 24-hour clock, never mm/dd/yyyy and AM/PM. The
// e2e database is shared, so every name made here is unique.

test.use({ locale: "en-US" });

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

type Named = { _id: string; name: string };

async function json<Body>(request: APIRequestContext, path: string): Promise<Body> {
  const answer = await request.get(path);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Body;
}

test.describe("in the back office", () => {
  test.use({ storageState: signedInStateOf("admin") });

  test("'1.000' grams at Rp 95 a gram is a purchase of 1.000 gram for Rp 95.000", async ({ page }) => {
    await page.goto("/admin/pembelian");
    expect(await page.evaluate(() => navigator.language)).toBe("en-US");
    // A gram item of its own, with stock enough that 1.000 gram is not far beyond the usual.
    const units = await json<Named[]>(page.request, "/api/units");
    let gram = units.find((unit) => unit.name === "gram");
    if (!gram) {
      const made = await page.request.post("/api/units", { headers: await csrfHeaders(page), data: { name: "gram" } });
      expect(made.status(), await made.text()).toBe(201);
      gram = (await made.json()) as Named;
    }
    const itemName = `Gula Aren Uji ${stamp()}`;
    const made = await page.request.post("/api/stock", {
      headers: await csrfHeaders(page),
      data: { name: itemName, unit: gram._id, quantityInStock: 5000, cost: 90 },
    });
    expect(made.status(), await made.text()).toBe(201);
    const item = (await made.json()) as Named;

    await page.reload();
    await expect(page.getByRole("heading", { name: "Pembelian Stok" })).toBeVisible({ timeout: 30_000 });
    const supplier = page.getByLabel("Supplier");
    const firstSupplier = await supplier.locator("option").nth(1).textContent();
    await supplier.selectOption({ label: firstSupplier ?? "" });
    await page.getByLabel("Item stok 1").selectOption({ label: itemName });
    const invoice = `INV-${stamp()}`;
    await page.getByLabel("Nomor Invoice").fill(invoice);
    const quantity = page.getByLabel("Jumlah 1");
    await quantity.fill("1.000");
    await expect(quantity).toHaveValue("1.000");
    // What will be stored, with its unit, before anything is saved.
    await expect(page.getByText("= 1.000 gram")).toBeVisible();
    await page.getByLabel("Harga beli 1").fill("95");
    await expect(page.getByLabel("Total pembelian")).toHaveText(rupiah(95_000));
    await page.getByRole("button", { name: "Simpan Pembelian" }).click();
    await expect(page.getByText("Pembelian berhasil dicatat.").first()).toBeVisible();

    const list = await json<{ data: { invoiceNumber: string | null; totalCost: number; items: unknown[] }[] }>(
      page.request,
      "/api/purchases?limit=50",
    );
    const stored = list.data.find((purchase) => purchase.invoiceNumber === invoice);
    expect(stored?.totalCost).toBe(95_000);
    expect(stored?.items).toEqual([
      expect.objectContaining({ stockItem: expect.objectContaining({ _id: item._id }), quantity: 1000 }),
    ]);
  });

  test("31/02/2026 on a report filter says the day does not exist, not that it is after the end", async ({ page }) => {
    await page.goto("/admin/penjualan");
    const start = page.getByLabel("Tanggal Mulai");
    await expect(start).toBeVisible({ timeout: 30_000 });
    await start.fill("31/02/2026");
    await expect(
      page.getByRole("alert").filter({ hasText: "Tanggal tidak valid (31/02/2026 tidak ada)." }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Tampilkan" }).click();
    await expect(start).toHaveAccessibleDescription("Tanggal tidak valid (31/02/2026 tidak ada).");
    await expect(page.getByText("Tanggal mulai tidak boleh setelah tanggal akhir.")).toHaveCount(0);
    await expect(page.getByText(/YYYY/)).toHaveCount(0);
  });
});

test("the storefront's pickup time is dd/mm/yyyy on a 24-hour clock in an English browser", async ({ page }) => {
  await page.goto("/order");
  expect(await page.evaluate(() => navigator.language)).toBe("en-US");
  await page.getByRole("link", { name: "Pilih Crepes Cokelat Keju" }).first().click();
  await page.getByRole("button", { name: /Tambah ke Keranjang/ }).click();
  await page.getByRole("link", { name: /^Keranjang \(1 item\)/ }).click();
  await page.getByRole("button", { name: "Lanjut ke Checkout" }).click();

  const day = page.getByLabel("Waktu Pesanan");
  const time = page.getByLabel("Jam pesanan");
  await expect(day).toHaveAttribute("placeholder", "dd/mm/yyyy");
  await expect(time).toHaveAttribute("placeholder", "hh:mm");
  await expect(page.locator('input[type="datetime-local"], input[type="date"], input[type="time"]')).toHaveCount(0);
  await day.fill("30/12/2030");
  await time.pressSequentially("1930");
  await expect(day).toHaveValue("30/12/2030");
  // Half past seven in the evening: 19:30, with no AM/PM anywhere.
  await expect(time).toHaveValue("19:30");
  await expect(page.getByText(/\b(AM|PM)\b/)).toHaveCount(0);
});
