import { describe, expect, it } from "vitest";
import { orderStatusMachine } from "../orders/order-status";
import { invoiceStatusMachine, qrisStatusMachine } from "../payments/gateway-status";
import { stockCountStatusMachine } from "../stock-counts/stock-count-status";
import { stockRequestStatusMachine } from "../stock-requests/stock-request-status";
import { stockTransferStatusMachine } from "../stock-transfers/stock-transfer-status";
import {
  defineStatusMachine,
  type StatusMachine,
  type StatusMachineDefinition,
  statusMachineProblems,
} from "./status-machine";

/** A sound three-step table the broken cases below each spoil in one way. */
const sound: StatusMachineDefinition<string> = {
  statuses: ["Open", "Shipped", "Done", "Void"],
  initial: "Open",
  final: ["Done", "Void"],
  transitions: { Open: ["Shipped", "Void"], Shipped: ["Done"], Done: [], Void: [] },
};
const spoil = (change: Partial<StatusMachineDefinition<string>>) => ({ ...sound, ...change });

describe("status machine validation", () => {
  it("accepts a sound table and answers from it", () => {
    expect(statusMachineProblems(sound)).toEqual([]);
    const machine = defineStatusMachine(sound);
    expect(machine.nextStatuses("Open")).toEqual(["Shipped", "Void"]);
    expect(machine.canTransition("Shipped", "Done")).toBe(true);
    expect(machine.canTransition("Shipped", "Void")).toBe(false);
    expect(machine.isFinalStatus("Void")).toBe(true);
    expect(machine.isStatus("Shipped")).toBe(true);
    expect(machine.isStatus("shipped")).toBe(false);
  });

  it.each([
    ["an unknown initial status", spoil({ initial: "Draft" }), 'initial status "Draft" is not a status'],
    [
      "a move to an unknown status",
      spoil({ transitions: { ...sound.transitions, Shipped: ["Done", "Lost"] } }),
      '"Shipped" → "Lost": "Lost" is not a status',
    ],
    [
      "a status moving to itself",
      spoil({ transitions: { ...sound.transitions, Shipped: ["Shipped", "Done"] } }),
      '"Shipped" moves to itself',
    ],
    [
      "a final status with an exit",
      spoil({ transitions: { ...sound.transitions, Void: ["Open"] } }),
      'final status "Void" has an exit',
    ],
    [
      "a dead end that is not declared final",
      spoil({ transitions: { ...sound.transitions, Shipped: [] } }),
      '"Shipped" has no exit but is not final',
    ],
    [
      "a status nothing leads to",
      spoil({ transitions: { ...sound.transitions, Open: ["Shipped"] } }),
      'unreachable from "Open": "Void"',
    ],
    [
      "a status without a transition list",
      spoil({ transitions: { Open: ["Shipped", "Void"], Shipped: ["Done"], Done: [] } as never }),
      '"Void" has no transition list',
    ],
  ])("refuses %s", (_, definition, problem) => {
    expect(statusMachineProblems(definition)).toContain(problem);
    expect(() => defineStatusMachine(definition)).toThrow(problem);
  });
});

type Expected = { initial: string; final: string[]; next: Record<string, string[]> };

// The buttons each status offers, in order; every other move is refused.
describe.each<[string, StatusMachine<string>, Expected]>([
  [
    "order",
    orderStatusMachine,
    {
      initial: "New",
      final: ["Completed", "Cancelled"],
      next: {
        New: ["Preparing", "Cancelled"],
        Preparing: ["Ready", "Cancelled"],
        Ready: ["Completed", "Cancelled"],
        Completed: [],
        Cancelled: [],
      },
    },
  ],
  [
    "stock request",
    stockRequestStatusMachine,
    {
      initial: "Diajukan",
      final: ["Selesai", "Dibatalkan"],
      // Head office may cancel until the outlet has confirmed; a part shipped leaves the rest open.
      next: {
        Diajukan: ["Diproses", "Dibatalkan"],
        Diproses: ["Dikirim Sebagian", "Dikirim", "Dibatalkan"],
        "Dikirim Sebagian": ["Dikirim", "Selesai", "Dibatalkan"],
        Dikirim: ["Selesai", "Dibatalkan"],
        Selesai: [],
        Dibatalkan: [],
      },
    },
  ],
  [
    "stock transfer",
    stockTransferStatusMachine,
    {
      initial: "Dikirim",
      final: ["Diterima", "Dibatalkan"],
      next: { Dikirim: ["Diterima", "Dibatalkan"], Diterima: [], Dibatalkan: [] },
    },
  ],
  [
    "stock count",
    stockCountStatusMachine,
    { initial: "Draf", final: ["Diposting"], next: { Draf: ["Diposting"], Diposting: [] } },
  ],
  [
    "online invoice",
    invoiceStatusMachine,
    {
      initial: "PENDING",
      final: ["SETTLED", "EXPIRED"],
      // A late PENDING or EXPIRED answer never undoes a payment.
      next: { PENDING: ["PAID", "SETTLED", "EXPIRED"], PAID: ["SETTLED"], SETTLED: [], EXPIRED: [] },
    },
  ],
  [
    "till QRIS",
    qrisStatusMachine,
    {
      initial: "ACTIVE",
      final: ["PAID"],
      // Xendit cannot withdraw a QR: a payment for an expired or withdrawn one is still taken.
      next: { ACTIVE: ["PAID", "EXPIRED", "CANCELLED"], PAID: [], EXPIRED: ["PAID"], CANCELLED: ["PAID"] },
    },
  ],
])("the %s status table", (_, machine, expected) => {
  it("is sound: every status reachable from the initial one, final statuses closed", () => {
    expect(statusMachineProblems(machine)).toEqual([]);
    expect(machine.initial).toBe(expected.initial);
    expect(machine.statuses.filter(machine.isFinalStatus)).toEqual(expected.final);
  });

  it("offers exactly the expected moves from each status", () => {
    expect(Object.fromEntries(machine.statuses.map((s) => [s, machine.nextStatuses(s)]))).toEqual(expected.next);
    for (const from of machine.statuses) {
      for (const to of machine.statuses) {
        expect(machine.canTransition(from, to), `${from} → ${to}`).toBe(expected.next[from].includes(to));
      }
    }
  });
});
