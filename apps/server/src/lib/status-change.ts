import type { StatusMachine } from "@kedai/shared";
import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client";
import { notFound, refusal } from "./app-error";
import { isUuid } from "./ids";

/**
 * A table whose rows move through `machine` in one of its columns (`field`, the column's property:
 * `status` unless said, e.g. an order's `paymentStatus`), and how messages name one of its rows.
 */
export type StatusTarget<S extends string, T extends PgTable & { id: AnyPgColumn } = PgTable & { id: AnyPgColumn }> = {
  table: T;
  field?: string;
  machine: StatusMachine<S>;
  /** Lower case, as in "Status pesanan …": "pesanan", "permintaan stok". */
  noun: string;
};

/**
 * A move from the status a decision was made on, with the columns written beside the status (who,
 * when), and `onlyIf`: a further condition the row must meet (a cancelled order is never paid).
 */
export type StatusMove<S extends string> = { from: S; to: S; set?: Record<string, unknown>; onlyIf?: SQL };

function refuseUnlessInTable<S extends string>({ machine, noun }: StatusTarget<S>, { from, to }: StatusMove<S>) {
  if (!machine.canTransition(from, to)) {
    throw refusal("STATUS_TRANSITION_INVALID", `Status ${noun} tidak bisa diubah dari "${from}" ke "${to}".`);
  }
}

/**
 * The move when the row still has `from` (and meets `onlyIf`), answering the row as moved, or
 * undefined when it was not; a move not in the table is refused (409) either way. For a caller to
 * whom a row that moved on meanwhile is no error (a QR code withdrawn after it was paid, a table
 * someone else took). This is the only place a registered status column is written
 * (`db/status-columns.test.ts` looks for any other).
 */
export async function changeStatusIfStill<S extends string, T extends PgTable & { id: AnyPgColumn }>(
  db: DbOrTx,
  target: StatusTarget<S, T>,
  id: string,
  move: StatusMove<S>,
): Promise<T["$inferSelect"] | undefined> {
  refuseUnlessInTable(target, move);
  const { table, field = "status" } = target;
  const column = (table as unknown as Record<string, AnyPgColumn>)[field];
  const [changed] = await db
    .update(table as PgTable)
    .set({ ...move.set, [field]: move.to } as never)
    .where(and(eq(table.id, id), eq(column, move.from), move.onlyIf))
    .returning();
  return changed as T["$inferSelect"] | undefined;
}

/**
 * Moves one row from `from` to `to` by compare-and-set, writing `set` beside the status. `from` is
 * the status the decision was made on: the one the user's screen showed, or the one the caller read
 * in its transaction. The move must be in the status table (else 409 naming both statuses), and the
 * UPDATE only matches while the row still has `from`, so of two cashiers clicking at once exactly
 * one wins and the other gets a 409 asking to reload, on PostgreSQL as on the embedded database.
 * Runs on the caller's transaction when given one, so its other writes (e.g. stock put back on a
 * cancellation) commit or roll back with the status.
 */
export async function changeStatus<S extends string, T extends PgTable & { id: AnyPgColumn }>(
  db: DbOrTx,
  target: StatusTarget<S, T>,
  id: string,
  move: StatusMove<S>,
): Promise<void> {
  const { table, noun } = target;
  const missing = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} tidak ditemukan.`;
  if (!isUuid(id)) throw notFound(missing);
  if (await changeStatusIfStill(db, target, id, move)) return;

  const [stillThere] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  if (!stillThere) throw notFound(missing);
  throw refusal("CHANGED_ELSEWHERE", `Status ${noun} sudah diubah oleh pengguna lain. Muat ulang lalu coba lagi.`);
}
