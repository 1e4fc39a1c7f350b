import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../test/test-databases";
import { migrationsDir } from "../lib/paths";
import { rowsOf } from "./client";

/**
 * The upgrade to stock per location, on a database that holds stock the old way (one pool per
 * item, movements without a location, one item whose quantity drifted from its movements): every
 * item keeps its total, head office is made and holds it all, and every level is the sum of its
 * movements. Runs on PGlite, or on the PostgreSQL server of TEST_DATABASE_URL.
 */
const MIGRATION = "stock_per_location";

type Raw = { run: (query: SQL) => Promise<Record<string, unknown>[]>; migrate: (folder: string) => Promise<void> };
let raw: Raw;
let close: () => Promise<void>;
let beforeFolder: string;

/** A copy of the migrations folder that ends just before this migration. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "kedai-migrations-"));
  cpSync(migrationsDir, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  if (at < 0) throw new Error(`no migration named ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  beforeFolder = migrationsBefore(MIGRATION);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { url, drop } = await createDatabase(serverUrl);
    const client = postgres(url, { max: 1, onnotice: () => {} });
    const db = drizzlePostgres(client);
    raw = {
      run: async (query) => rowsOf(await db.execute(query)),
      migrate: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
    };
    close = async () => {
      await client.end();
      await drop();
    };
  } else {
    const client = await PGlite.create();
    const db = drizzlePglite(client);
    raw = {
      run: async (query) => rowsOf(await db.execute(query)),
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    };
    close = () => client.close();
  }
});

afterAll(async () => {
  await close?.();
  if (beforeFolder) rmSync(beforeFolder, { recursive: true, force: true });
});

const totals = async () =>
  Object.fromEntries(
    (await raw.run(sql`select name, quantity_in_stock::text as quantity from stock_items order by name`)).map((r) => [
      r.name,
      Number(r.quantity),
    ]),
  );

describe("the stock-per-location migration", () => {
  it("keeps every item's total, at head office, with levels equal to the movements", async () => {
    await raw.migrate(beforeFolder);
    await raw.run(sql`insert into units (id, name) values ('00000000-0000-4000-8000-000000000001', 'gram')`);
    await raw.run(sql`insert into locations (name, address, slug) values ('Outlet Lama', 'Jl. Lama 1', 'outlet-lama')`);
    // Tepung: opening + purchase − sale, as the ledger has it. Susu: 2 more than its movements
    // (written around the ledger). Gula: below zero. Garam: never moved.
    await raw.run(sql`
      insert into stock_items (id, name, unit_id, quantity_in_stock, cost) values
        ('00000000-0000-4000-8000-00000000000a', 'Tepung', '00000000-0000-4000-8000-000000000001', 12.5, 10),
        ('00000000-0000-4000-8000-00000000000b', 'Susu', '00000000-0000-4000-8000-000000000001', 7, 10),
        ('00000000-0000-4000-8000-00000000000c', 'Gula', '00000000-0000-4000-8000-000000000001', -3.25, 10),
        ('00000000-0000-4000-8000-00000000000d', 'Garam', '00000000-0000-4000-8000-000000000001', 0, 10)`);
    await raw.run(sql`
      insert into stock_movements (stock_item_id, quantity, reason) values
        ('00000000-0000-4000-8000-00000000000a', 10, 'opening'),
        ('00000000-0000-4000-8000-00000000000a', 4.5, 'purchase'),
        ('00000000-0000-4000-8000-00000000000a', -2, 'sale'),
        ('00000000-0000-4000-8000-00000000000b', 5, 'opening'),
        ('00000000-0000-4000-8000-00000000000c', -3.25, 'sale')`);
    await raw.run(sql`
      insert into purchases (purchase_date, total_cost) values ('2026-11-01', 45000)`);
    await raw.run(sql`
      insert into stock_adjustments (stock_item_id, unit_name, quantity, type, date)
      values ('00000000-0000-4000-8000-00000000000a', 'gram', -1, 'Rusak', '2026-11-02')`);
    const before = await totals();

    await raw.migrate(migrationsDir);

    expect(await totals()).toEqual(before);
    const heads = await raw.run(sql`select id, name from locations where kind = 'head_office'`);
    expect(heads).toEqual([{ id: expect.any(String), name: "Gudang Pusat" }]);
    const headOffice = heads[0].id;
    expect(await raw.run(sql`select kind from locations where slug = 'outlet-lama'`)).toEqual([{ kind: "outlet" }]);
    const levels = await raw.run(sql`
      select i.name, l.location_id, l.quantity::text as quantity
      from stock_levels l join stock_items i on i.id = l.stock_item_id order by i.name`);
    expect(levels.map((l) => [l.name, l.location_id, Number(l.quantity)])).toEqual([
      ["Gula", headOffice, -3.25],
      ["Susu", headOffice, 7],
      ["Tepung", headOffice, 12.5],
    ]);
    const moved = await raw.run(sql`
      select i.name, m.location_id, m.reason, m.quantity::text as quantity
      from stock_movements m join stock_items i on i.id = m.stock_item_id where m.reason = 'correction'`);
    expect(moved.map((m) => [m.name, m.location_id, Number(m.quantity)])).toEqual([["Susu", headOffice, 2]]);
    const unplaced = await raw.run(sql`
      select (select count(*) from stock_movements where location_id <> ${headOffice})::int as movements,
        (select count(*) from purchases where location_id <> ${headOffice})::int as purchases,
        (select count(*) from stock_adjustments where location_id <> ${headOffice})::int as adjustments`);
    expect(unplaced).toEqual([{ movements: 0, purchases: 0, adjustments: 0 }]);
  });
});
