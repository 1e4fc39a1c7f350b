// bench/menu: GET /api/menu with 500 products and 50 option groups, 20 concurrent clients, next to
// a static JSON route of the same size on the same server in the same run (the framework's ceiling).
// Target: menu throughput ≥ 0.9× the ceiling; unchanged menus answer 304 to If-None-Match.
// Every answer timed is checked: the full menu is the one the server built (the ceiling's copy of
// it), a gzip answer is gzip, a revalidation is 304; exits 1 on a wrong one.
// Usage: node bench/menu.mjs [seconds=10] [products=500]
//   `0.25 50` is a tiny run: 50 products (5 option groups), each load and its warm-up 0.25 s.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { benchPort, reportChecks, startBenchServer, stopBenchServer } from "./bench-server.mjs";

const seconds = Number(process.argv[2] ?? 10);
const seeded = Number(process.argv[3] ?? 500);
const port = benchPort(3640);
const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-menu-"));
// What bench/menu-server.ts prints once it listens.
const { server, ...info } =
  /** @type {import("./bench-server.mjs").BenchServer<{ menuBytes: number; groups: number }>} */ (
    await startBenchServer("menu-server.ts", port, {
      DATA_DIR: dataDir,
      BENCH_MENU_PRODUCTS: String(seeded),
    })
  );

const base = `http://127.0.0.1:${port}`;
/** Loads `path` for the run's length; `right(status, body, headers)` says whether an answer is. */
async function load(path, headers, right) {
  let checked = 0;
  let wrong = 0;
  const result = await autocannon({
    url: `${base}${path}`,
    connections: 20,
    duration: seconds,
    // autocannon checks the run's end at each sample: once a second would make a tiny run a second long.
    sampleInt: Math.min(1000, seconds * 500),
    // The warm-up is no longer than the measured run (at most 2 s).
    warmup: { connections: 20, duration: Math.min(2, seconds) },
    requests: [
      {
        method: "GET",
        path,
        headers,
        onResponse(status, body, _context, answerHeaders) {
          checked++;
          if (!right(status, body, answerHeaders)) wrong++;
        },
      },
    ],
  });
  // Requests per second over the run (autocannon's average is per sample, which a tiny run shortens).
  return { ...result, checked, wrong, perSecond: result.requests.total / result.duration };
}
const row = (name, r) =>
  `${name.padEnd(34)} ${String(Math.round(r.perSecond)).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   wrong ${r.wrong + r.errors + r.timeouts}`;

const first = await fetch(`${base}/api/menu`);
const etag = first.headers.get("etag");
if (!etag) throw new Error("GET /api/menu answered without an ETag");
const menuBody = await first.text();
const products = JSON.parse(menuBody).length;
// autocannon joins an answer's chunks as text: a character split between two would not compare equal.
if (!/^[\x20-\x7e]*$/.test(menuBody)) throw new Error("the bench's menu must be plain ASCII to be compared");
const fullMenu = (status, body) => status === 200 && body === menuBody;
const ceiling = await load("/bench/static", {}, fullMenu);
const menu = await load("/api/menu", {}, fullMenu);
const gzipped = await load("/api/menu", { "accept-encoding": "gzip" }, (status, _body, h) => {
  return status === 200 && h["content-encoding"] === "gzip";
});
const notModified = await load("/api/menu", { "if-none-match": etag }, (status, body) => status === 304 && body === "");
const probe = await fetch(`${base}/api/menu`, { headers: { "if-none-match": etag } });

console.log(
  `GET /api/menu: ${products} products, ${info.groups} option groups, ${(info.menuBytes / 1024).toFixed(0)} KB JSON; 20 connections, ${seconds} s each`,
);
console.log(row("static JSON of the same size", ceiling));
console.log(row("GET /api/menu (200, full body)", menu));
console.log(row("GET /api/menu (gzip, as browsers ask)", gzipped));
console.log(row("GET /api/menu (If-None-Match → 304)", notModified));
console.log(
  `menu / ceiling: ${(menu.perSecond / ceiling.perSecond).toFixed(2)}× (target ≥ 0.9×); ETag ${etag ? "present" : "MISSING"}, revalidation answers ${probe.status}`,
);
// A fast wrong answer is not a fast menu: the run fails.
const loads = [ceiling, menu, gzipped, notModified];
const wrong = loads.reduce((sum, r) => sum + r.wrong + r.errors + r.timeouts, 0);
if (products !== seeded || !etag || probe.status !== 304)
  console.log(
    `WRONG: ${products} products in the menu (${seeded} seeded); ETag ${etag ? "present" : "missing"}, revalidation ${probe.status}`,
  );
reportChecks(
  loads.reduce((sum, r) => sum + r.checked, 2),
  wrong + (products !== seeded) + !etag + (probe.status !== 304),
);

await stopBenchServer(server);
rmSync(dataDir, { recursive: true, force: true });
