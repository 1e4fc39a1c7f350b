import type { Tx } from "../../db/client";
import type { OrderStockUse } from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { applyStockChanges, type StockCause } from "../stock/stock-movements";
import type { PricedLine } from "./price-cart";

/**
 * What an order takes from stock (docs/business-rules.md#stock): each priced line's recipe × its
 * quantity, plus one of each of `packagingIds` (a cashier's Take Away order: the packaging items;
 * otherwise none), sorted by stock item. Sums keep four decimals (ADR 0003), so 0,1 three times is 0,3.
 */
export function stockUseOf(
  lines: ReadonlyArray<Pick<PricedLine, "recipe"> & { item: Pick<PricedLine["item"], "quantity"> }>,
  packagingIds: string[],
): OrderStockUse[] {
  const totals = new Map<string, number>();
  const add = (stockItemId: string, quantity: number) =>
    totals.set(stockItemId, toFourDecimals((totals.get(stockItemId) ?? 0) + quantity));

  for (const line of lines) {
    for (const row of line.recipe) add(row.stockItemId, row.quantityUsed * line.item.quantity);
  }
  for (const id of packagingIds) add(id, 1);
  return [...totals]
    .map(([stockItemId, quantity]) => ({ stockItemId, quantity }))
    .sort((a, b) => a.stockItemId.localeCompare(b.stockItemId));
}

/**
 * What an edited order takes beyond what it had taken, per stock item (negative: what it puts
 * back); items whose quantity did not change are left out. Sorted like stockUseOf.
 */
export const stockChange = (before: OrderStockUse[], after: OrderStockUse[]): OrderStockUse[] =>
  summed([
    [after, 1],
    [before, -1],
  ]);

/** What an order took and what it takes now besides (a food platform's line mapped later), together. */
export const stockUseWith = (taken: OrderStockUse[], more: OrderStockUse[]): OrderStockUse[] =>
  summed([
    [taken, 1],
    [more, 1],
  ]);

/** Uses added (1) or taken away (-1) per stock item, the items at zero left out, sorted like stockUseOf. */
function summed(parts: [OrderStockUse[], 1 | -1][]): OrderStockUse[] {
  const total = new Map<string, number>();
  for (const [uses, sign] of parts)
    for (const { stockItemId, quantity } of uses)
      total.set(stockItemId, toFourDecimals((total.get(stockItemId) ?? 0) + sign * quantity));
  return [...total]
    .filter(([, quantity]) => quantity !== 0)
    .map(([stockItemId, quantity]) => ({ stockItemId, quantity }))
    .sort((a, b) => a.stockItemId.localeCompare(b.stockItemId));
}

/**
 * Takes (`direction` -1) or puts back (+1) an order's stock at its location, writing its movements
 * (`cause`: sale, order edit or cancellation, naming the order). Returns the items the location
 * was left below zero of, with what it holds: allowed, but the answer says so rather than letting
 * it pass silently.
 */
export async function moveStock(tx: Tx, uses: OrderStockUse[], direction: 1 | -1, cause: StockCause) {
  const changes = uses.map((use) => ({ stockItemId: use.stockItemId, quantity: direction * use.quantity }));
  const moved = await applyStockChanges(tx, changes, cause);
  return moved
    .filter((item) => item.quantityAtLocation < 0)
    .map((item) => ({ _id: item._id, name: item.name, quantityInStock: item.quantityAtLocation }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The movement cause of an order's stock change. The stock is the order's outlet's (a POS
 * order's register, an online pickup or dine-in order's chosen outlet); an order with no outlet
 * (delivery, QR table) takes head office's. An edit and a cancellation move it at the same place
 * as the sale: an order's outlet never changes, and an outlet with movements cannot be deleted.
 */
export const orderStockCause = (
  reason: "sale" | "order_edit" | "cancel",
  order: { id: string; orderId: string; locationId: string | null },
  actor: StockCause["actor"],
): StockCause => ({
  reason,
  locationId: order.locationId,
  reference: { type: "order", id: order.id, label: order.orderId },
  actor,
});
