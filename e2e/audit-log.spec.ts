import { expect, test } from "./fixtures";
import { csrfHeaders, signedInAs } from "./helpers";

// The audit log as the admin reads it: a record deleted in the back office shows up on /admin/audit
// with who deleted it, and the row opens on what the record held. The e2e database is shared
// between spec files, so the name made here is unique.

test.use(signedInAs("admin"));

test("a deleted expense category is listed in the audit log with its name, and the row opens on its fields", async ({
  page,
}) => {
  const name = `Audit ${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await page.goto("/admin/pengeluaran/kategori");
  await expect(page.getByRole("heading", { name: "Kategori Pengeluaran" })).toBeVisible();
  const created = await page.request.post("/api/expenses/categories", {
    data: { name },
    headers: await csrfHeaders(page),
  });
  expect(created.status()).toBe(201);
  await page.reload();
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: "Hapus" }).click();
  await page
    .getByRole("dialog", { name: "Konfirmasi Penghapusan" })
    .getByRole("button", { name: "Konfirmasi" })
    .click();
  await expect(page.getByText(`Kategori "${name}" telah dihapus.`)).toBeVisible();

  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { name: "Audit Log" })).toBeVisible();
  await page.getByLabel("Aksi").selectOption({ label: "Data dihapus" });
  await page.getByRole("button", { name: "Tampilkan" }).click();
  const logged = page.getByRole("row").filter({ hasText: name });
  await expect(logged).toContainText("Data dihapus");
  await expect(logged).toContainText("Kategori pengeluaran");
  await logged.click();
  const details = page.getByRole("table", { name: `Rincian ${name}` });
  await expect(details).toContainText("Nama");
  await expect(details).toContainText(name);
});
