import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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

const rowText = (label: string) => screen.getByText(label).closest("div")?.textContent;

describe("receipt", () => {
  it("shows the store, the order, its lines and the totals with the order's own tax label", () => {
    render(<Receipt order={paid} storeName="Kedai Uji" />);
    const receipt = screen.getByRole("article", { name: "Struk" });
    expect(receipt).toHaveTextContent("Kedai Uji");
    expect(receipt).toHaveTextContent("Terima kasih atas kunjungan Anda!");
    expect(receipt).toHaveTextContent("CREPES-1795467611055");
    // 05.30 UTC is 12.30 in Jakarta
    expect(rowText("Tanggal")).toBe("Tanggal23 Nov 2026, 12.30");
    expect(rowText("Kasir")).toBe("KasirKiki Kasir");
    expect(receipt).toHaveTextContent("2x Crepes KejuRp 56.000");
    expect(receipt).toHaveTextContent("+ Keju Ekstra (Rp 5.000)");
    expect(rowText("Subtotal")).toBe("SubtotalRp 56.000");
    expect(rowText("Service")).toBe("ServiceRp 0");
    expect(rowText("Kemasan")).toBe("KemasanRp 2.000");
    expect(rowText("PB1 (10%)")).toBe("PB1 (10%)Rp 5.800");
    expect(rowText("Total")).toBe("TotalRp 63.800");
    expect(rowText("Bayar (Cash)")).toBe("Bayar (Cash)Rp 70.000");
    expect(rowText("Kembalian")).toBe("KembalianRp 6.200");
  });

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

  it("names the online customer, or N/A when nobody is known", () => {
    const { rerender } = render(
      <Receipt order={{ ...paid, channel: "online", cashier: null, customerName: "Putri" }} storeName="Kedai Uji" />,
    );
    expect(rowText("Pelanggan")).toBe("PelangganPutri");
    rerender(<Receipt order={{ ...paid, cashier: null }} storeName="Kedai Uji" />);
    expect(rowText("Kasir")).toBe("KasirN/A");
  });
});
