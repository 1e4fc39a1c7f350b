import { paths } from "../apps/web/src/config/paths";
import { expectNoSeriousA11yViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { type DemoRole, signedInAs } from "./helpers";

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
