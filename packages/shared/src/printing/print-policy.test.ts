import { describe, expect, it } from "vitest";
import type { OrderRecord } from "../orders/orders.contract";
import { kitchenEventsSince, type PrintEvent, papersOf, printPlan, reachesKitchen } from "./print-policy";

/** An order as far as the policy reads it (its payment, status, table and rounds). */
const order = (overrides: Partial<OrderRecord> = {}) =>
  ({
    orderId: "CREPES-1795467611055",
    status: "New",
    paymentStatus: "Paid",
    paymentMethod: "",
    paymentDetails: null,
    payments: null,
    offline: null,
    table: { _id: "t-2", name: "Meja 2" },
    items: [{ name: "Crepes Keju", quantity: 1, round: 1 }],
    ...overrides,
  }) as unknown as OrderRecord;

const at = Date.parse("2026-11-29T10:00:00Z");
const cash = { paymentMethod: "Cash", paymentDetails: { method: "Cash", amountPaid: 50000, change: 0 } };

describe("the print policy", () => {
  it("sends an order to the kitchen when it is paid or taken at the till, never while an online payment waits, nor cancelled", () => {
    expect(reachesKitchen(order())).toBe(true);
    expect(reachesKitchen(order({ paymentStatus: "Pending" }))).toBe(false);
    expect(reachesKitchen(order({ paymentStatus: "Expired" }))).toBe(false);
    expect(reachesKitchen(order({ status: "Cancelled" }))).toBe(false);
    const placed: PrintEvent = { kind: "placed", at, moneyTakenNow: true };
    expect(papersOf(placed, order({ paymentStatus: "Pending" }))).toEqual([]);
    expect(papersOf({ kind: "reached-kitchen", at }, order())).toEqual([{ document: "kitchen" }]);
  });

  it("prints a placed order's ticket, and paid up front its receipt, opening the drawer only for cash taken just now", () => {
    const placed = (moneyTakenNow: boolean): PrintEvent => ({ kind: "placed", at, moneyTakenNow });
    expect(papersOf(placed(true), order())).toEqual([{ document: "kitchen" }]);
    expect(papersOf(placed(true), order(cash))).toEqual([
      { document: "kitchen" },
      { document: "receipt", cashTakenAt: at },
    ]);
    // Taken offline and synced now: the drawer opened then.
    expect(papersOf(placed(false), order(cash))[1]).toEqual({ document: "receipt", cashTakenAt: null });
    const qris = { paymentMethod: "QRIS", paymentDetails: { method: "QRIS", amountPaid: 50000, change: 0 } };
    expect(papersOf({ kind: "completed", at, moneyTakenNow: true }, order(qris))).toEqual([
      { document: "receipt", cashTakenAt: null },
    ]);
  });

  it("tells the kitchen of a move and a merge while it still makes the order, with a 'Tambahan' ticket per round", () => {
    expect(papersOf({ kind: "table-moved", at, fromTable: "Meja 2" }, order())).toEqual([
      { document: "kitchen-note", note: { kind: "table-moved", fromTable: "Meja 2" } },
    ]);
    expect(papersOf({ kind: "table-moved", at, fromTable: "Meja 2" }, order({ status: "Completed" }))).toEqual([]);
    const merged: PrintEvent = { kind: "merged", at, fromOrderId: "CREPES-1", fromTable: "Meja 7" };
    expect(papersOf(merged, order())).toEqual([
      { document: "kitchen-note", note: { kind: "merged", fromOrderId: "CREPES-1", fromTable: "Meja 7" } },
    ]);
    expect(papersOf({ kind: "round-added", at, round: 2 }, order())).toEqual([{ document: "kitchen", round: 2 }]);
  });

  it("puts each paper on the printers of its role, a 'both' printer taking either", () => {
    const printers = [
      { id: "dapur", role: "kitchen" as const },
      { id: "kasir", role: "receipt" as const },
      { id: "semua", role: "both" as const },
    ];
    const plan = printPlan({ kind: "placed", at, moneyTakenNow: true }, order(cash), printers);
    expect(plan.map(({ printer, paper }) => [printer.id, paper.document])).toEqual([
      ["dapur", "kitchen"],
      ["semua", "kitchen"],
      ["kasir", "receipt"],
      ["semua", "receipt"],
    ]);
  });

  it("derives from the order as it is now the kitchen events a printer has not printed: ticket, rounds, then a move", () => {
    const first = kitchenEventsSince(null, order(), at);
    expect(first.events).toEqual([{ kind: "reached-kitchen", at }]);
    expect(kitchenEventsSince(first.printed, order(), at).events).toEqual([]);
    const later = order({
      table: { _id: "t-5", name: "Meja 5" },
      items: [{ round: 1 }, { round: 2 }, { round: 3 }] as OrderRecord["items"],
    });
    expect(kitchenEventsSince(first.printed, later, at)).toEqual({
      events: [
        { kind: "round-added", at, round: 2 },
        { kind: "round-added", at, round: 3 },
        { kind: "table-moved", at, fromTable: "Meja 2" },
      ],
      printed: { round: 3, table: "Meja 5", merged: [] },
    });
    expect(kitchenEventsSince(null, order({ paymentStatus: "Pending" }), at).events).toEqual([]);
  });

  it("prints a merge made anywhere as its note, never its lines as a 'Tambahan'; an order a split made prints no ticket", () => {
    const first = kitchenEventsSince(null, order(), at);
    const fromSeven = { how: "merge", orderId: "CREPES-7", table: "Meja 7" } as const;
    // CREPES-7 had two rounds: its lines keep them, the order's own next round is 3.
    const joined = order({
      items: [
        { round: 1 },
        { round: 1, cameFrom: fromSeven },
        { round: 2, cameFrom: fromSeven },
      ] as OrderRecord["items"],
    });
    const merged = kitchenEventsSince(first.printed, joined, at);
    expect(merged.events).toEqual([{ kind: "merged", at, fromOrderId: "CREPES-7", fromTable: "Meja 7" }]);
    expect(kitchenEventsSince(merged.printed, joined, at).events).toEqual([]);
    const withRound = order({ items: [...joined.items, { round: 3 }] as OrderRecord["items"] });
    expect(kitchenEventsSince(merged.printed, withRound, at).events).toEqual([{ kind: "round-added", at, round: 3 }]);
    // The same event the server's printers print for the merge: the same papers.
    expect(papersOf(merged.events[0] as PrintEvent, joined)).toEqual(
      papersOf({ kind: "merged", at, fromOrderId: "CREPES-7", fromTable: "Meja 7" }, joined),
    );

    const fromTwo = { how: "split", orderId: "CREPES-2", table: "Meja 2" } as const;
    const splitOff = order({ items: [{ round: 1, cameFrom: fromTwo }] as OrderRecord["items"] });
    const noted = kitchenEventsSince(null, splitOff, at);
    expect(noted.events).toEqual([]);
    const splitWithRound = order({ items: [...splitOff.items, { round: 2 }] as OrderRecord["items"] });
    expect(kitchenEventsSince(noted.printed, splitWithRound, at).events).toEqual([
      { kind: "round-added", at, round: 2 },
    ]);
  });
});
