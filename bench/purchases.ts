// bench/purchases: the purchase history with 50.000 purchases (2 lines each) on the embedded
// database: GET /api/purchases filtered by supplier and a month, by a month alone, and unfiltered
// (the newest 100), through the real app (app.inject with an admin session: routing, auth,
// validation, serialisation; no network). Run: node --import tsx bench/purchases.ts [runs]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app";
import { parseEnv } from "../apps/server/src/config/env";
import { executeRows, openDatabase } from "../apps/server/src/db/client";
import { createSession, SESSION_COOKIE } from "../apps/server/src/modules/auth/session.service";

const PURCHASES = 50_000;
const RUNS = Number(process.argv[2] ?? 200);
const TARGET_P50_MS = 50;

const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-purchases-"));
const env = parseEnv({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", SEED_DEMO: "false" });
const database = await openDatabase({ engine: "pglite", dataDir: env.DATA_DIR });
const db = database.db;

const started = performance.now();
await db.execute(sql`insert into units (name) values ('kg')`);
await db.execute(sql`insert into stock_items (name, unit_id, quantity_in_stock, cost)
  select 'Bahan ' || i, (select id from units limit 1), 0, 0 from generate_series(1, 40) i`);
await db.execute(
  sql`insert into suppliers (name, phone) select 'Supplier ' || i, '0221234567' from generate_series(1, 20) i`,
);
await db.execute(
  sql`insert into users (full_name, username, password_hash, role, start_date) values ('Admin Bench', 'admin-bench', 'x', 'admin', '2020-01-01')`,
);
// Two years of purchases, spread evenly over the suppliers and days.
await db.execute(sql`
  with s as (select id, row_number() over (order by id) - 1 as n from suppliers)
  insert into purchases (supplier_id, invoice_number, purchase_date, payment_method, total_cost, created_at)
  select s.id, 'INV-' || i, date '2025-01-01' + (i % 730), (array['Cash','Transfer','Hutang'])[1 + i % 3], 150000,
         timestamptz '2025-01-01' + (i % 730) * interval '1 day' + (i % 600) * interval '1 minute'
  from generate_series(1, ${PURCHASES}) i join s on s.n = i % 20`);
await db.execute(sql`
  with items as (select id, row_number() over (order by id) - 1 as n from stock_items)
  insert into purchase_items (purchase_id, stock_item_id, unit_name, quantity, purchase_price, subtotal, position)
  select p.id, items.id, 'kg', 5, 15000, 75000, k
  from (select id, row_number() over (order by id) as r from purchases) p
  cross join generate_series(0, 1) k
  join items on items.n = (p.r + k * 7) % 40`);
await db.execute(sql`analyze`);
const filledMs = performance.now() - started;

const app = await buildApp({ env, database, logger: false, webDist: join(dataDir, "no-web") });
await app.ready();
const [admin] = await executeRows<{ id: string }>(db, sql`select id from users where username = 'admin-bench'`);
const { token } = await createSession(db, { userId: admin.id });
const [supplier] = await executeRows<{ id: string }>(db, sql`select id from suppliers order by name limit 1`);

async function measure(label: string, url: string) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS + 10; i++) {
    const t = performance.now();
    const response = await app.inject({ method: "GET", url, headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    const ms = performance.now() - t;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    if (i >= 10) times.push(ms); // the first few warm the caches
    rows = response.json().data.length;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(
    `${label.padEnd(44)} ${String(rows).padStart(3)} rows   p50 ${at(0.5).padStart(6)} ms   p99 ${at(0.99).padStart(6)} ms`,
  );
  return Number(at(0.5));
}

console.log(
  `embedded database (PGlite): ${PURCHASES} purchases, 2 lines each (filled in ${(filledMs / 1000).toFixed(1)} s), ${RUNS} runs per query`,
);
const filtered = await measure(
  "supplier + one month (the history's filter)",
  `/api/purchases?supplier=${supplier.id}&startDate=2026-03-01&endDate=2026-03-31`,
);
await measure("one month, every supplier", "/api/purchases?startDate=2026-03-01&endDate=2026-03-31");
await measure("no filter (newest 100)", "/api/purchases");
console.log(
  `filtered page p50 ${filtered} ms; target ≤ ${TARGET_P50_MS} ms: ${filtered <= TARGET_P50_MS ? "MET" : "MISSED"}`,
);

await app.close();
rmSync(dataDir, { recursive: true, force: true });
