import { ORDER_TYPE, type OrderType } from "@kedai/shared";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { type OrderStockUse, stockItems } from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import type { PricedLine } from "./price-cart";

/**
 * What an order takes from stock (docs/business-rules.md#stock): each priced line's recipe × its
 * quantity, plus one of every packaging item for a Take Away order. Sorted by stock item, so two
 * orders update rows in the same order and never deadlock. Sums keep four decimals (ADR 0003), so
 * 0,1 three times is 0,3.
 */
export async function stockUseOf(db: DbOrTx, lines: PricedLine[], orderType: OrderType): Promise<OrderStockUse[]> {
  const totals = new Map<string, number>();
  const add = (stockItemId: string, quantity: number) =>
    totals.set(stockItemId, toFourDecimals((totals.get(stockItemId) ?? 0) + quantity));

  for (const line of lines) {
    for (const row of line.recipe) add(row.stockItemId, row.quantityUsed * line.item.quantity);
  }
  if (orderType === ORDER_TYPE.TakeAway) {
    const packaging = await db.select({ id: stockItems.id }).from(stockItems).where(eq(stockItems.isPackaging, true));
    for (const item of packaging) add(item.id, 1);
  }
  return [...totals]
    .map(([stockItemId, quantity]) => ({ stockItemId, quantity }))
    .sort((a, b) => a.stockItemId.localeCompare(b.stockItemId));
}

/**
 * What an edited order takes beyond what it had taken, per stock item (negative: what it puts
 * back); items whose quantity did not change are left out. Sorted like stockUseOf.
 */
export function stockChange(before: OrderStockUse[], after: OrderStockUse[]): OrderStockUse[] {
  const change = new Map<string, number>();
  const add = ({ stockItemId, quantity }: OrderStockUse, sign: 1 | -1) =>
    change.set(stockItemId, toFourDecimals((change.get(stockItemId) ?? 0) + sign * quantity));
  for (const use of after) add(use, 1);
  for (const use of before) add(use, -1);
  return [...change]
    .filter(([, quantity]) => quantity !== 0)
    .map(([stockItemId, quantity]) => ({ stockItemId, quantity }))
    .sort((a, b) => a.stockItemId.localeCompare(b.stockItemId));
}

/**
 * Takes (`direction` -1) or puts back (+1) an order's stock. Returns the items left below zero:
 * allowed, but the answer says so rather than letting it pass silently.
 */
export async function moveStock(tx: Tx, uses: OrderStockUse[], direction: 1 | -1) {
  const belowZero: { _id: string; name: string; quantityInStock: number }[] = [];
  for (const use of uses) {
    const [item] = await tx
      .update(stockItems)
      .set({ quantityInStock: sql`${stockItems.quantityInStock} + ${direction * use.quantity}` })
      .where(eq(stockItems.id, use.stockItemId))
      .returning({ _id: stockItems.id, name: stockItems.name, quantityInStock: stockItems.quantityInStock });
    if (item && item.quantityInStock < 0) belowZero.push(item);
  }
  return belowZero.sort((a, b) => a.name.localeCompare(b.name));
}
