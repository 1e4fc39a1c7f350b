// bench/reports: the money reports over a long history. For each size (default 100.000 and
// 1.000.000 orders over two years, 2 lines each) a fresh database is filled in one process
// (fill.ts), then another process, as a restarted server would, times dashboard-summary,
// profit-loss, sales and tax for this month and the last 365 days, and the usage variance of one outlet
// between two stock counts 365 days apart, and prints its RSS idle and after
// (measure.ts). On the embedded database and on PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a database of its own, dropped afterwards).
// `--month` is issue 30's variance case instead: the orders all in the last 30 days (100.000 at 4
// outlets: 25.000 per outlet, 3 'sale' movements each) and only the variance of one outlet between
// two counts a month apart is timed.
//   node bench/reports/run.mjs [orders ...] [--runs N] [--month] [--embedded-only | --postgres-only]
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { benchNodeArgs, reportChecks } from "../bench-server.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 50;
const sizes = args.filter((a, i) => /^\d+$/.test(a) && args[i - 1] !== "--runs").map(Number);
const month = flag("--month") ? ["month"] : [];
if (sizes.length === 0) sizes.push(...(month.length > 0 ? [100_000] : [100_000, 1_000_000]));
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const targets = { embedded: 100, postgres: 50 };
// The variance report reads the stock ledger of its period, not rollups: it grows with the
// period's movements, so it has its own budget (issue 30) and no 1M/100k ratio.
const varianceTargets = { embedded: 200, postgres: 100 };
const isVariance = (label) => label.startsWith("variance");

// The filling and measuring processes run with the Node flags this one was given.
const nodeArgs = {
  "fill.ts": [...process.execArgv, ...(await benchNodeArgs("reports/fill.ts"))],
  "measure.ts": [...process.execArgv, ...(await benchNodeArgs("reports/measure.ts"))],
};
const tsx = (script, scriptArgs, env) => {
  const out = execFileSync(process.execPath, [...nodeArgs[script], ...scriptArgs], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 16 * 1024 * 1024,
  });
  const lines = out.trim().split("\n");
  for (const line of lines.filter((l) => !l.startsWith("RESULT "))) console.log(line);
  const result = lines.find((l) => l.startsWith("RESULT "));
  return result ? JSON.parse(result.slice(7)) : null;
};

async function onEngine(engine, size) {
  console.log(`\n${engine}, ${size.toLocaleString("id-ID")} orders (load average ${loadavg()[0].toFixed(1)})`);
  if (engine === "embedded") {
    const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-reports-"));
    try {
      tsx("fill.ts", [String(size), ...month], { DATA_DIR: dataDir });
      return tsx("measure.ts", [String(runs), ...month], { DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  const name = `kedai_bench_reports_${process.pid}`;
  const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-reports-"));
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
    tsx("fill.ts", [String(size), ...month], env);
    return tsx("measure.ts", [String(runs), ...month], env);
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const engines = flag("--embedded-only")
  ? ["embedded"]
  : flag("--postgres-only")
    ? ["postgres"]
    : ["embedded", "postgres"];
// Every answer measure.ts timed passed its check (a wrong one stops it, and this run with it).
let checked = 0;
for (const engine of engines) {
  const bySize = new Map();
  for (const size of sizes) bySize.set(size, await onEngine(engine, size));
  for (const result of bySize.values()) checked += result.checked;
  const largest = Math.max(...sizes);
  const smallest = Math.min(...sizes);
  const big = bySize.get(largest);
  const others = Object.entries(big.p50).flatMap(([label, ms]) => (isVariance(label) ? [] : [ms]));
  if (others.length > 0) {
    const worst = Math.max(...others);
    console.log(
      `${engine}: slowest p50 at ${largest.toLocaleString("id-ID")} orders ${worst.toFixed(1)} ms; target ≤ ${targets[engine]} ms: ${worst <= targets[engine] ? "MET" : "MISSED"}`,
    );
  }
  for (const [label, ms] of Object.entries(big.p50).filter(([label]) => isVariance(label))) {
    const target = varianceTargets[engine];
    console.log(
      `${engine}: ${label} p50 ${ms.toFixed(1)} ms; target ≤ ${target} ms: ${ms <= target ? "MET" : "MISSED"}`,
    );
  }
  if (largest !== smallest && others.length > 0) {
    const small = bySize.get(smallest);
    const ratio = Math.max(
      ...Object.keys(big.p50)
        .filter((k) => !isVariance(k))
        .map((k) => big.p50[k] / small.p50[k]),
    );
    console.log(
      `${engine}: worst ${largest}/${smallest} ratio ${ratio.toFixed(2)}×; target ≤ 2×: ${ratio <= 2 ? "MET" : "MISSED"}`,
    );
  }
  if (engine === "embedded") {
    console.log(
      `embedded: RSS after the runs ${big.after.toFixed(0)} MB = ${(big.after / big.idle).toFixed(2)}× idle; target ≤ 1.5×: ${big.after <= 1.5 * big.idle ? "MET" : "MISSED"}`,
    );
  }
}
reportChecks(checked, 0);
