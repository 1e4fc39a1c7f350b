import { asc, count, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client";
import { conflict } from "./app-error";

/** How many records of one kind still point at the record being deleted, and the first names. */
export type Dependents = { count: number; what: string; names?: string[] };

/** Names shown in a refusal; more than this become "dan N lainnya". */
export const NAMES_LISTED = 3;

/** "A, B, C, dan 2 lainnya": the first NAMES_LISTED of `total` names. */
function listNames(names: string[], total: number): string {
  const shown = names.slice(0, NAMES_LISTED).join(", ");
  return total > NAMES_LISTED ? `${shown}, dan ${total - NAMES_LISTED} lainnya` : shown;
}

const describe = ({ count, what, names }: Dependents) =>
  names?.length ? `${count} ${what} (${listNames(names, count)})` : `${count} ${what}`;

/** How many rows of `table` match `where` (records without a name to show, such as orders). */
export async function countedDependents(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  what: string,
): Promise<Dependents> {
  const [{ total }] = await db.select({ total: count() }).from(table).where(where);
  return { count: total, what };
}

/**
 * The rows of `table` matching `where` (those using the record), counted, with the first names
 * by alphabet: what a refusal to delete names.
 */
export async function namedDependents(
  db: DbOrTx,
  table: PgTable & { name: AnyPgColumn },
  where: SQL | undefined,
  what: string,
): Promise<Dependents> {
  const { count: total } = await countedDependents(db, table, where, what);
  if (total === 0) return { count: 0, what };
  const rows = await db
    .select({ name: table.name })
    .from(table as PgTable)
    .where(where)
    .orderBy(asc(sql`lower(${table.name})`))
    .limit(NAMES_LISTED);
  return { count: total, what, names: rows.map((row) => row.name as string) };
}

/**
 * Refuses to delete `subject` while anything still uses it (409): "<subject> masih dipakai oleh
 * 2 menu (A, B) dan 3 pesanan. <advice>", so the user knows what to change first.
 */
export function refuseWhileUsed(subject: string, dependents: Dependents[], advice: string): void {
  const users = dependents.filter((d) => d.count > 0);
  if (users.length === 0) return;
  throw conflict(`${subject} masih dipakai oleh ${users.map(describe).join(" dan ")}. ${advice}`);
}
