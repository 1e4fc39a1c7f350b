import type { StatusMachine } from "@kedai/shared";
import { and, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client";
import { notFound, refusal } from "./app-error";
import { isUuid } from "./ids";

/** A table whose rows move through `machine`, and how messages name one of its rows. */
export type StatusTarget<S extends string> = {
  table: PgTable & { id: AnyPgColumn; status: AnyPgColumn };
  machine: StatusMachine<S>;
  /** Lower case, as in "Status pesanan …": "pesanan", "permintaan stok". */
  noun: string;
};

/**
 * Moves one row from `from` to `to` by compare-and-set. `from` is the status the decision was
 * made on: the one the user's screen showed, or the one the caller read in its transaction.
 * The move must be in the status table (else 409 naming both statuses), and the UPDATE only
 * matches while the row still has `from`, so of two cashiers clicking at once exactly one wins
 * and the other gets a 409 asking to reload, on PostgreSQL as on the embedded database. Runs on
 * the caller's transaction when given one, so its other writes (e.g. stock put back on a
 * cancellation) commit or roll back with the status.
 */
export async function changeStatus<S extends string>(
  db: DbOrTx,
  { table, machine, noun }: StatusTarget<S>,
  id: string,
  { from, to }: { from: S; to: S },
): Promise<void> {
  const missing = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} tidak ditemukan.`;
  if (!isUuid(id)) throw notFound(missing);
  if (!machine.canTransition(from, to)) {
    throw refusal("STATUS_TRANSITION_INVALID", `Status ${noun} tidak bisa diubah dari "${from}" ke "${to}".`);
  }
  const changed = await db
    .update(table)
    .set({ status: to } as never)
    .where(and(eq(table.id, id), eq(table.status, from)))
    .returning({ id: table.id });
  if (changed.length > 0) return;

  const [stillThere] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  if (!stillThere) throw notFound(missing);
  throw refusal("CHANGED_ELSEWHERE", `Status ${noun} sudah diubah oleh pengguna lain. Muat ulang lalu coba lagi.`);
}
