import { expect, type Page, test } from "./fixtures";
import { expectPath, moveOrderThrough, newStaffAccount, openRegisterAt, rupiah, signIn } from "./helpers";

// The customer-facing screen ('Layar Pelanggan') on a second window of the till's browser, as a
// second monitor shows it: the store's welcome, the cart's total while the cashier builds it, the
// dynamic QRIS the cashier shows, then green by itself once the demo's simulator pays it.
test.use({ viewport: { width: 1024, height: 768 } });

const LIVE = { timeout: 2_000 };

const orderPosted = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/orders"));

test("the customer screen follows the till's cart and QRIS, and turns green when paid", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const username = await newStaffAccount(browser, "cashier", "Kasir Layar");
  await signIn(page, username);
  await expectPath(page, "/pos");
  await openRegisterAt(page, "Kedai Crepes Pusat");
  await page.reload();
  await expect(page.getByRole("button", { name: "Buat Pesanan" })).toBeVisible();

  const [customer] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: "Buka Layar Pelanggan" }).click(),
  ]);
  await expectPath(customer, "/pos/layar-pelanggan");
  await expect(customer.getByText("Selamat datang!")).toBeVisible();

  await page.getByRole("button", { name: /Crepes Cokelat Keju/ }).click();
  await page
    .getByRole("dialog", { name: "Crepes Cokelat Keju" })
    .getByRole("button", { name: /Tambah ke Keranjang/ })
    .click();
  await page.getByRole("button", { name: "Take Away" }).click();
  await page.getByLabel("Waiter").selectOption({ index: 1 });
  const total = (await page.getByTestId("pos-total").textContent()) ?? "";
  expect(total).toMatch(/^Rp /);
  await expect(customer.getByRole("list", { name: "Pesanan Anda" })).toContainText("1× Crepes Cokelat Keju");
  await expect(customer.getByTestId("customer-total")).toHaveText(total, LIVE);

  const answer = orderPosted(page);
  await page.getByRole("button", { name: "Buat Pesanan" }).click();
  const order = (await (await answer).json()).data as { _id: string; orderId: string; totalAmount: number };
  expect(rupiah(order.totalAmount)).toBe(total);
  // The cart is empty again: the screen welcomes the next customer.
  await expect(customer.getByText("Selamat datang!")).toBeVisible(LIVE);
  await moveOrderThrough(page, order._id, ["Preparing", "Ready"]);

  await page.getByRole("button", { name: "List Order" }).click();
  const card = page.getByRole("listitem").filter({ hasText: `#${order.orderId.slice(-4)}` });
  await card.getByRole("button", { name: "Bayar" }).click();
  const payment = page.getByRole("dialog", { name: /Pembayaran/ });
  await payment.getByRole("button", { name: "QRIS", exact: true }).click();
  await expect(payment.getByRole("img", { name: `QRIS ${total}` })).toBeVisible();
  await expect(customer.getByRole("img", { name: `QRIS ${total}` })).toBeVisible(LIVE);
  await expect(customer.getByTestId("customer-qris-amount")).toHaveText(total);
  await expect(customer.getByText(/Berlaku \d+:\d\d lagi/)).toBeVisible();

  await payment.getByRole("button", { name: "Bayar (simulasi)" }).click();
  await expect(customer.getByRole("status")).toContainText("Pembayaran berhasil", LIVE);
  await expect(payment.getByText("Pembayaran QRIS diterima")).toBeVisible();
  // A few seconds later the screen is ready for the next customer.
  await expect(customer.getByText("Selamat datang!")).toBeVisible({ timeout: 8_000 });
});
