import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseHandle } from "./client";

const KEEP = 14;
const BACKUP_FILE = /^kedai-.*\.tar\.gz$/;
const backupsDirOf = (dataDir: string) => join(dataDir, "backups");

/**
 * Writes a compressed copy of the embedded database to DATA_DIR/backups and keeps the newest 14 (two weeks of daily backups).
 * Real PostgreSQL is backed up with its own tools (pg_dump), so this returns null there.
 */
export async function backupDatabase(database: DatabaseHandle, dataDir: string): Promise<string | null> {
  if (!database.dumpDataDir) return null;
  const dir = backupsDirOf(dataDir);
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = join(dir, `kedai-${stamp}.tar.gz`);
  const dump = await database.dumpDataDir();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  const old = readdirSync(dir)
    .filter((f) => BACKUP_FILE.test(f))
    .sort()
    .slice(0, -KEEP);
  for (const f of old) rmSync(join(dir, f));
  return file;
}

/** When the newest backup in DATA_DIR/backups was written, or null when there is none. */
export function newestBackupTime(dataDir: string): Date | null {
  const dir = backupsDirOf(dataDir);
  if (!existsSync(dir)) return null;
  const times = readdirSync(dir)
    .filter((f) => BACKUP_FILE.test(f))
    .map((f) => statSync(join(dir, f)).mtimeMs);
  return times.length ? new Date(Math.max(...times)) : null;
}
