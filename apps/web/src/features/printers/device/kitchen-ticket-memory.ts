import { ORDER_STATUS, type OrderRecord, PAYMENT_STATUS, roundOf } from "@kedai/shared";
import { deviceId } from "../../../lib/outbox";

/**
 * What a device kitchen printer has printed, so each order's ticket and each 'Tambahan' round
 * prints once on this device, whatever reload, reconnect or second look (ADR 0040). Kept in local
 * storage per outlet: `since` (when this device began printing the outlet's orders) and, per
 * order, the last round printed.
 */
export const KITCHEN_PRINTED_KEY_PREFIX = "kedai.kitchen-printed.";

/** Longer than any order stays in a kitchen: older entries are dropped. */
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;
/**
 * A ticket found only when catching up prints if its order reached the kitchen at most this long
 * ago; an older one is recorded unprinted (the kitchen has long made it, or it is the backlog of a
 * device that was off). Longer than the server's own retries on a network printer (about 5 min).
 */
export const CATCH_UP_MS = 30 * 60 * 1000;

type Memory = { since: number; printed: Record<string, { round: number; at: number }> };

/** One ticket to print: the whole order, or only a later round ('Tambahan'). */
export type KitchenTicketDue = { round?: number };

/**
 * An order the kitchen makes, as the server's network printing has it: paid or taken at the till
 * (an online order waiting for its payment is not cooked yet) and not cancelled.
 */
const reachedKitchen = (order: OrderRecord) =>
  order.paymentStatus === PAYMENT_STATUS.Paid && order.status !== ORDER_STATUS.Cancelled;

/**
 * When the outlet's devices could first know it reached the kitchen: placed, for an online order
 * paid later its last change, for an order a till took offline when it reached the server (its
 * `createdAt` is when it was taken, while no other device could hear of it).
 */
const reachedKitchenAt = (order: OrderRecord) =>
  order.offline
    ? Date.parse(order.offline.syncedAt)
    : Date.parse(order.channel === "online" ? order.updatedAt : order.createdAt);

/** The last time the server told of the order: an offline order's sync may come after its last change. */
const lastHeardAt = (order: OrderRecord) =>
  Math.max(Date.parse(order.updatedAt), order.offline ? Date.parse(order.offline.syncedAt) : 0);

const lastRound = (order: OrderRecord) => order.items.reduce((max, item) => Math.max(max, roundOf(item)), 1);

export class KitchenTicketMemory {
  private readonly key: string;

  constructor(
    private readonly outletId: string,
    private readonly storage: Storage = localStorage,
    private readonly now: () => number = Date.now,
    private readonly thisDevice: string = deviceId(),
  ) {
    this.key = KITCHEN_PRINTED_KEY_PREFIX + outletId;
    // Begins when the device first prints the outlet's tickets: orders from before are not its.
    if (!this.read()) this.write({ since: this.now(), printed: {} });
  }

  private read(): Memory | null {
    try {
      const stored = JSON.parse(this.storage.getItem(this.key) ?? "null") as Memory | null;
      return stored && typeof stored.since === "number" && stored.printed ? stored : null;
    } catch {
      return null;
    }
  }

  private write(memory: Memory): void {
    const oldest = this.now() - KEEP_MS;
    const printed = Object.fromEntries(Object.entries(memory.printed).filter(([, entry]) => entry.at >= oldest));
    try {
      this.storage.setItem(this.key, JSON.stringify({ since: memory.since, printed }));
    } catch {
      // Storage full or refused: this page still prints each ticket once (it read before writing).
    }
  }

  /**
   * The tickets the order needs on this device now, noted as printed in the same step (read and
   * written without a pause, so a second tab of this browser finds them taken): its whole ticket
   * the first time, then each round added since. `placedHere`: this till just placed it (its own
   * answer, whatever the outlet field or the time); otherwise only the outlet's orders count, and
   * one from before `since` or too old to catch up is noted without printing.
   */
  take(order: OrderRecord, { placedHere = false }: { placedHere?: boolean } = {}): KitchenTicketDue[] {
    if (!reachedKitchen(order)) return [];
    if (!placedHere && order.outlet !== this.outletId) return [];
    const memory = this.read() ?? { since: this.now(), printed: {} };
    const round = lastRound(order);
    const before = memory.printed[order._id]?.round ?? 0;
    if (before >= round) return [];
    memory.printed[order._id] = { round, at: this.now() };
    this.write(memory);
    // An order this device took offline printed its ticket then, under its local id: the copy the
    // server made of it is noted here, not printed again (its later rounds still print).
    const takenOfflineHere = order.offline?.deviceId === this.thisDevice;
    const stale =
      !placedHere &&
      (lastHeardAt(order) < this.now() - CATCH_UP_MS ||
        (before === 0 && (takenOfflineHere || reachedKitchenAt(order) < memory.since)));
    if (stale) return [];
    if (before === 0) return [{}];
    return Array.from({ length: round - before }, (_, index) => ({ round: before + 1 + index }));
  }
}
