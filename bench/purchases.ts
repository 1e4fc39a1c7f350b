// bench/purchases: the purchase history with 50.000 purchases (2 lines each) on the embedded
// database: GET /api/purchases filtered by supplier and a month, by a month alone, and unfiltered
// (the newest 100), through the real app (app.inject with an admin session: routing, auth,
// validation, serialisation; no network). Every timed answer is checked: it passes the list's
// contract, its rows keep to the filter with their two lines each, its total is the database's own
// count for that filter, and every run answers what the first did; a wrong one fails the run.
// Run: node --import tsx bench/purchases.ts [runs=200] [purchases=50000]     (`2 500`: a tiny run)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { purchaseList } from "@kedai/shared";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app";
import { parseEnv } from "../apps/server/src/config/env";
import { executeRows, openDatabase } from "../apps/server/src/db/client";
import { createSession, SESSION_COOKIE } from "../apps/server/src/modules/auth/session.service";
import { benchDatabase } from "./bench-database";
import { reportChecks } from "./bench-server.mjs";

const RUNS = Number(process.argv[2] ?? 200);
const PURCHASES = Number(process.argv[3] ?? 50_000);
const TARGET_P50_MS = 50;

const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-purchases-"));
const env = parseEnv({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", SEED_DEMO: "false" });
const database = await openDatabase(benchDatabase({ engine: "pglite", dataDir: env.DATA_DIR }));
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
// Two years of purchases, spread evenly over the suppliers and days, received at head office.
await db.execute(sql`
  with s as (select id, row_number() over (order by id) - 1 as n from suppliers)
  insert into purchases (supplier_id, location_id, invoice_number, purchase_date, payment_method, total_cost, created_at)
  select s.id, (select id from locations where kind = 'head_office'), 'INV-' || i, date '2025-01-01' + (i % 730),
         (array['Cash','Transfer','Hutang'])[1 + i % 3], 150000,
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

/** Answers checked: a wrong one throws, so the run stops there and fails. */
let checked = 0;

type Filter = { supplier?: string; startDate?: string; endDate?: string };

/** What is wrong with a timed answer (null when nothing): the same answer fast is no use wrong. */
async function wrongAnswer(body: string, filter: Filter, first: string | null): Promise<string | null> {
  if (first !== null) return body === first ? null : "a run answered something else than the first";
  const parsed = purchaseList.safeParse(JSON.parse(body));
  if (!parsed.success) return `the answer does not pass its contract: ${parsed.error.message}`;
  const { data, total } = parsed.data;
  const [{ n }] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from purchases
      where (${filter.supplier ?? null}::uuid is null or supplier_id = ${filter.supplier ?? null}::uuid)
        and (${filter.startDate ?? null}::date is null or purchase_date between ${filter.startDate ?? null}::date and ${filter.endDate ?? null}::date)`,
  );
  if (total !== n) return `total ${total}, the database holds ${n}`;
  if (data.length !== Math.min(n, 100)) return `${data.length} rows on the first page of ${n}`;
  const astray = data.find(
    (row) =>
      (filter.supplier && row.supplier._id !== filter.supplier) ||
      (filter.startDate &&
        filter.endDate &&
        (row.purchaseDate < filter.startDate || row.purchaseDate > filter.endDate)) ||
      row.items.length !== 2,
  );
  return astray ? `purchase ${astray._id} outside the filter or without its two lines` : null;
}

async function measure(label: string, filter: Filter) {
  const url = `/api/purchases?${new URLSearchParams(filter)}`;
  const times: number[] = [];
  let rows = 0;
  let first: string | null = null;
  for (let i = 0; i < RUNS + 10; i++, checked++) {
    const t = performance.now();
    const response = await app.inject({ method: "GET", url, headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    const ms = performance.now() - t;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    const wrong = await wrongAnswer(response.body, filter, first);
    if (wrong) throw new Error(`${url}: ${wrong}`);
    first ??= response.body;
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
const march = { startDate: "2026-03-01", endDate: "2026-03-31" };
const filtered = await measure("supplier + one month (the history's filter)", { supplier: supplier.id, ...march });
await measure("one month, every supplier", march);
await measure("no filter (newest 100)", {});
console.log(
  `filtered page p50 ${filtered} ms; target ≤ ${TARGET_P50_MS} ms: ${filtered <= TARGET_P50_MS ? "MET" : "MISSED"}`,
);

await app.close();
rmSync(dataDir, { recursive: true, force: true });
reportChecks(checked, 0);
