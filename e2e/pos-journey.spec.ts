import { expect, test } from "./fixtures";
import {
  catchPrints,
  chooseFreeTable,
  closeOpenRegister,
  DEMO_ACCOUNTS,
  expectPath,
  printedText,
  rupiah,
  signIn,
} from "./helpers";

// The cashier's day around one order on a 1024×768 tablet: open the register, take a Dine-In
// order with an option for a table, watch the kitchen (a second page) get it from the live stream,
// move it to Preparing and Ready, take 50.000 cash, print the receipt, close the register and read
// the cash difference. One journey owns kasir's register, so no other journey may open or close it.
// It signs in through the form rather than reusing the saved kasir session: closing the register
// signs out, which must not end other journeys' session.

test.use({ viewport: { width: 1024, height: 768 } });

// Crepes Cokelat Keju 24.000 + Keju Ekstra 5.000 = 29.000; Dine-In service 5 % = 1.450;
// tax 11 % × 30.450 = 3.349,5 → 3.350; total 33.800 (the demo settings keep the default rates).
const TOTAL = 33_800;
const OPENING_BALANCE = 200_000;
const MISSING_CASH = 5_000;
/** Well under the polling fallback (15 s kitchen, 30 s list): only the live stream is this quick. */
const LIVE = { timeout: 2_000 };

test("the cashier takes a Dine-In order through the kitchen to payment, receipt and the register's close", async ({
  page,
  context,
}) => {
  // The whole shift in one journey: more than a minute when another journey starts its own server
  // beside it.
  test.setTimeout(120_000);
  // The receipt window's print() is replaced: the test reads what would have been printed.
  await catchPrints(context);
  await signIn(page, DEMO_ACCOUNTS.cashier.username);
  await expectPath(page, DEMO_ACCOUNTS.cashier.home);
  // A register a failed earlier run left open is closed, so the journey starts at 'Buka Register'.
  await closeOpenRegister(page);
  await page.reload();

  const openRegister = page.getByRole("dialog", { name: "Buka Register" });
  await openRegister.getByRole("button", { name: "Buka Register" }).click();
  await expect(openRegister).toContainText("Pilih outlet terlebih dahulu.");
  await openRegister.getByLabel("Outlet").selectOption({ label: "Kedai Crepes Pusat" });
  await openRegister.getByLabel("Saldo Awal (Rp)").fill(String(OPENING_BALANCE));
  await openRegister.getByRole("button", { name: "Buka Register" }).click();
  const placeOrder = page.getByRole("button", { name: "Buat Pesanan" });
  await expect(placeOrder).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);

  // The kitchen tablet is already on its view when the order is placed.
  const kitchen = await context.newPage();
  await kitchen.goto("/pos");
  await kitchen.getByRole("button", { name: "Dapur" }).click();

  await placeOrder.click();
  // A check's toast shows in the corner, clear of the cart and its buttons, and needs no tap.
  await expect(page.getByText("Keranjang masih kosong!")).toBeVisible();
  await page.getByRole("button", { name: /Crepes Cokelat Keju/ }).click();
  const options = page.getByRole("dialog", { name: "Crepes Cokelat Keju" });
  await expect(options.getByRole("radio", { name: /Lembut/ })).toBeChecked();
  await options.getByRole("checkbox", { name: /Keju Ekstra/ }).check();
  await options.getByRole("button", { name: /Tambah ke Keranjang · Rp 29\.000/ }).click();
  await expect(page.getByRole("list", { name: "Keranjang" })).toContainText("Lembut, Keju Ekstra");

  const tableName = await chooseFreeTable(page);
  await expect(page.getByRole("button", { name: tableName, exact: true })).toBeVisible();

  await placeOrder.click();
  await expect(page.getByText("Silakan pilih waiter terlebih dahulu!")).toBeVisible();
  await page.getByLabel("Waiter").selectOption({ index: 1 });
  await expect(page.getByTestId("pos-total")).toHaveText(rupiah(TOTAL));

  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/orders"));
  await placeOrder.click();
  const created = (await (await answer).json()).data as { _id: string; orderId: string; totalAmount: number };
  expect(created.totalAmount).toBe(TOTAL);
  const tail = `#${created.orderId.slice(-4)}`;
  await expect(page.getByText(`Pesanan ${tail} berhasil dibuat.`)).toBeVisible();
  await expect(page.getByText("Keranjang kosong.")).toBeVisible();

  // The kitchen learns of the order from the live stream, long before its 15 s poll.
  const ticket = kitchen.getByRole("listitem").filter({ hasText: tail });
  await expect(ticket).toContainText("Keju Ekstra", LIVE);
  await expect(ticket).toContainText(tableName);
  await ticket.getByRole("button", { name: "Mulai Siapkan" }).click();
  await expect(ticket.getByRole("button", { name: "Sajikan (Ready)" })).toBeVisible();

  // The order list was open before the kitchen moved the order: it follows live too.
  await page.getByRole("button", { name: "List Order" }).click();
  const card = page.getByRole("listitem").filter({ hasText: tail });
  await expect(card.getByRole("button", { name: "Sajikan (Ready)" })).toBeVisible();
  await ticket.getByRole("button", { name: "Sajikan (Ready)" }).click();
  await expect(ticket).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Bayar" })).toBeVisible(LIVE);
  await expect(card.getByRole("button", { name: "Edit" })).toHaveCount(0);

  await card.getByRole("button", { name: "Bayar" }).click();
  const payment = page.getByRole("dialog", { name: /Pembayaran/ });
  await payment.getByRole("button", { name: "Rp 50.000" }).click();
  const change = 50_000 - TOTAL;
  await expect(payment.getByTestId("payment-change")).toHaveText(rupiah(change));
  await payment.getByLabel("Jumlah Bayar").press("Enter");

  const receipt = page.getByRole("dialog", { name: "Pembayaran Berhasil" });
  await expect(receipt).toContainText(rupiah(change));
  await expect(receipt.getByRole("article", { name: "Struk" })).toContainText(created.orderId);
  await receipt.getByRole("button", { name: "Cetak Struk" }).click();
  const printed = await printedText(page);
  expect(printed).toContain(created.orderId);
  expect(printed).toContain("Keju Ekstra");
  expect(printed).toMatch(new RegExp(`Total\\s+${rupiah(TOTAL)}`));
  expect(printed).toMatch(new RegExp(`Bayar \\(Cash\\)\\s+${rupiah(50_000)}`));
  expect(printed).toMatch(new RegExp(`Kembalian\\s+${rupiah(change)}`));
  expect(printed).toContain("Pajak (11%)");
  await receipt.getByRole("button", { name: "Selesai" }).click();
  await expect(card).toContainText("Selesai");

  // The table is free again once the order is paid.
  const tables = (await (await page.request.get("/api/tables")).json()) as { name: string; status: string }[];
  expect(tables.find((row) => row.name === tableName)?.status).toBe("Available");

  // The drawer holds the opening float and this sale, less 5.000 that went missing.
  await page.getByRole("button", { name: "Tutup Sesi" }).click();
  const closing = page.getByRole("dialog", { name: "Tutup Sesi" });
  await closing.getByRole("button", { name: "Tutup Sesi" }).click();
  await expect(closing).toContainText("Saldo Akhir wajib diisi.");
  await closing.getByLabel("Saldo Akhir").fill(String(OPENING_BALANCE + TOTAL - MISSING_CASH));
  await closing.getByRole("button", { name: "Tutup Sesi" }).click();
  await page
    .getByRole("dialog", { name: "Konfirmasi Tutup Sesi" })
    .getByRole("button", { name: "Ya, Tutup Sesi" })
    .click();
  const summary = page.getByRole("dialog", { name: "Sesi Ditutup" });
  await expect(summary.getByText("Selisih (kurang)")).toBeVisible();
  await expect(summary).toContainText(`-${rupiah(MISSING_CASH)}`);
  await expect(summary).toContainText(rupiah(OPENING_BALANCE + TOTAL));
  await summary.getByRole("button", { name: "Selesai & Keluar" }).click();
  await expectPath(page, "/login");
});
