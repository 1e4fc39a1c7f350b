import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A gzipped dump of an embedded database with every migration run, or null on PostgreSQL. */
    migratedDatabaseDump: string | null;
  }
}

/**
 * Once per run: an embedded database is created and migrated from scratch (so a broken migration
 * still fails the run), and its files are dumped for every test file to start from. A fresh
 * embedded database runs initdb and every migration, 3 to 4 times as long as loading this dump,
 * and the server's test files open one or more each.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("migratedDatabaseDump", null);
    return;
  }
  const database = await openDatabase({ engine: "pglite" });
  const dump = await database.dumpDataDir!();
  await database.close();
  const file = join(tmpdir(), `kedai-migrated-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("migratedDatabaseDump", file);
  return () => rmSync(file, { force: true });
}
