import { sql } from "drizzle-orm";
import { type DbOrTx, executeRows } from "../src/db/client";
import { stockItems, stockLevels, stockMovements } from "../src/db/schema";

/** What `locationId` holds of `stockItemId` (0 when it never moved there). */
export async function levelOf(db: DbOrTx, stockItemId: string, locationId: string): Promise<number> {
  const [row] = await db
    .select({ quantity: stockLevels.quantity })
    .from(stockLevels)
    .where(sql`${stockLevels.stockItemId} = ${stockItemId} and ${stockLevels.locationId} = ${locationId}`);
  return row?.quantity ?? 0;
}

/**
 * Every (item, location) whose level is not the sum of its movements there, and every item whose
 * total is not the sum of its levels: both empty when the ledger holds (ADR 0028).
 */
export async function ledgerMismatches(db: DbOrTx) {
  const levels = await executeRows(
    db,
    sql`
    select coalesce(l.stock_item_id, m.stock_item_id) as item, coalesce(l.location_id, m.location_id) as location,
      coalesce(l.quantity, 0)::float8 as level, coalesce(m.moved, 0)::float8 as moved
    from ${stockLevels} l
    full join (select stock_item_id, location_id, sum(quantity) as moved from ${stockMovements}
      group by stock_item_id, location_id) m
      on m.stock_item_id = l.stock_item_id and m.location_id = l.location_id
    where coalesce(l.quantity, 0) <> coalesce(m.moved, 0)`,
  );
  const totals = await executeRows(
    db,
    sql`
    select i.name, i.quantity_in_stock::float8 as total, coalesce(sum(l.quantity), 0)::float8 as levels
    from ${stockItems} i left join ${stockLevels} l on l.stock_item_id = i.id
    group by i.id having i.quantity_in_stock <> coalesce(sum(l.quantity), 0)`,
  );
  return { levels, totals };
}
