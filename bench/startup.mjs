// bench/startup: cold start of the built server on an existing data folder (embedded database),
// time until /api/health answers, and resident memory once idle after the first start (empty folder:
// database created, demo data) and after a restart. Targets: ≤ 3 s, ≤ 400 MB for both.
// Usage: node bench/startup.mjs [runs=5]     (builds the app first when stale)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfStale, root } from "../scripts/build-if-stale.mjs";
import { residentMb } from "./server-memory.mjs";

const runs = Number(process.argv[2] ?? 5);
const port = 3620;
const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-startup-"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function startServer() {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, "apps/server/dist/server.mjs")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return { child, readyMs: performance.now() - started };
    } catch {}
    await sleep(20);
  }
}

/** A few requests, as a browser would make, then RSS once the server has settled. */
async function idleRssMb(child) {
  for (const path of ["/api/settings", "/api/health", "/"]) await fetch(`http://127.0.0.1:${port}${path}`);
  await sleep(3000);
  return residentMb(child.pid);
}

async function stop(child) {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

buildIfStale();
const first = await startServer(); // first-ever start: database created, migrations, demo data
console.log(`first start (empty folder, seeding demo data): ${first.readyMs.toFixed(0)} ms`);
const firstRss = await idleRssMb(first.child);
await stop(first.child);

const times = [];
let restartRss = 0;
for (let i = 0; i < runs; i++) {
  const { child, readyMs } = await startServer();
  times.push(readyMs);
  if (i === runs - 1) restartRss = await idleRssMb(child);
  await stop(child);
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
