import type { OrderNotice, OrderRecord } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { startOutbox } from "../../lib/outbox";
import { toast } from "../../lib/toast";

type SentOrder = { data?: OrderRecord; notices?: OrderNotice[]; stockWarnings?: Array<{ name: string }> };

/** What the server keeps about the till's orders changes with each order it takes from the outbox. */
const REFRESHED_BY_A_SENT_ORDER = ["/orders", "/tables", "/customers", "/register/status"];

/**
 * Sends the signed-in user's outbox while the till is open (docs/decisions/0029-till-offline-first.md)
 * and tells the cashier what the server said of each order or move that went: its number, a conflict it
 * accepted anyway (a table taken meanwhile, a catalog version no longer kept), stock gone negative.
 */
export function useTillSync(userId: string | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    // A day's outbox may send hundreds at once: one toast and one refresh of the lists once the
    // sending pauses for a second, and at least every five seconds while it goes on, not per order
    // (each refresh is requests the server answers between the outbox's, and renders on the page).
    let sent: string[] = [];
    // Stock left below zero by the orders sent meanwhile, told once with them: a day's outbox can
    // leave an item negative for hundreds of orders, and a toast each would bury the till.
    const negative = new Set<string>();
    let settle: ReturnType<typeof setTimeout> | undefined;
    let atLatest: ReturnType<typeof setTimeout> | undefined;
    const tell = () => {
      clearTimeout(settle);
      clearTimeout(atLatest);
      settle = undefined;
      atLatest = undefined;
      toast.success(
        sent.length === 1 ? `Terkirim ke server${sent[0]}.` : `${sent.length} pesanan offline terkirim ke server.`,
      );
      sent = [];
      if (negative.size > 0) {
        toast.warning(`Stok minus setelah pesanan offline: ${[...negative].join(", ")}.`, { autoClose: 8000 });
        negative.clear();
      }
      for (const path of REFRESHED_BY_A_SENT_ORDER) void client.invalidateQueries({ queryKey: [path] });
    };
    const stop = startOutbox(userId, (entry, result) => {
      const order = (result.answer ?? {}) as SentOrder;
      sent.push(`${order.data?.orderId ? ` #${order.data.orderId.slice(-4)}` : ""}: ${entry.preview.label}`);
      for (const notice of order.notices ?? []) toast.warning(notice.message, { autoClose: 8000 });
      for (const item of order.stockWarnings ?? []) negative.add(item.name);
      clearTimeout(settle);
      settle = setTimeout(tell, 1000);
      atLatest ??= setTimeout(tell, 5000);
    });
    return () => {
      stop();
      clearTimeout(settle);
      clearTimeout(atLatest);
    };
  }, [client, userId]);
}
