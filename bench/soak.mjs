// bench/soak: the built app on the embedded database (demo shop) under a steady mix of traffic for
// a long stretch: menu reads, POS orders from two tills, storefront checkouts as a guest paying
// cash, the kitchen moving orders New → Preparing → Ready, the cashier finalizing them, and the
// back office's reports. Requests leave on a fixed schedule (open loop), so a slow answer does not
// slow the traffic down. Prints throughput, latency per kind, errors, and the server's RSS at the
// start and the end. Every answer is checked (an order placed as sent, a move or payment landing
// where it was sent, a menu with its products, a report an object); an error or a wrong answer
// fails the run (exit 1). Targets: 0 errors, p99 ≤ 200 ms, RSS growth ≤ 10 %.
// Usage: node bench/soak.mjs [seconds]   (or SOAK_SECONDS; default 600; 2 is a tiny run)
//   SOAK_RATE: requests per second (default 20)
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { benchPort, builtServer, openTill, reportChecks, signIn } from "./bench-server.mjs";
import { menuCart } from "./menu-cart.mjs";
import { wrongOrderAnswer } from "./pos-order-mix.mjs";
import { residentMb } from "./server-memory.mjs";

const seconds = Number(process.argv[2] ?? process.env.SOAK_SECONDS ?? 600);
const rate = Number(process.env.SOAK_RATE ?? 20);
if (!(seconds > 0) || !(rate > 0)) throw new Error("usage: node bench/soak.mjs [seconds]; SOAK_RATE > 0");
const port = benchPort(3670);
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
const errors = new Map(); // kind → count: not answered, refused, or answered wrong
const firstErrors = [];
let inFlight = 0;
/** Over the whole run, warm-up included: answers checked, and those that were errors. */
const checks = { checked: 0, wrong: 0 };

/**
 * Sends one request of `kind` and times it; `wrong(answer)` says what is wrong with its JSON answer
 * (null when nothing): a wrong answer counts as an error, not as a latency.
 */
async function timed(kind, send, wrong) {
  inFlight++;
  checks.checked++;
  const started = performance.now();
  try {
    const response = await send(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    const body = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${response.status} ${body.slice(0, 200)}`);
    const answer = body ? JSON.parse(body) : undefined;
    const problem = wrong(answer);
    if (problem) throw new Error(`wrong answer: ${problem}`);
    if (!latencies.has(kind)) latencies.set(kind, []);
    latencies.get(kind).push(ms);
    return answer;
  } catch (error) {
    checks.wrong++;
    errors.set(kind, (errors.get(kind) ?? 0) + 1);
    if (firstErrors.length < 5) firstErrors.push(`${kind}: ${error instanceof Error ? error.message : error}`);
    return undefined;
  } finally {
    inFlight--;
  }
}

const get = (kind, path, wrong, headers = {}) =>
  timed(
    kind,
    (signal) => fetch(`${base}${path}`, { headers: { "accept-encoding": "gzip", ...headers }, signal }),
    wrong,
  );
const send = (kind, method, path, headers, body, wrong, extra = {}) =>
  timed(
    kind,
    (signal) =>
      fetch(`${base}${path}`, { method, headers: { ...headers, ...extra }, body: JSON.stringify(body), signal }),
    wrong,
  );

// What each kind's answer must be.
const wrongMenu = (menu) =>
  Array.isArray(menu) && menu.length > 0 && menu.every((p) => typeof p._id === "string" && p.price >= 0)
    ? null
    : "not a menu of products";
/**
 * The orders this soak has seen paid (finalize answered Completed and Paid), and their total: every
 * report asked for afterwards must count at least these (the demo data and other benches' orders
 * only add to them).
 */
const paid = { orders: 0, revenue: 0 };
/** The orders a finalize was sent for, and their total: at most what a report can have seen paid. */
const finalizing = { orders: 0, revenue: 0 };
/** The figures of a report that paid orders raise: [orders, revenue] (null where it has none). */
const figuresOf = (path, report) =>
  path.startsWith("/api/reports/dashboard-summary")
    ? [report.todayOrders, report.todayRevenue]
    : path.startsWith("/api/reports/sales")
      ? [report.summary?.totalOrders, report.summary?.grossRevenue]
      : path.startsWith("/api/reports/profit-loss")
        ? [null, report.summary?.grossRevenue]
        : [null, null];
/** Each report's first answer in this run, and what had been sent to be paid when it came. */
const firstReports = new Map();
/**
 * What a report must hold, given what was paid before it was asked for (`before`): at least as many
 * orders and as much revenue as that, and since its first answer in this run at least what was paid
 * since (a rollup not written, a day cut at UTC's midnight instead of the shop's, show up there).
 * Across the shop's midnight (`sameDay` false: the business clock's day, from GET /api/config, is
 * not the run's) those bounds do not hold, so only the shape is checked then.
 */
const wrongReport = (path, before, sameDay) => (report) => {
  if (!report || typeof report !== "object") return "no report";
  if (path.startsWith("/api/reports/tax"))
    return Array.isArray(report.rows) && report.total && typeof report.total === "object"
      ? null
      : "no tax rows and total";
  const figures = figuresOf(path, report);
  const first = firstReports.get(path);
  if (!first) firstReports.set(path, { figures, paid: { ...finalizing } });
  const names = ["orders", "revenue"];
  for (const [i, value] of figures.entries()) {
    if (value === null) continue;
    if (typeof value !== "number") return `${names[i]} is not a number`;
    if (!sameDay) continue;
    const paidBefore = i === 0 ? before.orders : before.revenue;
    if (value < paidBefore) return `${names[i]} ${value} < ${paidBefore} paid by this soak`;
    if (first) {
      const least = first.figures[i] + paidBefore - (i === 0 ? first.paid.orders : first.paid.revenue);
      if (value < least)
        return `${names[i]} ${value} < ${least}: the first answer's ${first.figures[i]} and what was paid since`;
    }
  }
  return null;
};
/** The order as sent (its lines in their quantities, a positive total, New); the server types an online order itself. */
const wrongPlaced = (body) => (answer) =>
  wrongOrderAnswer({ orderType: answer?.data?.orderType, table: null, ...body }, answer?.data);
const wrongMove = (order, status) => (answer) =>
  answer?.data?._id === order._id && answer.data.status === status
    ? null
    : `order ${order._id} is ${answer?.data?.status}, not ${status}`;
const wrongPaid = (order) => (answer) =>
  answer?.data?._id === order._id && answer.data.status === "Completed" && answer.data.paymentStatus === "Paid"
    ? null
    : `order ${order._id} is ${answer?.data?.status} / ${answer?.data?.paymentStatus}, not Completed and Paid`;

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
const server = await builtServer(port, dataDir);
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
  // The shop's today (its time zone, as GET /api/config names it), not UTC's.
  const { businessTimeZone } = await (await fetch(`${base}/api/config`)).json();
  const shopDay = () => new Intl.DateTimeFormat("en-CA", { timeZone: businessTimeZone }).format(new Date());
  const today = shopDay();
  const range = `startDate=${today.slice(0, 7)}-01&endDate=${today}`;
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
    menu: () => get("menu", "/api/menu", wrongMenu),
    report: (i) => {
      const path = reports[i % reports.length];
      return get("report", path, wrongReport(path, { ...paid }, shopDay() === today), office);
    },
    "pos order": async (i) => {
      const till = tills[i % tills.length];
      const body = { waiter: till.waiterId, orderType: i % 2 ? "Take Away" : "Dine-In", items: cart() };
      placed(
        await send("pos order", "POST", "/api/orders", till.headers, body, wrongPlaced(body), {
          "idempotency-key": randomUUID(),
        }),
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
        await send("online order", "POST", "/api/orders", guest, body, wrongPlaced({ items: body.items }), {
          "idempotency-key": randomUUID(),
        }),
        tills[0],
      );
    },
    status: async () => {
      const next = kitchenQueue.shift();
      if (!next) return operations.menu();
      const to = next.order.status === "New" ? "Preparing" : "Ready";
      const answer = await send(
        "status",
        "PUT",
        `/api/orders/${next.order._id}/status`,
        kitchen,
        { status: to },
        wrongMove(next.order, to),
      );
      if (!answer) return;
      (to === "Ready" ? readyQueue : kitchenQueue).push({ order: answer.data, till: next.till });
    },
    finalize: async () => {
      const next = readyQueue.shift();
      if (!next) return operations.menu();
      const body = { paymentDetails: { method: "Cash", amountPaid: next.order.totalAmount } };
      finalizing.orders++;
      finalizing.revenue += next.order.totalAmount;
      const answer = await send(
        "finalize",
        "PUT",
        `/api/orders/${next.order._id}/finalize`,
        next.till.headers,
        body,
        wrongPaid(next.order),
      );
      if (!answer) return;
      paid.orders++;
      paid.revenue += answer.data.totalAmount;
    },
  };

  // A short warm-up (one cycle, not counted) so the start RSS is the app at work, not just booted.
  for (const [i, kind] of CYCLE.entries()) await operations[kind](i);
  latencies.clear();
  errors.clear();
  firstErrors.length = 0;
  const rssStart = residentMb(server.pid);
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
    if (rssThird === undefined && performance.now() - started >= (seconds * 1000) / 3)
      rssThird = residentMb(server.pid);
    if (performance.now() - started >= nextProgress) {
      nextProgress += progressEvery;
      const done = [...latencies.values()].reduce((sum, l) => sum + l.length, 0);
      const failed = [...errors.values()].reduce((sum, e) => sum + e, 0);
      console.log(
        `  ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s: ${done} answered, ${failed} errors, ` +
          `${inFlight} in flight, RSS ${residentMb(server.pid).toFixed(0)} MB, load average ${loadavg()[0].toFixed(1)}`,
      );
    }
  }
  await Promise.allSettled([...pending]);
  const elapsed = (performance.now() - started) / 1000;
  const rssEnd = residentMb(server.pid);

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
  rssThird ??= rssEnd;
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
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
// An error is a fault, not a slow figure (the warm-up's included, which the figures above leave out).
reportChecks(checks.checked, checks.wrong);
