import type { OrderRecord } from "@kedai/shared";
import type { OutboxEntry } from "./outbox";

/**
 * The orders as this till shows them (docs/decisions/0046-till-commands.md): the server's list as
 * last fetched (kept on the device, so offline too), each order replaced by the latest version this
 * till's waiting commands left it in, plus the orders this till placed that the server does not
 * have yet. A refused command, and one held behind a refused order, is not applied: the order
 * shows as the server holds it until the cashier decides. Newest first, as the list is.
 */
export function ordersAsTillShows(listed: readonly OrderRecord[], entries: readonly OutboxEntry[]): OrderRecord[] {
  const refused = new Set(entries.filter((entry) => entry.refusal).map((entry) => entry.idempotencyKey));
  const latest = new Map<string, OrderRecord>();
  for (const entry of entries) {
    if (!entry.order || entry.refusal || (entry.dependsOn && refused.has(entry.dependsOn))) continue;
    latest.set(entry.order._id, entry.order);
  }
  if (latest.size === 0) return [...listed];
  const shown = listed.map((order) => latest.get(order._id) ?? order);
  const known = new Set(listed.map((order) => order._id));
  const own = [...latest.values()].filter((order) => !known.has(order._id));
  return [...own, ...shown].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
