import type { OrderRecord } from "@kedai/shared";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PAPER_WIDTHS } from "../../../lib/print-on-paper";
import { testOrder } from "../../../test/orders";
import { Receipt } from "./receipt";

const paid = testOrder({
  status: "Completed",
  // The order was priced under PB1 10 %: the receipt says so even if the setting changed since.
  taxRatePercent: 10,
  taxLabel: "PB1 (10%)",
  tax: 5800,
  totalAmount: 63800,
  paymentMethod: "Cash",
  paymentDetails: { method: "Cash", amountPaid: 70000, change: 6200 },
  completedAt: "2026-11-23T05:30:00.000Z",
});

/** Dine-In at Meja 4 with 5 % service: 56.000 + 2.800 service, 11 % tax 6.468, total 65.268. */
const dineIn: OrderRecord = {
  ...paid,
  orderType: "Dine-In",
  table: { _id: "t-4", name: "Meja 4" },
  serviceChargeRatePercent: 5,
  serviceCharge: 2800,
  packagingFee: 0,
  taxRatePercent: 11,
  taxLabel: "Pajak (11%)",
  tax: 6468,
  totalAmount: 65268,
};

const rowText = (label: string) => screen.getByText(label).closest("div")?.textContent;

describe.each(PAPER_WIDTHS)("receipt on %s mm paper", (paper) => {
  it("shows the store, the order's type, cashier and waiter, its lines and the totals with the order's own tax label", () => {
    render(<Receipt order={paid} storeName="Kedai Uji" paper={paper} />);
    const receipt = screen.getByRole("article", { name: "Struk" });
    expect(receipt).toHaveTextContent("Kedai Uji");
    expect(receipt).toHaveTextContent("Terima kasih atas kunjungan Anda!");
    expect(rowText("No.")).toBe("No.CREPES-1795467611055");
    // 05.30 UTC is 12.30 in Jakarta
    expect(rowText("Tanggal")).toBe("Tanggal23 Nov 2026, 12.30");
    expect(rowText("Tipe")).toBe("TipeTake Away");
    expect(screen.queryByText("Meja")).not.toBeInTheDocument();
    expect(rowText("Kasir")).toBe("KasirKiki Kasir");
    expect(rowText("Waiter")).toBe("WaiterSari Staf");
    expect(receipt).toHaveTextContent("2x Crepes KejuRp 56.000");
    expect(receipt).toHaveTextContent("+ Keju Ekstra (Rp 5.000)");
    expect(rowText("Subtotal")).toBe("SubtotalRp 56.000");
    // No service on a Take Away order: no zero line for it.
    expect(screen.queryByText(/^Service/)).not.toBeInTheDocument();
    expect(rowText("Kemasan")).toBe("KemasanRp 2.000");
    expect(rowText("PB1 (10%)")).toBe("PB1 (10%)Rp 5.800");
    expect(rowText("Total")).toBe("TotalRp 63.800");
    expect(rowText("Bayar (Cash)")).toBe("Bayar (Cash)Rp 70.000");
    expect(rowText("Kembalian")).toBe("KembalianRp 6.200");
  });

  it("names the table and the service rate of a Dine-In order, without a Kemasan line", () => {
    render(<Receipt order={dineIn} storeName="Kedai Uji" paper={paper} />);
    // The table named "Meja 4" is named once, beside the type.
    expect(rowText("Tipe")).toBe("TipeDine-In · Meja 4");
    expect(screen.queryByText(/Meja Meja/)).not.toBeInTheDocument();
    expect(rowText("Service (5%)")).toBe("Service (5%)Rp 2.800");
    expect(screen.queryByText(/Kemasan/)).not.toBeInTheDocument();
    expect(rowText("Total")).toBe("TotalRp 65.268");
  });

  it("keeps every amount whole beside a text that wraps, within the paper's printable width", () => {
    const longPromo = "Promo Hari Kemerdekaan Spesial Keluarga Besar Crepes";
    render(
      <Receipt
        order={{ ...dineIn, promo: { _id: "p-1", name: longPromo, discountAmount: 12500 } }}
        storeName="Kedai Uji"
        paper={paper}
      />,
    );
    const receipt = screen.getByRole("article", { name: "Struk" });
    expect(receipt).toHaveStyle({ maxWidth: paper === "80" ? "72mm" : "48mm" });
    const promo = screen.getByText(`Diskon Promo (${longPromo})`);
    const amount = within(promo.closest("div") as HTMLElement).getByText("-Rp 12.500");
    // The amount is its own cell that never breaks; the name is the part allowed to wrap.
    expect(amount.tagName).toBe("DD");
    expect(amount).toHaveClass("whitespace-nowrap", "shrink-0");
    expect(promo).toHaveClass("min-w-0");
    for (const cell of receipt.querySelectorAll("dd")) {
      if (/Rp/.test(cell.textContent ?? "")) expect(cell).toHaveClass("whitespace-nowrap");
    }
  });
});

describe("receipt", () => {
  it("lists only the discounts that were given", () => {
    const { rerender } = render(<Receipt order={paid} storeName="Kedai Uji" />);
    expect(screen.queryByText(/Diskon/)).not.toBeInTheDocument();

    rerender(
      <Receipt
        order={{
          ...paid,
          promo: { _id: "p-1", name: "Hemat", discountAmount: 5000 },
          discount: 2000,
          pointsDiscount: 1000,
        }}
        storeName="Kedai Uji"
      />,
    );
    expect(rowText("Diskon Promo (Hemat)")).toBe("Diskon Promo (Hemat)-Rp 5.000");
    expect(rowText("Diskon Kasir")).toBe("Diskon Kasir-Rp 2.000");
    expect(rowText("Diskon Poin")).toBe("Diskon Poin-Rp 1.000");
  });

  it("shows a service rate with decimals the Indonesian way", () => {
    render(<Receipt order={{ ...dineIn, serviceChargeRatePercent: 7.5, serviceCharge: 4200 }} storeName="Kedai Uji" />);
    expect(rowText("Service (7,5%)")).toBe("Service (7,5%)Rp 4.200");
  });

  it("names the online customer, or N/A when nobody is known", () => {
    const { rerender } = render(
      <Receipt order={{ ...paid, channel: "online", cashier: null, customerName: "Putri" }} storeName="Kedai Uji" />,
    );
    expect(rowText("Pelanggan")).toBe("PelangganPutri");
    rerender(<Receipt order={{ ...paid, cashier: null }} storeName="Kedai Uji" />);
    expect(rowText("Kasir")).toBe("KasirN/A");
  });
});
