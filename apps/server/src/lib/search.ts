import { type AnyColumn, ilike, or, type SQL } from "drizzle-orm";

/** A LIKE pattern matching `term` anywhere; its own `%`, `_` and `\` match themselves. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * The condition of a list's `?search=`: rows where the column (or any of the columns) contains
 * `term`, ignoring case. No term (absent or empty) is no condition, so `where(undefined)` lists all.
 */
export function containsInsensitive(columns: AnyColumn | AnyColumn[], term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(...[columns].flat().map((column) => ilike(column, pattern)));
}
