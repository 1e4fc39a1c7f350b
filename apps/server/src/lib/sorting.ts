import type { SortQuery } from "@kedai/shared";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * The ORDER BY of a list (paged or whole) asked for `?sort=&order=` (docs/api-conventions.md#sorting):
 * `columns` maps each of the list's sort keys (its contract's `…_SORT_KEYS`) to what it sorts by;
 * without `sort`, the list's `usual` order. The usual order follows the chosen column as the
 * tie-break, so rows with the same value keep one order and no row moves between pages. Empty
 * values (a session still open has no duration) come last either way.
 */
export function sortedBy<Key extends string>(
  query: SortQuery<Key>,
  columns: Record<Key, AnyColumn | SQL>,
  usual: SQL[],
): SQL[] {
  if (!query.sort) return usual;
  const direction = query.order === "desc" ? sql`desc` : sql`asc`;
  return [sql`${columns[query.sort]} ${direction} nulls last`, ...usual];
}

/** A name column sorted as people read it: "budi" beside "Budi", not after every capital. */
export const caseless = (column: AnyColumn): SQL => sql`lower(${column})`;
