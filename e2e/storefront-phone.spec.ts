import { randomUUID } from "node:crypto";
import { expectNoSeriousA11yViolations } from "./a11y";
import { expect, type Page, test } from "./fixtures";
import {
  apiAs,
  closeOpenRegister,
  csrfHeaders,
  expectPath,
  fillOrderTime,
  newStaffAccount,
  OPEN_ALL_DAY,
  openRegisterAt,
  rupiah,
  setShopHours,
  signedInStateOf,
  signIn,
} from "./helpers";

// The storefront on a phone (375×812): a guest's pickup order paid at the cashier, the demo
// customer's delivery paid on the (simulated) Xendit page, an order from a table's QR code that
// reaches the till, and a checkout refused while the shop is closed (a journey that runs alone,
// after the others: it closes the shop every other ordering journey needs open).

const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE, hasTouch: true });

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** From the menu: a crepe's page, its options, the quantity, into the cart (back on the menu). */
async function addCrepe(
  page: Page,
  name: string,
  options: { radio?: string; checkbox?: string[]; quantity?: number; checkA11y?: boolean },
) {
  await page
    .getByRole("link", { name: `Pilih ${name}` })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  if (options.checkA11y) await expectNoSeriousA11yViolations(page);
  if (options.radio) await page.getByRole("radio", { name: new RegExp(options.radio) }).check();
  for (const topping of options.checkbox ?? []) await page.getByRole("checkbox", { name: new RegExp(topping) }).check();
  for (let n = 1; n < (options.quantity ?? 1); n++) await page.getByRole("button", { name: `Tambah ${name}` }).click();
  await page.getByRole("button", { name: /Tambah ke Keranjang/ }).click();
  await expectPath(page, "/order");
}

type PlacedOrder = { _id: string; orderId: string; totalAmount: number };

/**
 * The order the checkout places next, read from its answer on its way to the page: the page may
 * leave for the payment page as soon as the answer arrives, and a response's body is gone once
 * the page has navigated away from it. Await it before the click: the interception is then in place.
 */
async function placedOrder(page: Page): Promise<{ placed: Promise<PlacedOrder> }> {
  let settle!: (order: PlacedOrder) => void;
  let fail!: (error: Error) => void;
  const placed = new Promise<PlacedOrder>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  await page.route("**/api/orders", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    const answer = await route.fetch();
    const body = await answer.text();
    await route.fulfill({ response: answer, body });
    if (answer.status() === 201) settle((JSON.parse(body) as { data: PlacedOrder }).data);
    else fail(new Error(`POST /api/orders answered ${answer.status()}: ${body}`));
  });
  return { placed };
}

test("a guest orders two crepes with options for pickup, pays at the cashier and sees the order number", async ({
  page,
}) => {
  await page.goto("/");
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole("contentinfo")).toContainText("©");
  await expectNoSeriousA11yViolations(page);

  await page.goto("/order");
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  await expect(page.getByRole("link", { name: "Pilih Crepes Cokelat Keju" }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Crepes Cokelat Keju 24.000 + Keju Ekstra 5.000 = 29.000, twice: 58.000; tax 11 % = 6.380.
  await addCrepe(page, "Crepes Cokelat Keju", {
    radio: "Renyah",
    checkbox: ["Keju Ekstra"],
    quantity: 2,
    checkA11y: true,
  });
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await expectNoSidewaysScroll(page);

  await page.getByRole("link", { name: "Keranjang (2 item)" }).click();
  await expectPath(page, "/cart");
  await expect(page.getByText("Renyah, Keju Ekstra")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(rupiah(58_000));
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Lanjut ke Checkout" }).click();

  await expectPath(page, "/checkout");
  await expect(page.getByRole("radio", { name: "Ambil Sendiri" })).toBeChecked();
  await page.getByLabel("Outlet").selectOption({ label: "Kedai Crepes Pusat" });
  await fillOrderTime(page, "Waktu Pesanan");
  await page.getByLabel("Nama").fill("Sari Tamu");
  await page.getByLabel("Nomor Telepon").fill("081299887766");
  await page.getByRole("radio", { name: /Tunai/ }).check();
  await expect(page.getByRole("complementary")).toContainText(rupiah(64_380));
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  const { placed: order } = await placedOrder(page);
  await page.getByRole("button", { name: "Buat Pesanan" }).click();
  const placed = await order;
  expect(placed.totalAmount).toBe(64_380);

  await expectPath(page, /\/payment-success\?order=VNC-\d+$/);
  await expect(page.getByRole("heading", { name: "Terima kasih atas pesanan Anda!" })).toBeVisible();
  await expect(page.getByText(`#${placed.orderId.slice(-6)}`, { exact: true })).toBeVisible();
  // Paid at the cashier: no money taken yet.
  await expect(page.getByText("Belum dibayar")).toBeVisible();
  await expect(page.getByRole("region", { name: "Rincian pesanan" })).toContainText("2× Crepes Cokelat Keju");
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test.describe("the demo customer", () => {
  test.use({ storageState: signedInStateOf("customer") });

  // An English browser: the shop speaks Indonesian whatever the browser's language.
  test.use({ locale: "en-US" });

  test("orders for delivery from a chosen outlet, leaves the payment page by Back, pays from the profile and finds the order paid", async ({
    page,
    browser,
  }) => {
    await page.goto("/");
    // On a phone the greeting sits in the menu behind the header's button.
    await page.getByRole("button", { name: "Buka menu" }).click();
    await expect(page.getByRole("link", { name: /^Halo, / })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "Tutup menu" }).click();

    await page.goto("/order");
    await addCrepe(page, "Crepes Pisang Cokelat", { checkbox: ["Es Krim"] });
    await page.getByRole("link", { name: "Keranjang (1 item)" }).click();
    await page.getByRole("button", { name: "Lanjut ke Checkout" }).click();

    await page.getByText("Diantar", { exact: true }).click();
    await page.getByLabel("Alamat Tersimpan").selectOption({ label: "Kantor" });
    await expect(page.getByLabel("Alamat Pengiriman")).toHaveValue(/Jl\. Asia Afrika No\. 8/);
    await expect(page.getByLabel("Catatan Alamat")).toHaveValue("Titip di resepsionis");
    // The outlet that cooks and sends it: the customer's pick is kept on the order.
    const outlet = page.getByLabel("Outlet Pengirim");
    const outletId = await outlet.locator("option", { hasText: "Kedai Crepes Pusat" }).getAttribute("value");
    await outlet.selectOption({ label: "Kedai Crepes Pusat" });
    await fillOrderTime(page, "Waktu Pengantaran");
    // Name and phone come from the account.
    await expect(page.getByLabel("Nama")).not.toHaveValue("");
    await expect(page.getByLabel("Nomor Telepon")).not.toHaveValue("");
    // A delivery is paid to the courier, never 'at the cashier'.
    await expect(page.getByRole("radio", { name: /Bayar tunai ke kurir \(COD\)/ })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/kasir/i);
    await page.getByRole("radio", { name: /^QRIS/ }).check();
    await expect(page.getByRole("complementary")).toContainText("Ongkos kirim");
    await expect(page.getByRole("list", { name: "Pesanan Anda" })).toContainText("1× Crepes Pisang Cokelat");
    await expectNoSidewaysScroll(page);

    const { placed: order } = await placedOrder(page);
    await page.getByRole("button", { name: "Buat Pesanan" }).click();
    const placed = await order;
    const tail = `#${placed.orderId.slice(-6)}`;
    const admin = await apiAs(browser, "admin");
    const stored = (await (await admin.get(`/api/orders/${placed._id}`)).json()) as { data: { outlet: string } };
    expect(stored.data.outlet).toBe(outletId);

    // The simulated Xendit checkout page; the customer goes Back instead of paying.
    await expect(page.getByText("Simulasi pembayaran — bukan pembayaran sungguhan")).toBeVisible();
    await expect(page.getByText(rupiah(placed.totalAmount))).toBeVisible();
    const simulator = page.url();
    await page.goBack();
    // The unpaid order waits on the menu, with its way back to the payment.
    await page.goto("/order");
    const banner = page.getByRole("region", { name: "Pesanan menunggu pembayaran" });
    await expect(banner).toContainText(tail);
    await expect(banner.getByRole("button", { name: "Bayar sekarang" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Batalkan" })).toBeVisible();

    // Another browser (no session, no cookie of this one) holding the payment page's link gets nothing.
    const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    expect((await stranger.request.get(simulator)).status()).toBe(404);
    await stranger.close();

    // In the profile the order says it waits and leads back to the payment page.
    await page.goto("/profile");
    const waiting = page.getByRole("listitem").filter({ hasText: tail });
    await expect(waiting).toContainText("Menunggu pembayaran");
    await waiting.getByRole("button", { name: "Bayar sekarang" }).click();
    await expect(page.getByText("Simulasi pembayaran — bukan pembayaran sungguhan")).toBeVisible();
    await page.getByRole("button", { name: "Bayar" }).click();

    // Back at PUBLIC_URL without the order's secret in the address: this browser keeps it.
    await expectPath(page, /\/payment-success\?order=VNC-\d+$/);
    await expect(page.getByRole("heading", { name: "Terima kasih atas pesanan Anda!" })).toBeVisible();
    await expect(page.getByText(tail, { exact: true })).toBeVisible();
    await expect(page.getByText("Lunas")).toBeVisible();

    await page.goto("/profile");
    const row = page.getByRole("listitem").filter({ hasText: tail });
    await expect(row).toContainText("1× Crepes Pisang Cokelat");
    await expect(row).toContainText("Lunas");
    await expect(row).toContainText(rupiah(placed.totalAmount));
    await expectNoSidewaysScroll(page);
  });
});

test("a guest orders from a table's QR code and the cashier sees the order at that table", async ({
  page,
  browser,
}) => {
  const admin = await apiAs(browser, "admin");
  const tables = (await (await admin.get("/api/tables")).json()) as {
    name: string;
    status: string;
    qrToken?: string;
  }[];
  // The last free table: the cashier's journey takes the first.
  const table = tables.filter((one) => one.status === "Available").at(-1);
  expect(table?.qrToken).toBeTruthy();
  if (!table?.qrToken) return;

  await page.goto(`/order?meja=${encodeURIComponent(table.qrToken)}`);
  await expect(page.getByText(table.name, { exact: true })).toBeVisible();
  await addCrepe(page, "Crepes Cokelat Keju", { checkbox: ["Oreo Crumble"] });
  await page.getByRole("link", { name: "Keranjang (1 item)" }).click();
  await page.getByRole("button", { name: "Lanjut ke Checkout" }).click();

  // At the table: no outlet or time to choose.
  await expect(page.getByText(`Makan di tempat · ${table.name}`)).toBeVisible();
  await expect(page.getByLabel("Outlet")).toHaveCount(0);
  await page.getByLabel("Nama").fill("Rina Meja");
  await page.getByLabel("Nomor Telepon").fill("081311112222");
  await page.getByRole("radio", { name: /Tunai/ }).check();
  const { placed: order } = await placedOrder(page);
  await page.getByRole("button", { name: "Buat Pesanan" }).click();
  const placed = await order;
  await expect(page.getByText(`#${placed.orderId.slice(-6)}`, { exact: true })).toBeVisible();

  // A cashier of this journey's own, so it opens and closes a register no other journey uses.
  const username = await newStaffAccount(browser, "cashier", "Kasir Meja QR");
  const till = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await signIn(till, username);
  await expectPath(till, "/pos");
  await openRegisterAt(till, "Kedai Crepes Pusat");
  await till.reload();
  await till.getByRole("button", { name: "List Order" }).click();
  const card = till.getByRole("listitem").filter({ hasText: `#${placed.orderId.slice(-4)}` });
  await expect(card).toContainText("Dine-In");
  await expect(card).toContainText(table.name);
  await expect(card).toContainText("1× Crepes Cokelat Keju");
  await expect(card).toContainText("Rina Meja");

  // Clean up the shared database: the order cancelled frees the table; the register closes.
  await card.getByRole("button", { name: "Batalkan" }).click();
  await till.getByRole("button", { name: "Ya, batalkan" }).click();
  await expect(card).toContainText("Dibatalkan");
  await closeOpenRegister(till);
});

test("a closed shop refuses the order at checkout with today's opening hours", { tag: "@alone" }, async ({
  page,
  browser,
}) => {
  // Opening hours two to three hours from now (business clock): closed at this moment, every day.
  const hour = Number(
    new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Jakarta", hour: "2-digit", hourCycle: "h23" }).format(
      new Date(),
    ),
  );
  const at = (h: number) => `${String(h % 24).padStart(2, "0")}:00`;
  const hours = `${at(hour + 2)} - ${at(hour + 3)}`;
  const admin = await apiAs(browser, "admin");
  await setShopHours(admin, [{ day: "Setiap Hari", hours }]);
  try {
    await page.goto("/order");
    await addCrepe(page, "Crepes Cokelat Keju", {});
    await page.getByRole("link", { name: "Keranjang (1 item)" }).click();
    await page.getByRole("button", { name: "Lanjut ke Checkout" }).click();

    // The checkout says so at once and offers no order button.
    await expect(page.getByText(`Maaf, toko sedang tutup. Jam operasional hari ini: ${hours}.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Buat Pesanan" })).toBeDisabled();
    await expectNoSidewaysScroll(page);

    // And the server refuses the order if it is sent anyway.
    const menu = (await (await page.request.get("/api/menu")).json()) as { _id: string; name: string }[];
    const refused = await page.request.post("/api/orders", {
      headers: { ...(await csrfHeaders(page)), "idempotency-key": randomUUID() },
      data: {
        items: [{ productId: menu.find((one) => one.name === "Crepes Cokelat Keju")?._id, quantity: 1 }],
        customerDetails: { name: "Tamu Malam", phone: "081300001111", addressDetail: "Jl. Braga No. 1, Bandung" },
        paymentMethod: "Cash",
        deliveryInfo: { method: "delivery" },
      },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe(`Maaf, toko sedang tutup. Jam operasional hari ini: ${hours}.`);
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  } finally {
    await setShopHours(admin, OPEN_ALL_DAY);
  }
});
