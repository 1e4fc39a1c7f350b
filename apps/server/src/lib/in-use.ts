import type { DeleteAnswer } from "@kedai/shared";
import { and, asc, count, eq, getTableColumns, type InferSelectModel, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, DbOrTx, Tx } from "../db/client";
import { notFound, refusal } from "./app-error";
import { findByIdOr404, type TableWithId } from "./find-by-id";
import { isUuid } from "./ids";
import { lockTableWriters } from "./write-guards";

/**
 * How many records of one kind use the record being deleted, and the first names; or, for a use
 * that reads as a phrase of its own ("stok 827 pcs di Kedai Crepes Pusat"), that phrase.
 */
export type Dependents = { count: number; what: string; names?: string[]; phrase?: true };

/** Names shown in a refusal; more than this become "dan N lainnya". */
export const NAMES_LISTED = 3;

/** "A, B, C, dan 2 lainnya": the first NAMES_LISTED of `total` names. */
function listNames(names: string[], total: number): string {
  const shown = names.slice(0, NAMES_LISTED).join(", ");
  return total > NAMES_LISTED ? `${shown}, dan ${total - NAMES_LISTED} lainnya` : shown;
}

const describe = ({ count, what, names, phrase }: Dependents) => {
  if (phrase) return what;
  return names?.length ? `${count} ${what} (${listNames(names, count)})` : `${count} ${what}`;
};

/** "A, B, C": what uses a record, as a refusal or an archive answer names it. */
const describeAll = (dependents: Dependents[]) => dependents.map(describe).join(", ");

/** One use that names itself: "stok 827 pcs di Kedai Crepes Pusat", "transfer … (Dikirim)". */
export const phrase = (text: string): Dependents => ({ count: 1, what: text, phrase: true });

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

const used = (dependents: Dependents[]) => dependents.filter((d) => d.count > 0);

/**
 * Refuses to delete `subject` while anything still uses it (409): "<subject> masih dipakai oleh:
 * 2 menu (A, B), 3 pesanan. <advice>", so the user knows what to change first.
 */
function refuseWhileUsed(subject: string, dependents: Dependents[], advice: string): void {
  const users = used(dependents);
  if (users.length === 0) return;
  throw refusal("IN_USE", `${subject} masih dipakai oleh: ${describeAll(users)}. ${advice}`);
}

/** The archived-at column of a table that archives (docs/business-rules.md#deleting), if it has one. */
function archivedColumn(table: PgTable): AnyPgColumn | undefined {
  return (getTableColumns(table) as Record<string, AnyPgColumn>).archivedAt;
}

/** `where`, narrowed to the records of `table` that are not archived: what lists and pickers offer. */
export function notArchived(table: PgTable, where?: SQL): SQL | undefined {
  const column = archivedColumn(table);
  return column ? and(isNull(column), where) : where;
}

/**
 * What one kind of record declares about deleting it (docs/business-rules.md#deleting): what
 * current data uses it for (any → 409 naming them), and what history refers to it (any → the
 * record is archived, not deleted). A record neither uses is really deleted.
 */
export type DeleteRule<Row> = {
  /** 404 message when there is no such record (or it is archived already). */
  missing: string;
  /** `Lokasi "Dago"`: how answers name the record. */
  subject: (row: Row) => string;
  /** Current data using it: stock on hand, a transfer on its way, an open order, a recipe … */
  inUse: (tx: Tx, row: Row) => Promise<Dependents[]>;
  /** What to do first, after the refusal's list. */
  advice: string;
  /** History naming it: past orders, purchases, movements, audit … (needs an archived_at column). */
  history?: (tx: Tx, row: Row) => Promise<Dependents[]>;
  /** Refusals that are not a use (the last admin, oneself), checked first. */
  refuse?: (tx: Tx, row: Row) => Promise<void>;
  /** Runs before the row is deleted (not archived): loose links a delete takes with it. */
  beforeDelete?: (tx: Tx, row: Row) => Promise<unknown>;
  /** Runs once the row is gone or archived (the audit line, ending the record's logins). */
  after?: (tx: Tx, row: Row, outcome: { archived: boolean }) => Promise<unknown>;
  /** A sentence added to a delete's answer ("… kini tidak terhubung …"), read before the delete. */
  note?: (tx: Tx, row: Row) => Promise<string>;
};

/**
 * The one way a record is deleted (every DELETE route): in one transaction holding the table's
 * writers lock and the row, 404 when there is none (an archived one included), 409 naming what
 * still uses it, archived (answer `archived: true`) when only history refers to it, else deleted.
 */
export async function deleteOrArchive<T extends TableWithId>(
  db: Database,
  table: T,
  id: string,
  rule: DeleteRule<InferSelectModel<T>>,
): Promise<DeleteAnswer> {
  if (!isUuid(id)) throw notFound(rule.missing);
  const archivedAt = archivedColumn(table);
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, table);
    const row = await findByIdOr404(tx, table, id, rule.missing, { forUpdate: true });
    if (archivedAt && (row as Record<string, unknown>).archivedAt) throw notFound(rule.missing);
    await rule.refuse?.(tx, row);
    const subject = rule.subject(row);
    const current = used(await rule.inUse(tx, row));
    const history = used((await rule.history?.(tx, row)) ?? []);
    // The refusal names history too: all that refers to the record, current uses first.
    if (current.length) refuseWhileUsed(subject, [...current, ...history], rule.advice);
    if (history.length) {
      if (!archivedAt) throw new Error(`${subject}: history refers to it but its table cannot archive`);
      await tx
        .update(table)
        .set({ archivedAt: new Date() } as never)
        .where(eq(table.id, id));
      await rule.after?.(tx, row, { archived: true });
      const message = `${subject} diarsipkan: masih tercatat di ${describeAll(history)}. Data ini tidak ditawarkan lagi, riwayatnya tetap menyebut namanya.`;
      return { _id: id, message, archived: true };
    }
    const note = rule.note ? await rule.note(tx, row) : "";
    await rule.beforeDelete?.(tx, row);
    await tx.delete(table).where(eq(table.id, id));
    await rule.after?.(tx, row, { archived: false });
    return { _id: id, message: `${subject} telah dihapus.${note}`, archived: false };
  });
}
