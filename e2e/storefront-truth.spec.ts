import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { apiAs, crepeLine, csrfHeaders, postOrder, rupiah, signedInStateOf } from "./helpers";

// The storefront never tells the customer a lower total or a better payment than the real one: a
// price changed while the item sat in the cart is shown before checkout, a cancelled order is
// never 'Lunas', and a paid order cancelled says where its money goes back.

test("the cart shows a price changed while the item sat in it, and checkout charges the new total", async ({
  page,
  browser,
}) => {
  const admin = await apiAs(browser, "admin");
  const category = ((await (await admin.get("/api/categories")).json()) as { _id: string }[])[0];
  const location = ((await (await admin.get("/api/locations")).json()) as { _id: string }[])[0];
  const name = `Crepes Harga Uji ${Date.now()}`;
  const product = { name, category: category?._id, location: location?._id, description: "Uji harga." };
  const created = await admin.post("/api/menu", {
    headers: await csrfHeaders(admin),
    data: { ...product, price: 19980 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: productId } = (await created.json()) as { _id: string };

  try {
    // On a desktop, the product's page and the menu meet WCAG 2.2 AA (the phone's in storefront-phone).
    await page.goto(`/item/${productId}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/order");
    await expect(page.getByRole("button", { name: `Tambah ${name}` }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole("button", { name: `Tambah ${name}` })
      .first()
      .click();
    await page.getByRole("link", { name: /^Keranjang \(1 item\)/ }).click();
    await expect(page.getByRole("main")).toContainText(rupiah(19_980));

    // The owner raises the price while the crepe sits in the cart.
    const raised = await admin.put(`/api/menu/${productId}`, {
      headers: await csrfHeaders(admin),
      data: { ...product, price: 27750 },
    });
    expect(raised.status(), await raised.text()).toBe(200);

    // Opening the cart again says so, and shows the new price before checkout.
    await page.reload();
    await expect(page.getByRole("alert").filter({ hasText: "Keranjang Anda diperbarui" })).toContainText(
      `Harga ${name} berubah dari ${rupiah(19_980)} menjadi ${rupiah(27_750)}.`,
    );
    // 27.750 + tax 11 % (3.052,5 → 3.053) = 30.803.
    await expect(page.getByRole("complementary")).toContainText(rupiah(30_803));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Lanjut ke Checkout" }).click();
    await expect(page.getByTestId("checkout-total")).toHaveText(rupiah(30_803));
    await expectNoSeriousA11yViolations(page);
  } finally {
    await admin.patch(`/api/menu/${productId}/availability`, {
      headers: await csrfHeaders(admin),
      data: { isAvailable: false },
    });
  }
});

/** The signed-in customer's pickup order of one crepe for tomorrow, to pay by `paymentMethod`. */
async function placeOrder(page: Page, paymentMethod: "Cash" | "QRIS") {
  const locations = (await (await page.request.get("/api/locations")).json()) as { _id: string; name: string }[];
  return postOrder<{ _id: string; orderId: string }>(page, {
    items: [await crepeLine(page)],
    customerDetails: { name: "Putri Pelanggan", phone: "081234567890" },
    paymentMethod,
    deliveryInfo: {
      method: "pickup",
      outlet: locations.find((one) => one.name === "Kedai Crepes Pusat")?._id,
      dateTime: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
    },
  });
}

test.describe("the demo customer", () => {
  test.use({ storageState: signedInStateOf("customer") });

  test("never sees 'Lunas' on a cancelled order, on the confirmation page or in the profile", async ({
    page,
    browser,
  }) => {
    const order = await placeOrder(page, "Cash");
    const number = `#${order.orderId.slice(-6)}`;

    // Placed to pay at the cashier: not paid yet.
    await page.goto(`/payment-success?order=${order.orderId}`);
    await expect(page.getByText("Belum dibayar")).toBeVisible();
    await expect(page.getByText("Lunas")).toHaveCount(0);

    const admin = await apiAs(browser, "admin");
    const cancelled = await admin.put(`/api/orders/${order._id}/status`, {
      headers: await csrfHeaders(admin),
      data: { status: "Cancelled", from: "New" },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    await page.reload();
    await expect(page.getByRole("heading", { name: "Pesanan dibatalkan" })).toBeVisible();
    await expect(page.getByText("Terima kasih atas pesanan Anda!")).toHaveCount(0);
    await expect(page.getByText("Lunas")).toHaveCount(0);
    await expect(page.getByRole("main")).toContainText("Dibatalkan");
    await expectNoSeriousA11yViolations(page);

    await page.goto("/profile");
    const row = page.getByRole("listitem").filter({ hasText: number });
    await expect(row).toContainText("Dibatalkan");
    await expect(row).not.toContainText("Lunas");
    await expectNoSeriousA11yViolations(page);
  });

  test("is told where the money of a paid order staff cancelled goes back, never 'Pembayaran: Dibatalkan'", async ({
    page,
    browser,
  }) => {
    const order = await placeOrder(page, "QRIS");
    // Paid through the demo's simulated Xendit (as its 'Bayar' button does).
    const invoice = await page.request.post("/api/payments/create-invoice", {
      headers: await csrfHeaders(page),
      data: { orderId: order.orderId },
    });
    expect(invoice.status(), await invoice.text()).toBe(200);
    const checkout = new URL((await invoice.json()).invoice_url as string).pathname;
    expect((await page.request.post(`${checkout}/pay`, { form: {} })).ok()).toBe(true);

    const admin = await apiAs(browser, "admin");
    const cancelled = await admin.put(`/api/orders/${order._id}/status`, {
      headers: await csrfHeaders(admin),
      data: { status: "Cancelled", from: "New" },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    await page.goto(`/payment-success?order=${order.orderId}`);
    await expect(page.getByRole("heading", { name: "Pesanan dibatalkan, dana dikembalikan" })).toBeVisible();
    const refundLine = /Dana Rp [\d.]+ dikembalikan ke metode pembayaran asal \(selesai pada /;
    await expect(page.getByText(refundLine)).toBeVisible();
    await expect(page.getByText(/Pembayaran:/)).toContainText("Pembayaran: Dana dikembalikan");

    await page.goto("/profile");
    const row = page.getByRole("listitem").filter({ hasText: `#${order.orderId.slice(-6)}` });
    await expect(row.getByText(refundLine)).toBeVisible();
    await expect(row).toContainText("Dana dikembalikan");
  });
});
