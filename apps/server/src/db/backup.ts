import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseHandle } from "./client";

const KEEP = 14;

/**
 * Writes a compressed copy of the embedded database to DATA_DIR/backups and keeps the newest 14 (two weeks of daily backups).
 * Real PostgreSQL is backed up with its own tools (pg_dump), so this returns null there.
 */
export async function backupDatabase(database: DatabaseHandle, dataDir: string): Promise<string | null> {
  if (!database.dumpDataDir) return null;
  const dir = join(dataDir, "backups");
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = join(dir, `kedai-${stamp}.tar.gz`);
  const dump = await database.dumpDataDir();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  const old = readdirSync(dir)
    .filter((f) => /^kedai-.*\.tar\.gz$/.test(f))
    .sort()
    .slice(0, -KEEP);
  for (const f of old) rmSync(join(dir, f));
  return file;
}
