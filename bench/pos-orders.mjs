// bench/pos-orders: POST /api/orders from 20 tills at once (20 cashiers, each signed in with a session
// cookie and CSRF token, each with an open register; every request a fresh Idempotency-Key), on the
// embedded database and on PostgreSQL in the same run. Next to each, the database's ceiling: the same
// order service called in the server's own process without HTTP, same mix, same concurrency. After
// each engine, a check that every stock item holds its starting quantity less what the orders took.
// Every answer is checked against the order sent; a refused or wrong one, or stock that does not add
// up, fails the run (exit 1).
// Targets: embedded ≥ 0.7× its ceiling with p99 ≤ 150 ms; PostgreSQL ≥ 400 orders/s with p99 ≤ 100 ms.
// Usage: node bench/pos-orders.mjs [seconds=10] [--embedded-only|--postgres-only]
//   PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database
//   of its own is created for the run and dropped afterwards.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { benchPort, openTill, reportChecks, startBenchServer, stopBenchServer } from "./bench-server.mjs";
import { orderMix, wrongOrderAnswer } from "./pos-order-mix.mjs";

const args = process.argv.slice(2);
const seconds = Number(args.find((arg) => !arg.startsWith("--")) ?? 10);
const runEmbedded = !args.includes("--postgres-only");
const runPostgres = !args.includes("--embedded-only");
const connections = 20;
const port = benchPort(3650);
const base = `http://127.0.0.1:${port}`;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Over every engine: the orders whose answers were checked, and those refused or wrong. */
const checks = { checked: 0, wrong: 0 };

/**
 * POST /api/orders from `connections` clients for `duration` seconds, each order drawn from the mix;
 * every 201 is checked against what was sent (`wrong` counts those that do not match).
 */
async function postOrders(catalog, tills, duration, seed) {
  const mix = orderMix(catalog, seed);
  let firstFailure;
  let wrong = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration,
    // autocannon checks the run's end at each sample: once a second would make a tiny run a second long.
    sampleInt: Math.min(1000, duration * 500),
    // A shared, busy machine can take seconds per order; a timed-out request would be sent again.
    timeout: 30,
    requests: [
      {
        method: "POST",
        path: "/api/orders",
        setupRequest(request, context) {
          const { cashier, body, tableId } = mix.next();
          context.tableId = tableId;
          context.body = body;
          return {
            ...request,
            headers: { ...tills.get(cashier.id), "idempotency-key": randomUUID() },
            body: JSON.stringify(body),
          };
        },
        onResponse(status, body, context) {
          // The bench server frees occupied tables every 100 ms; this one comes round again after the others.
          mix.release(context.tableId);
          let problem = status === 201 ? null : `${status} ${body.slice(0, 300)}`;
          if (!problem) {
            try {
              problem = wrongOrderAnswer(context.body, JSON.parse(body).data);
            } catch {
              problem = `201 with a body that is not JSON: ${body.slice(0, 100)}`;
            }
            if (problem) wrong++;
          }
          if (problem && !firstFailure) {
            firstFailure = problem;
            console.log(`first failed order: ${firstFailure}`);
          }
        },
      },
    ],
  });
  return { ...result, wrong };
}

async function settle() {
  const { settled } = await (await fetch(`${base}/bench/settled`)).json();
  if (!settled)
    console.log("orders were still being written after 60 s; the figures below may include their conflicts");
}

const ms = (value) => `${String(Math.round(value)).padStart(4)} ms`;
const row = (name, perSecond, p50, p99, extra = "") =>
  `${name.padEnd(38)} ${String(Math.round(perSecond)).padStart(5)} orders/s   p50 ${ms(p50)}   p99 ${ms(p99)}${extra}`;
const verdict = (met) => (met ? "met" : "MISSED");

async function measure(label, env, target) {
  const { server, catalog, password } =
    /** @type {import("./bench-server.mjs").BenchServer<import("./pos-order-mix.mjs").PosOrdersRestaurant>} */ (
      await startBenchServer("pos-orders-server.ts", port, env)
    );
  try {
    const tills = new Map();
    for (const cashier of catalog.cashiers) tills.set(cashier.id, (await openTill(base, cashier, password)).headers);

    const ceilingAnswer = await fetch(`${base}/bench/ceiling`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seconds, connections }),
    });
    const ceiling = await ceilingAnswer.json();
    if (ceiling.failures) console.log(`ceiling: ${ceiling.failures} orders FAILED, first: ${ceiling.firstFailure}`);

    // The warm-up's last orders finish (and free their tables) before the measured run starts. A
    // run shorter than the warm-up (the suite's smoke run of 1 s) warms up no longer than it measures.
    const warmup = await postOrders(catalog, tills, Math.min(2, seconds), 3);
    await settle();
    const api = await postOrders(catalog, tills, seconds, 5);
    await settle();
    const stock = await (await fetch(`${base}/bench/stock-check`)).json();

    const ceilingRate = ceiling.orders / ceiling.seconds;
    // Only orders answered right count; a refused or wrong answer fails the run, and so does stock
    // that does not add up.
    const apiRate = (api["2xx"] - api.wrong) / api.duration;
    for (const run of [warmup, api]) {
      checks.checked += run["2xx"] + run.non2xx;
      checks.wrong += run.wrong + run.non2xx;
    }
    checks.checked += ceiling.orders + ceiling.failures + stock.items;
    checks.wrong += ceiling.failures + stock.wrong.length;
    console.log(
      `\n${label}: ${connections} clients, ${seconds} s each (load average ${loadavg()[0].toFixed(1)} at the end)`,
    );
    console.log(row("order service in-process (ceiling)", ceilingRate, ceiling.p50, ceiling.p99));
    console.log(
      row(
        "POST /api/orders",
        apiRate,
        api.latency.p50,
        api.latency.p99,
        `   non-2xx ${api.non2xx + api.errors}, wrong answers ${api.wrong}`,
      ),
    );
    console.log(`API / ceiling: ${(apiRate / ceilingRate).toFixed(2)}×; ${target(apiRate, ceilingRate, api)}`);
    console.log(
      stock.wrong.length === 0
        ? `stock: all ${stock.items} items hold starting quantity − Σ taken by the ${stock.orders} orders in the database (recipes × quantities, packaging per Take Away)`
        : `stock: ${stock.wrong.length} of ${stock.items} items DIFFER from starting quantity − Σ taken: ${JSON.stringify(stock.wrong.slice(0, 5))}`,
    );
  } finally {
    await stopBenchServer(server);
  }
}

console.log(
  "POST /api/orders: 36 products (recipes of 3–5 stock items, a topping group on half), 240 tables, " +
    "20 cashiers with open registers, orders of 2–4 lines, Dine-In and Take Away half and half",
);

const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-orders-"));
try {
  if (runEmbedded)
    await measure("embedded database (PGlite)", { DATA_DIR: dataDir }, (apiRate, ceilingRate, api) => {
      const met = apiRate >= 0.7 * ceilingRate && api.latency.p99 <= 150;
      return `target ≥ 0.7× the ceiling with p99 ≤ 150 ms: ${verdict(met)}`;
    });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (runPostgres) {
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  const name = `kedai_bench_${process.pid}`;
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    await measure(`PostgreSQL (${url.host})`, { DATABASE_URL: url.toString() }, (apiRate, _ceiling, api) => {
      const met = apiRate >= 400 && api.latency.p99 <= 100;
      return `target ≥ 400 orders/s with p99 ≤ 100 ms: ${verdict(met)}`;
    });
  } catch (error) {
    console.log(`\nPostgreSQL (${postgresUrl}): ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}
reportChecks(checks.checked, checks.wrong);
