import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { stockItems, stockLevels, stockMovements } from "../../db/schema";

/**
 * Sets every location's level to the sum of its movements there and every item's total to the sum
 * of its levels, for movements written straight into the ledger (the demo's history) rather than
 * through applyStockChanges, which keeps both as it goes. A level row also holds its location's
 * low-stock threshold, so rows are zeroed and refilled rather than deleted.
 */
export async function rebuildStockLevels(tx: Tx): Promise<void> {
  await tx.update(stockLevels).set({ quantity: 0 });
  await tx.execute(sql`
    insert into ${stockLevels} (stock_item_id, location_id, quantity)
    select stock_item_id, location_id, sum(quantity) from ${stockMovements} group by stock_item_id, location_id
    on conflict (stock_item_id, location_id) do update set quantity = excluded.quantity`);
  await tx.execute(sql`
    update ${stockItems} set quantity_in_stock = coalesce(
      (select sum(quantity) from ${stockLevels} where ${stockLevels.stockItemId} = ${stockItems.id}), 0)`);
}
