import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CustomerDisplay } from "../../lib/customer-display";
import { CustomerScreen, PAID_SHOWN_MS, PAYMENT_SUCCEEDED } from "./customer-screen";

const cart: CustomerDisplay["cart"] = {
  lines: [
    { name: "Crepes Keju", detail: "Extra Keju", quantity: 2, amount: 36000 },
    { name: "Es Teh", detail: "", quantity: 1, amount: 8000 },
  ],
  total: 48840,
};
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const qris = (expiresAt: string) =>
  ({ view: "qris", orderId: "o-1", qrString: "SIMULASI-QRIS|o-1|48840", amount: 48840, expiresAt }) as const;

const show = (display: CustomerDisplay) =>
  render(<CustomerScreen storeName="Kedai Crepes" logoUrl="/uploads/logo.png" display={display} />);

afterEach(() => vi.useRealTimers());

describe("the customer screen", () => {
  it("welcomes with the store's name and logo while the till is idle", () => {
    const { container } = show({ cart: null, payment: null });
    expect(screen.getByText("Kedai Crepes")).toBeInTheDocument();
    expect(screen.getByText("Selamat datang!")).toBeInTheDocument();
    expect(container.querySelector("img")).toHaveAttribute("src", "/uploads/logo.png");
  });

  it("lists the cart's lines with their options and the total in Rupiah", () => {
    show({ cart, payment: null });
    const lines = screen.getByRole("list", { name: "Pesanan Anda" });
    expect(lines).toHaveTextContent("2× Crepes KejuExtra KejuRp 36.000");
    expect(lines).toHaveTextContent("1× Es TehRp 8.000");
    expect(screen.getByTestId("customer-total")).toHaveTextContent("Rp 48.840");
  });

  it("shows the cashier's QRIS large with its amount and countdown, over the cart", () => {
    show({ cart, payment: qris(inMinutes(15)) });
    expect(screen.getByRole("img", { name: "QRIS Rp 48.840" }).querySelector("svg")).not.toBeNull();
    expect(screen.getByTestId("customer-qris-amount")).toHaveTextContent("Rp 48.840");
    expect(screen.getByText(/^(15:00|14:59)$/)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Pesanan Anda" })).not.toBeInTheDocument();
  });

  it("drops an expired QRIS and shows the cart again", () => {
    show({ cart, payment: qris(inMinutes(-1)) });
    expect(screen.queryByRole("img", { name: /QRIS/ })).not.toBeInTheDocument();
    expect(screen.getByTestId("customer-total")).toHaveTextContent("Rp 48.840");
  });

  it("turns green when paid, and goes back to the welcome a few seconds later", () => {
    vi.useFakeTimers();
    show({ cart: null, payment: { view: "paid", orderId: "o-1", amount: 48840 } });
    expect(screen.getByRole("status")).toHaveTextContent(`${PAYMENT_SUCCEEDED}Rp 48.840`);
    act(() => vi.advanceTimersByTime(PAID_SHOWN_MS - 100));
    expect(screen.getByText(PAYMENT_SUCCEEDED)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(PAYMENT_SUCCEEDED)).not.toBeInTheDocument();
    expect(screen.getByText("Selamat datang!")).toBeInTheDocument();
  });
});
