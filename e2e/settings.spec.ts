import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

// General settings drive the storefront: what the admin saves is what a visitor reads next.

test.use(signedInAs("admin"));

test("the admin changes the home headline and the storefront shows it on the next visit", async ({ page }) => {
  const headline = `Crepes hangat ${Date.now()}`;
  await page.goto("/admin/pengaturan");
  const field = page.getByLabel("Judul Beranda", { exact: true });
  await expect(field).toBeVisible();
  const original = await field.inputValue();

  await field.fill(headline);
  await page.getByRole("button", { name: "Simpan Pengaturan" }).click();
  await expect(page.getByText("Pengaturan berhasil disimpan.")).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: headline })).toBeVisible();

  // Leave the shared e2e database as it was for the other journeys.
  await page.goto("/admin/pengaturan");
  await page.getByLabel("Judul Beranda", { exact: true }).fill(original);
  await page.getByRole("button", { name: "Simpan Pengaturan" }).click();
  await expect(page.getByText("Pengaturan berhasil disimpan.")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: headline })).toHaveCount(0);
});
