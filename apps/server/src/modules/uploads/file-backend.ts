import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../../db/client";
import { storedFiles } from "../../db/schema";

export type StoredFile = { bytes: Buffer; contentType: string };
export type StoredFileInfo = { size: number; storedAt: Date };

/**
 * Where the files people upload live (pictures, the member guide's documents), behind one interface
 * so no caller knows: on PostgreSQL in the `stored_files` table, so every app instance serves every
 * file; on the embedded database (one process by design, holding its data in memory) as files in a
 * folder of DATA_DIR. Names reach it already checked by the caller.
 */
export type FileBackend = {
  /** Stores the bytes under `name`, replacing a file of that name at once (never half written). */
  put(name: string, contentType: string, bytes: Buffer): Promise<void>;
  get(name: string): Promise<StoredFile | null>;
  info(name: string): Promise<StoredFileInfo | null>;
  /** False when there was no such file. */
  delete(name: string): Promise<boolean>;
};

/**
 * The backend for one kind of file: rows named `<table prefix><name>` on PostgreSQL (pictures own
 * the plain names), files in `folder` on the embedded database. `contentTypeOf` tells a file's
 * type from its name, for the folder, which keeps only the bytes.
 */
export function fileBackend(
  database: DatabaseHandle,
  {
    folder,
    tablePrefix,
    contentTypeOf,
  }: { folder: string; tablePrefix: string; contentTypeOf: (name: string) => string },
): FileBackend {
  return database.engine === "postgres" ? tableBackend(database.db, tablePrefix) : folderBackend(folder, contentTypeOf);
}

function tableBackend(db: Database, prefix: string): FileBackend {
  const row = (name: string) => eq(storedFiles.name, `${prefix}${name}`);
  return {
    async put(name, contentType, bytes) {
      await db
        .insert(storedFiles)
        .values({ name: `${prefix}${name}`, contentType, bytes })
        .onConflictDoUpdate({
          target: storedFiles.name,
          set: { contentType, bytes, createdAt: sql`now()` },
        });
    },
    async get(name) {
      const [found] = await db
        .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(row(name));
      return found ?? null;
    },
    async info(name) {
      const [found] = await db
        .select({
          size: sql<number>`octet_length(${storedFiles.bytes})`.mapWith(Number),
          storedAt: storedFiles.createdAt,
        })
        .from(storedFiles)
        .where(row(name));
      return found ?? null;
    },
    async delete(name) {
      const deleted = await db.delete(storedFiles).where(row(name)).returning({ name: storedFiles.name });
      return deleted.length > 0;
    },
  };
}

const missingIsNull = <T>(error: unknown, value: T): T => {
  if ((error as NodeJS.ErrnoException).code === "ENOENT") return value;
  throw error;
};

function folderBackend(dir: string, contentTypeOf: (name: string) => string): FileBackend {
  return {
    async put(name, _contentType, bytes) {
      await mkdir(dir, { recursive: true });
      // Written aside and renamed, so a download never reads half a file.
      const temporary = join(dir, `${name}.${randomBytes(8).toString("hex")}.tmp`);
      await writeFile(temporary, bytes, { flag: "wx" });
      await rename(temporary, join(dir, name));
    },
    async get(name) {
      try {
        return { bytes: await readFile(join(dir, name)), contentType: contentTypeOf(name) };
      } catch (error) {
        return missingIsNull(error, null);
      }
    },
    async info(name) {
      try {
        const found = await stat(join(dir, name));
        return { size: found.size, storedAt: found.mtime };
      } catch (error) {
        return missingIsNull(error, null);
      }
    },
    async delete(name) {
      try {
        await unlink(join(dir, name));
        return true;
      } catch (error) {
        return missingIsNull(error, false);
      }
    },
  };
}
