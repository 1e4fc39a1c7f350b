import { expect, test } from "./fixtures";
import { readyCrepeInPayment, rupiah } from "./helpers";

// A cashier of its own pays a Ready order by the outlet's QRIS sticker (recorded by hand) in an
// English browser: the amount is prefilled with the total, and typing 40.000 into it never turns
// into change (docs/business-rules.md#payment).
test.use({ viewport: { width: 1024, height: 768 }, locale: "en-US" });

test("typing 40.000 into a QRIS (sticker) payment never yields change", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { order, payment } = await readyCrepeInPayment(page, browser, "Kasir Stiker");
  await payment.getByRole("button", { name: "QRIS", exact: true }).click();
  await payment.getByRole("button", { name: "Stiker QRIS (catat manual)" }).click();
  const amount = payment.getByLabel("Jumlah Bayar");
  await expect(amount).toHaveValue(rupiah(order.totalAmount).replace("Rp ", ""));

  // The cashier clicks into the prefilled amount and types 40.000.
  await amount.click();
  await page.keyboard.type("40.000");
  await expect(payment.getByTestId("payment-change")).toHaveCount(0);
  await expect(payment).not.toContainText("Kembalian");

  // Typed behind the total anyway: refused, never change, nothing stored.
  await amount.press("End");
  await page.keyboard.type("40.000");
  await expect(payment.getByTestId("payment-change")).toHaveCount(0);
  await payment.getByRole("button", { name: "Konfirmasi Pembayaran" }).click();
  await expect(payment).toBeVisible();
  const stored = (await (await page.request.get(`/api/orders/${order._id}`)).json()).data;
  expect(stored).toMatchObject({ status: "Ready", paymentDetails: null });

  // The exact amount goes through, with no change.
  await amount.fill(rupiah(order.totalAmount).replace("Rp ", ""));
  await payment.getByRole("button", { name: "Konfirmasi Pembayaran" }).click();
  await expect(page.getByRole("dialog", { name: "Pembayaran Berhasil" })).toBeVisible();
  const paid = (await (await page.request.get(`/api/orders/${order._id}`)).json()).data;
  expect(paid.paymentDetails).toEqual({ method: "QRIS", amountPaid: order.totalAmount, change: 0 });
});
