import { OJOL_PLATFORM_LABELS, ORDER_STATUS, type OrderRecord, type OrderStatus } from "@kedai/shared";
import { BellRing } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { chime } from "../../../lib/chime";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";

/** When a platform's order stops waiting for the outlet (ms), or null for one that does not wait. */
const deadlineOf = (order: OrderRecord): number | null =>
  order.ojol?.acceptDeadline != null && order.status === ORDER_STATUS.New
    ? Date.parse(order.ojol.acceptDeadline)
    : null;

/**
 * The platform orders waiting for the outlet now: within the platform's countdown. Past it the
 * platform has given up on the outlet (its cancellation follows), so the till no longer rings for
 * it; drawn again when the next countdown runs out.
 */
function useWaiting(orders: readonly OrderRecord[]): OrderRecord[] {
  const [now, setNow] = useState(() => Date.now());
  const waiting = orders.filter((order) => (deadlineOf(order) ?? 0) > now);
  const next = Math.min(...waiting.map((order) => deadlineOf(order) ?? Number.POSITIVE_INFINITY));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [next]);
  return waiting;
}

/** "GrabFood membatalkan GrabFood #GF-123. Stoknya sudah dikembalikan." */
export const cancelledByPlatform = (order: OrderRecord) => {
  const platform = order.ojol ? OJOL_PLATFORM_LABELS[order.ojol.platform] : "Platform";
  return `${platform} membatalkan ${order.ojol?.label ?? "pesanan"}. Stoknya sudah dikembalikan.`;
};

/** "2 pesanan ojol menunggu" */
export const waitingLabel = (count: number) => `${count} pesanan ojol menunggu`;

export type OjolAlertsProps = {
  orders: readonly OrderRecord[];
  /** Opens the order list, where the waiting orders are accepted or turned down. */
  onShow: () => void;
  className?: string;
  /** The sound of a new platform order (tests listen to it). */
  ring?: () => void;
};

/**
 * The till's ring for food platforms (docs/business-rules.md#ojol), on every view of /pos: a
 * platform's order waiting for the outlet shows in the header with how many wait, and a new one
 * chimes; a tap opens the order list. An order the platform itself cancels is told in a notice
 * (its stock is back): the cashier may be making it.
 */
export function OjolAlerts({ orders, onShow, className, ring = chime }: OjolAlertsProps) {
  const waiting = useWaiting(orders);
  useChimeForNew(waiting, ring);
  useNoticeCancelledByPlatform(orders);
  if (waiting.length === 0) return null;
  const label = waitingLabel(waiting.length);
  return (
    <>
      {/* Drawn anew when the count changes, so it pulses a few times for each new order and then
          rests: an endless animation keeps a cheap tablet's CPU busy all day. */}
      <button
        key={waiting.length}
        type="button"
        onClick={onShow}
        title="Buka daftar pesanan untuk menerima atau menolak"
        className={cn(
          className,
          "bg-emerald-600 text-white hover:bg-emerald-500 motion-safe:animate-pulse motion-safe:[animation-iteration-count:4]",
        )}
      >
        <BellRing aria-hidden="true" className="size-4" /> {label}
      </button>
      {/* Read out by a screen reader as it changes, wherever the focus is. */}
      <span role="status" className="sr-only">
        {label}
      </span>
    </>
  );
}

/** Chimes once for each waiting order not seen before (not for those already there on opening). */
function useChimeForNew(waiting: readonly OrderRecord[], ring: () => void) {
  const seen = useRef<Set<string> | null>(null);
  const ids = waiting.map((order) => order._id).join(",");
  useEffect(() => {
    const now = new Set(ids ? ids.split(",") : []);
    const before = seen.current;
    seen.current = new Set([...(before ?? []), ...now]);
    if (before && [...now].some((id) => !before.has(id))) ring();
  }, [ids, ring]);
}

/** A notice when a platform's order this till showed as live turns cancelled by the platform. */
function useNoticeCancelledByPlatform(orders: readonly OrderRecord[]) {
  const statuses = useRef(new Map<string, OrderStatus>());
  useEffect(() => {
    for (const order of orders) {
      if (!order.ojol) continue;
      const before = statuses.current.get(order._id);
      statuses.current.set(order._id, order.status);
      const byPlatform = order.statusHistory.at(-1)?.by === OJOL_PLATFORM_LABELS[order.ojol.platform];
      if (before && before !== ORDER_STATUS.Cancelled && order.status === ORDER_STATUS.Cancelled && byPlatform)
        toast.error(cancelledByPlatform(order), { autoClose: false });
    }
  }, [orders]);
}
