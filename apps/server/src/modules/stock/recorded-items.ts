import { DELETED_ITEM_LABEL } from "@kedai/shared";
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { stockItems, units } from "../../db/schema";

/**
 * The unit name of each of these stock items, to keep on a purchase line, an adjustment or a
 * request line, so it still reads "2 kg" once the item is deleted.
 */
export async function unitNamesOf(db: DbOrTx, stockItemIds: string[]): Promise<Map<string, string>> {
  if (stockItemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: stockItems.id, unit: units.name })
    .from(stockItems)
    .innerJoin(units, eq(units.id, stockItems.unitId))
    .where(inArray(stockItems.id, stockItemIds));
  return new Map(rows.map((row) => [row.id, row.unit]));
}

/** A recorded line's stock item: its current name, or `deletedLabel` once it is gone. */
export const recordedItem = (
  line: { stockItemId: string | null; unitName: string },
  currentName: string | null,
  deletedLabel: string = DELETED_ITEM_LABEL,
) => ({
  _id: line.stockItemId,
  name: currentName ?? deletedLabel,
  unit: line.unitName,
});
