// bench/soak: the built app on the embedded database (demo shop) under a steady mix of traffic for
// a long stretch: menu reads, POS orders from two tills, storefront checkouts as a guest paying
// cash, the kitchen moving orders New → Preparing → Ready, the cashier finalizing them, and the
// back office's reports. Requests leave on a fixed schedule (open loop), so a slow answer does not
// slow the traffic down. Prints throughput, latency per kind, errors, and the server's RSS at the
// start and the end. Targets: 0 errors, p99 ≤ 200 ms, RSS growth ≤ 10 %.
// Usage: node bench/soak.mjs [seconds]   (or SOAK_SECONDS; default 600)
//   SOAK_RATE: requests per second (default 20)
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { openTill, signIn, startBuiltServer, stopBenchServer } from "./bench-server.mjs";
import { menuCart } from "./menu-cart.mjs";
import { residentMb } from "./server-memory.mjs";

const seconds = Number(process.argv[2] ?? process.env.SOAK_SECONDS ?? 600);
const rate = Number(process.env.SOAK_RATE ?? 20);
if (!(seconds > 0) || !(rate > 0)) throw new Error("usage: node bench/soak.mjs [seconds]; SOAK_RATE > 0");
const port = 3670;
const base = `http://127.0.0.1:${port}`;
const DEMO_PASSWORD = "rahasia123";
/** A request still unanswered after this long counts as an error (and the run does not hang on it). */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One slot per request, in this order, over and over: every order placed (POS or online) gets two
 * kitchen moves and a finalize later in the cycle, so orders do not pile up in any status.
 */
const CYCLE = [
  "menu",
  "pos order",
  "status",
  "menu",
  "online order",
  "status",
  "finalize",
  "pos order",
  "status",
  "menu",
  "report",
  "status",
  "finalize",
  "status",
  "status",
  "finalize",
];

const latencies = new Map(); // kind → ms[]
const errors = new Map(); // kind → count
const firstErrors = [];
let inFlight = 0;

async function timed(kind, send) {
  inFlight++;
  const started = performance.now();
  try {
    const response = await send(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    const body = await response.text();
    if (!response.ok) throw new Error(`${response.status} ${body.slice(0, 200)}`);
    if (!latencies.has(kind)) latencies.set(kind, []);
    latencies.get(kind).push(performance.now() - started);
    return body ? JSON.parse(body) : undefined;
  } catch (error) {
    errors.set(kind, (errors.get(kind) ?? 0) + 1);
    if (firstErrors.length < 5) firstErrors.push(`${kind}: ${error.message}`);
    return undefined;
  } finally {
    inFlight--;
  }
}

const get = (kind, path, headers = {}) =>
  timed(kind, (signal) => fetch(`${base}${path}`, { headers: { "accept-encoding": "gzip", ...headers }, signal }));
const send = (kind, method, path, headers, body, extra = {}) =>
  timed(kind, (signal) =>
    fetch(`${base}${path}`, { method, headers: { ...headers, ...extra }, body: JSON.stringify(body), signal }),
  );

/** The guest's browser: a CSRF cookie and token, no session. */
async function guestHeaders() {
  const answer = await fetch(`${base}/api/auth/csrf`);
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("kedai_csrf="));
  return { "content-type": "application/json", cookie, "x-csrf-token": (await answer.json()).csrfToken };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;

buildIfStale();
const dataDir = mkdtempSync(join(tmpdir(), "kedai-soak-"));
const { child } = await startBuiltServer(port, dataDir);
try {
  const office = (await signIn(base, "admin", DEMO_PASSWORD)).headers;
  const kitchen = (await signIn(base, "staf", DEMO_PASSWORD)).headers;
  const locations = await (await fetch(`${base}/api/locations`)).json();
  const outlet = locations.find((l) => l.name === "Kedai Crepes Pusat");
  const tills = [];
  for (const username of ["kasir", "manajer"]) {
    const { headers, user } = await openTill(base, { username, outletId: outlet._id }, DEMO_PASSWORD);
    tills.push({ headers, waiterId: user._id });
  }
  // The storefront takes orders only in opening hours: the soak runs at any hour.
  const hours = await fetch(`${base}/api/settings`, {
    method: "PUT",
    headers: office,
    body: JSON.stringify({ operationalHours: [{ day: "Setiap Hari", hours: "24 jam" }] }),
  });
  if (!hours.ok) throw new Error(`opening hours: ${hours.status} ${await hours.text()}`);
  const guest = await guestHeaders();
  const menu = (await (await fetch(`${base}/api/menu`)).json()).filter((p) => p.isAvailable);

  let n = 0;
  const cart = () => menuCart(menu, ++n);
  const month = new Date().toISOString().slice(0, 7);
  const range = `startDate=${month}-01&endDate=${new Date().toISOString().slice(0, 10)}`;
  const reports = [
    "/api/reports/dashboard-summary",
    `/api/reports/profit-loss?${range}`,
    `/api/reports/sales?${range}`,
    `/api/reports/tax?${range}`,
  ];

  /** Orders on their way through the kitchen: New and Preparing wait for a move, Ready for payment. */
  const kitchenQueue = [];
  const readyQueue = [];
  const placed = (answer, till) => answer && kitchenQueue.push({ order: answer.data, till });

  const operations = {
    menu: () => get("menu", "/api/menu"),
    report: (i) => get("report", reports[i % reports.length], office),
    "pos order": async (i) => {
      const till = tills[i % tills.length];
      const body = { waiter: till.waiterId, orderType: i % 2 ? "Take Away" : "Dine-In", items: cart() };
      placed(
        await send("pos order", "POST", "/api/orders", till.headers, body, { "idempotency-key": randomUUID() }),
        till,
      );
    },
    "online order": async () => {
      const body = {
        items: cart(),
        customerDetails: { name: "Tamu Soak", phone: "081200000000" },
        paymentMethod: "Cash",
        deliveryInfo: { method: "pickup", outlet: outlet._id },
      };
      placed(
        await send("online order", "POST", "/api/orders", guest, body, { "idempotency-key": randomUUID() }),
        tills[0],
      );
    },
    status: async () => {
      const next = kitchenQueue.shift();
      if (!next) return operations.menu();
      const to = next.order.status === "New" ? "Preparing" : "Ready";
      const answer = await send("status", "PUT", `/api/orders/${next.order._id}/status`, kitchen, { status: to });
      if (!answer) return;
      (to === "Ready" ? readyQueue : kitchenQueue).push({ order: answer.data, till: next.till });
    },
    finalize: async () => {
      const next = readyQueue.shift();
      if (!next) return operations.menu();
      const body = { paymentDetails: { method: "Cash", amountPaid: next.order.totalAmount } };
      await send("finalize", "PUT", `/api/orders/${next.order._id}/finalize`, next.till.headers, body);
    },
  };

  // A short warm-up (one cycle, not counted) so the start RSS is the app at work, not just booted.
  for (const [i, kind] of CYCLE.entries()) await operations[kind](i);
  latencies.clear();
  errors.clear();
  firstErrors.length = 0;
  const rssStart = residentMb(child.pid);
  console.log(
    `soak: ${seconds} s at ${rate} requests/s (${CYCLE.length}-slot cycle: ${[...new Set(CYCLE)].join(", ")}), ` +
      `built server, embedded database, demo data; RSS at start ${rssStart.toFixed(0)} MB`,
  );

  const started = performance.now();
  const total = Math.round(seconds * rate);
  const pending = new Set();
  const progressEvery = Math.max(10, Math.min(60, seconds / 6)) * 1000;
  let nextProgress = progressEvery;
  // RSS a third of the way in: growth after it is creep, not the heap reaching its working size
  // (or the first backup, a minute after start).
  let rssThird;
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const running = operations[CYCLE[i % CYCLE.length]](i);
    pending.add(running);
    running.finally(() => pending.delete(running));
    if (rssThird === undefined && performance.now() - started >= (seconds * 1000) / 3) rssThird = residentMb(child.pid);
    if (performance.now() - started >= nextProgress) {
      nextProgress += progressEvery;
      const done = [...latencies.values()].reduce((sum, l) => sum + l.length, 0);
      const failed = [...errors.values()].reduce((sum, e) => sum + e, 0);
      console.log(
        `  ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s: ${done} answered, ${failed} errors, ` +
          `${inFlight} in flight, RSS ${residentMb(child.pid).toFixed(0)} MB, load average ${loadavg()[0].toFixed(1)}`,
      );
    }
  }
  await Promise.allSettled([...pending]);
  const elapsed = (performance.now() - started) / 1000;
  const rssEnd = residentMb(child.pid);

  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const failed = [...errors.values()].reduce((sum, e) => sum + e, 0);
  console.log(
    `\n${"kind".padEnd(14)} ${"answered".padStart(8)}   ${"p50".padStart(8)}   ${"p99".padStart(8)}   errors`,
  );
  for (const kind of new Set(CYCLE)) {
    const sorted = (latencies.get(kind) ?? []).sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(14)} ${String(sorted.length).padStart(8)}   ${ms(percentile(sorted, 50))}   ` +
        `${ms(percentile(sorted, 99))}   ${errors.get(kind) ?? 0}`,
    );
  }
  const p99 = percentile(all, 99);
  const percent = (from, to) => `${to >= from ? "+" : ""}${(((to - from) / from) * 100).toFixed(1)} %`;
  const growth = ((rssEnd - rssStart) / rssStart) * 100;
  console.log(
    `\nall: ${all.length} answered in ${elapsed.toFixed(0)} s = ${(all.length / elapsed).toFixed(1)} requests/s, ` +
      `p50 ${percentile(all, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, ${failed} errors ` +
      `(load average ${loadavg()[0].toFixed(1)} at the end)`,
  );
  for (const message of firstErrors) console.log(`  first errors: ${message}`);
  console.log(
    `RSS at start ${rssStart.toFixed(0)} MB, at the end ${rssEnd.toFixed(0)} MB: ${percent(rssStart, rssEnd)} ` +
      `(from a third of the way in, ${rssThird.toFixed(0)} MB: ${percent(rssThird, rssEnd)})`,
  );
  const verdict = (met) => (met ? "MET" : "MISSED");
  console.log(
    `targets: 0 errors ${verdict(failed === 0)}; p99 ≤ 200 ms ${verdict(p99 <= 200)}; ` +
      `RSS growth ≤ 10 % ${verdict(growth <= 10)}`,
  );
} finally {
  await stopBenchServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
