import { expect, type Page, test } from "@playwright/test";
import { csrfHeaders, DEMO_ACCOUNTS, expectPath, signIn } from "./helpers";

// The cashier's day around one order, on a 1024×768 tablet: the order list and the kitchen follow
// it New → Preparing → Ready, the cashier takes 50.000 cash and prints the receipt, then closes the
// register and reads the cash difference. Signs in through the form rather than reusing the saved
// kasir session: closing the register signs out, which must not end other journeys' session.

test.use({ viewport: { width: 1024, height: 768 } });

type Named = { _id: string; name: string };
type MenuRow = Named & {
  price: number;
  isAvailable: boolean;
  customizationOptions: { isRequired: boolean; options: Named[] }[];
};
type Order = { _id: string; orderId: string; totalAmount: number };

const OPENING_BALANCE = 100_000;
const MISSING_CASH = 5_000;
const rupiah = (amount: number) => `Rp ${new Intl.NumberFormat("id-ID").format(amount)}`;

/** A fresh register session for the cashier (an earlier one left open is closed first) and one order. */
async function openRegisterWithOrder(page: Page): Promise<Order> {
  const headers = await csrfHeaders(page);
  const status = await (await page.request.get("/api/register/status")).json();
  if (status.isOpen) {
    await page.request.put(`/api/register/close/${status.session._id}`, { headers, data: { closingBalance: 0 } });
  }
  const locations = (await (await page.request.get("/api/locations")).json()) as Named[];
  const outlet = locations.find((location) => location.name === "Kedai Crepes Pusat") ?? locations[0];
  const opened = await page.request.post("/api/register/open", {
    headers,
    data: { outlet: outlet._id, openingBalance: OPENING_BALANCE },
  });
  expect(opened.status()).toBe(201);

  const me = (await (await page.request.get("/api/auth/profile")).json()) as Named;
  const menu = (await (await page.request.get("/api/menu")).json()) as MenuRow[];
  // Cheap enough that 50.000 covers it with packaging and tax; each required group gets its first choice.
  const item = menu.find((row) => row.isAvailable && row.price <= 25_000);
  expect(item, "an affordable menu item").toBeTruthy();
  const selectedOptions = (item?.customizationOptions ?? [])
    .filter((group) => group.isRequired)
    .map((group) => ({ _id: group.options[0]._id }));
  const created = await page.request.post("/api/orders", {
    headers: { ...headers, "idempotency-key": `e2e-pos-kitchen-${Date.now()}` },
    data: { items: [{ productId: item?._id, quantity: 1, selectedOptions }], orderType: "Take Away", waiterId: me._id },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: Order }).data;
}

test("an order goes from the list through the kitchen to payment, receipt and the register's close", async ({
  page,
  context,
}) => {
  // The receipt window's print() is replaced: the test reads what would have been printed.
  await context.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const popup = open(...args);
      if (popup) {
        popup.print = () => {
          (window as unknown as { printedReceipt: string }).printedReceipt = popup.document.body.innerText;
        };
      }
      return popup;
    };
  });
  await signIn(page, DEMO_ACCOUNTS.cashier.username);
  await expectPath(page, DEMO_ACCOUNTS.cashier.home);
  const order = await openRegisterWithOrder(page);
  const tail = `#${order.orderId.slice(-4)}`;
  const card = page.getByRole("listitem").filter({ hasText: tail });

  await page.reload();
  await page.getByRole("button", { name: "List Order" }).click();
  await expect(card).toContainText("New");
  await expect(card).toContainText("Take Away");
  await expect(card).toContainText(rupiah(order.totalAmount));

  const kitchen = await context.newPage();
  await kitchen.goto("/pos");
  await kitchen.getByRole("button", { name: "Dapur" }).click();
  const ticket = kitchen.getByRole("listitem").filter({ hasText: tail });
  await expect(ticket.getByRole("button", { name: "Mulai Siapkan" })).toBeVisible();

  // New → Preparing from the list. The other screen learns of it from the live stream or its
  // polling; the header's refresh button stands in for the wait.
  await card.getByRole("button", { name: "Preparing" }).click();
  await expect(card.getByRole("button", { name: "Ready" })).toBeVisible();
  await kitchen.getByRole("button", { name: "Muat ulang data" }).click();
  await expect(ticket.getByRole("button", { name: "Sajikan (Ready)" })).toBeVisible();

  // Preparing → Ready from the kitchen: it leaves the kitchen and the list offers payment.
  await ticket.getByRole("button", { name: "Sajikan (Ready)" }).click();
  await expect(ticket).toHaveCount(0);
  await page.getByRole("button", { name: "Muat ulang data" }).click();
  await expect(card.getByRole("button", { name: "Bayar" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Edit" })).toHaveCount(0);

  await card.getByRole("button", { name: "Bayar" }).click();
  const payment = page.getByRole("dialog", { name: /Pembayaran/ });
  await payment.getByRole("button", { name: "Rp 50.000" }).click();
  const change = 50_000 - order.totalAmount;
  await expect(payment.getByTestId("payment-change")).toHaveText(rupiah(change));
  await payment.getByLabel("Jumlah Bayar").press("Enter");

  const receipt = page.getByRole("dialog", { name: "Pembayaran Berhasil" });
  await expect(receipt).toContainText(rupiah(change));
  await expect(receipt.getByRole("article", { name: "Struk" })).toContainText(order.orderId);
  await receipt.getByRole("button", { name: "Cetak Struk" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printedReceipt?: string }).printedReceipt))
    .toContain(order.orderId);
  const printed = await page.evaluate(() => (window as unknown as { printedReceipt: string }).printedReceipt);
  expect(printed).toMatch(new RegExp(`Bayar \\(Cash\\)\\s+${rupiah(50_000)}`));
  expect(printed).toMatch(new RegExp(`Kembalian\\s+${rupiah(change)}`));
  expect(printed).toContain("Pajak (11%)");
  await receipt.getByRole("button", { name: "Selesai" }).click();
  await expect(card).toContainText("Completed");

  // The drawer holds the opening float and this sale, less 5.000 that went missing.
  await page.getByRole("button", { name: "Tutup Sesi" }).click();
  const closing = page.getByRole("dialog", { name: "Tutup Sesi" });
  await closing.getByRole("button", { name: "Tutup Sesi" }).click();
  await expect(closing).toContainText("Saldo Akhir wajib diisi.");
  await closing.getByLabel("Saldo Akhir").fill(String(OPENING_BALANCE + order.totalAmount - MISSING_CASH));
  await closing.getByRole("button", { name: "Tutup Sesi" }).click();
  const summary = page.getByRole("dialog", { name: "Sesi Ditutup" });
  await expect(summary.getByText("Selisih (kurang)")).toBeVisible();
  await expect(summary).toContainText(`-${rupiah(MISSING_CASH)}`);
  await expect(summary).toContainText(rupiah(OPENING_BALANCE + order.totalAmount));
  await summary.getByRole("button", { name: "Selesai & Keluar" }).click();
  await expectPath(page, "/login");
});
