import { expectNoSeriousA11yViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { DEMO_ACCOUNTS, expectPath, signedInAs, signIn } from "./helpers";

// These journeys test signing in itself: they type the password (no saved session).

for (const account of Object.values(DEMO_ACCOUNTS)) {
  test(`${account.username} signs in from /login and lands on their home`, async ({ page }) => {
    await signIn(page, account.username);
    await expectPath(page, account.home);
    // The session is real: a reload keeps the user where they are.
    await page.reload();
    await expectPath(page, account.home);
    // Each role's home on a desktop: the storefront, the dashboard, the till, attendance, the
    // member's dashboard (the manager's is the admin's).
    if (account !== DEMO_ACCOUNTS.manager) await expectNoSeriousA11yViolations(page);
  });
}

for (const role of ["admin", "manager", "cashier", "staff"] as const) {
  const account = DEMO_ACCOUNTS[role];
  test(`${account.username} can also sign in from /admin/login`, async ({ page }) => {
    await signIn(page, account.username, "/admin/login");
    await expectPath(page, account.home);
  });
}

test("a wrong password shows the server's Indonesian message and stays on /login", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username atau Email").fill("admin");
  await page.getByLabel("Password", { exact: true }).fill("salah-sekali");
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page.getByText("Username/email atau password salah.")).toBeVisible();
  await expectPath(page, "/login");
  await expectNoSeriousA11yViolations(page);
});

test("empty login fields are explained inline and nothing is sent", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page.getByText("Username atau email wajib diisi.")).toBeVisible();
  await expect(page.getByText("Password wajib diisi.")).toBeVisible();
});

test("a guest opening /admin lands on /login", async ({ page }) => {
  await page.goto("/admin");
  await expectPath(page, "/login");
});

test("a guest opening the POS, member and staff areas lands on /login", async ({ page }) => {
  for (const path of ["/pos", "/member/dashboard", "/staff/absensi", "/profile"]) {
    await page.goto(path);
    await expectPath(page, "/login");
  }
});

test("an unknown path lands on /", async ({ page }) => {
  await page.goto("/halaman/yang/tidak-ada");
  await expectPath(page, "/");
});

test.describe("signed in as the cashier", () => {
  test.use(signedInAs("cashier"));

  test("a signed-in user is sent away from /login to their home", async ({ page }) => {
    await page.goto("/login");
    await expectPath(page, "/pos");
  });
});

test.describe("signed in as the manager", () => {
  test.use(signedInAs("manager"));

  test("a manager does not see USER MANAGEMENT and cannot open it by address", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByText("KEUANGAN")).toBeVisible();
    await expect(page.getByText("USER MANAGEMENT")).toHaveCount(0);
    await page.goto("/admin/pengguna");
    await expect(page).not.toHaveURL(/\/admin\/pengguna/);
  });
});

// Signs in through the form: logging out ends the session, which must not be a shared one.
test("admin logout returns to /admin/login and the session is gone", async ({ page }) => {
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/admin/);
  await page.getByRole("button", { name: /Admin Kedai/ }).click();
  await page
    .getByRole("menuitem", { name: "Logout" })
    .or(page.getByRole("button", { name: "Logout" }))
    .first()
    .click();
  await expectPath(page, "/admin/login");
  await page.goto("/admin/dashboard");
  await expectPath(page, "/login");
});
