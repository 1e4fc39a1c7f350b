import { type OrderList, type OrderRecord, orderStatusMachine, type PrintEvent } from "@kedai/shared";
import { api } from "../../../lib/api";
import { todayKey } from "../../../lib/format";
import { listenToOrderChanges } from "../../../lib/order-changes";
import type { KitchenTicketMemory } from "./kitchen-ticket-memory";
import { tracked } from "./print-work";

/** The most GET /orders gives in one page. */
const PAGE_LIMIT = 500;
/** After a failed look at an order (the server away for a moment), everything is looked at again this much later. */
const RETRY_MS = 10_000;

const UNFINISHED = orderStatusMachine.statuses.filter((status) => !orderStatusMachine.isFinalStatus(status));

export type OrderSource = {
  order(id: string): Promise<OrderRecord>;
  /** What a missed change may hide: every unfinished order and today's, oldest first. */
  recent(): Promise<OrderRecord[]>;
};

export const apiOrders: OrderSource = {
  order: (id) => api.get<{ data: OrderRecord }>(`/orders/${id}`).then((answer) => answer.data),
  async recent() {
    const today = todayKey();
    const pages = await Promise.all([
      api.get<OrderList>("/orders", { query: { status: UNFINISHED.join(","), limit: PAGE_LIMIT } }),
      api.get<OrderList>("/orders", { query: { from: today, to: today, limit: PAGE_LIMIT } }),
    ]);
    const byId = new Map(pages.flatMap((page) => page.data).map((order) => [order._id, order]));
    return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  },
};

/**
 * Prints the kitchen papers of every order of the outlet on this device (ADR 0040, 0047): each order
 * the live stream names is read and handed to the memory, which answers what is still due; at the
 * start (a reload) and whenever changes may have been missed, the recent orders are looked over.
 * Returns its stop (an effect's cleanup).
 */
export function watchOutletKitchen(
  memory: KitchenTicketMemory,
  print: (order: OrderRecord, event: PrintEvent) => void,
  source: OrderSource = apiOrders,
): () => void {
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const consider = (order: OrderRecord) => {
    if (stopped) return;
    for (const event of memory.take(order)) print(order, event);
  };
  const lookAgainLater = () => {
    if (stopped || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      catchUp();
    }, RETRY_MS);
  };
  const catchUp = () => {
    void tracked(source.recent().then((orders) => orders.forEach(consider), lookAgainLater));
  };
  catchUp();
  const stopListening = listenToOrderChanges({
    changed: (orderId) => {
      void tracked(source.order(orderId).then(consider, lookAgainLater));
    },
    missed: catchUp,
  });
  return () => {
    stopped = true;
    clearTimeout(retry);
    stopListening();
  };
}
