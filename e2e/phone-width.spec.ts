import { paths } from "../apps/web/src/config/paths";
import { expectNoSeriousA11yViolations } from "./a11y";
import { expect, type Locator, type Page, test } from "./fixtures";
import { type DemoRole, expectPath, newStaffAccount, openRegisterAt, rupiah, signedInAs, signIn } from "./helpers";

/**
 * Every page of every area fits a 390 px phone: the page itself never scrolls sideways (a wide
 * table scrolls inside its own box). Owners check the back office and members their requests on a
 * phone; one grid cell that grows with its table pushes the whole page off the screen.
 */
const PHONE = { width: 390, height: 844 };

const { store, admin, member, staff } = paths;
const ADMIN_PAGES = Object.entries(admin)
  .filter(([key, value]) => typeof value === "string" && key !== "root" && key !== "login")
  .map(([, value]) => value as string);

const PAGES_BY_ROLE: [DemoRole | "guest", string[]][] = [
  ["guest", [store.home, store.order, store.cart, store.checkout, store.about, store.catering, store.franchise]],
  ["guest", [store.contact, store.login, store.register, store.paymentSuccess, admin.login, paths.setup]],
  ["customer", [store.profile, store.checkout]],
  ["admin", ADMIN_PAGES],
  ["staff", [staff.attendance, admin.dashboard]],
  ["cashier", [paths.pos.root]],
  ["member", [member.dashboard, member.stockRequests, member.profile, member.guide]],
];

/**
 * Each role's main pages are also checked with axe-core at this width (WCAG 2.2 AA, issue 37); the
 * storefront's pages with an order in them (item, checkout, confirmation) in storefront-phone.
 */
const A11Y_PAGES = new Set<string>([
  store.home,
  store.order,
  store.cart,
  store.login,
  store.profile,
  member.dashboard,
  member.stockRequests,
  staff.attendance,
  paths.pos.root,
  admin.dashboard,
  admin.orders,
  admin.menu,
  admin.stock,
]);

test.use({ viewport: PHONE });

for (const [role, pages] of PAGES_BY_ROLE) {
  test.describe(`${role} at 390 px`, () => {
    if (role !== "guest") test.use(signedInAs(role));

    test(`${pages.length} pages from ${pages[0]} do not scroll sideways`, async ({ page }) => {
      // A layout check, not a speed one: a page of the back office may take a while to load its
      // figures when the machine running the journeys is busy.
      test.setTimeout(pages.length * 25_000);
      for (const path of pages) {
        await page.goto(path);
        // Loaded when no spinner is left (the till keeps its live stream open, so the network never idles).
        await expect(page.locator(".animate-spin")).toHaveCount(0, { timeout: 20_000 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(overflow, `${path} is ${overflow} px wider than the phone`).toBeLessThanOrEqual(0);
        if (A11Y_PAGES.has(path)) await expectNoSeriousA11yViolations(page, path);
      }
    });
  });
}

/** The page itself does not scroll sideways: a wide part scrolls inside its own box. */
async function expectNoSideScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${where} is ${overflow} px wider than the phone`).toBeLessThanOrEqual(0);
}

/** Inside the phone's screen, where a thumb reaches it without scrolling the page. */
async function expectOnScreen(locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
}

/** Wholly above the till's bottom tab bar: nothing the cashier needs hides under it. */
async function expectAboveTabBar(page: Page, locator: Locator) {
  const [box, bar] = await Promise.all([
    locator.boundingBox(),
    page.getByRole("navigation", { name: "Area kasir" }).boundingBox(),
  ]);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
}

// A waiter's phone runs the till: the cart is a sheet under the menu whose total and buttons always
// show, the menu two tiles a row; an order is placed, moved through the kitchen and paid in cash on
// the phone, and no screen of the till scrolls sideways on the way.
test("the till at 390 px places and pays an order, no screen wider than the phone", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const username = await newStaffAccount(browser, "cashier", "Kasir Ponsel");
  await signIn(page, username);
  await expectPath(page, "/pos");
  await openRegisterAt(page, "Kedai Crepes Pusat");
  await page.reload();
  // The till's data loads first (slow when the machine running the journeys is busy).
  await expect(page.locator(".animate-spin")).toHaveCount(0, { timeout: 30_000 });

  const placeOrder = page.getByRole("button", { name: "Buat Pesanan" });
  await expectOnScreen(placeOrder);
  await expectOnScreen(page.getByRole("button", { name: "Bayar Pas" }));
  await expectOnScreen(page.getByTestId("pos-total"));
  await expectOnScreen(page.getByRole("button", { name: "Logout" }));
  // The till's areas are a tab bar along the bottom of the screen, each under the thumb; the cart's
  // total and buttons sit above it, not under it.
  const areas = page.getByRole("navigation", { name: "Area kasir" });
  for (const name of ["Transaksi Baru", "List Order", "Dapur"]) {
    await expectOnScreen(areas.getByRole("button", { name }));
  }
  const bar = await areas.boundingBox();
  expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBe(PHONE.height);
  await expectAboveTabBar(page, placeOrder);
  await expectAboveTabBar(page, page.getByTestId("pos-total"));
  await expectNoSideScroll(page, "Transaksi Baru");
  // Two tiles a row: the second tile beside the first, the third under them.
  const tiles = page.getByRole("list", { name: "Menu" }).getByRole("listitem");
  const [first, second, third] = await Promise.all([0, 1, 2].map((n) => tiles.nth(n).boundingBox()));
  expect(second?.y).toBe(first?.y);
  expect(third?.y).toBeGreaterThan(first?.y ?? 0);
  expect(third?.x).toBe(first?.x);

  await page.getByRole("button", { name: /Crepes Cokelat Keju/ }).click();
  const options = page.getByRole("dialog", { name: "Crepes Cokelat Keju" });
  await expectNoSideScroll(page, "the option dialog");
  await options.getByRole("button", { name: /Tambah ke Keranjang/ }).click();
  await expect(page.getByTestId("pos-total")).not.toHaveText(rupiah(0));
  await expectOnScreen(page.getByTestId("pos-total"));

  // The sheet opens over the menu for the order's details; its buttons stay under the thumb.
  await page.getByRole("button", { name: /Keranjang · 1 item/ }).click();
  await page.getByRole("button", { name: "Take Away", exact: true }).click();
  await page.getByLabel("Waiter").selectOption({ index: 1 });
  await expect(page.getByRole("list", { name: "Keranjang" })).toContainText("Crepes Cokelat Keju");
  await expectOnScreen(placeOrder);
  await expectNoSideScroll(page, "the open cart");
  const shown = await page.getByTestId("pos-total").textContent();
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/orders"));
  await placeOrder.click();
  const created = (await (await answer).json()).data as { _id: string; orderId: string; totalAmount: number };
  expect(rupiah(created.totalAmount)).toBe(shown);
  const tail = `#${created.orderId.slice(-4)}`;
  await expect(page.getByRole("button", { name: /Keranjang · 0 item/ })).toBeVisible();

  await areas.getByRole("button", { name: "Dapur" }).click();
  const ticket = page.getByRole("listitem").filter({ hasText: tail });
  await ticket.getByRole("button", { name: "Mulai Siapkan" }).click();
  await ticket.getByRole("button", { name: "Sajikan (Ready)" }).click();
  await expect(ticket).toHaveCount(0);
  await expectNoSideScroll(page, "Dapur");

  await areas.getByRole("button", { name: "List Order" }).click();
  const card = page.getByRole("listitem").filter({ hasText: tail });
  await expectNoSideScroll(page, "List Order");
  // The card's last button, scrolled to, is not under the tab bar.
  await card.getByRole("button", { name: "Bayar" }).scrollIntoViewIfNeeded();
  await expectAboveTabBar(page, card.getByRole("button", { name: "Bayar" }));
  await card.getByRole("button", { name: "Bayar" }).click();
  const payment = page.getByRole("dialog", { name: /Pembayaran/ });
  await payment.getByRole("button", { name: "Rp 50.000" }).click();
  await expect(payment.getByTestId("payment-change")).toHaveText(rupiah(50_000 - created.totalAmount));
  await expectNoSideScroll(page, "the payment dialog");
  await payment.getByRole("button", { name: "Konfirmasi Pembayaran" }).click();
  const receipt = page.getByRole("dialog", { name: "Pembayaran Berhasil" });
  await expect(receipt.getByRole("article", { name: "Struk" })).toContainText(created.orderId);
  await expectNoSideScroll(page, "the receipt");
  await receipt.getByRole("button", { name: "Selesai" }).click();
  await expect(card).toContainText("Selesai");

  await page.getByRole("tab", { name: "Denah Meja" }).click();
  await expect(page.getByRole("heading", { name: "Denah Meja" })).toBeVisible();
  await expectNoSideScroll(page, "Denah Meja");
  const paid = (await (await page.request.get(`/api/orders/${created._id}`)).json()).data;
  expect(paid).toMatchObject({ status: "Completed", payments: [{ method: "Cash", amount: 50_000 }] });
});
