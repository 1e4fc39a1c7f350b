import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  showCartToCustomer,
  showPaymentToCustomer,
  useCustomerDisplay,
  withdrawQrisFromCustomer,
} from "./customer-display";

const cart = { lines: [{ name: "Crepes Keju", detail: "", quantity: 1, amount: 18000 }], total: 18870 };
const qris = {
  view: "qris",
  orderId: "o-1",
  qrString: "QR",
  amount: 18870,
  expiresAt: "2030-01-01T00:00:00Z",
} as const;

describe("the till's customer display channel", () => {
  it("brings a screen opened later what the till shows now, then each change", async () => {
    showCartToCustomer(cart);
    const { result, unmount } = renderHook(() => useCustomerDisplay());
    await waitFor(() => expect(result.current).toEqual({ cart, payment: null }));

    showPaymentToCustomer(qris);
    await waitFor(() => expect(result.current.payment).toEqual(qris));
    // The cashier closes another order's QRIS: this one stays.
    withdrawQrisFromCustomer("o-2");
    showPaymentToCustomer({ view: "paid", orderId: "o-1", amount: 18870 });
    await waitFor(() => expect(result.current.payment).toEqual({ view: "paid", orderId: "o-1", amount: 18870 }));
    // The next customer's cart ends the payment shown.
    showCartToCustomer({ ...cart, total: 20000 });
    await waitFor(() => expect(result.current).toEqual({ cart: { ...cart, total: 20000 }, payment: null }));
    unmount();
  });

  it("takes a QRIS closed unpaid off the screen, back to the cart", async () => {
    showCartToCustomer(cart);
    showPaymentToCustomer({ ...qris, orderId: "o-3" });
    const { result, unmount } = renderHook(() => useCustomerDisplay());
    await waitFor(() => expect(result.current.payment?.orderId).toBe("o-3"));
    withdrawQrisFromCustomer("o-3");
    await waitFor(() => expect(result.current).toEqual({ cart, payment: null }));
    unmount();
  });
});
