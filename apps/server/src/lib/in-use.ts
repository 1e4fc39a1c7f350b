import { asc, count, eq, type InferSelectModel, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, DbOrTx, Tx } from "../db/client";
import { notFound, refusal } from "./app-error";
import { findByIdOr404, type TableWithId } from "./find-by-id";
import { isUuid } from "./ids";
import { lockTableWriters } from "./write-guards";

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
  throw refusal("IN_USE", `${subject} masih dipakai oleh ${users.map(describe).join(" dan ")}. ${advice}`);
}

/**
 * Deletes the record `id` of `table` unless something still uses it, all in one transaction that
 * holds the table's writers lock and the row: 404 with `missing` when there is no such record, 409
 * naming `usedBy`'s dependents (refuseWhileUsed) when any, else the row goes and `afterDelete` runs
 * (the audit line). `note` adds a sentence to the answer ("… kini tidak terhubung …"), read before
 * the delete. Answers the id and "<subject> telah dihapus."
 */
export async function deleteUnlessUsed<T extends TableWithId>(
  db: Database,
  table: T,
  id: string,
  guard: {
    missing: string;
    /** `Lokasi "Dago"`: how the refusal names the record. */
    subject: (row: InferSelectModel<T>) => string;
    usedBy: (tx: Tx, row: InferSelectModel<T>) => Promise<Dependents[]>;
    advice: string;
    /** How the answer names the deleted record, when not as `subject`. */
    deleted?: (row: InferSelectModel<T>) => string;
    note?: (tx: Tx, row: InferSelectModel<T>) => Promise<string>;
    afterDelete?: (tx: Tx, row: InferSelectModel<T>) => Promise<unknown>;
  },
): Promise<{ _id: string; message: string }> {
  if (!isUuid(id)) throw notFound(guard.missing);
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, table);
    const row = await findByIdOr404(tx, table, id, guard.missing, { forUpdate: true });
    refuseWhileUsed(guard.subject(row), await guard.usedBy(tx, row), guard.advice);
    const note = guard.note ? await guard.note(tx, row) : "";
    await tx.delete(table).where(eq(table.id, id));
    await guard.afterDelete?.(tx, row);
    return { _id: id, message: `${(guard.deleted ?? guard.subject)(row)} telah dihapus.${note}` };
  });
}
