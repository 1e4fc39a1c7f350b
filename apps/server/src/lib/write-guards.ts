import { and, getTableName, ne, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { type Database, type DbOrTx, executeRows, type Tx } from "../db/client";
import { refusal } from "./app-error";

/**
 * Serialises the writers of one table until the transaction ends (an advisory lock named
 * "kedai:<table>"), so "check then write" holds on PostgreSQL as on PGlite.
 */
export const lockTableWriters = (tx: Tx, table: PgTable) => tx.execute(sql`select ${tableWritersLock(table)}`);

/** The expression that takes lockTableWriters' lock, for a statement that takes it on its way. */
export const tableWritersLock = (table: PgTable) =>
  sql`pg_advisory_xact_lock(hashtext(${`kedai:${getTableName(table)}`}))`;

/**
 * Refuses a name another row of `table` already has, ignoring case (409, also as the `name`
 * field's error). `exceptId` is the row being edited; `message` gets the stored spelling.
 */
export async function assertUniqueName(
  tx: DbOrTx,
  table: PgTable & { id: AnyPgColumn; name: AnyPgColumn },
  name: string,
  exceptId: string | undefined,
  message: (takenName: string) => string,
): Promise<void> {
  const [clash] = await tx
    .select({ name: table.name })
    .from(table as PgTable)
    .where(and(sql`lower(${table.name}) = lower(${name})`, exceptId ? ne(table.id, exceptId) : undefined))
    .limit(1);
  if (clash) {
    throw refusal("NAME_TAKEN", message(clash.name as string), "name");
  }
}

/**
 * Takes the lock named "kedai:job:<name>" until the transaction ends, if no one holds it: a
 * scheduled job that several app instances run is done by one of them at a time.
 */
export async function tryLockJob(tx: Tx, name: string): Promise<boolean> {
  const [row] = await executeRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtext(${`kedai:job:${name}`})) as locked`,
  );
  return row?.locked === true;
}

/**
 * Runs a scheduled job that writes in one transaction holding its lock, or skips it (false) while
 * another app instance is running it: each run is done by one instance at a time.
 */
export function runJobAlone(db: Database, name: string, job: (tx: Tx) => Promise<unknown>): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await tryLockJob(tx, name))) return false;
    await job(tx);
    return true;
  });
}
