import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";

export const DEMO_PASSWORD = "rahasia123";

/** An amount as the screens write it ('Rp 25.000'), spelled out here rather than by the app's formatter. */
export const rupiah = (amount: number) => `Rp ${new Intl.NumberFormat("id-ID").format(amount)}`;

/** The demo accounts (password DEMO_PASSWORD), by role, and where each lands after signing in. */
export const DEMO_ACCOUNTS = {
  admin: { username: "admin", home: /\/admin(\/dashboard)?\/?$/ },
  manager: { username: "manajer", home: /\/admin(\/dashboard)?\/?$/ },
  cashier: { username: "kasir", home: /\/pos\/?$/ },
  staff: { username: "staf", home: /\/staff\/absensi\/?$/ },
  customer: { username: "pelanggan@contoh.id", home: /:\/\/[^/]+\/?$/ },
  member: { username: "mitra@contoh.id", home: /\/member\/dashboard\/?$/ },
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

/**
 * The browser state (session and CSRF cookies, the remembered user in local storage) that
 * auth.setup.ts saved after signing `role` in once. Git-ignored, rewritten on every run.
 */
export const signedInStateOf = (role: DemoRole) =>
  fileURLToPath(new URL(`../test-results/e2e-auth/${role}.json`, import.meta.url));

/**
 * For journeys that need someone signed in but do not test signing in: `test.use(signedInAs("admin"))`
 * starts each test with that session instead of typing the password again.
 */
export const signedInAs = (role: DemoRole) => ({ storageState: signedInStateOf(role) });

/** Signs in through a login page the way a person does: type, press Masuk. */
export async function signIn(page: Page, username: string, from: "/login" | "/admin/login" = "/login") {
  await page.goto(from);
  await page.getByLabel("Username atau Email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Masuk" }).click();
}

export async function expectPath(page: Page, path: string | RegExp) {
  await expect(page).toHaveURL(typeof path === "string" ? new RegExp(`^[^?#]*://[^/]+${path}/?(?:[?#].*)?$`) : path);
}

/** page.request shares the browser's cookies; mutating calls also need the CSRF header. */
export async function csrfHeaders(from: Page | APIRequestContext): Promise<Record<string, string>> {
  const request = "request" in from ? from.request : from;
  const answer = await request.get("/api/auth/csrf");
  const { csrfToken } = (await answer.json()) as { csrfToken: string };
  return { "x-csrf-token": csrfToken };
}

/** The API as `role` (their saved session), for a journey's setup and clean-up rather than its steps. */
export async function apiAs(browser: Browser, role: DemoRole): Promise<APIRequestContext> {
  const context = await browser.newContext({ storageState: signedInStateOf(role) });
  return context.request;
}

export type ShopHours = { day: string; hours: string }[];

/** Open every hour of every day: the shop's hours for the whole run (shop-hours.setup.ts). */
export const OPEN_ALL_DAY: ShopHours = [{ day: "Setiap Hari", hours: "24 Jam" }];

/**
 * Replaces the settings' opening hours as the admin (PUT /api/settings takes the whole document,
 * multipart with `settingsData`) and answers the hours it replaced, to put back afterwards: the e2e
 * database is shared by the spec files.
 */
export async function setShopHours(admin: APIRequestContext, hours: ShopHours): Promise<ShopHours> {
  const settings = await (await admin.get("/api/settings")).json();
  const saved = await admin.put("/api/settings", {
    headers: await csrfHeaders(admin),
    multipart: { settingsData: JSON.stringify({ ...settings, operationalHours: hours }) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return settings.operationalHours;
}

/**
 * A fresh back-office account of `role` (password DEMO_PASSWORD), made by the admin, for a journey
 * that changes what belongs to one person (a register, a clock-in) without touching the demo
 * accounts other spec files rely on. Answers the username.
 */
export async function newStaffAccount(browser: Browser, role: "cashier" | "staff", fullName: string) {
  const admin = await apiAs(browser, "admin");
  const username = `${role}${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const created = await admin.post("/api/users/staff", {
    headers: await csrfHeaders(admin),
    data: { fullName, username, password: DEMO_PASSWORD, role, startDate: "2025-01-01" },
  });
  expect(created.status(), await created.text()).toBe(201);
  return username;
}

/** Opens a register at `outletName` for the signed-in cashier of `page`, unless one is open already. */
export async function openRegisterAt(page: Page, outletName: string) {
  const status = await (await page.request.get("/api/register/status")).json();
  if (status.isOpen) return;
  const locations = (await (await page.request.get("/api/locations")).json()) as { _id: string; name: string }[];
  const opened = await page.request.post("/api/register/open", {
    headers: await csrfHeaders(page),
    data: { outlet: locations.find((one) => one.name === outletName)?._id, openingBalance: 0 },
  });
  expect(opened.status(), await opened.text()).toBe(201);
}

/** Closes the register of the signed-in cashier of `from` (counting nothing), if one is open. */
export async function closeOpenRegister(from: Page | APIRequestContext) {
  const request = "request" in from ? from.request : from;
  const answer = await request.get("/api/register/status");
  expect(answer.status(), await answer.text()).toBe(200);
  const status = await answer.json();
  if (!status.isOpen) return;
  const closed = await request.put(`/api/register/close/${status.session._id}`, {
    headers: await csrfHeaders(request),
    data: { closingBalance: 0 },
  });
  expect(closed.ok()).toBe(true);
}

/**
 * Picks a free table in the till's 'Pilih Meja' (occupied ones show greyed), the first or the
 * last; answers its name. Journeys that run side by side take tables from opposite ends, or both
 * may take the same one in the moment before either till hears of the other's order.
 */
export async function chooseFreeTable(page: Page, end: "first" | "last" = "first"): Promise<string> {
  await page.getByRole("button", { name: "Pilih Meja" }).click();
  const free = page
    .getByRole("dialog", { name: "Pilih Meja" })
    .getByRole("button", { disabled: false })
    .filter({ hasText: /^Meja/ });
  const table = end === "first" ? free.first() : free.last();
  const name = (await table.locator("[data-table-name]").textContent()) ?? "";
  await table.click();
  return name;
}

export type Place = { _id: string; name: string };

/**
 * A quantity with its unit as the stock list writes it ('1.500 gram', '-2,25 pcs'), spelled out here
 * rather than by the app, and not matching the end of a longer figure ('17 gram' for '7 gram').
 */
export const stockFigure = (value: number, unit: string) => {
  const digits = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 4 }).format(value);
  return new RegExp(`(^|[^\\d.,-])${digits.replace(/[.,-]/g, "\\$&")} ${unit}`);
};

export async function placesOf(page: Page): Promise<{ headOffice: Place; outlet: Place }> {
  const [headOffice] = (await (await page.request.get("/api/locations?kind=head_office")).json()) as Place[];
  const [outlet] = (await (await page.request.get("/api/locations")).json()) as Place[];
  return { headOffice, outlet };
}

/** What `location` (blank: all together) holds of the item named `name`. */
export async function quantityAt(page: Page, name: string, location = ""): Promise<number> {
  const rows = (await (await page.request.get(`/api/stock?location=${location}`)).json()) as {
    name: string;
    quantityInStock: number;
  }[];
  return rows.find((row) => row.name === name)?.quantityInStock ?? 0;
}

/** Posts an order as the signed-in user of `page` (its CSRF token, a fresh Idempotency-Key); answers it as placed. */
export async function postOrder<Placed = { _id: string; orderId: string; totalAmount: number }>(
  page: Page,
  data: object,
): Promise<Placed> {
  const placed = await page.request.post("/api/orders", {
    headers: { ...(await csrfHeaders(page)), "idempotency-key": randomUUID() },
    data,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data as Placed;
}

/** An order line of `quantity` 'Crepes Cokelat Keju', Lembut (its Tingkat Kematangan is a required choice). */
export async function crepeLine(page: Page, quantity = 1) {
  const menu = (await (await page.request.get("/api/menu")).json()) as { _id: string; name: string }[];
  const productId = menu.find((one) => one.name === "Crepes Cokelat Keju")?._id;
  return { productId, quantity, selectedOptions: [{ name: "Lembut" }] };
}

/**
 * Places a till order as the signed-in cashier of `page` (its register open): one 'Crepes Cokelat
 * Keju' (Lembut) for the first waiter, of `orderType`; answers the order as placed.
 */
export async function placeCrepeAtTill(page: Page, orderType: "Dine-In" | "Take Away" | "Ojol") {
  const waiters = (await (await page.request.get("/api/users/waiters")).json()) as { _id: string }[];
  return postOrder(page, { items: [await crepeLine(page)], orderType, waiter: waiters[0]?._id });
}

/** Moves an order of the signed-in staff member of `page` to each of `statuses` in turn. */
export async function moveOrderThrough(page: Page, orderId: string, statuses: string[]) {
  for (const status of statuses) {
    const moved = await page.request.put(`/api/orders/${orderId}/status`, {
      headers: await csrfHeaders(page),
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

/**
 * A new cashier `name` signs in on `page`, opens a register at Kedai Crepes Pusat, and a Take Away
 * crepe placed and moved to Ready is opened for payment from 'List Order': the order and its
 * payment dialog.
 */
export async function readyCrepeInPayment(page: Page, browser: Browser, name: string) {
  const username = await newStaffAccount(browser, "cashier", name);
  await signIn(page, username);
  await expectPath(page, "/pos");
  await openRegisterAt(page, "Kedai Crepes Pusat");
  const order = await placeCrepeAtTill(page, "Take Away");
  await moveOrderThrough(page, order._id, ["Preparing", "Ready"]);
  await page.goto("/pos");
  await page.getByRole("button", { name: "List Order" }).click();
  const card = page.getByRole("listitem").filter({ hasText: `#${order.orderId.slice(-4)}` });
  await card.getByRole("button", { name: "Bayar" }).click();
  return { order, payment: page.getByRole("dialog", { name: /Pembayaran/ }) };
}

/**
 * Replaces the print window's print() in every page of `context`: what would have been printed is
 * kept, and `printedText(page)` reads the last of it (no print dialog opens in a test).
 */
export async function catchPrints(context: BrowserContext) {
  await context.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const popup = open(...args);
      if (popup) {
        popup.print = () => {
          (window as unknown as { printedText: string }).printedText = popup.document.body.innerText;
        };
      }
      return popup;
    };
  });
}

/** The text of the last document printed from `page` (waits until one is), see catchPrints. */
export async function printedText(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printedText?: string }).printedText ?? ""))
    .not.toBe("");
  return page.evaluate(() => (window as unknown as { printedText: string }).printedText);
}

/**
 * A double tap as a busy tablet delivers it: two clicks in one go, the second before the screen
 * has drawn the first one's busy state (so a button's `disabled` alone cannot stop it).
 */
export async function doubleTap(target: Locator): Promise<void> {
  await target.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

/** Tomorrow on the shop's clock (Asia/Jakarta), as every date field shows a day: "30/11/2026". */
export function tomorrowShown(): string {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return tomorrow.toLocaleDateString("en-GB", { timeZone: "Asia/Jakarta" });
}

/**
 * Fills the checkout's day-and-time field the way a person does whatever the browser's language:
 * the day dd/mm/yyyy (tomorrow) under `label`, and the 24-hour time in the field beside it.
 */
export async function fillOrderTime(page: Page, label: "Waktu Pesanan" | "Waktu Pengantaran", time = "12:00") {
  await page.getByLabel(label).fill(tomorrowShown());
  await page.getByLabel(label === "Waktu Pesanan" ? "Jam pesanan" : "Jam pengantaran").fill(time);
}
