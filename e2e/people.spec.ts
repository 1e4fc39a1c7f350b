import { type Browser, expect, type Page, test } from "./fixtures";
import { csrfHeaders, type DemoRole, expectPath, signedInStateOf } from "./helpers";

// People: attendance, the attendance and payroll reports, staff accounts and franchise promotion.
// The e2e database is shared between spec files: the accounts made here have names of their own,
// and the demo customer stays an ordinary customer for the journeys that sign in as them.

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function pageAs(browser: Browser, role: DemoRole): Promise<Page> {
  const context = await browser.newContext({ storageState: signedInStateOf(role) });
  return context.newPage();
}

async function signInWith(page: Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username atau Email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
}

const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

/** The e2e server's clock, `minutes` from the real time (0 puts it back): PUT /api/test-clock. */
async function moveServerClock(admin: Page, minutes: number) {
  const moved = await admin.request.put("/api/test-clock", {
    headers: await csrfHeaders(admin),
    data: { offsetMinutes: minutes },
  });
  expect(moved.status()).toBe(200);
}

// Runs alone, after the other journeys: it moves the server's clock, which every journey shares.
test("staf clocks in at an outlet and out with a note; the admin finds the session in both reports", {
  tag: "@alone",
}, async ({ browser }) => {
  const note = `Serah terima shift ${stamp()}`;
  const staff = await pageAs(browser, "staff");
  await staff.goto("/staff/absensi");
  await expect(staff.getByText(/^Clocked (In|Out)$/)).toBeVisible();
  // A session an earlier run left open is closed first: one open session per person.
  if (await staff.getByText("Clocked In", { exact: true }).isVisible()) {
    await staff.getByRole("button", { name: "Clock Out" }).click();
    await expect(staff.getByText("Clocked Out", { exact: true })).toBeVisible();
  }

  await staff.getByRole("button", { name: "Clock In" }).click();
  await expect(staff.getByText("Pilih lokasi kerja Anda.")).toBeVisible();
  await staff.getByLabel("Lokasi Kerja").selectOption({ label: "Kedai Crepes Dago" });
  await staff.getByRole("button", { name: "Clock In" }).click();
  await expect(staff.getByText("Clocked In", { exact: true })).toBeVisible();
  await expect(staff.getByText("Kedai Crepes Dago")).toBeVisible();

  // The shift lasts an hour and a half: the server's clock is moved on rather than waited for.
  const admin = await pageAs(browser, "admin");
  await moveServerClock(admin, 90);
  try {
    await staff.getByLabel("Catatan").fill(note);
    await staff.getByRole("button", { name: "Clock Out" }).click();
    await expect(staff.getByText("Clocked Out", { exact: true })).toBeVisible();
  } finally {
    await moveServerClock(admin, 0);
  }
  await expect(staff.getByLabel("Lokasi Kerja")).toBeVisible();

  await admin.goto("/admin/laporan-absensi");
  const session = rowOf(admin, note);
  await expect(session).toContainText("Sari Staf");
  await expect(session).toContainText("Kedai Crepes Dago");
  await expect(session).toContainText("1 jam 30 mnt");
  await expect(session).not.toContainText("Masih Bekerja");

  await admin.goto("/admin/laporan-gaji");
  const pay = rowOf(admin, "Sari Staf");
  await expect(pay).toContainText("Per Jam");
  // Total Jam, to two decimals: at least this shift's 1,50 (an earlier run's shifts add to it).
  const totalHours = pay.getByRole("cell").nth(3);
  await expect(totalHours).toHaveText(/^\d+,\d\d$/);
  expect(Number((await totalHours.textContent())?.replace(",", "."))).toBeGreaterThanOrEqual(1.5);
});

test("the admin creates a cashier, who then signs in and lands on the POS", async ({ browser }) => {
  const username = `kasir${stamp()}`;
  const fullName = `Kasir Baru ${username.slice(-6)}`;
  const admin = await pageAs(browser, "admin");
  await admin.goto("/admin/pengguna");
  await expect(admin.getByRole("tab", { name: "Pegawai & Staff" })).toHaveAttribute("aria-selected", "true");

  await admin.getByLabel("Nama Lengkap").fill(fullName);
  await admin.getByLabel("Username").fill(username);
  await admin.getByRole("button", { name: "Tambah Pegawai" }).click();
  await expect(admin.getByText("Password wajib diisi (minimal 6 karakter).")).toBeVisible();

  await admin.getByLabel("Password").fill("kasir123");
  await admin.getByLabel("Peran").selectOption({ label: "Kasir" });
  await admin.getByLabel("Lokasi Tugas").selectOption({ label: "Kedai Crepes Pusat" });
  await admin.getByLabel("Tipe Gaji").selectOption({ label: "Per Jam" });
  await admin.getByLabel("Tarif Gaji (Rp)").fill("20000");
  await admin.getByRole("button", { name: "Tambah Pegawai" }).click();
  await expect(admin.getByText(`Pegawai "${fullName}" berhasil ditambahkan.`)).toBeVisible();
  const row = rowOf(admin, username);
  await expect(row).toContainText("Kasir");
  await expect(row).toContainText("Kedai Crepes Pusat");
  await expect(row).toContainText("Per Jam");

  const cashier = await (await browser.newContext()).newPage();
  await signInWith(cashier, username, "kasir123");
  await expectPath(cashier, "/pos");
});

test("the admin makes a customer a franchise member, who then lands on the member dashboard", async ({ browser }) => {
  // Three browsers in turn (customer, admin, the new member): more than one page's worth of time.
  test.setTimeout(120_000);
  const email = `mitra.${stamp()}@contoh.id`;
  const customer = await (await browser.newContext()).newPage();
  await customer.goto("/register");
  await customer.getByLabel("Nama Lengkap").fill("Rudi Calon Mitra");
  await customer.getByLabel("Email").fill(email);
  await customer.getByLabel("Nomor Telepon").fill("081233344455");
  await customer.getByLabel("Password", { exact: true }).fill("mitra123");
  await customer.getByRole("button", { name: "Daftar" }).click();
  await expectPath(customer, "/");

  const admin = await pageAs(browser, "admin");
  await admin.goto("/admin/pengguna");
  await admin.getByRole("tab", { name: "Pelanggan & Member" }).click();
  await admin.getByRole("searchbox", { name: "Cari pelanggan" }).fill(email);
  await rowOf(admin, email)
    .getByRole("button", { name: /^Jadikan Franchise/ })
    .click();
  const dialog = admin.getByRole("dialog", { name: "Jadikan Member Franchise" });
  await dialog.getByLabel("Nama Outlet").fill("Kedai Crepes Cimahi Baru");
  await dialog.getByRole("button", { name: "Jadikan Member" }).click();
  await expect(dialog.getByText("Nama dan alamat outlet wajib diisi.")).toBeVisible();
  await dialog.getByLabel("Alamat Outlet").fill("Jl. Amir Machmud No. 5, Cimahi");
  await dialog.getByRole("button", { name: "Jadikan Member" }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(admin, email)).toHaveCount(0);

  await admin.getByRole("tab", { name: "Member Franchise" }).click();
  await expect(rowOf(admin, email)).toContainText("Kedai Crepes Cimahi Baru");

  // Signing in again picks up the new type.
  const member = await (await browser.newContext()).newPage();
  await signInWith(member, email, "mitra123");
  await expectPath(member, "/member/dashboard");
});
