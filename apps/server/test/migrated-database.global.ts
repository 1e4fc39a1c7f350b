import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";
import { createDatabase } from "./test-databases";

declare module "vitest" {
  export interface ProvidedContext {
    /** A gzipped dump of an embedded database with every migration run, or null on PostgreSQL. */
    migratedDatabaseDump: string | null;
    /** On PostgreSQL: the database with every migration run that each test file's is copied from. */
    migratedTemplateDatabase: string | null;
  }
}

/**
 * Once per run: a database is created and migrated from scratch (so a broken migration still fails
 * the run), and every test file starts from a copy of it. Embedded: its files are dumped and each
 * file loads the dump; a fresh embedded database runs initdb and every migration, 3 to 4 times as
 * long. PostgreSQL: a template database that each file's database is created from (CREATE DATABASE
 * … TEMPLATE copies its files), instead of running every migration again on an empty one. The
 * server's test files open one or more each.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    project.provide("migratedDatabaseDump", null);
    const template = await createDatabase(serverUrl, { prefix: "kedai_template" });
    // Migrated, then closed: PostgreSQL copies a template only while nobody is connected to it.
    await (await openDatabase({ engine: "postgres", url: template.url })).close();
    project.provide("migratedTemplateDatabase", template.name);
    return template.drop;
  }
  project.provide("migratedTemplateDatabase", null);
  const database = await openDatabase({ engine: "pglite" });
  const dump = await database.dumpDataDir!();
  await database.close();
  const file = join(tmpdir(), `kedai-migrated-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("migratedDatabaseDump", file);
  return () => rmSync(file, { force: true });
}
