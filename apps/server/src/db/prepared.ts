import { type Placeholder, type Query, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, rowsOf } from "./client";

/** What Drizzle's `.prepare(name)` answers: the built statement, run with the placeholders' values. */
type Built<Result> = { execute(values?: Record<string, unknown>): Promise<Result> };

/** Statements already built, by key and by the kind of session (engine) they were built for. */
const builtStatements = new Map<string, Built<unknown>>();

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
  build: (db: DbOrTx) => { prepare(name: string): Built<Result> },
  values: Record<string, unknown>,
): Promise<Result> {
  const { session } = db._ as unknown as { session: { constructor: { name: string }; client: unknown } };
  if (!session.client) throw new Error("runPrepared: this Drizzle session keeps no `client` to lend");
  const fullKey = `${session.constructor.name}:${key}`;
  let built = builtStatements.get(fullKey) as Built<Result> | undefined;
  if (!built) {
    built = build(db).prepare(key);
    builtStatements.set(fullKey, built);
  }
  const onThisHandle: Built<Result> = Object.create(built, { client: { value: session.client } });
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
