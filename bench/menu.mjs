// bench/menu: GET /api/menu with 500 products and 50 option groups, 20 concurrent clients, next to
// a static JSON route of the same size on the same server in the same run (the framework's ceiling).
// Target: menu throughput ≥ 0.9× the ceiling; unchanged menus answer 304 to If-None-Match.
// Usage: node bench/menu.mjs [seconds=10]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startBenchServer, stopBenchServer } from "./bench-server.mjs";

const seconds = Number(process.argv[2] ?? 10);
const port = 3640;
const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-menu-"));
const { server, ...info } = await startBenchServer("menu-server.ts", port, { DATA_DIR: dataDir });

const base = `http://127.0.0.1:${port}`;
const load = (path, headers = {}) =>
  autocannon({
    url: `${base}${path}`,
    connections: 20,
    duration: seconds,
    headers,
    warmup: { connections: 20, duration: 2 },
  });
const row = (name, r) =>
  `${name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}`;

const etag = (await fetch(`${base}/api/menu`)).headers.get("etag");
const ceiling = await load("/bench/static");
const menu = await load("/api/menu");
const gzipped = await load("/api/menu", { "accept-encoding": "gzip" });
const notModified = await load("/api/menu", { "if-none-match": etag });
const probe = await fetch(`${base}/api/menu`, { headers: { "if-none-match": etag } });

console.log(
  `GET /api/menu: 500 products, 50 option groups, ${(info.menuBytes / 1024).toFixed(0)} KB JSON; 20 connections, ${seconds} s each`,
);
console.log(row("static JSON of the same size", ceiling));
console.log(row("GET /api/menu (200, full body)", menu));
console.log(row("GET /api/menu (gzip, as browsers ask)", gzipped));
console.log(row("GET /api/menu (If-None-Match → 304)", notModified));
console.log(
  `menu / ceiling: ${(menu.requests.average / ceiling.requests.average).toFixed(2)}× (target ≥ 0.9×); ETag ${etag ? "present" : "MISSING"}, revalidation answers ${probe.status}`,
);

await stopBenchServer(server);
rmSync(dataDir, { recursive: true, force: true });
