import type { Database } from "../../db/client";

/*
 * How many times this process saved or deleted a printer of the database: what it keeps in memory
 * about printers (outlet-printers.ts) is good only while this number stays the same.
 */
const changes = new WeakMap<Database, number>();

export const printerChanges = (db: Database): number => changes.get(db) ?? 0;

/** A printer was saved or deleted: what was read of the printers before is stale. */
export function printersChanged(db: Database): void {
  changes.set(db, printerChanges(db) + 1);
}
