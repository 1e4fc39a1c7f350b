import { chromiumLaunch, e2ePort } from "./chromium";
import { type Browser, expect, type Page, test } from "./fixtures";
import { closeOpenRegister, csrfHeaders, DEMO_PASSWORD, expectPath, fillOrderTime, signedInStateOf } from "./helpers";

// An outlet reaches the till over plain HTTP on its LAN (http://192.168.x.x:3000): not a secure
// context, so browser APIs such as crypto.randomUUID are missing there. Chromium resolves a test
// host name to the loopback address, which gives such an origin: the storefront checkout and a POS order
// must both go through, with the session and CSRF cookies working over HTTP (NODE_ENV is not
// production here, so cookies are not marked Secure). Only the browser knows that host name
// (Playwright's API requests resolve names themselves): the journeys' own setup and clean-up call
// the API on 127.0.0.1.

const LAN_HOST = "kedai-lan.test";
const local = `http://127.0.0.1:${e2ePort}`;

test.use({
  baseURL: `http://${LAN_HOST}:${e2ePort}`,
  launchOptions: {
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`],
  },
});

/** The admin's API on the usual origin (its saved session belongs to 127.0.0.1), for setup only. */
async function adminApi(browser: Browser) {
  const context = await browser.newContext({ storageState: signedInStateOf("admin"), baseURL: local });
  return context.request;
}

/** The API on 127.0.0.1 with the session `page` signed in with on the test host, for clean-up. */
async function sameSessionApi(browser: Browser, page: Page) {
  const cookies = (await page.context().cookies()).map((cookie) => ({ ...cookie, domain: "127.0.0.1" }));
  const context = await browser.newContext({ storageState: { cookies, origins: [] }, baseURL: local });
  return context.request;
}

test("a guest checks out on the storefront over plain HTTP on the LAN", async ({ page }) => {
  await page.goto("/order");
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  expect(await page.evaluate(() => typeof crypto.randomUUID)).toBe("undefined");

  // The crepe's page opens with its required choice (Tingkat Kematangan) on the first option.
  await page.getByRole("link", { name: "Pilih Crepes Cokelat Keju" }).first().click();
  await page.getByRole("button", { name: /Tambah ke Keranjang/ }).click();
  await page.getByRole("link", { name: /^Keranjang \(1 item\)/ }).click();
  await page.getByRole("button", { name: "Lanjut ke Checkout" }).click();
  await page.getByLabel("Outlet").selectOption({ label: "Kedai Crepes Pusat" });
  await fillOrderTime(page, "Waktu Pesanan");
  await page.getByLabel("Nama").fill("Tamu LAN");
  await page.getByLabel("Nomor Telepon").fill("081277778888");
  await page.getByRole("radio", { name: /Tunai/ }).check();
  const answer = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/orders",
  );
  await page.getByRole("button", { name: "Buat Pesanan" }).click();
  const placed = await answer;
  expect(placed.status(), await placed.text()).toBe(201);
  expect(placed.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  await expectPath(page, /\/payment-success\?order=VNC-\d+$/);
  await expect(page.getByRole("heading", { name: "Terima kasih atas pesanan Anda!" })).toBeVisible();
});

test("a cashier signs in and places a POS order over plain HTTP on the LAN", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  // A cashier of this journey's own: its register is no other journey's.
  const admin = await adminApi(browser);
  const username = `kasirlan${Date.now()}`;
  const created = await admin.post("/api/users/staff", {
    headers: await csrfHeaders(admin),
    data: { fullName: "Kasir LAN", username, password: DEMO_PASSWORD, role: "cashier", startDate: "2025-01-01" },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Signing in sets the session and CSRF cookies over HTTP on this origin.
  await page.goto("/login");
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await page.getByLabel("Username atau Email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expectPath(page, "/pos");

  const openRegister = page.getByRole("dialog", { name: "Buka Register" });
  await openRegister.getByLabel("Outlet").selectOption({ label: "Kedai Crepes Pusat" });
  await openRegister.getByLabel("Saldo Awal (Rp)").fill("100000");
  await openRegister.getByRole("button", { name: "Buka Register" }).click();
  const placeOrder = page.getByRole("button", { name: "Buat Pesanan" });
  await expect(placeOrder).toBeVisible();

  await page.getByRole("button", { name: "Take Away", exact: true }).click();
  await page.getByRole("button", { name: /Crepes Cokelat Keju/ }).click();
  await page
    .getByRole("dialog", { name: "Crepes Cokelat Keju" })
    .getByRole("button", { name: /Tambah ke Keranjang/ })
    .click();
  await page.getByLabel("Waiter").selectOption({ index: 1 });
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/orders"));
  await placeOrder.click();
  const placed = await answer;
  expect(placed.status(), await placed.text()).toBe(201);
  expect(placed.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  const order = (await placed.json()).data as { orderId: string };
  await expect(page.getByText(`Pesanan #${order.orderId.slice(-4)} berhasil dibuat.`)).toBeVisible();

  // Leave the shared database as found: the order cancelled, the register closed.
  await page.getByRole("button", { name: "List Order" }).click();
  const card = page.getByRole("listitem").filter({ hasText: `#${order.orderId.slice(-4)}` });
  await card.getByRole("button", { name: "Batalkan" }).click();
  await page.getByRole("button", { name: "Ya, batalkan" }).click();
  await expect(card).toContainText("Dibatalkan");
  await closeOpenRegister(await sameSessionApi(browser, page));
});
