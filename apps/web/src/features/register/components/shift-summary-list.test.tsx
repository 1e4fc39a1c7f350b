import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ShiftSummaryList } from "./shift-summary-list";

const summary = {
  openingBalance: 100000,
  cashSales: 45000,
  nonCashSales: { QRIS: 50000 },
  qrisConfirmedSales: 30000,
  expectedCash: 145000,
  countedCash: 145000,
  difference: 0,
  completedOrders: 3,
  openOrders: 0,
};

describe("shift summary", () => {
  it("lists QRIS confirmed by Xendit apart from QRIS recorded by hand", () => {
    render(<ShiftSummaryList summary={summary} />);
    const list = screen.getByLabelText("Ringkasan sesi");
    expect(list).toHaveTextContent("Penjualan QRISRp 50.000");
    expect(list).toHaveTextContent("QRIS (terkonfirmasi Xendit)Rp 30.000");
    expect(list).toHaveTextContent("QRIS (catat manual)Rp 20.000");
  });

  it("lists each refund paid from the drawer before the cash expected", () => {
    const refunds = [{ orderId: "CREPES-1795467611055", amount: 18870, at: "2026-11-29T03:00:00.000Z" }];
    render(<ShiftSummaryList summary={{ ...summary, refunds, expectedCash: 145000 - 18870 }} />);
    expect(screen.getByLabelText("Ringkasan sesi")).toHaveTextContent(
      "Pengembalian #1055-Rp 18.870Kas SeharusnyaRp 126.130",
    );
  });

  it("shows no split for a summary stored before it was counted", () => {
    const { qrisConfirmedSales: _, ...older } = summary;
    render(<ShiftSummaryList summary={older} />);
    expect(screen.queryByText("QRIS (terkonfirmasi Xendit)")).not.toBeInTheDocument();
  });
});
