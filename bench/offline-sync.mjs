// bench/offline-sync: a till's outbox of 1 000 orders taken offline drains to the server when the
// network comes back (issue 27, docs/decisions/0029-till-offline-first.md, 0036-outbox-drained-in-batches.md).
// The built server with demo data on the embedded database (or PostgreSQL with --postgres); the demo
// cashier's /pos in Chromium at 1024×768 through the service worker. First /pos is opened from the
// cache without network (median of 3 reloads, until the order screen shows); then the orders are
// written into the till's outbox as the till writes them offline (IndexedDB, each with its
// Idempotency-Key, time taken, catalog version and device), the network comes back and the till's
// own code sends them, oldest first. Prints the drain time and checks the server holds each order once;
// an order refused (the till's outbox keeps it with the refusal), sent twice or missing fails the run,
// as does a drain that stops moving for a minute.
// Targets: drain ≤ 30 s embedded (≤ 15 s PostgreSQL); /pos from the cache ≤ 1 s.
// Usage: node bench/offline-sync.mjs [orders=1000] [--postgres]     (20 is a tiny run)
//   --postgres: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database
//   of its own is created for the run and dropped afterwards.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import postgres from "postgres";
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { benchPort, builtServer, chromiumPath, reportChecks } from "./bench-server.mjs";

const args = process.argv.slice(2);
const count = Number(args.find((arg) => !arg.startsWith("--")) ?? 1000);
const onPostgres = args.includes("--postgres");
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const port = benchPort(3653);
const base = `http://127.0.0.1:${port}`;

/** Writes `entries` into the till's outbox database as lib/outbox.ts does (Dexie table "entries", key "++seq"). */
function fillOutbox(entries) {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open("kedai-outbox");
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const tx = opening.result.transaction("entries", "readwrite");
      const table = tx.objectStore("entries");
      for (const entry of entries) table.add(entry);
      tx.oncomplete = () => resolve(entries.length);
      tx.onerror = () => reject(tx.error);
    };
  });
}

/** The entries left in the till's outbox, and the refusals among them (the server said no: they stay). */
const outboxLeft = () =>
  new Promise((resolve) => {
    const opening = indexedDB.open("kedai-outbox");
    opening.onsuccess = () => {
      const reading = opening.result.transaction("entries").objectStore("entries").getAll();
      reading.onsuccess = () =>
        resolve({ left: reading.result.length, refused: reading.result.flatMap((entry) => entry.refusal ?? []) });
    };
  });

buildIfStale();
const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-offline-"));
const admin = onPostgres ? postgres(postgresUrl, { max: 1, onnotice: () => {} }) : null;
const databaseName = `kedai_bench_offline_${process.pid}`;
if (admin) {
  await admin.unsafe(`CREATE DATABASE ${databaseName}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${databaseName}`;
  process.env.DATABASE_URL = url.toString(); // the server's environment (startBuiltServer passes it on)
}
const server = await builtServer(port, dataDir);
const browser = await chromium.launch({ executablePath: chromiumPath });
try {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Username atau Email").fill("kasir");
  await page.getByLabel("Password", { exact: true }).fill("rahasia123");
  await page.getByRole("button", { name: "Masuk" }).click();
  await page.waitForURL(/\/pos/);
  const csrf = (await (await page.request.get("/api/auth/csrf")).json()).csrfToken;
  const locations = await (await page.request.get("/api/locations")).json();
  const opened = await page.request.post("/api/register/open", {
    headers: { "x-csrf-token": csrf },
    data: { outlet: locations[0]._id, openingBalance: 0 },
  });
  // Open already on a server shared with an earlier bench (BENCH_SERVER_PID): that session takes the orders.
  const session = opened.ok()
    ? await opened.json()
    : (await (await page.request.get("/api/register/status")).json()).session;
  if (!session) throw new Error(`register: ${opened.status()} ${await opened.text()}`);
  // Taken in the session, a millisecond apart (the server refuses a time before it opened); on a
  // shared server, after the orders the benches before took (an order's id is its time taken).
  const first = Math.max(Date.parse(session.openedAt) + 1000, Date.now() - 2 * count - 1000);
  await page.reload();
  await page.getByRole("button", { name: "Buat Pesanan" }).waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  await page.waitForTimeout(1500); // the persister writes at most once a second

  const catalog = await (await page.request.get("/api/orders/catalog")).json();
  const waiters = await (await page.request.get("/api/users/waiters")).json();
  const product = catalog.products.find((p) => p.isAvailable);
  // The first choice of each required group, as the till's option dialog preselects it.
  const selectedOptions = product.groups
    .filter((group) => group.isRequired)
    .map((group) => ({ _id: group.options[0]._id, name: group.options[0].name }));

  await context.setOffline(true);
  // The page's own clock too: from its navigation to the order screen's first frame, without the
  // old page's unload and Playwright's polling that the time above includes.
  await page.addInitScript(() => {
    new MutationObserver((_, watch) => {
      if (!document.body?.innerText.includes("Buat Pesanan")) return;
      window.__tillShownAt = performance.now();
      watch.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const opens = [];
  const inPage = [];
  for (let run = 0; run < 3; run++) {
    const started = Date.now();
    await page.reload();
    await page.getByRole("button", { name: "Buat Pesanan" }).waitFor();
    opens.push(Date.now() - started);
    inPage.push(Math.round(await page.evaluate(() => window.__tillShownAt)));
  }
  opens.sort((a, b) => a - b);
  inPage.sort((a, b) => a - b);

  const userId = await page.evaluate(() => JSON.parse(localStorage.getItem("kedai.user") ?? "{}")._id);
  const deviceId = `bench-${randomUUID()}`;
  const entries = Array.from({ length: count }, (_, i) => {
    const takenAt = new Date(first + i).toISOString();
    const idempotencyKey = randomUUID();
    // The till's `place` command (packages/shared till-commands contract), as the outbox keeps it.
    return {
      userId,
      idempotencyKey,
      takenAt,
      command: {
        kind: "place",
        idempotencyKey,
        takenAt,
        deviceId,
        catalogVersion: catalog.version,
        order: {
          items: [{ productId: product._id, quantity: 1 + (i % 3), selectedOptions }],
          orderType: "Take Away",
          waiter: waiters[0]._id,
        },
      },
      preview: { label: "Take Away", totalAmount: 0, lines: [{ name: product.name, quantity: 1 + (i % 3) }] },
      attempts: 0,
      refusal: null,
    };
  });
  await page.evaluate(fillOutbox, entries);
  await page.reload();
  await page.getByText(`${count} pesanan menunggu sinkron`).waitFor();

  // How long the server took per request, seen from the browser: the rest of the drain is the till's.
  const answered = [];
  const perPath = new Map();
  const spans = []; // [sent, answered] of each request the outbox made, in ms since the drain began
  const others = new Map(); // the page's other requests meanwhile, by path
  page.on("requestfinished", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== "POST" || !path.startsWith("/api/orders")) {
      const what = `${request.method()} ${path}`;
      others.set(what, (others.get(what) ?? 0) + 1);
      return;
    }
    const timing = request.timing();
    answered.push(timing.responseEnd - timing.requestStart);
    perPath.set(path, (perPath.get(path) ?? 0) + 1);
    spans.push([timing.startTime + timing.requestStart - started, timing.startTime + timing.responseEnd - started]);
  });
  // The page's main thread meanwhile: its long tasks (> 50 ms), summed.
  await page.evaluate(() => {
    window.__longTasks = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks += entry.duration;
    }).observe({ type: "longtask" });
  });
  // OFFLINE_SYNC_PROFILE=<file>: a CPU profile of the page during the drain (Chrome DevTools format).
  const profileFile = process.env.OFFLINE_SYNC_PROFILE;
  const profiler = profileFile ? await context.newCDPSession(page) : null;
  if (profiler) {
    await profiler.send("Profiler.enable");
    await profiler.send("Profiler.start");
  }
  const started = Date.now();
  await context.setOffline(false);
  // Until the outbox is empty, or holds only refused entries (which stay), or has not moved for a minute.
  let last = { left: count, at: Date.now() };
  for (;;) {
    const { left, refused } = await page.evaluate(outboxLeft);
    if (left === refused.length) {
      if (left > 0) throw new Error(`${left} orders refused, the first: ${JSON.stringify(refused[0])}`);
      break;
    }
    if (left < last.left) last = { left, at: Date.now() };
    else if (Date.now() - last.at > 60_000) throw new Error(`the outbox stopped draining with ${left} orders left`);
    await page.waitForTimeout(100);
  }
  const drainMs = Date.now() - started;
  if (profiler && profileFile) {
    const { profile } = await profiler.send("Profiler.stop");
    writeFileSync(profileFile, JSON.stringify(profile));
  }
  const longTasksMs = await page.evaluate(() => window.__longTasks);

  // The server alone: as many entries again, new keys and device, sent by this process through
  // POST /api/orders/sync 50 at a time, one request after another (no browser, no IndexedDB).
  const ceilingDevice = `bench-${randomUUID()}`;
  // Taken in the milliseconds after the till's (an order's id is its time taken, to the millisecond).
  const ceilingCommands = entries.map((entry, i) => ({
    ...entry.command,
    idempotencyKey: randomUUID(),
    takenAt: new Date(first + count + i).toISOString(),
    deviceId: ceilingDevice,
  }));
  const ceilingStarted = Date.now();
  for (let i = 0; i < ceilingCommands.length; i += 50) {
    const answer = await page.request.post("/api/orders/sync", {
      headers: { "x-csrf-token": csrf },
      data: { commands: ceilingCommands.slice(i, i + 50) },
      timeout: 120_000,
    });
    const { results } = await answer.json();
    if (results.some((result) => result.status !== 201)) throw new Error(`ceiling: ${JSON.stringify(results[0])}`);
  }
  const ceilingMs = Date.now() - ceilingStarted;

  let onServer = 0;
  for (let pageNo = 1; ; pageNo++) {
    const listed = await (await page.request.get("/api/orders", { params: { limit: 100, page: pageNo } })).json();
    onServer += listed.data.filter((order) => order.offline?.deviceId === deviceId).length;
    if (listed.data.length < 100) break;
  }

  const engine = onPostgres ? "PostgreSQL" : "embedded database";
  console.log(
    `offline-sync (${engine}, demo data, Chromium 1024×768; load ${loadavg()[0].toFixed(1)}, shared machine)`,
  );
  console.log(
    `/pos opened from the cache without network: ${opens.join(", ")} ms (median ${opens[1]} ms; target ≤ 1000); in the page, navigation → order screen: ${inPage.join(", ")} ms`,
  );
  console.log(
    `${count} queued orders drained in ${(drainMs / 1000).toFixed(1)} s (${((count * 1000) / drainMs).toFixed(0)} orders/s; target ≤ ${onPostgres ? 15 : 30} s)`,
  );
  answered.sort((a, b) => a - b);
  const at = (q) => answered[Math.min(answered.length - 1, Math.ceil(q * answered.length) - 1)]?.toFixed(0);
  const requests = [...perPath].map(([path, n]) => `${n} × POST ${path}`).join(", ");
  console.log(
    `requests: ${requests}; server's answer per request (sent → answer read): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
  );
  spans.sort((a, b) => a[0] - b[0]);
  const inRequests = spans.reduce((sum, [sent, done]) => sum + (done - sent), 0);
  console.log(
    `of the drain: ${((spans[0]?.[0] ?? 0) / 1000).toFixed(1)} s before the first request, ${(inRequests / 1000).toFixed(1)} s waiting for answers, the rest between them; the page's long tasks ${(longTasksMs / 1000).toFixed(1)} s; its other requests meanwhile: ${[...others].map(([path, n]) => `${n} × ${path}`).join(", ") || "none"}`,
  );
  console.log(
    `the server alone (the same ${count} entries again, 50 per POST /api/orders/sync from Node, one after another): ${(ceilingMs / 1000).toFixed(1)} s (${((count * 1000) / ceilingMs).toFixed(0)} orders/s)`,
  );
  console.log(`on the server once each: ${onServer} of ${count}${onServer === count ? "" : "  <-- MISMATCH"}`);
  // The till's orders once each on the server (none lost, none twice), and every one the bench sent itself made.
  reportChecks(count + ceilingCommands.length, Math.abs(onServer - count));
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (admin) {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}
