import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createOrder } from "../../test/factories";
import { migratedDatabaseDump } from "../../test/test-app";
import { backupDatabase, newestBackupTime } from "../db/backup";
import { openDatabase } from "../db/client";
import { orders } from "../db/schema";
import { serverRoot } from "../lib/paths";

/**
 * The embedded database's backups as an operator uses them: `npm run backup` writes a file,
 * `npm run restore -- <file>` brings it back in another folder with the same orders, and the
 * daily backups keep the newest 14.
 */
const folders: string[] = [];
const newFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), "kedai-backup-"));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/**
 * A shop's data folder with its database open, started from the run's migrated database
 * (test/migrated-database.global.ts) rather than running initdb and every migration again.
 */
async function openNewShop() {
  const dataDir = newFolder();
  return { dataDir, database: await openDatabase({ engine: "pglite", dataDir, loadDataDir: migratedDatabaseDump() }) };
}

/** Runs an operator command (the CLI behind `npm run backup` / `restore`) on a data folder. */
function cli(dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", join(serverRoot, "src/cli/index.ts"), ...args], {
    cwd: serverRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function ordersIn(dataDir: string) {
  const database = await openDatabase({ engine: "pglite", dataDir });
  try {
    return await database.db
      .select({ orderId: orders.orderId, totalAmount: orders.totalAmount, status: orders.status })
      .from(orders)
      .orderBy(asc(orders.orderId));
  } finally {
    await database.close();
  }
}

// The embedded database only: PostgreSQL is backed up with its own tools.
describe.skipIf(process.env.TEST_DATABASE_URL)("backups of the embedded database", { timeout: 240_000 }, () => {
  let backupFile = "";
  let backedUp: Awaited<ReturnType<typeof ordersIn>> = [];

  it("npm run backup, then npm run restore into a fresh folder, gives back the same orders", async () => {
    const { dataDir: shop, database } = await openNewShop();
    for (const totalAmount of [22_200, 55_500, 108_000]) await createOrder(database.db, { totalAmount });
    await database.close();
    const original = await ordersIn(shop);
    expect(original).toHaveLength(3);

    const backup = cli(shop, "backup");
    expect(backup.status, backup.output).toBe(0);
    const [file] = readdirSync(join(shop, "backups")).map((name) => join(shop, "backups", name));
    expect(file).toMatch(/kedai-.*\.tar\.gz$/);

    const elsewhere = newFolder();
    const restore = cli(elsewhere, "restore", file);
    expect(restore.status, restore.output).toBe(0);
    expect(await ordersIn(elsewhere)).toEqual(original);
    [backupFile, backedUp] = [file, original];
  });

  it("a restore over existing data keeps that data aside, and a broken file changes nothing", async () => {
    const { dataDir: shop, database } = await openNewShop();
    await createOrder(database.db, { totalAmount: 33_300 });
    await database.close();
    const before = await ordersIn(shop);

    const broken = join(newFolder(), "rusak.tar.gz");
    writeFileSync(broken, "bukan arsip");
    const refused = cli(shop, "restore", broken);
    expect(refused.status).toBe(1);
    expect(await ordersIn(shop)).toEqual(before);

    const restore = cli(shop, "restore", backupFile);
    expect(restore.status, restore.output).toBe(0);
    expect(restore.output).toContain("Data lama disimpan di");
    expect(await ordersIn(shop)).toEqual(backedUp);
    expect(readdirSync(shop).some((name) => name.startsWith("db.sebelum-restore-"))).toBe(true);
  });

  it("keeps the newest 14 backups", async () => {
    const { dataDir: shop, database } = await openNewShop();
    const dir = join(shop, "backups");
    mkdirSync(dir, { recursive: true });
    // Fifteen older daily backups, named as backupDatabase names them (the time sorts them).
    const older = Array.from(
      { length: 15 },
      (_, i) => `kedai-2026-10-${String(i + 1).padStart(2, "0")}T02-00-00-000Z.tar.gz`,
    );
    for (const name of older) writeFileSync(join(dir, name), "lama");
    const file = await backupDatabase(database, shop);
    await database.close();

    const kept = readdirSync(dir).sort();
    expect(kept).toHaveLength(14);
    expect(kept.at(-1)).toBe(file!.split("/").at(-1));
    expect(kept).not.toContain(older[0]);
    expect(existsSync(join(dir, older[2]))).toBe(true);
    // The schedule reads the newest backup's time to decide whether one is due at start.
    expect(Date.now() - newestBackupTime(shop)!.getTime()).toBeLessThan(60_000);
    expect(newestBackupTime(newFolder())).toBeNull();
  });
});
