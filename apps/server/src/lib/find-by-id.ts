import { eq, type InferSelectModel } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client";
import { notFound } from "./app-error";
import { isUuid } from "./ids";

/** A table whose primary key is the uuid column `id` (every record table). */
export type TableWithId = PgTable & { id: AnyPgColumn };

/**
 * The row of `table` with this id, or a 404 with `message` ("<X> tidak ditemukan.") when there is
 * none; a malformed id is a 404 too, without asking the database. `forUpdate` locks the row for
 * the rest of the transaction.
 */
export async function findByIdOr404<T extends TableWithId>(
  db: DbOrTx,
  table: T,
  id: string,
  message: string,
  options: { forUpdate?: boolean } = {},
): Promise<InferSelectModel<T>> {
  if (!isUuid(id)) throw notFound(message);
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  const [row] = await (options.forUpdate ? query.for("update") : query).limit(1);
  if (!row) throw notFound(message);
  return row as InferSelectModel<T>;
}
