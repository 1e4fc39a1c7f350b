import { expect, type Page, test } from "./fixtures";
import { chooseFreeTable, csrfHeaders, expectPath, newStaffAccount, rupiah, signIn } from "./helpers";

// A cashier of their own (kasir's register belongs to pos-journey) on a 1024×768 tablet: a Dine-In
// order is paid in cash and its receipt read on both papers, a Take Away order stays open, then
// 'Tutup Sesi' is reviewed, cancelled and finally confirmed.

test.use({ viewport: { width: 1024, height: 768 } });

const OPENING_BALANCE = 100_000;
const MISSING_CASH = 1_000;

type Created = { _id: string; orderId: string; totalAmount: number; status: string };

/** Adds Crepes Cokelat Keju (its default options) to the cart. */
async function addCrepes(page: Page) {
  await page.getByRole("button", { name: /Crepes Cokelat Keju/ }).click();
  await page
    .getByRole("dialog", { name: "Crepes Cokelat Keju" })
    .getByRole("button", { name: /Tambah ke Keranjang/ })
    .click();
}

async function placeOrder(page: Page): Promise<Created> {
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/orders"));
  await page.getByRole("button", { name: "Buat Pesanan" }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as Created;
}

async function moveTo(page: Page, order: Created, status: string) {
  const moved = await page.request.put(`/api/orders/${order._id}/status`, {
    headers: await csrfHeaders(page),
    data: { status },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

test("the cashier reviews the drawer before closing: cancel keeps the session, confirm closes it", async ({
  page,
  browser,
}) => {
  // A whole shift (two orders, the kitchen, a payment, the receipt, the review twice) takes most of
  // a minute with two browsers at work at once.
  test.setTimeout(120_000);
  const username = await newStaffAccount(browser, "cashier", "Kasir Tutup Sesi");
  await signIn(page, username);
  await expectPath(page, /\/pos/);
  const locations = (await (await page.request.get("/api/locations")).json()) as { _id: string; name: string }[];
  const opened = await page.request.post("/api/register/open", {
    headers: await csrfHeaders(page),
    data: { outlet: locations.find((one) => one.name === "Kedai Crepes Pusat")?._id, openingBalance: OPENING_BALANCE },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  await page.reload();
  await expect(page.getByRole("button", { name: "Buat Pesanan" })).toBeVisible();
  // The cashier's home is this screen: no Dashboard button leading back to it.
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);

  // A Dine-In order at a free table, with the default 5 % service.
  await addCrepes(page);
  // pos-journey, beside it, takes the first free table.
  const tableName = await chooseFreeTable(page, "last");
  await page.getByLabel("Waiter").selectOption({ index: 1 });
  const dineIn = await placeOrder(page);

  // While it is open, the table shows greyed with the order that holds it.
  await page.getByRole("button", { name: "Pilih Meja" }).click();
  const held = page
    .getByRole("dialog", { name: "Pilih Meja" })
    .getByRole("button")
    .filter({ has: page.locator("[data-table-name]", { hasText: new RegExp(`^${tableName}$`) }) });
  await expect(held).toBeDisabled();
  await expect(held).toContainText(`#${dineIn.orderId.slice(-4)}`);
  await page.keyboard.press("Escape");

  // A Take Away order that stays open.
  await page.getByRole("button", { name: "Take Away", exact: true }).click();
  await addCrepes(page);
  const takeAway = await placeOrder(page);

  // The Dine-In order goes through the kitchen and is paid in cash.
  await moveTo(page, dineIn, "Preparing");
  await moveTo(page, dineIn, "Ready");
  await page.getByRole("button", { name: "List Order" }).click();
  const card = page.getByRole("listitem").filter({ hasText: `#${dineIn.orderId.slice(-4)}` });
  await card.getByRole("button", { name: "Bayar" }).click();
  const payment = page.getByRole("dialog", { name: /Pembayaran/ });
  await payment.getByRole("button", { name: "Rp 50.000" }).click();
  await payment.getByLabel("Jumlah Bayar").press("Enter");

  // Its receipt names the table and the service rate, and has no packaging line.
  const receiptModal = page.getByRole("dialog", { name: "Pembayaran Berhasil" });
  const receipt = receiptModal.getByRole("article", { name: "Struk" });
  await expect(receipt).toContainText(dineIn.orderId);
  await expect(receipt).toContainText("Dine-In");
  await expect(receipt).toContainText(tableName);
  await expect(receipt).toContainText(/Service \(5%\)\s*Rp/);
  await expect(receipt).not.toContainText("Kemasan");
  // On 58 mm paper nothing sticks out of the printable width, and every amount stays on one line.
  await receiptModal.getByLabel("Kertas struk").selectOption("58");
  await expect(receipt).toHaveAttribute("data-paper", "58");
  const overflow = await receipt.evaluate((article) => {
    const box = article.getBoundingClientRect();
    const out = [...article.querySelectorAll("*")].filter((node) => {
      const rect = node.getBoundingClientRect();
      return rect.right > box.right + 0.5 || rect.left < box.left - 0.5;
    });
    const split = [...article.querySelectorAll("dd")].filter(
      (cell) =>
        /Rp/.test(cell.textContent ?? "") &&
        cell.getBoundingClientRect().height > 1.5 * Number.parseFloat(getComputedStyle(cell).lineHeight),
    );
    return { width: box.width, out: out.length, split: split.length };
  });
  expect(overflow.width).toBeLessThan(48 * 3.78 + 1);
  expect(overflow).toMatchObject({ out: 0, split: 0 });
  await receiptModal.getByRole("button", { name: "Selesai" }).click();

  // The review: expected cash, what was counted and the difference, the order still open.
  const expected = OPENING_BALANCE + dineIn.totalAmount;
  const counted = expected - MISSING_CASH;
  await page.getByRole("button", { name: "Tutup Sesi" }).click();
  const closing = page.getByRole("dialog", { name: "Tutup Sesi" });
  await expect(
    closing
      .getByRole("definition")
      .filter({ hasText: rupiah(expected) })
      .first(),
  ).toBeVisible();
  const openOrders = closing.getByRole("region", { name: "Pesanan masih terbuka" });
  await expect(openOrders).toContainText("Masih ada 1 pesanan terbuka");
  await expect(openOrders).toContainText(`#${takeAway.orderId.slice(-4)}`);
  await closing.getByLabel("Saldo Akhir").fill(String(counted));
  await expect(closing).toContainText(`Selisih (kurang)-${rupiah(MISSING_CASH)}`);
  await closing.getByRole("button", { name: "Tutup Sesi" }).click();

  const confirm = page.getByRole("dialog", { name: "Konfirmasi Tutup Sesi" });
  await expect(confirm).toContainText(`Kas Seharusnya${rupiah(expected)}`);
  await expect(confirm).toContainText(`Kas Dihitung${rupiah(counted)}`);
  await expect(confirm).toContainText(`Selisih (kurang)-${rupiah(MISSING_CASH)}`);
  await expect(confirm.getByRole("region", { name: "Pesanan masih terbuka" })).toContainText(
    `#${takeAway.orderId.slice(-4)}`,
  );

  // Changing one's mind keeps the session open and the till usable.
  await confirm.getByRole("button", { name: "Kembali" }).click();
  await closing.getByRole("button", { name: "Batal" }).click();
  await expect(closing).toHaveCount(0);
  expect((await (await page.request.get("/api/register/status")).json()).isOpen).toBe(true);

  // Confirming closes it with the counted cash.
  await page.getByRole("button", { name: "Tutup Sesi" }).click();
  await closing.getByLabel("Saldo Akhir").fill(String(counted));
  await closing.getByRole("button", { name: "Tutup Sesi" }).click();
  await confirm.getByRole("button", { name: "Ya, Tutup Sesi" }).click();
  const summary = page.getByRole("dialog", { name: "Sesi Ditutup" });
  await expect(summary).toContainText(`Selisih (kurang)-${rupiah(MISSING_CASH)}`);
  await expect(summary).toContainText(`Pesanan Masih Terbuka1`);
  expect((await (await page.request.get("/api/register/status")).json()).isOpen).toBe(false);
  await summary.getByRole("button", { name: "Selesai & Keluar" }).click();
  await expectPath(page, "/login");
});
