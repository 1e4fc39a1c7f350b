import { ORDER_STATUS, PAYMENT_STATUS } from "../orders/order-status";
import type { OrderRecord } from "../orders/orders.contract";
import { roundOf } from "../orders/status-words";
import { paidInCash } from "./paper-lines";
import type { PrinterRole } from "./printers.contract";

/*
 * The one print policy (docs/business-rules.md#printing, docs/decisions/0047-one-print-policy.md):
 * which papers an order's event prints, on which printers, and whether the receipt may open the
 * drawer. The server's network printers and the till's device printers both ask it; each then
 * encodes the papers with the same encoder (`encodePaper`), so one event gives the same bytes on
 * either.
 */

/**
 * What happened to an order, as far as paper is concerned. `at` is when it committed (ms), the
 * time the drawer's window is read from. `moneyTakenNow`: money changed hands at a till just now
 * (not a payment a till took offline and sends only now: its drawer opened then).
 */
export type PrintEvent =
  /** Placed: the kitchen's ticket, and the receipt of an order paid up front. */
  | { kind: "placed"; at: number; moneyTakenNow: boolean }
  /**
   * It reaches the kitchen now: an online order's payment arrived, or a till's device printer
   * first sees an order of its outlet that the kitchen makes. The kitchen's ticket only.
   */
  | { kind: "reached-kitchen"; at: number }
  /** A round added to the order ('Tambahan'): the kitchen gets only its lines. */
  | { kind: "round-added"; at: number; round: number }
  /** Paid at the till (cash, card, QRIS, split): the receipt. */
  | { kind: "completed"; at: number; moneyTakenNow: boolean }
  /** Its guests moved to another table ('Pindah Meja'): the kitchen serves the new one. */
  | { kind: "table-moved"; at: number; fromTable: string | null }
  /** Another order merged into it ('Gabung'): that order's food goes to this order's table. */
  | { kind: "merged"; at: number; fromOrderId: string; fromTable: string | null };

/** A kitchen note: what changed for food the kitchen already has a ticket for. */
export type KitchenNote =
  | { kind: "table-moved"; fromTable: string | null }
  | { kind: "merged"; fromOrderId: string; fromTable: string | null };

/**
 * One paper of an order. A receipt's `cashTakenAt` feeds `drawerPulseDue` when the bytes go out
 * (null: no cash taken just now, the drawer stays shut); a kitchen ticket's `round` prints only
 * that round ('Tambahan').
 */
export type PlannedPaper =
  | { document: "receipt"; cashTakenAt: number | null }
  | { document: "kitchen"; round?: number }
  | { document: "kitchen-note"; note: KitchenNote };

/** The printer's role that prints the paper (a `both` printer prints either). */
export const paperRole = (paper: PlannedPaper): "receipt" | "kitchen" =>
  paper.document === "receipt" ? "receipt" : "kitchen";

export const printsRole = (printer: { role: PrinterRole }, role: "receipt" | "kitchen") =>
  printer.role === "both" || printer.role === role;

/**
 * The one rule for whether an order reaches the kitchen: paid or taken at the till (cash and
 * transfer orders are stored Paid when placed), not an online order still waiting for its payment
 * (nor one whose payment failed or expired), and not cancelled.
 */
export const reachesKitchen = (order: Pick<OrderRecord, "paymentStatus" | "status">) =>
  order.paymentStatus === PAYMENT_STATUS.Paid && order.status !== ORDER_STATUS.Cancelled;

/** Whether the kitchen may still be making it (a note about a finished order is no use). */
const inKitchen = (order: Pick<OrderRecord, "paymentStatus" | "status">) =>
  reachesKitchen(order) && order.status !== ORDER_STATUS.Completed;

/** Cash taken just now (at `at`) opens the drawer; any other payment, or one taken offline, does not. */
const cashTakenAt = (order: OrderRecord, at: number, moneyTakenNow: boolean) =>
  moneyTakenNow && paidInCash(order) ? at : null;

/** The papers the event prints for the order (as it is after the event), whatever the printer. */
export function papersOf(event: PrintEvent, order: OrderRecord): PlannedPaper[] {
  switch (event.kind) {
    case "placed":
      return [
        ...(reachesKitchen(order) ? [{ document: "kitchen" as const }] : []),
        // Paid up front: its receipt now (an order paid later gets it when completed).
        ...(order.paymentDetails
          ? [{ document: "receipt" as const, cashTakenAt: cashTakenAt(order, event.at, event.moneyTakenNow) }]
          : []),
      ];
    case "reached-kitchen":
      return reachesKitchen(order) ? [{ document: "kitchen" }] : [];
    case "round-added":
      return reachesKitchen(order) ? [{ document: "kitchen", round: event.round }] : [];
    case "completed":
      return [{ document: "receipt", cashTakenAt: cashTakenAt(order, event.at, event.moneyTakenNow) }];
    case "table-moved":
      return inKitchen(order)
        ? [{ document: "kitchen-note", note: { kind: "table-moved", fromTable: event.fromTable } }]
        : [];
    case "merged":
      return inKitchen(order)
        ? [
            {
              document: "kitchen-note",
              note: { kind: "merged", fromOrderId: event.fromOrderId, fromTable: event.fromTable },
            },
          ]
        : [];
  }
}

/**
 * Each paper of the event on each of `printers` that prints it (the caller passes the printers it
 * drives: the server its network printers, a till the device printers it holds), in that order.
 */
export function printPlan<Printer extends { role: PrinterRole }>(
  event: PrintEvent,
  order: OrderRecord,
  printers: readonly Printer[],
): { printer: Printer; paper: PlannedPaper }[] {
  return papersOf(event, order).flatMap((paper) =>
    printers.filter((printer) => printsRole(printer, paperRole(paper))).map((printer) => ({ printer, paper })),
  );
}

/**
 * What a kitchen printer last printed of an order: its last round, the table it named and the
 * orders whose merge into it it noted (absent in what a device noted before merges were noted).
 */
export type KitchenPrinted = { round: number; table: string | null; merged?: string[] };

export const lastRound = (order: Pick<OrderRecord, "items">) =>
  order.items.reduce((max, item) => Math.max(max, roundOf(item)), 1);

/** The orders merged into this one, each once, in the order of their lines. */
function mergesInto(order: Pick<OrderRecord, "items">): { orderId: string; table: string | null }[] {
  const merges = new Map<string, string | null>();
  for (const { cameFrom } of order.items)
    if (cameFrom?.how === "merge" && !merges.has(cameFrom.orderId)) merges.set(cameFrom.orderId, cameFrom.table);
  return [...merges].map(([orderId, table]) => ({ orderId, table }));
}

/**
 * The kitchen events a printer that only sees the order as it is now (a till's device printer,
 * told of changes by the live stream) has not printed yet, given what it printed of it before:
 * the order's ticket the first time it reaches the kitchen, then each round ordered on it since,
 * each order merged into it (a note: the merged lines are on that order's ticket, never a
 * 'Tambahan'), then a move to another table. Lines a split moved here are on the ticket of the
 * order they were split from: an order a split made prints only its own rounds. The kitchen papers
 * are the ones the server prints for the same changes, so a change made at any till prints alike.
 */
export function kitchenEventsSince(
  printed: KitchenPrinted | null,
  order: OrderRecord,
  at: number,
): { events: PrintEvent[]; printed: KitchenPrinted } {
  const merges = mergesInto(order);
  const now = { round: lastRound(order), table: order.table?.name ?? null, merged: merges.map((m) => m.orderId) };
  if (!reachesKitchen(order)) return { events: [], printed: printed ?? { round: 0, table: now.table } };
  const seen = printed && printed.round > 0 ? printed : null;
  const ownRounds = [...new Set(order.items.filter((item) => !item.cameFrom).map(roundOf))].sort((a, b) => a - b);
  // Its own first round is on no ticket yet: the whole ticket (an order without moved lines, as placed).
  if (!seen && (ownRounds.includes(1) || order.items.every((item) => !item.cameFrom)))
    return { events: [{ kind: "reached-kitchen", at }], printed: now };
  const events: PrintEvent[] = ownRounds
    .filter((round) => round > (seen?.round ?? 1))
    .map((round) => ({ kind: "round-added", at, round }));
  if (seen) {
    const noted = new Set(seen.merged ?? []);
    for (const merge of merges)
      if (!noted.has(merge.orderId))
        events.push({ kind: "merged", at, fromOrderId: merge.orderId, fromTable: merge.table });
    if (seen.table !== now.table) events.push({ kind: "table-moved", at, fromTable: seen.table });
  }
  return {
    events,
    printed: {
      ...now,
      round: Math.max(seen?.round ?? 0, now.round),
      merged: [...new Set([...(seen?.merged ?? []), ...now.merged])],
    },
  };
}
