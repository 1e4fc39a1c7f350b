import { describe, expect, it } from "vitest";
import {
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusChangeTargets,
  orderStatusMachine,
  type PaymentStatus,
} from "./order-status";
import {
  ORDER_STATUS_WORDS,
  orderStatusWord,
  orderStepWord,
  paymentStandingWord,
  paymentTakenOf,
} from "./status-words";

const facts = (status: OrderStatus, paymentStatus: PaymentStatus, paymentTaken: boolean) => ({
  status,
  paymentStatus,
  paymentTaken,
});

describe("the payment as it really stands", () => {
  it.each([
    ["a cash-at-the-cashier order, stored Paid, no money taken", facts("New", "Paid", false), "Belum dibayar"],
    ["a transfer order being prepared, no money taken", facts("Preparing", "Paid", false), "Belum dibayar"],
    ["an order the cashier took money for", facts("Completed", "Paid", true), "Lunas"],
    ["an order paid up front and still cooking", facts("Preparing", "Paid", true), "Lunas"],
    ["a Xendit order waiting for its invoice", facts("New", "Pending", false), "Menunggu pembayaran"],
    ["a Xendit order the provider confirmed", facts("New", "Paid", true), "Lunas"],
    ["a cancelled cash order", facts("Cancelled", "Paid", false), "Dibatalkan"],
    [
      "a cancelled order that had been paid: its money goes back",
      facts("Cancelled", "Paid", true),
      "Dana dikembalikan",
    ],
    ["an expired invoice", facts("Cancelled", "Expired", false), "Dibatalkan"],
    ["a failed payment", facts("New", "Failed", false), "Pembayaran gagal"],
  ])("%s: %s", (_case, order, word) => {
    expect(paymentStandingWord(order)).toBe(word);
  });

  it("counts money as taken once a payment is recorded on the order", () => {
    expect(paymentTakenOf({ paymentDetails: null })).toBe(false);
    expect(paymentTakenOf({ paymentDetails: { method: "Cash", amountPaid: 20000, change: 0 } })).toBe(true);
  });
});

describe("the order status in Indonesian", () => {
  it("has a word for every status, and the same words everywhere", () => {
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_WORDS[status])).toEqual([
      "Baru",
      "Disiapkan",
      "Siap",
      "Selesai",
      "Dibatalkan",
    ]);
  });

  it("says an online order waiting for its payment is waiting, not new", () => {
    expect(orderStatusWord({ status: "New", paymentStatus: "Pending" })).toBe("Menunggu pembayaran");
    expect(orderStatusWord({ status: "New", paymentStatus: "Paid" })).toBe("Baru");
    expect(orderStatusWord({ status: "Cancelled", paymentStatus: "Expired" })).toBe("Dibatalkan");
  });

  it("says a GoFood or GrabFood order not yet accepted waits to be accepted, not for a payment", () => {
    for (const platform of ["GrabFood", "GoFood"]) {
      const waiting = {
        status: "New",
        paymentStatus: "Pending",
        paymentTaken: false,
        paymentMethod: platform,
      } as const;
      expect(paymentStandingWord(waiting)).toBe("Menunggu diterima");
      expect(orderStatusWord(waiting)).toBe("Menunggu diterima");
    }
    // A transfer still waits for staff to confirm the money.
    expect(orderStatusWord({ status: "New", paymentStatus: "Pending", paymentMethod: "Transfer Bank" })).toBe(
      "Menunggu konfirmasi pembayaran",
    );
  });
});

describe("the words of a kitchen step", () => {
  it("are the kitchen's for each step forward the status machine allows", () => {
    const forward = ORDER_STATUSES.flatMap((from) =>
      orderStatusChangeTargets(from).filter((to) => !orderStatusMachine.isFinalStatus(to)),
    );
    expect(forward.map(orderStepWord)).toEqual(["Mulai Siapkan", "Sajikan (Ready)"]);
  });
});
