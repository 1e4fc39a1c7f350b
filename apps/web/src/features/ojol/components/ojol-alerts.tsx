import { OJOL_PLATFORM_LABELS, ORDER_STATUS, type OrderRecord, type OrderStatus } from "@kedai/shared";
import { BellRing } from "lucide-react";
import { useEffect, useRef } from "react";
import { chime } from "../../../lib/chime";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";

/** A platform's order waiting for the outlet to accept it, within the platform's countdown. */
const waitsForTheOutlet = (order: OrderRecord) =>
  order.ojol?.acceptDeadline != null && order.status === ORDER_STATUS.New;

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
  const waiting = orders.filter(waitsForTheOutlet);
  useChimeForNew(waiting, ring);
  useNoticeCancelledByPlatform(orders);
  if (waiting.length === 0) return null;
  const label = waitingLabel(waiting.length);
  return (
    <>
      <button
        type="button"
        onClick={onShow}
        title="Buka daftar pesanan untuk menerima atau menolak"
        className={cn(className, "bg-emerald-600 text-white hover:bg-emerald-500 motion-safe:animate-pulse")}
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
