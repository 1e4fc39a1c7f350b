import { expect, type Page, test } from "./fixtures";
import { expectPath, newStaffAccount, openRegisterAt, rupiah, signIn } from "./helpers";

// A cashier's day beyond the plain order (pos-journey.spec.ts): a 'Bayar Pas' order paid as it is
// placed still reaches the kitchen with its note and completes without a second payment; an
// unfinished order with redeemed points survives a reload, and the total on screen is the total
// stored. Each test has a cashier of its own, so kasir's register (pos-journey) is left alone.

test.use({ viewport: { width: 1280, height: 800 } });

// Crepes Cokelat Keju 24.000 (default options cost nothing), Take Away packaging 2.000;
// tax 11 % × 26.000 = 2.860; total 28.860 (the demo settings keep the default rates).
const TOTAL = 28_860;

type PlacedOrder = {
  _id: string;
  orderId: string;
  status: string;
  totalAmount: number;
  pointsDiscount: number;
  notes: string | null;
  paymentDetails: { method: string; amountPaid: number; change: number } | null;
};

/** Signs a new cashier in with an open register at the POS's new-order view. */
async function cashierAtTheTill(page: Page, browser: Parameters<typeof newStaffAccount>[0], name: string) {
  const username = await newStaffAccount(browser, "cashier", name);
  await signIn(page, username);
  await expectPath(page, "/pos");
  await openRegisterAt(page, "Kedai Crepes Pusat");
  await page.reload();
  await expect(page.getByRole("button", { name: "Buat Pesanan" })).toBeVisible();
}

/** One Crepes Cokelat Keju with its default options, Take Away, and the first waiter. */
async function takeAwayCrepe(page: Page) {
  await page.getByRole("button", { name: /Crepes Cokelat Keju/ }).click();
  const options = page.getByRole("dialog", { name: "Crepes Cokelat Keju" });
  await options.getByRole("button", { name: /Tambah ke Keranjang/ }).click();
  await page.getByRole("button", { name: "Take Away" }).click();
  await page.getByLabel("Waiter").selectOption({ index: 1 });
}

const orderPosted = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/orders"));

test("a 'Bayar Pas' order is paid once, cooked in Dapur with its note, and completed without a second payment", async ({
  page,
  browser,
}) => {
  await cashierAtTheTill(page, browser, "Kasir Bayar Pas");
  await takeAwayCrepe(page);
  await page.getByLabel("Catatan pesanan").fill("Tanpa gula, potong dua");
  await expect(page.getByTestId("pos-total")).toHaveText(rupiah(TOTAL));

  const answer = orderPosted(page);
  await page.getByRole("button", { name: "Bayar Pas" }).click();
  const placed = (await (await answer).json()).data as PlacedOrder;
  expect(placed).toMatchObject({
    status: "New",
    totalAmount: TOTAL,
    paymentDetails: { method: "Cash", amountPaid: TOTAL, change: 0 },
  });
  const tail = `#${placed.orderId.slice(-4)}`;
  // Paid as it was placed: the receipt follows at once.
  const receipt = page.getByRole("dialog", { name: "Pembayaran Berhasil" });
  await expect(receipt.getByRole("article", { name: "Struk" })).toContainText(placed.orderId);
  await receipt.getByRole("button", { name: "Selesai" }).click();
  await expect(page.getByText("Keranjang kosong.")).toBeVisible();

  // The kitchen cooks it like any other order, note included.
  await page.getByRole("button", { name: "Dapur" }).click();
  const ticket = page.getByRole("listitem").filter({ hasText: tail });
  await expect(ticket).toContainText("Tanpa gula, potong dua");
  await ticket.getByRole("button", { name: "Mulai Siapkan" }).click();
  await ticket.getByRole("button", { name: "Sajikan (Ready)" }).click();
  await expect(ticket).toHaveCount(0);

  // Completing it shows the payment already taken and asks for none.
  await page.getByRole("button", { name: "List Order" }).click();
  const card = page.getByRole("listitem").filter({ hasText: tail });
  await expect(card).toContainText("Lunas");
  await expect(card.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await card.getByRole("button", { name: "Selesaikan" }).click();
  const completion = page.getByRole("dialog", { name: `Selesaikan ${tail}` });
  await expect(completion).toContainText("Sudah dibayar");
  await expect(completion.getByLabel("Jumlah Bayar")).toHaveCount(0);
  await completion.getByRole("button", { name: "Selesaikan Pesanan" }).click();
  await page.getByRole("dialog", { name: "Pembayaran Berhasil" }).getByRole("button", { name: "Selesai" }).click();
  await expect(card).toContainText("Selesai");

  const stored = (await (await page.request.get(`/api/orders/${placed._id}`)).json()).data as PlacedOrder;
  expect(stored).toMatchObject({
    status: "Completed",
    totalAmount: TOTAL,
    paymentDetails: { method: "Cash", amountPaid: TOTAL, change: 0 },
  });
});

test("a reload keeps the unfinished order and its redeemed points, and the screen's total is the stored total", async ({
  page,
  browser,
}) => {
  await cashierAtTheTill(page, browser, "Kasir Muat Ulang");
  await takeAwayCrepe(page);
  await page.getByLabel("Catatan pesanan").fill("Bungkus terpisah");
  await page.getByLabel("Cari pelanggan").fill("Putri");
  await page.getByRole("button", { name: /Putri Pelanggan/ }).click();
  await page.getByLabel("Tukar poin").fill("5");
  await page.getByRole("button", { name: "Tukar" }).click();
  await expect(page.locator("p", { hasText: /5 poin ditukar: potongan/ })).toBeVisible();
  const shown = (await page.getByTestId("pos-total").textContent()) ?? "";
  expect(shown).not.toBe(rupiah(TOTAL));

  await page.reload();
  await expect(page.getByLabel(/Jumlah Crepes Cokelat Keju/)).toHaveText("1");
  await expect(page.getByRole("button", { name: "Take Away" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Waiter")).not.toHaveValue("");
  await expect(page.getByLabel("Catatan pesanan")).toHaveValue("Bungkus terpisah");
  await expect(page.getByText("Putri Pelanggan")).toBeVisible();
  await expect(page.locator("p", { hasText: /5 poin ditukar: potongan/ })).toBeVisible();
  await expect(page.getByTestId("pos-total")).toHaveText(shown);

  const answer = orderPosted(page);
  await page.getByRole("button", { name: "Buat Pesanan" }).click();
  const placed = (await (await answer).json()).data as PlacedOrder;
  expect(rupiah(placed.totalAmount)).toBe(shown);
  expect(placed.pointsDiscount).toBeGreaterThan(0);
  expect(placed.notes).toBe("Bungkus terpisah");
  await expect(page.getByText("Keranjang kosong.")).toBeVisible();

  // Placed: the next reload starts an empty order.
  await page.reload();
  await expect(page.getByText("Keranjang kosong.")).toBeVisible();
  await expect(page.getByText(/poin ditukar/)).toHaveCount(0);
});
