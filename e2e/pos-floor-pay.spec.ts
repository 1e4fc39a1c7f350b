import { expect, test } from "./fixtures";
import { expectPath, newStaffAccount, openRegisterAt, placeCrepeAtTill, rupiah, signIn } from "./helpers";

// The restaurant floor on a 1024×768 tablet (ADR 0033): a Dine-In order is cooking when the table
// asks for more; the cashier adds it by editing the order and the kitchen sees only the new line,
// marked 'Tambahan'. At the end the table pays half in cash and the rest by QRIS.
test.use({ viewport: { width: 1024, height: 768 } });

const LIVE = { timeout: 5_000 };

test("a second round reaches the kitchen as 'Tambahan', and the bill is paid half cash half QRIS", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const username = await newStaffAccount(browser, "cashier", "Kasir Lantai");
  await signIn(page, username);
  await expectPath(page, "/pos");
  await openRegisterAt(page, "Kedai Crepes Pusat");

  const order = await placeCrepeAtTill(page, "Dine-In");
  const tail = `#${order.orderId.slice(-4)}`;

  // The kitchen starts on it.
  const kitchen = await context.newPage();
  await kitchen.goto("/pos");
  await kitchen.getByRole("button", { name: "Dapur" }).click();
  const ticket = kitchen.getByRole("listitem").filter({ hasText: tail });
  await expect(ticket).toContainText("1× Crepes Cokelat Keju");
  await ticket.getByRole("button", { name: "Mulai Siapkan" }).click();
  await expect(ticket.getByRole("button", { name: "Sajikan (Ready)" })).toBeVisible();
  await expect(ticket.getByText("Tambahan")).toHaveCount(0);

  // The table asks for a drink: the cashier adds it to the running order.
  await page.goto("/pos");
  await page.getByRole("button", { name: "List Order" }).click();
  const card = page.getByRole("listitem").filter({ hasText: tail });
  await card.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByText(`Edit pesanan ${tail}`)).toBeVisible();
  await page.getByRole("button", { name: /Es Teh Leci/ }).click();
  await page
    .getByRole("dialog", { name: "Es Teh Leci" })
    .getByRole("button", { name: /Tambah ke Keranjang/ })
    .click();
  // A round goes as the till's add-round command, online too (kept once by its key).
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/orders/sync"));
  await page.getByRole("button", { name: "Simpan", exact: true }).click();
  const [result] = (await (await saved).json()).results;
  expect(result).toMatchObject({ status: 200, answer: { data: { _id: order._id } } });
  await expect(page.getByText(`Pesanan ${tail} berhasil diperbarui.`)).toBeVisible();

  // The kitchen sees the drink alone, marked 'Tambahan', under what it is already making.
  const round = ticket.getByRole("listitem", { name: "Tambahan 1" });
  await expect(round).toContainText("1× Es Teh Leci", LIVE);
  await expect(round).not.toContainText("Crepes Cokelat Keju");
  await ticket.getByRole("button", { name: "Sajikan (Ready)" }).click();
  await expect(ticket).toHaveCount(0);

  // Payment: half in cash, the rest by debit card.
  const ready = (await (await page.request.get(`/api/orders/${order._id}`)).json()).data as { totalAmount: number };
  const total = ready.totalAmount;
  const half = Math.floor(total / 2);
  await page.goto("/pos");
  await page.getByRole("button", { name: "List Order" }).click();
  await page.getByRole("listitem").filter({ hasText: tail }).getByRole("button", { name: "Bayar" }).click();
  const payment = page.getByRole("dialog", { name: /Pembayaran/ });
  await expect(payment.getByTestId("payment-total")).toHaveText(rupiah(total));
  await payment.getByLabel("Jumlah Bayar").fill(String(half));
  await payment.getByRole("button", { name: "Tambah Pembayaran" }).click();
  await expect(payment.getByTestId("payment-parts")).toContainText(`Cash${rupiah(half)}`);
  await expect(payment.getByTestId("payment-remaining")).toHaveText(rupiah(total - half));
  // The family pays the rest by QRIS: within a split it is recorded by hand (the outlet's sticker).
  await payment.getByRole("button", { name: "QRIS" }).click();
  await expect(payment.getByLabel("Jumlah Bayar")).toHaveValue(new Intl.NumberFormat("id-ID").format(total - half));
  await expect(payment.getByTestId("payment-change")).toHaveText(rupiah(0));
  await payment.getByRole("button", { name: "Konfirmasi Pembayaran" }).click();

  const receipt = page.getByRole("dialog", { name: "Pembayaran Berhasil" });
  const paper = receipt.getByRole("article", { name: "Struk" });
  await expect(paper).toContainText(`Bayar (Cash)${rupiah(half)}`);
  await expect(paper).toContainText(`Bayar (QRIS)${rupiah(total - half)}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);

  const paid = (await (await page.request.get(`/api/orders/${order._id}`)).json()).data;
  expect(paid).toMatchObject({
    status: "Completed",
    payments: [
      { method: "Cash", amount: half, change: 0 },
      { method: "QRIS", amount: total - half, change: 0 },
    ],
  });
  expect(paid.items.map((item: { name: string; round: number }) => [item.name, item.round])).toEqual([
    ["Crepes Cokelat Keju", 1],
    ["Es Teh Leci", 2],
  ]);
});
