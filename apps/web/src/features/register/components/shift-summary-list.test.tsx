import type { RegisterOpenOrder } from "@kedai/shared";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openRegisterSession } from "../../../test/register-session";
import { ShiftReport } from "./shift-report";
import { OpenOrdersList, ShiftSummaryList } from "./shift-summary-list";

const summary = {
  openingBalance: 100000,
  cashSales: 45000,
  nonCashSales: { QRIS: 50000 },
  qrisConfirmedSales: 30000,
  expectedCash: 145000,
  countedCash: 140000,
  difference: -5000,
  completedOrders: 3,
  openOrders: 2,
};

const openOrder = (overrides: Partial<RegisterOpenOrder>): RegisterOpenOrder => ({
  _id: "o-1",
  orderId: "CREPES-1790000009999",
  status: "Preparing",
  orderType: "Dine-In",
  tableName: "4",
  paymentStatus: "Pending",
  totalAmount: 42000,
  createdAt: "2026-11-23T03:00:00.000Z",
  ...overrides,
});

const openOrders = [
  openOrder({}),
  openOrder({
    _id: "o-2",
    orderId: "CREPES-1790000008888",
    orderType: "Take Away",
    tableName: null,
    paymentStatus: "Paid",
    totalAmount: 22000,
  }),
];

/** Each label beside its value, as a reader meets them. */
const pairsIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole("definition")
    .map((value) => [value.previousElementSibling?.textContent, value.textContent]);

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

  it("lists the open orders paid and unpaid apart, each saying which", () => {
    render(<OpenOrdersList orders={openOrders} />);
    const open = screen.getByRole("region", { name: "Pesanan masih terbuka" });
    expect(open).toHaveTextContent("Terbuka, sudah dibayar (1)Rp 22.000");
    expect(open).toHaveTextContent("Terbuka, belum dibayar (1)Rp 42.000");
    expect(open).toHaveTextContent("#9999 Meja 4 · Disiapkan · Belum bayarRp 42.000");
    expect(open).toHaveTextContent("#8888 Take Away · Disiapkan · LunasRp 22.000");
  });

  it("says on screen, line for line, what the printed shift report says", () => {
    const { container: onScreen } = render(
      <div>
        <ShiftSummaryList summary={summary} />
        <OpenOrdersList orders={openOrders} />
      </div>,
    );
    const { container: onPaper } = render(
      <ShiftReport
        storeName="Kedai"
        session={openRegisterSession()}
        summary={summary}
        openOrders={openOrders}
        closedAt={null}
      />,
    );
    const paperPairs = pairsIn(onPaper);
    // The paper heads with who, where and when; then the screen's lines, in the screen's order.
    const facts = ["Outlet", "Kasir", "Dibuka", "Ditutup"];
    expect(paperPairs.slice(0, facts.length).map(([label]) => label)).toEqual(facts);
    expect(paperPairs.slice(facts.length)).toEqual(pairsIn(onScreen));
    expect(pairsIn(onScreen)).toContainEqual(["QRIS (catat manual)", "Rp 20.000"]);
    expect(pairsIn(onScreen)).toContainEqual(["Terbuka, belum dibayar (1)", "Rp 42.000"]);
  });
});
