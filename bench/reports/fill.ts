// Fills a database with `orders` orders spread evenly over the two years up to today (2 lines each,
// 30 products, 4 outlets, 90 % Completed, the rest Cancelled) and three expenses a day, then builds the
// sales rollups from them as an upgrade or the demo seed does. For the variance report, each order of
// the last 366 days took 3 of 10 stock items at its outlet ('sale' movements), and every outlet has a
// posted stock count 365 days ago and one today. With `month` (issue 30's variance case) the orders
// are spread over the last 30 days instead, each with its 3 'sale' movements, and the counts are 30
// days ago and today. Batches of 50.000 orders keep each statement's memory small. Run by
// bench/reports/run.mjs in a process of its own:
//   node --import tsx bench/reports/fill.ts <orders> [month]   with DATA_DIR or DATABASE_URL set.
import { sql } from "drizzle-orm";
import { parseEnv } from "../../apps/server/src/config/env";
import { databaseOptionsFrom, openDatabase } from "../../apps/server/src/db/client";
import { rebuildSalesRollups } from "../../apps/server/src/modules/reports/sales-rollups";
import { benchDatabase } from "../bench-database";

const ORDERS = Number(process.argv[2]);
const BATCH = 50_000;
const MONTH = process.argv[3] === "month";
const DAYS = MONTH ? 30 : 730;
/** How far back the two posted counts are apart, and the sales that took stock (the year, or the month). */
const COUNTED_DAYS = MONTH ? 30 : 365;
const env = parseEnv({ ...process.env, LOG_LEVEL: "warn", SEED_DEMO: "false" });
const database = await openDatabase(benchDatabase(databaseOptionsFrom(env)));
const db = database.db;
const started = performance.now();

await db.execute(sql`insert into users (full_name, username, password_hash, role, start_date)
  values ('Admin Bench', 'admin-bench', 'x', 'admin', '2020-01-01'), ('Kasir Bench', 'kasir-bench', 'x', 'cashier', '2020-01-01')`);
await db.execute(sql`insert into locations (name, address, slug)
  select 'Kedai ' || i, 'Jl. Bench No. ' || i, 'kedai-' || i from generate_series(1, 4) i`);
await db.execute(sql`insert into units (name) values ('gram bench')`);
await db.execute(sql`insert into stock_items (name, unit_id, cost)
  select 'Bahan Bench ' || i, (select id from units where name = 'gram bench'), 10 + i from generate_series(1, 10) i`);
await db.execute(sql`insert into expense_categories (name) values ('Listrik'), ('Sewa'), ('Gaji')`);
await db.execute(sql`
  insert into expenses (category_id, amount, date)
  select c.id, 50000 + (d % 7) * 10000, current_date - d
  from generate_series(0, ${DAYS - 1}) d cross join expense_categories c`);

// Order i is placed on day (i % DAYS) before today, at a minute of the shop's day; every tenth is
// cancelled. Totals follow the POS rule on 2 lines: Rp 20.000 + Rp 25.000, 11 % tax, no service.
for (let from = 0; from < ORDERS; from += BATCH) {
  const to = Math.min(ORDERS, from + BATCH) - 1;
  await db.execute(sql`
    with l as (select id, row_number() over (order by id) - 1 as n from locations),
    c as (select id, full_name from users where username = 'kasir-bench')
    insert into orders (order_id, channel, order_type, status, payment_status, payment_method, cashier_id,
      cashier_name, location_id, sub_total, tax_rate, tax_label, tax, total_amount, created_at, completed_at)
    select 'CREPES-BENCH-' || i, 'pos', 'Take Away', case when i % 10 = 0 then 'Cancelled' else 'Completed' end,
      'Paid', 'Cash', c.id, c.full_name, l.id, 45000, 11, 'Pajak (11%)', 4950, 49950, t, case when i % 10 = 0 then null else t + interval '15 minutes' end
    from generate_series(${from}::int, ${to}::int) i
    cross join c
    join l on l.n = i % 4
    cross join lateral (select date_trunc('day', now()) - (i % ${DAYS}) * interval '1 day'
      + interval '2 hours' + (i % 660) * interval '1 minute' as t) at`);
  await db.execute(sql`
    insert into order_items (order_id, name, position, quantity, base_price, final_price_per_item, unit_cogs)
    select o.id, 'Crepes Bench ' || ((o.n + k * 7) % 30), k, 1, p.price, p.price, p.price * 0.35
    from (select id, substring(order_id from 14)::int as n from orders
          where order_id like 'CREPES-BENCH-%' and substring(order_id from 14)::int between ${from} and ${to}) o
    cross join generate_series(0, 1) k
    cross join lateral (select case k when 0 then 20000 else 25000 end as price) p`);
  await db.execute(sql`
    with s as (select id, row_number() over (order by id) - 1 as n from stock_items)
    insert into stock_movements (stock_item_id, location_id, quantity, reason, reference_type, reference_id,
      reference_label, created_at)
    select s.id, o.location_id, -(50 + k * 10), 'sale', 'order', o.id, o.order_id, o.created_at
    from (select id, order_id, location_id, created_at, substring(order_id from 14)::int as n from orders
          where order_id like 'CREPES-BENCH-%' and substring(order_id from 14)::int between ${from} and ${to}
            and created_at > now() - ${COUNTED_DAYS + 1} * interval '1 day') o
    cross join generate_series(0, 2) k
    join s on s.n = (o.n + k * 3) % 10`);
  process.stdout.write(`\r  ${to + 1} orders`);
}
process.stdout.write("\n");
await rebuildSalesRollups(db, env.BUSINESS_TIMEZONE);
// Two posted counts per outlet bounding the last 365 (or 30) days; the levels are not kept in step
// (the report reads the ledger and the counts only).
await db.execute(sql`
  insert into stock_counts (location_id, date, status, posted_at, number)
  select l.id, (current_date - d)::date, 'Diposting', now() - d * interval '1 day',
    'OPN-BENCH-' || row_number() over ()
  from locations l cross join (values (${COUNTED_DAYS}), (0)) as v (d) where l.kind = 'outlet'`);
await db.execute(sql`
  insert into stock_count_items (count_id, stock_item_id, unit_name, counted_quantity, system_quantity, unit_cost, position)
  select c.id, i.id, 'gram bench', 100000, 100000, i.cost, row_number() over (partition by c.id order by i.id)
  from stock_counts c cross join stock_items i`);
// Done here so PostgreSQL's autovacuum does not start on the new rows while measure.ts times.
await db.execute(sql`vacuum analyze`);
console.log(`  filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
await database.close();
