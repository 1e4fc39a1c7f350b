import { expect, test } from "./fixtures";
import { csrfHeaders, readyCrepeInPayment, rupiah } from "./helpers";

// A cashier of its own (kasir's register belongs to the POS journey) takes a Ready order's payment
// by dynamic QRIS in demo mode: the modal shows the simulator's QR for the exact total, the payment
// is made elsewhere (as the customer's phone would), and the modal turns green by itself from the
// live stream, well before any poll.
test.use({ viewport: { width: 1024, height: 768 } });

const LIVE = { timeout: 2_000 };

test("kasir pays by QRIS in demo mode and the modal turns green by itself", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { order, payment } = await readyCrepeInPayment(page, browser, "Kasir QRIS");
  await payment.getByRole("button", { name: "QRIS", exact: true }).click();
  await expect(payment.getByRole("img", { name: `QRIS ${rupiah(order.totalAmount)}` })).toBeVisible();
  await expect(payment).toContainText(/Berlaku \d+:\d\d lagi/);
  await expect(payment.getByRole("button", { name: "Bayar (simulasi)" })).toBeVisible();

  // The customer pays elsewhere: this page only hears of it through the live stream.
  const paid = await page.request.post(`/api/orders/${order._id}/qris/simulate-payment`, {
    headers: await csrfHeaders(page),
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect(payment.getByText("Pembayaran QRIS diterima")).toBeVisible(LIVE);

  const completed = (await (await page.request.get(`/api/orders/${order._id}`)).json()).data;
  expect(completed.paymentDetails).toMatchObject({ method: "QRIS", confirmedBy: "xendit" });
});
