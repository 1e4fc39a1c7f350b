import { expect, test } from "./fixtures";
import { expectPath } from "./helpers";

test("a visitor signs up, is signed in at once and greeted by name", async ({ page }) => {
  const email = `baru.${Date.now()}@contoh.id`;
  await page.goto("/register");
  await page.getByLabel("Nama Lengkap").fill("Rina Pelanggan Baru");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Nomor Telepon").fill("081298765432");
  await page.getByLabel("Password", { exact: true }).fill("rahasia99");
  await page.getByRole("button", { name: "Daftar" }).click();
  await expectPath(page, "/");
  await expect(page.getByText(/Halo, Rina Pelanggan Baru/)).toBeVisible();
});

test("signing up with a taken email shows the server's message and keeps the form", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Nama Lengkap").fill("Putri Lagi");
  await page.getByLabel("Email").fill("PELANGGAN@contoh.id");
  await page.getByLabel("Nomor Telepon").fill("081298765433");
  await page.getByLabel("Password", { exact: true }).fill("rahasia99");
  await page.getByRole("button", { name: "Daftar" }).click();
  await expect(page.getByText("Email sudah terdaftar. Silakan login.")).toBeVisible();
  await expectPath(page, "/register");
  await expect(page.getByLabel("Nama Lengkap")).toHaveValue("Putri Lagi");
});

test("a short password is refused before anything is sent", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Nama Lengkap").fill("Andi");
  await page.getByLabel("Email").fill("andi@contoh.id");
  await page.getByLabel("Nomor Telepon").fill("081298765434");
  await page.getByLabel("Password", { exact: true }).fill("123");
  await page.getByRole("button", { name: "Daftar" }).click();
  await expect(page.getByText("Password minimal 6 karakter.")).toBeVisible();
});
