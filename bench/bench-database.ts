// The embedded database a bench's own server opens. A new one runs initdb and every migration, about
// 15 s of CPU on a small machine, more than a tiny run's own work; BENCH_MIGRATED_DUMP (a gzipped
// dump of a database with every migration run, as the test suite makes once per run in
// apps/server/test/migrated-database.global.ts) starts a new one from that copy instead: the same
// schema, a fifth of the time. The suite's smoke runs of the benches set it; a bench run by hand
// does not need to.
import { readFileSync } from "node:fs";
import type { DatabaseOptions } from "../apps/server/src/db/client";
import { isBrandNewDatabase } from "../apps/server/src/db/first-start-process";

export function benchDatabase(options: DatabaseOptions): DatabaseOptions {
  const dump = process.env.BENCH_MIGRATED_DUMP;
  if (options.engine !== "pglite" || !dump || !options.dataDir || !isBrandNewDatabase(options.dataDir)) return options;
  return { ...options, loadDataDir: new Blob([readFileSync(dump)]) };
}
