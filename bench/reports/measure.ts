// Times the report calls through the real app (app.inject with an admin session: routing, auth,
// validation, serialisation; no network) on a database bench/reports/fill.ts filled, and prints the
// process's resident memory idle (app ready) and after the runs. Run by bench/reports/run.mjs:
// With `month` (a database filled with `fill.ts <orders> month`) only the variance of one outlet
// between the two counts a month apart is timed.
//   node --import tsx bench/reports/measure.ts <runs> [month]   with DATA_DIR or DATABASE_URL set.
import { join } from "node:path";
import {
  addDays,
  channelReport,
  dashboardSummary,
  monthRange,
  profitLossReport,
  salesReport,
  taxReport,
  todayKey,
  varianceReport,
} from "@kedai/shared";
import { sql } from "drizzle-orm";
import type { ZodType } from "zod";
import { buildApp } from "../../apps/server/src/app";
import { parseEnv } from "../../apps/server/src/config/env";
import { databaseOptionsFrom, executeRows, openDatabase } from "../../apps/server/src/db/client";
import { createSession, SESSION_COOKIE } from "../../apps/server/src/modules/auth/session.service";

const RUNS = Number(process.argv[2] ?? 50);
const env = parseEnv({ ...process.env, LOG_LEVEL: "warn", SEED_DEMO: "false" });
const database = await openDatabase(databaseOptionsFrom(env));
const db = database.db;
const app = await buildApp({ env, database, logger: false, webDist: join(env.DATA_DIR, "no-web") });
await app.ready();
const [admin] = await executeRows<{ id: string }>(db, sql`select id from users where username = 'admin-bench'`);
const { token } = await createSession(db, { userId: admin.id });
const [outlet] = await executeRows<{ id: string }>(db, sql`select id from locations where name = 'Kedai 1'`);
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
const idle = rssMb();

const today = todayKey(env.BUSINESS_TIMEZONE);
const month = monthRange(today);
const year = { startDate: addDays(today, -364), endDate: today };
const range = (r: { startDate: string; endDate: string }) => `startDate=${r.startDate}&endDate=${r.endDate}`;
const lastMonth = { startDate: addDays(today, -30), endDate: today };
/**
 * The completed orders of a range and their total, read from the orders themselves (the report reads
 * the sales rollups): what the sales report must count, so an answer that passes its contract with
 * other figures (none, a day missing, a rollup not written) does not pass for the report.
 */
async function completedSales(r: { startDate: string; endDate: string }) {
  const [row] = await executeRows<{ orders: number; revenue: number }>(
    db,
    sql`select count(*)::int as orders, coalesce(sum(total_amount), 0)::float8 as revenue from orders
        where status = 'Completed'
          and (completed_at at time zone ${env.BUSINESS_TIMEZONE})::date between ${r.startDate}::date and ${r.endDate}::date`,
  );
  return row;
}
/** The sales report's summary against the orders of its range; a difference, or null. */
const salesOf = (r: { startDate: string; endDate: string }) => async (answer: unknown) => {
  const expected = await completedSales(r);
  const { totalOrders, grossRevenue } = (answer as { summary: { totalOrders: number; grossRevenue: number } }).summary;
  return totalOrders === expected.orders && grossRevenue === expected.revenue
    ? null
    : `${totalOrders} orders, Rp ${grossRevenue} where the orders table holds ${expected.orders}, Rp ${expected.revenue}`;
};

// Each call with the contract its answer must pass, and for the sales report the figures the orders
// themselves give: a fast wrong answer must not pass for a fast report.
const calls: [string, string, ZodType, ((answer: unknown) => Promise<string | null>)?][] =
  process.argv[3] === "month"
    ? [
        [
          "variance, one outlet, a month",
          `/api/reports/variance?location=${outlet.id}&${range(lastMonth)}`,
          varianceReport,
        ],
      ]
    : [
        ["dashboard-summary", "/api/reports/dashboard-summary", dashboardSummary],
        ["profit-loss, this month", `/api/reports/profit-loss?${range(month)}`, profitLossReport],
        ["profit-loss, last 365 days", `/api/reports/profit-loss?${range(year)}`, profitLossReport],
        ["sales, this month", `/api/reports/sales?${range(month)}`, salesReport, salesOf(month)],
        ["sales, last 365 days", `/api/reports/sales?${range(year)}`, salesReport, salesOf(year)],
        ["tax, this month", `/api/reports/tax?${range(month)}`, taxReport],
        ["channels, last 365 days", `/api/reports/channels?${range(year)}`, channelReport],
        [
          "variance, one outlet, 365 days",
          `/api/reports/variance?location=${outlet.id}&${range(year)}`,
          varianceReport,
        ],
      ];

/**
 * Whether a timed answer is the report: it passes the report's contract, the first one holds the
 * figures `figures` finds in the data (when the call has it), and every run answers what the first
 * did (the data does not change while the bench runs).
 */
async function checkAnswer(
  url: string,
  contract: ZodType,
  body: string,
  first: string | null,
  figures?: (answer: unknown) => Promise<string | null>,
): Promise<void> {
  const parsed = contract.safeParse(JSON.parse(body));
  if (!parsed.success) throw new Error(`${url}: the answer does not pass its contract: ${parsed.error.message}`);
  if (first === null) {
    const wrong = figures && (await figures(parsed.data));
    if (wrong) throw new Error(`${url}: ${wrong}`);
  } else if (body !== first) throw new Error(`${url}: a run answered something else than the first`);
}

const results: Record<string, number> = {};
/** Answers checked: a wrong one throws, so the run stops there and fails. */
let checked = 0;
for (const [label, url, contract, figures] of calls) {
  const times: number[] = [];
  let first: string | null = null;
  for (let i = 0; i < RUNS + 5; i++) {
    const t = performance.now();
    const response = await app.inject({ method: "GET", url, headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    const ms = performance.now() - t;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    await checkAnswer(url, contract, response.body, first, figures);
    checked++;
    first ??= response.body;
    if (i >= 5) times.push(ms); // the first few warm the caches
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  results[label] = at(0.5);
  console.log(
    `  ${label.padEnd(30)} p50 ${at(0.5).toFixed(1).padStart(7)} ms   p99 ${at(0.99).toFixed(1).padStart(7)} ms`,
  );
}
const after = rssMb();
console.log(`  RSS idle ${idle.toFixed(0)} MB, after the runs ${after.toFixed(0)} MB (${(after / idle).toFixed(2)}×)`);
console.log(`RESULT ${JSON.stringify({ p50: results, idle, after, checked })}`);
await app.close(); // closes the database too
