// bench/startup: cold start of the built server on an existing data folder (embedded database),
// time until /api/health answers, and resident memory once idle after the first start (empty folder:
// database created, every migration, demo data; timed too) and after a restart. Targets: ≤ 3 s, ≤ 400 MB for both.
// Each start is checked: the requests a browser makes answer 200, and the menu the first start
// seeded is served again, unchanged, after every restart; exits 1 when not.
// Usage: node bench/startup.mjs [runs=5]     (builds the app first when stale; 1 is a tiny run)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { benchPort, reportChecks, startBuiltServer, stopBenchServer } from "./bench-server.mjs";
import { residentMb } from "./server-memory.mjs";

const runs = Number(process.argv[2] ?? 5);
const port = benchPort(3620);
const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-startup-"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** What a start must serve: the demo menu the first start seeded, the same after every restart. */
let seededMenu = null;
const wrong = [];
let checked = 0;

/** A few requests, as a browser would make, each of which must answer 200. */
async function browse(label) {
  for (const path of ["/api/settings", "/api/health", "/"]) {
    const answer = await fetch(`http://127.0.0.1:${port}${path}`);
    await answer.arrayBuffer();
    checked++;
    if (answer.status !== 200) wrong.push(`${label}: GET ${path} answered ${answer.status}`);
  }
}

/** The menu, as the first start served it (read after any RSS figure, which it would change). */
async function checkMenu(label) {
  const menu = await (await fetch(`http://127.0.0.1:${port}/api/menu`)).text();
  seededMenu ??= menu;
  checked++;
  if (!(JSON.parse(menu).length > 0)) wrong.push(`${label}: GET /api/menu answered no product`);
  else if (menu !== seededMenu) wrong.push(`${label}: GET /api/menu answered another menu than the first start seeded`);
}

/** The browser's requests, then RSS once the server has settled, then the menu checked. */
async function idleRssMb(child, label) {
  await browse(label);
  await sleep(3000);
  const rss = residentMb(child.pid);
  await checkMenu(label);
  return rss;
}

buildIfStale();
// A first install's start: the database created (initdb, every migration) and the demo data seeded.
// Never from a migrated dump (BENCH_MIGRATED_DUMP, which the suite gives every bench): that start
// is what this bench measures, the smoke run's included.
const first = await startBuiltServer(port, dataDir, { migratedDump: null });
console.log(`first start (empty folder, seeding demo data): ${first.readyMs.toFixed(0)} ms`);
const firstRss = await idleRssMb(first.child, "first start");
await stopBenchServer(first.child);

const times = [];
let restartRss = 0;
for (let i = 0; i < runs; i++) {
  const { child, readyMs } = await startBuiltServer(port, dataDir);
  times.push(readyMs);
  if (i === runs - 1) restartRss = await idleRssMb(child, `restart ${i + 1}`);
  else {
    await browse(`restart ${i + 1}`);
    await checkMenu(`restart ${i + 1}`);
  }
  await stopBenchServer(child);
}
rmSync(dataDir, { recursive: true, force: true });

times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(
  `cold start on existing data (${runs} runs): median ${median.toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms (target ≤ 3000 ms)`,
);
console.log(
  `idle RSS: first start (empty folder) ${firstRss.toFixed(0)} MB, restart (same folder) ${restartRss.toFixed(0)} MB (target ≤ 400 MB)`,
);
// A start that serves the wrong thing fast is not a fast start.
for (const problem of wrong) console.log(`WRONG: ${problem}`);
reportChecks(checked, wrong.length);
