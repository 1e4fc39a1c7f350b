// bench/startup: cold start of the built server on an existing data folder (embedded database),
// time until /api/health answers, and resident memory once idle after the first start (empty folder:
// database created, demo data) and after a restart. Targets: ≤ 3 s, ≤ 400 MB for both.
// Usage: node bench/startup.mjs [runs=5]     (builds the app first when stale)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { startBuiltServer, stopBenchServer } from "./bench-server.mjs";
import { residentMb } from "./server-memory.mjs";

const runs = Number(process.argv[2] ?? 5);
const port = 3620;
const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-startup-"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A few requests, as a browser would make, then RSS once the server has settled. */
async function idleRssMb(child) {
  for (const path of ["/api/settings", "/api/health", "/"]) await fetch(`http://127.0.0.1:${port}${path}`);
  await sleep(3000);
  return residentMb(child.pid);
}

buildIfStale();
const first = await startBuiltServer(port, dataDir); // first-ever start: database created, migrations, demo data
console.log(`first start (empty folder, seeding demo data): ${first.readyMs.toFixed(0)} ms`);
const firstRss = await idleRssMb(first.child);
await stopBenchServer(first.child);

const times = [];
let restartRss = 0;
for (let i = 0; i < runs; i++) {
  const { child, readyMs } = await startBuiltServer(port, dataDir);
  times.push(readyMs);
  if (i === runs - 1) restartRss = await idleRssMb(child);
  await stopBenchServer(child);
}
rmSync(dataDir, { recursive: true, force: true });

times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(
  `cold start on existing data (${runs} runs): median ${median.toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms (target ≤ 3000 ms)`,
);
console.log(
  `idle RSS: first start (empty folder) ${firstRss.toFixed(0)} MB, restart (same folder) ${restartRss.toFixed(0)} MB (target ≤ 400 MB)`,
);
