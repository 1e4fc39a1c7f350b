import { DELETED_ITEM_LABEL } from "@kedai/shared";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
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

/** A table of recorded stock-item lines (a purchase's, a stock request's): each line knows its item and place. */
type LineTable = PgTable & { stockItemId: AnyPgColumn; position: AnyPgColumn };

/**
 * The lines of these parents (purchases, stock requests), in entry order, keyed by parent id (every
 * id present, an empty list for none), each made by `toEntry` from the line and its recorded stock
 * item (current name, or the deleted label). One query for a whole page of parents.
 */
export async function recordedLinesOf<Table extends LineTable, Entry>(
  db: DbOrTx,
  table: Table,
  parentColumn: AnyPgColumn,
  parentIds: string[],
  toEntry: (line: Table["$inferSelect"], stockItem: ReturnType<typeof recordedItem>) => Entry,
): Promise<Map<string, Entry[]>> {
  const byParent = new Map<string, Entry[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return byParent;
  const rows = await db
    .select({ parentId: sql<string>`${parentColumn}`, line: table as PgTable, name: stockItems.name })
    .from(table as PgTable)
    .leftJoin(stockItems, eq(stockItems.id, table.stockItemId))
    .where(inArray(parentColumn, parentIds))
    .orderBy(asc(parentColumn), asc(table.position));
  for (const { parentId, line, name } of rows) {
    const recorded = line as Table["$inferSelect"] & { stockItemId: string | null; unitName: string };
    byParent.get(parentId)?.push(toEntry(recorded, recordedItem(recorded, name)));
  }
  return byParent;
}
