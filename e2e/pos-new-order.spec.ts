import { expect, test } from "@playwright/test";
import { signedInAs } from "./helpers";

test.use({ ...signedInAs("cashier"), viewport: { width: 1024, height: 768 } });

// Crepes Cokelat Keju 24.000 + Keju Ekstra 5.000 = 29.000; Dine-In service 5 % = 1.450;
// tax 11 % × 30.450 = 3.349,5 → 3.350; total 33.800 (demo settings keep the default rates).
const EXPECTED_TOTAL = 33800;

test("the cashier opens a register if needed and places a Dine-In order with an option at a table", async ({
  page,
}) => {
  await page.goto("/pos");
  const openRegister = page.getByRole("dialog", { name: "Buka Register" });
  const placeOrder = page.getByRole("button", { name: "Buat Pesanan" });
  await expect(openRegister.or(placeOrder)).toBeVisible();
  if (await openRegister.isVisible()) {
    await openRegister.getByLabel("Outlet").selectOption({ label: "Kedai Crepes Pusat" });
    await openRegister.getByLabel("Saldo Awal (Rp)").fill("200000");
    await openRegister.getByRole("button", { name: "Buka Register" }).click();
  }
  await expect(placeOrder).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);

  await page.getByRole("button", { name: /Crepes Cokelat Keju/ }).click();
  const options = page.getByRole("dialog", { name: "Crepes Cokelat Keju" });
  await expect(options.getByRole("radio", { name: /Lembut/ })).toBeChecked();
  await options.getByRole("checkbox", { name: /Keju Ekstra/ }).check();
  await options.getByRole("button", { name: /Tambah ke Keranjang · Rp 29\.000/ }).click();

  const cart = page.getByRole("list", { name: "Keranjang" });
  await expect(cart).toContainText("Lembut, Keju Ekstra");

  await page.getByRole("button", { name: "Pilih Meja" }).click();
  const tablePicker = page.getByRole("dialog", { name: "Pilih Meja" });
  const table = tablePicker.getByRole("button").filter({ hasText: /^Meja/ }).first();
  const tableName = (await table.locator("[data-table-name]").textContent()) ?? "";
  await table.click();
  await expect(page.getByRole("button", { name: tableName, exact: true })).toBeVisible();

  await page.getByLabel("Waiter").selectOption({ index: 1 });
  await expect(page.getByTestId("pos-total")).toHaveText("Rp 33.800");

  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/orders"));
  await placeOrder.click();
  const created = await (await answer).json();
  await expect(page.getByText(`Pesanan #${created.data.orderId.slice(-4)} berhasil dibuat.`)).toBeVisible();
  await expect(page.getByText("Keranjang kosong.")).toBeVisible();

  const list = await (await page.request.get("/api/orders?limit=500")).json();
  const order = list.data.find((row: { _id: string }) => row._id === created.data._id);
  expect(order).toMatchObject({
    orderType: "Dine-In",
    status: "New",
    table: { name: tableName },
    totalAmount: EXPECTED_TOTAL,
    items: [
      { name: "Crepes Cokelat Keju", quantity: 1, selectedOptions: [{ name: "Lembut" }, { name: "Keju Ekstra" }] },
    ],
  });
});
