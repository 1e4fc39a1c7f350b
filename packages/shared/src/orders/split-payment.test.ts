import { describe, expect, it } from "vitest";
import { receiptPaymentLines } from "../printing/paper-lines";
import type { OrderRecord } from "./orders.contract";
import { orderPayments, remainingAfter, settleSplitPayment } from "./split-payment";

describe("settleSplitPayment", () => {
  it("settles a total exactly, or with change from a last cash payment", () => {
    expect(
      settleSplitPayment(64380, [
        { method: "Cash", amount: 50000 },
        { method: "QRIS", amount: 14380 },
      ]),
    ).toEqual({
      payments: [
        { method: "Cash", amount: 50000, change: 0 },
        { method: "QRIS", amount: 14380, change: 0 },
      ],
      change: 0,
    });
    expect(
      settleSplitPayment(64380, [
        { method: "Credit Card", amount: 14380 },
        { method: "Cash", amount: 100000 },
      ]),
    ).toMatchObject({ payments: [{ change: 0 }, { change: 50000 }], change: 50000 });
  });

  it("refuses change from non-cash, cash change before the last, a part after the bill is paid, and too little", () => {
    const problem = (parts: { method: string; amount: number }[]) => {
      const settled = settleSplitPayment(64380, parts);
      return "problem" in settled ? [settled.problem.code, settled.problem.index] : null;
    };
    expect(problem([{ method: "QRIS", amount: 64381 }])).toEqual(["PAYMENT_OVER_TOTAL", 0]);
    expect(
      problem([
        { method: "Cash", amount: 70000 },
        { method: "QRIS", amount: 1 },
      ]),
    ).toEqual(["PAYMENT_OVER_TOTAL", 0]);
    expect(
      problem([
        { method: "Debit Card", amount: 64380 },
        { method: "Cash", amount: 1 },
      ]),
    ).toEqual(["PAYMENT_OVER_TOTAL", 1]);
    expect(
      problem([
        { method: "Cash", amount: 30000 },
        { method: "QRIS", amount: 30000 },
      ]),
    ).toEqual(["PAYMENT_TOO_LOW", 1]);
  });

  it("refuses cash above 100× the bill (at least Rp 1.000.000, at most Rp 100.000.000), and settles a bill of Rp 0", () => {
    const code = (total: number, amount: number) => {
      const settled = settleSplitPayment(total, [{ method: "Cash", amount }]);
      return "problem" in settled ? settled.problem.code : settled.change;
    };
    expect(code(60035, 6_003_500)).toBe(6_003_500 - 60035);
    expect(code(60035, 6_003_540_000)).toBe("PAYMENT_TOO_HIGH");
    expect(code(5000, 1_000_000)).toBe(995_000);
    expect(code(5000, 1_000_001)).toBe("PAYMENT_TOO_HIGH");
    expect(code(5_000_000, 100_000_001)).toBe("PAYMENT_TOO_HIGH");
    expect(code(150_000_000, 150_000_000)).toBe(0);
    expect(code(0, 0)).toBe(0);
    expect(settleSplitPayment(0, [{ method: "QRIS", amount: 1 }])).toMatchObject({
      problem: { code: "PAYMENT_OVER_TOTAL" },
    });
  });

  it("says what remains, never below zero", () => {
    expect(remainingAfter(64380, [{ method: "Cash", amount: 50000 }])).toBe(14380);
    expect(remainingAfter(64380, [{ method: "Cash", amount: 70000 }])).toBe(0);
  });
});

describe("an order's payments on the receipt", () => {
  it("lists each payment of a split payment, and reads an order cached before the list from paymentDetails", () => {
    const split = {
      paymentDetails: { method: "Cash", amountPaid: 20000, change: 0 },
      payments: [
        { method: "Cash", amount: 20000, change: 0 },
        { method: "QRIS", amount: 10000, change: 0 },
      ],
    } as OrderRecord;
    expect(receiptPaymentLines(split)).toEqual([
      { label: "Bayar (Cash)", amount: 20000 },
      { label: "Bayar (QRIS)", amount: 10000 },
      { label: "Kembalian", amount: 0 },
    ]);
    const cached = { paymentDetails: { method: "Cash", amountPaid: 50000, change: 4000 } } as OrderRecord;
    expect(orderPayments(cached)).toEqual([{ method: "Cash", amount: 50000, change: 4000 }]);
    expect(receiptPaymentLines(cached)).toEqual([
      { label: "Bayar (Cash)", amount: 50000 },
      { label: "Kembalian", amount: 4000 },
    ]);
  });
});
