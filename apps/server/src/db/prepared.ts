import { type Placeholder, type Query, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, rowsOf } from "./client";

/** What Drizzle's `.prepare(name)` answers: the built statement, run with the placeholders' values. */
type Built<Result> = { execute(values?: Record<string, unknown>): Promise<Result> };

/** Statements already built, by key and by the kind of session (engine) they were built for. */
const builtStatements = new Map<string, { built: Built<unknown>; text: string }>();

/**
 * In test runs every reuse of a key builds its statement again and compares the text: a key that two
 * callers share for different SQL (or that misses something which changes the SQL) would otherwise
 * run the first caller's statement with the second one's values. Off in production: building is the
 * cost these functions exist to save.
 */
let checkKeys = process.env.NODE_ENV === "test";

/** Turns the reuse check on or off (tests of the check itself); answers the previous setting. */
export function checkStatementKeys(on: boolean): boolean {
  const before = checkKeys;
  checkKeys = on;
  return before;
}

/** An error when the SQL a key was built with differs from what its builder writes now. */
function keyMisused(key: string, kept: string, now: string): Error | undefined {
  if (kept !== now)
    return new Error(
      `Statement key "${key}" is used for different SQL: it was built as\n  ${kept}\nand is now built as\n  ${now}\nPut whatever changes the SQL into the key.`,
    );
}

/**
 * Runs a statement whose SQL Drizzle builds only once per `key`: `build` writes it with
 * `sql.placeholder(name)` for each value (`placeholders` below does a whole row), and each run
 * binds `values` by those names, on the handle given (the pool or a transaction).
 *
 * Drizzle builds a query's SQL again on every run, checking the type of every column, name and
 * value as it goes; for an order's dozen statements that was about a third of the server's time on
 * PostgreSQL. A key names one shape of statement: callers put whatever changes the SQL into it
 * (which columns a row has, how many rows, how many ids). Meant for the statements every order
 * runs (docs/decisions/0023-order-statements-built-once.md); elsewhere plain Drizzle reads better.
 *
 * The statement is built on the first handle that runs it and then lent to each handle in turn: a
 * prepared query runs on its session's client, which here is swapped for the given handle's own
 * (Drizzle's query objects for PGlite and postgres.js both keep it as `client`). Built statements
 * are kept per session class, so the two engines never share one.
 */
export function runPrepared<Result>(
  db: DbOrTx,
  key: string,
  build: (db: DbOrTx) => { prepare(name: string): Built<Result>; toSQL(): { sql: string } },
  values: Record<string, unknown>,
): Promise<Result> {
  const { session } = db._ as unknown as { session: { constructor: { name: string }; client: unknown } };
  if (!session.client) throw new Error("runPrepared: this Drizzle session keeps no `client` to lend");
  const fullKey = `${session.constructor.name}:${key}`;
  let kept = builtStatements.get(fullKey);
  if (!kept) {
    const builder = build(db);
    kept = { built: builder.prepare(key), text: builder.toSQL().sql };
    builtStatements.set(fullKey, kept);
  } else if (checkKeys) {
    const misused = keyMisused(key, kept.text, build(db).toSQL().sql);
    if (misused) return Promise.reject(misused);
  }
  const onThisHandle: Built<Result> = Object.create(kept.built, { client: { value: session.client } });
  return onThisHandle.execute(values);
}

/** Raw statements already built (the same text on both engines), by key. */
const builtQueries = new Map<string, Query>();

/**
 * runPrepared for a raw statement: `build` answers its SQL with `sql.placeholder(name)` for each
 * value; answers its rows.
 */
export async function runPreparedSql<Row>(
  db: DbOrTx,
  key: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<Row[]> {
  let query = builtQueries.get(key);
  if (!query) {
    query = db.execute(build()).getQuery();
    builtQueries.set(key, query);
  } else if (checkKeys) {
    const misused = keyMisused(key, query.sql, db.execute(build()).getQuery().sql);
    if (misused) throw misused;
  }
  return rowsOf<Row>(await db._.session.prepareQuery(query, undefined, key, false).execute(values));
}

/** `row` with each defined value replaced by a placeholder named `${prefix}${key}`. */
export function placeholders<Row extends Record<string, unknown>>(
  row: Row,
  prefix = "",
): { [K in keyof Row]: Placeholder<string, Row[K]> } {
  const named: Record<string, Placeholder> = {};
  for (const [key, value] of Object.entries(row))
    if (value !== undefined) named[key] = sql.placeholder(`${prefix}${key}`);
  return named as { [K in keyof Row]: Placeholder<string, Row[K]> };
}

/** The columns a row sets (undefined ones are left to their defaults): part of an insert's key. */
export const shapeOf = (row: Record<string, unknown>): string =>
  Object.keys(row)
    .filter((key) => row[key] !== undefined)
    .join(",");

/** The values of `placeholders(row, prefix)`. */
export function valuesOf(row: Record<string, unknown>, prefix = ""): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (value !== undefined) values[`${prefix}${key}`] = value;
  return values;
}
