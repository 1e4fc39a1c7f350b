import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { DEFAULT_DATABASE_POOL_SIZE, type Env } from "../config/env";
import { migrationsDir } from "../lib/paths";
import { runAfterCommit } from "./after-commit";
import { preparingEmbeddedStatements } from "./embedded-statements";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One type for both engines: services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * Who takes which handle (ADR 0006): a service function that writes takes `Database` and opens
 * its own transaction when it writes more than one statement; a helper that locks, or writes part
 * of its caller's work, takes `Tx`; reads and single-statement checks take `DbOrTx`, so they work
 * alone or inside a caller's transaction.
 */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Tx;

/** The rows of a raw statement's result: postgres.js answers the rows themselves, PGlite an object holding them. */
export const rowsOf = <Row>(result: unknown): Row[] =>
  (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];

/** The rows of a raw SQL statement. */
export async function executeRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query));
}

export type DatabaseHandle = {
  db: Database;
  engine: "pglite" | "postgres";
  close: () => Promise<void>;
  /** PGlite has no autovacuum; a scheduled VACUUM (ANALYZE) keeps plans and size in check. */
  vacuum: () => Promise<void>;
  /**
   * LISTEN on `channel`: `wake` runs after each committed NOTIFY on it, and again whenever the
   * listening connection (re)connects, since a notification sent meanwhile is lost. Resolves to
   * the way to stop listening.
   */
  listen: (channel: string, wake: () => void) => Promise<() => Promise<void>>;
  /**
   * Runs `task` while no other app instance runs one under the same name (a session advisory lock
   * on a connection of its own, waited for): start-up work such as migrations and the first data,
   * which instances started together would otherwise each do at once. The embedded database is
   * one process, so there it just runs.
   */
  oneAtATime: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  /** Embedded only: a gzipped tarball of the whole database (backups). */
  dumpDataDir?: () => Promise<Blob>;
};

export type DatabaseOptions =
  | { engine: "postgres"; url: string; poolSize?: number }
  /** dataDir undefined = in memory (tests). */
  | { engine: "pglite"; dataDir?: string; loadDataDir?: Blob };

/** The database the settings name: PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR. */
export const databaseOptionsFrom = (
  env: Pick<Env, "DATABASE_URL" | "DATABASE_POOL_SIZE" | "DATA_DIR">,
): DatabaseOptions =>
  env.DATABASE_URL
    ? { engine: "postgres", url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
    : { engine: "pglite", dataDir: env.DATA_DIR };

/** Where the embedded database keeps its cluster inside DATA_DIR. */
export function embeddedDatabaseDir(dataDir: string): string {
  return join(dataDir, "db");
}

/**
 * The postgres.js client as Drizzle should see it: every statement prepared (named, kept per
 * connection), also inside transactions and savepoints. Drizzle asks for an unnamed statement on
 * every query, which postgres.js sends as Parse + Describe, waits for the parameter types, then
 * sends Bind + Execute: two round trips, and PostgreSQL parses and plans it again each time. A
 * prepared one is a single round trip from its second use on that connection. The number of
 * distinct statements is bounded by the code (lists of ids make one per length); connections are
 * replaced every 30–60 minutes, which drops them.
 */
function preparingStatements(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property) {
      if (property === "unsafe") {
        return (query: string, params?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, params, { ...options, prepare: true });
      }
      if (property === "begin" || property === "savepoint") {
        return (...args: unknown[]) => {
          const work = args.pop() as (inner: postgres.Sql) => unknown;
          const open = Reflect.get(target, property, target) as (...a: unknown[]) => unknown;
          return open.apply(target, [...args, (inner: postgres.Sql) => work(preparingStatements(inner))]);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.engine === "postgres") {
    const client = postgres(options.url, { max: options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE, onnotice: () => {} });
    const db = runAfterCommit(drizzlePostgres(preparingStatements(client), { schema }) as unknown as Database);
    const oneAtATime = async <T>(name: string, task: () => Promise<T>): Promise<T> => {
      const holder = await client.reserve();
      const key = `kedai:${name}`;
      try {
        await holder`select pg_advisory_lock(hashtext(${key}))`;
        return await task();
      } finally {
        await holder`select pg_advisory_unlock(hashtext(${key}))`.catch(() => {});
        holder.release();
      }
    };
    await oneAtATime("migrations", () => migratePostgres(drizzlePostgres(client), { migrationsFolder: migrationsDir }));
    return {
      db,
      engine: "postgres",
      oneAtATime,
      close: () => client.end({ timeout: 5 }),
      vacuum: async () => {}, // real PostgreSQL runs autovacuum itself
      // postgres.js keeps one extra connection for all of this client's LISTENs and re-listens
      // after a reconnect, calling the second callback each time it is listening again.
      listen: async (channel, wake) => (await client.listen(channel, wake, wake)).unlisten,
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = embeddedDatabaseDir(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
  // Drizzle's PGlite driver calls only `query` and `transaction`.
  const db = runAfterCommit(
    drizzlePglite({ client: preparingEmbeddedStatements(client) as PGlite, schema }) as unknown as Database,
  );
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir });
  return {
    db,
    engine: "pglite",
    close: () => client.close(),
    vacuum: async () => {
      await db.execute(sql`VACUUM (ANALYZE)`);
    },
    // In process: PGlite delivers a NOTIFY to its listeners when the notifying transaction commits.
    listen: (channel, wake) => client.listen(channel, wake),
    oneAtATime: (_name, task) => task(),
    dumpDataDir: () => client.dumpDataDir("gzip"),
  };
}
