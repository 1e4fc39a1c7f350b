import { kitchenEventsSince, type OrderRecord, type PrintEvent, reachesKitchen } from "@kedai/shared";
import { deviceId } from "../../../lib/outbox";

/**
 * What a device kitchen printer has printed, so each order's ticket and each 'Tambahan' round
 * prints once on this device, whatever reload, reconnect or second look (ADR 0040). Kept in local
 * storage per outlet: `since` (when this device began printing the outlet's orders) and, per
 * order, the last round printed, the table its last paper named (a move prints a note) and the
 * orders whose merge into it was noted (a merge prints a note).
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

/** `table` is missing in what a device noted before notes named it: read as the order's table now. */
type Memory = {
  since: number;
  printed: Record<string, { round: number; table?: string | null; merged?: string[]; at: number }>;
};

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
   * The kitchen events of the order this device has not printed yet (the print policy's
   * `kitchenEventsSince`), noted as printed in the same step (read and written without a pause, so
   * a second tab of this browser finds them taken): its whole ticket the first time, then each
   * round added since, each order merged into it, then a move to another table, whichever till
   * made the change. `placedHere`: this till just placed it (its
   * own answer, whatever the outlet field or the time); otherwise only the outlet's orders count,
   * and one from before `since` or too old to catch up is noted without printing.
   */
  take(order: OrderRecord, { placedHere = false }: { placedHere?: boolean } = {}): PrintEvent[] {
    if (!reachesKitchen(order)) return [];
    if (!placedHere && order.outlet !== this.outletId) return [];
    const memory = this.read() ?? { since: this.now(), printed: {} };
    const noted = memory.printed[order._id];
    const before = noted
      ? { round: noted.round, table: noted.table ?? order.table?.name ?? null, merged: noted.merged }
      : null;
    const { events, printed } = kitchenEventsSince(before, order, this.now());
    // Noted even with nothing to print (an order a split made): its later rounds compare with it.
    if (events.length === 0 && noted) return [];
    memory.printed[order._id] = { ...printed, at: this.now() };
    this.write(memory);
    // An order this device took offline printed its ticket then, under its local id: the copy the
    // server made of it is noted here, not printed again (its later rounds still print).
    const takenOfflineHere = order.offline?.deviceId === this.thisDevice;
    const stale =
      !placedHere &&
      (lastHeardAt(order) < this.now() - CATCH_UP_MS ||
        (before === null && (takenOfflineHere || reachedKitchenAt(order) < memory.since)));
    return stale ? [] : events;
  }

  /** Whether this device printed (or noted) the order before. */
  knows(order: Pick<OrderRecord, "_id">): boolean {
    return Boolean(this.read()?.printed[order._id]);
  }
}
