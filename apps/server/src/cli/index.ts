import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { type Env, parseEnv } from "../config/env";
import { backupDatabase } from "../db/backup";
import { type DatabaseHandle, databaseOptionsFrom, openDatabase } from "../db/client";
import { lockDataDir } from "../lib/data-dir-lock";
import { createAdmin } from "../seed/create-admin";

/**
 * Operator commands (README): create-admin, backup, restore. Each takes the data-folder lock, so
 * they refuse to run against an embedded database that the app has open.
 */
const usage = `Pemakaian:
  npm run create-admin -- [--username U] [--password P] [--name "Nama Lengkap"]
  npm run backup
  npm run restore -- <file.tar.gz>`;

async function withDatabase<T>(env: Env, task: (db: DatabaseHandle) => Promise<T>): Promise<T> {
  const unlock = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  const database = await openDatabase(databaseOptionsFrom(env));
  try {
    return await task(database);
  } finally {
    await database.close();
    unlock();
  }
}

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const env = parseEnv();
  switch (command) {
    case "create-admin": {
      const { values } = parseArgs({
        args: rest,
        options: { username: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
      });
      const username = values.username ?? env.ADMIN_USERNAME ?? (await ask("Username admin: "));
      const password = values.password ?? env.ADMIN_PASSWORD ?? (await ask("Password (minimal 6 karakter): "));
      const fullName = values.name ?? "Administrator";
      if (username.length < 3) throw new Error("Username minimal 3 karakter.");
      if (password.length < 6) throw new Error("Password minimal 6 karakter.");
      await withDatabase(env, (database) =>
        createAdmin(database.db, { username, password, fullName }, env.BUSINESS_TIMEZONE),
      );
      console.log(`Admin "${username}" dibuat. Silakan login di /admin/login.`);
      return;
    }
    case "backup": {
      if (env.DATABASE_URL) throw new Error("Untuk PostgreSQL, pakai pg_dump. Perintah ini untuk database bawaan.");
      const file = await withDatabase(env, (database) => backupDatabase(database, env.DATA_DIR));
      console.log(`Cadangan ditulis ke ${file}`);
      return;
    }
    case "restore": {
      const file = rest[0];
      if (!file) throw new Error(usage);
      if (env.DATABASE_URL) throw new Error("Untuk PostgreSQL, pakai pg_restore. Perintah ini untuk database bawaan.");
      const unlock = lockDataDir(env.DATA_DIR);
      try {
        const dbDir = join(env.DATA_DIR, "db");
        const aside = `${dbDir}.sebelum-restore-${Date.now()}`;
        const archive = new Blob([readFileSync(file)]);
        const hadData = existsSync(dbDir);
        if (hadData) renameSync(dbDir, aside);
        try {
          const database = await openDatabase({ engine: "pglite", dataDir: env.DATA_DIR, loadDataDir: archive });
          await database.close();
        } catch (error) {
          // A broken archive must not cost the shop its current data.
          rmSync(dbDir, { recursive: true, force: true });
          if (hadData) renameSync(aside, dbDir);
          throw error;
        }
        console.log(`Database dipulihkan dari ${file}.${hadData ? ` Data lama disimpan di ${aside}.` : ""}`);
      } finally {
        unlock();
      }
      return;
    }
    default:
      console.log(usage);
      process.exitCode = command ? 1 : 0;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
