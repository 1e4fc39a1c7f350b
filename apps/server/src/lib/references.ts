import { getTableName, type InferSelectModel, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client";
import { runPrepared } from "../db/prepared";
import { badRequest } from "./app-error";
import type { TableWithId } from "./find-by-id";
import { isUuid } from "./ids";
import { notArchived } from "./in-use";

/**
 * The rows of `table` a request refers to, in one query, or a 400 with `message` as the error
 * of `field` when any id names no row. A malformed id is refused without asking the database.
 * Repeated ids count once; no ids is no query. For one id: `const [row] = await …([id])`.
 * An archived record (docs/business-rules.md#deleting) is no longer offered: referring to it is
 * refused like referring to none.
 */
export async function findReferencedOr400<T extends TableWithId>(
  db: DbOrTx,
  table: T,
  ids: readonly string[],
  reference: { field: string; message: string },
): Promise<InferSelectModel<T>[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const missing = () => badRequest(reference.message, reference.field);
  if (!wanted.every(isUuid)) throw missing();
  const rows = await runPrepared(
    db,
    `select ${getTableName(table)} by ${wanted.length} ids`,
    (db) =>
      db
        .select()
        .from(table as PgTable)
        .where(
          notArchived(
            table,
            inArray(
              table.id,
              wanted.map((_, i) => sql.placeholder(`id${i}`)),
            ),
          ),
        ),
    Object.fromEntries(wanted.map((id, i) => [`id${i}`, id])),
  );
  if (rows.length !== wanted.length) throw missing();
  return rows as InferSelectModel<T>[];
}
