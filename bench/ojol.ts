// bench/ojol: orders from both food platforms' fakes at a target rate while tills take orders
// through the API (issue 39, docs/decisions/0056-ojol-orders-in.md). The fakes
// (apps/server/src/modules/ojol/fakes/fake-platforms.ts) call the real webhook paths: GrabFood
// gets Kedai's token once, as GrabFood does, then sends *Submit order* with it; GoFood sends
// `gofood.order.awaiting_merchant_acceptance` signed with X-Go-Signature. They alternate, on a fixed
// schedule (open loop: an order goes when its time comes, whatever the answers before it), round
// the 4 outlets of bench/pos-orders-server.ts's restaurant, each outlet linked to both and
// auto-accepting (so each order is paid by the platform, goes to the kitchen at once, and the
// platform is told it was accepted). One webhook in ten is sent a second time after its answer, as
// a platform does when it missed the answer. Meanwhile `tills` cashiers (open registers) place
// orders with POST /api/orders, each waiting `till-gap` ms after an answer before the next (the
// mix of bench/pos-orders.mjs, every answer checked). Every outlet's kitchen printer is a fake
// network printer in this process (apps/server/test/fake-printer.ts); a platform order carries a
// token in its first item's note, which its kitchen ticket prints.
// Measured per platform order: webhook sent → answered, and sent → kitchen ticket received.
// Checked afterwards, in the database itself once the server has stopped: every platform order
// exactly once (none missing, none twice, none unknown), an Ojol order paid by the platform at the
// platform's price, none flagged for mapping; every webhook answered 200, every ticket received,
// every till order answered right. Exits 1 when a check fails; the targets (webhook p99 ≤ 200 ms,
// ticket p95 ≤ 1 s) are printed as met or missed. Embedded database.
// Usage: node --import tsx bench/ojol.ts [--rate=20] [--seconds=60] [--tills=20] [--till-gap=1000]
//   a tiny run: --rate=4 --seconds=3 --tills=2
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import type { OjolPlatform } from "@kedai/shared";
import {
  type Deliver,
  deliverOver,
  FakeGofood,
  FakeGrab,
  gofoodNotificationOf,
  grabOrder,
} from "../apps/server/src/modules/ojol/fakes/fake-platforms";
import { GOFOOD_EVENTS } from "../apps/server/src/modules/ojol/gofood/gofood-contract";
import { FakePrinter } from "../apps/server/test/fake-printer";
import { benchPort, openTill, reportChecks, startBenchServer, stopBenchServer } from "./bench-server.mjs";
import { type OrderCatalog, orderMix, wrongOrderAnswer } from "./pos-order-mix.mjs";

const { values: flags } = parseArgs({
  options: {
    rate: { type: "string", default: "20" },
    seconds: { type: "string", default: "60" },
    tills: { type: "string", default: "20" },
    "till-gap": { type: "string", default: "1000" },
  },
});
const rate = Number(flags.rate);
const seconds = Number(flags.seconds);
const tillCount = Number(flags.tills);
const tillGapMs = Number(flags["till-gap"]);
if (!(rate > 0 && seconds > 0 && tillCount >= 0 && tillCount <= 20 && tillGapMs >= 0))
  throw new Error("--rate and --seconds above 0, --tills 0–20, --till-gap ≥ 0");
const port = benchPort(3664);
const base = `http://127.0.0.1:${port}`;
/** A ticket not printed this long after its webhook counts as lost. */
const TICKET_TIMEOUT_MS = 10_000;
/** Every n-th webhook is sent again after its answer. */
const RESEND_EVERY = 10;

type Link = { outletId: string; platform: OjolPlatform; merchantRef: string; linkId: string };
/** What bench/pos-orders-server.ts seeded: the pos-orders mix's catalog, with its outlets and cashiers' logins. */
type Catalog = Omit<OrderCatalog, "cashiers"> & {
  outletIds: string[];
  cashiers: { id: string; username: string; outletId: string }[];
};

// --- The platforms and the kitchen printer, in this process -------------------------------------
const grab = await new FakeGrab().start();
const gofood = await new FakeGofood().start();
/** Tickets waited for, by the token the order's note carries. */
const waitingTickets = new Map<string, (arrived: number) => void>();
const printer = new FakePrinter();
printer.onJob = (job) => {
  const arrived = performance.now();
  const token = /BENCH-([0-9a-f]{8})/.exec(job.toString("latin1"))?.[1];
  if (token) waitingTickets.get(token)?.(arrived);
};
await printer.start();

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (value: number) => `${String(Math.round(value)).padStart(5)} ms`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the bench sent as each platform order: the checks read the database against it. */
type Sent = { platform: OjolPlatform; platformOrderId: string; total: number };

/**
 * The platforms' orders on their schedule for the run (`scheduleDone` once the last is sent); per
 * order its webhook's answer time and its ticket's, the non-200 answers and the tickets that never came.
 */
async function platformOrders(catalog: Catalog, links: Link[], deliver: Deliver, scheduleDone: () => void) {
  const grabToken = await grab.partnerToken(deliver);
  const outlets = catalog.outletIds;
  const linkOf = (platform: OjolPlatform, outletId: string) => {
    const link = links.find((candidate) => candidate.platform === platform && candidate.outletId === outletId);
    if (!link) throw new Error(`no ${platform} link for outlet ${outletId}`);
    return link;
  };
  const sent: Sent[] = [];
  const answered: number[] = [];
  const resentAnswered: number[] = [];
  const ticketed: number[] = [];
  const refused: string[] = [];
  let lost = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now();

  async function one(i: number) {
    const platform: OjolPlatform = i % 2 === 0 ? "grabfood" : "gofood";
    const link = linkOf(platform, outlets[i % outlets.length] ?? "");
    const token = randomUUID().slice(0, 8);
    const lines = Array.from({ length: 1 + (i % 3) }, (_, k) => ({
      id: catalog.products[(i * 5 + k * 7) % catalog.products.length]?.id ?? "",
      quantity: 1 + ((i + k) % 2),
      price: 18_000 + ((i + k) % 5) * 2_500,
    }));
    const platformOrderId = platform === "grabfood" ? `BENCH-GF-${i}` : `F-BENCH-${i}`;
    sent.push({ platform, platformOrderId, total: lines.reduce((sum, line) => sum + line.price * line.quantity, 0) });
    const note = `BENCH-${token}`;
    const send = () => {
      if (platform === "grabfood") {
        const order = grabOrder(link.merchantRef, platformOrderId, lines, "MANUAL");
        const [first] = order.items;
        if (first) first.specifications = note;
        return grab.submitOrder(deliver, order, grabToken);
      }
      const items = lines.map((line, k) => ({
        external_id: line.id,
        quantity: line.quantity,
        price: line.price,
        ...(k === 0 && { notes: note }),
      }));
      return gofood.notify(
        deliver,
        link.linkId,
        gofoodNotificationOf(GOFOOD_EVENTS.awaitingAcceptance, link.merchantRef, platformOrderId, items),
      );
    };
    const ticket = new Promise<number | null>((resolve) => {
      waitingTickets.set(token, resolve);
      setTimeout(() => resolve(null), TICKET_TIMEOUT_MS);
    });
    const sentAt = performance.now();
    try {
      const answer = await send();
      if (answer.status !== 200) refused.push(`${platformOrderId}: ${answer.status} ${answer.body.slice(0, 200)}`);
      else answered.push(performance.now() - sentAt);
      if (i % RESEND_EVERY === RESEND_EVERY - 1) {
        const again = performance.now();
        const second = await send();
        if (second.status !== 200)
          refused.push(`${platformOrderId} again: ${second.status} ${second.body.slice(0, 200)}`);
        else resentAnswered.push(performance.now() - again);
      }
    } catch (error) {
      refused.push(`${platformOrderId}: ${String(error)}`);
    }
    const arrived = await ticket;
    waitingTickets.delete(token);
    if (arrived === null) lost++;
    else ticketed.push(arrived - sentAt);
  }

  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(one(i));
  }
  const sendingMs = performance.now() - start;
  scheduleDone();
  await Promise.all(inFlight);
  const sort = (list: number[]) => list.sort((a, b) => a - b);
  return {
    sent,
    sendingMs,
    answered: sort(answered),
    resentAnswered: sort(resentAnswered),
    ticketed: sort(ticketed),
    refused,
    lost,
  };
}

/**
 * The tills, signed in with their registers open: `run(sending)` has each place an order, wait
 * `tillGapMs` after the answer, and go on while `sending()` (the platforms' run) says so.
 */
async function openTills(catalog: Catalog) {
  const cashiers = catalog.cashiers.slice(0, tillCount);
  const headersOf = new Map<string, Record<string, string>>();
  for (const cashier of cashiers) headersOf.set(cashier.id, (await openTill(base, cashier, password)).headers);
  const mix = orderMix({ ...catalog, cashiers }, 5);
  const answered: number[] = [];
  const wrong: string[] = [];
  async function till(sending: () => boolean) {
    while (sending()) {
      const { cashier, body, tableId } = mix.next();
      const sentAt = performance.now();
      let problem: string | null;
      try {
        const response = await fetch(`${base}/api/orders`, {
          method: "POST",
          headers: { ...headersOf.get(cashier.id), "idempotency-key": randomUUID() },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        problem =
          response.status === 201
            ? wrongOrderAnswer(body, JSON.parse(text).data)
            : `${response.status} ${text.slice(0, 200)}`;
      } catch (error) {
        problem = String(error);
      }
      mix.release(tableId);
      if (problem) wrong.push(problem);
      else answered.push(performance.now() - sentAt);
      await sleep(tillGapMs);
    }
  }
  return {
    run: (sending: () => boolean) => Promise.all(cashiers.map(() => till(sending))),
    answered,
    wrong,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-ojol-"));
let password = "";
let failed = false;
/** Platform orders and till orders checked, and those that failed a check. */
const tally = { checked: 0, wrong: 0 };
try {
  const fakes = {
    grabfood: {
      clientId: grab.clientId,
      clientSecret: grab.clientSecret,
      partnerClientId: grab.partnerClientId,
      partnerClientSecret: grab.partnerClientSecret,
    },
    gofood: {
      clientId: gofood.clientId,
      clientSecret: gofood.clientSecret,
      notificationSecret: gofood.notificationSecret,
    },
  };
  const ready = await startBenchServer<{ catalog: Catalog; password: string; links: Link[] }>(
    "pos-orders-server.ts",
    port,
    {
      DATA_DIR: dataDir,
      BENCH_KITCHEN_PRINTER: `127.0.0.1:${printer.port}`,
      BENCH_OJOL: JSON.stringify(fakes),
      OJOL_SECRET_KEY: randomUUID() + randomUUID(),
      GRAB_API_URL: grab.url,
      GRAB_AUTH_URL: grab.url,
      GOBIZ_API_URL: gofood.url,
      GOBIZ_AUTH_URL: gofood.url,
    },
  );
  const { server, catalog, links } = ready;
  password = ready.password;
  let result: Awaited<ReturnType<typeof platformOrders>>;
  let tills: Awaited<ReturnType<typeof openTills>>;
  try {
    tills = await openTills(catalog);
    let sending = true;
    const tillsDone = tills.run(() => sending);
    const stopTills = () => {
      sending = false;
    };
    result = await platformOrders(catalog, links, deliverOver(base), stopTills).finally(stopTills);
    await tillsDone;
  } finally {
    await stopBenchServer(server);
  }

  // --- What the database holds -------------------------------------------------------------------
  const db = await PGlite.create({ dataDir: join(dataDir, "db") });
  const { rows } = await db.query<{
    platform: OjolPlatform;
    platform_order_id: string;
    n: number;
    total: number;
    paid: boolean;
    ojol: boolean;
    unmapped: boolean;
  }>(`select platform, platform_order_id, count(*)::int as n, min(total_amount)::int as total,
        bool_and(payment_status = 'Paid') as paid, bool_and(order_type = 'Ojol') as ojol,
        bool_or(needs_mapping) as unmapped
      from orders where platform is not null group by platform, platform_order_id`);
  const [{ webhooks, unprocessed }] = (
    await db.query<{ webhooks: number; unprocessed: number }>(
      "select count(*)::int as webhooks, (count(*) filter (where processed_at is null))::int as unprocessed from platform_webhooks",
    )
  ).rows;
  await db.close();

  const held = new Map(rows.map((row) => [`${row.platform} ${row.platform_order_id}`, row]));
  const missing = result.sent.filter((order) => !held.has(`${order.platform} ${order.platformOrderId}`));
  const twice = rows.filter((row) => row.n > 1);
  const unknown = rows.filter(
    (row) =>
      !result.sent.some((order) => order.platform === row.platform && order.platformOrderId === row.platform_order_id),
  );
  const wrong = result.sent.filter((order) => {
    const row = held.get(`${order.platform} ${order.platformOrderId}`);
    return row && (row.total !== order.total || !row.paid || !row.ojol || row.unmapped);
  });
  const acceptedAt = {
    grabfood: new Set(
      grab.callsTo("/partner/v1/order/prepare").map((call) => (call.body as { orderID?: string }).orderID),
    ).size,
    gofood: new Set(gofood.callsTo(/\/accepted$/).map((call) => call.path)).size,
  };
  const perPlatform = (platform: OjolPlatform) => result.sent.filter((order) => order.platform === platform).length;

  console.log(
    `ojol: ${result.sent.length} platform orders at ${rate}/s for ${seconds} s (sent in ${(result.sendingMs / 1000).toFixed(1)} s; ` +
      `GrabFood ${perPlatform("grabfood")}, GoFood ${perPlatform("gofood")}; ${result.resentAnswered.length} webhooks sent twice), ` +
      `${tillCount} tills one order per answer + ${tillGapMs} ms; embedded database, 4 outlets (load average ${loadavg()[0].toFixed(1)} at the end)`,
  );
  console.log(
    `${"webhook answered".padEnd(30)} p50 ${ms(quantile(result.answered, 0.5))}   p95 ${ms(quantile(result.answered, 0.95))}   p99 ${ms(quantile(result.answered, 0.99))}   (${result.answered.length})`,
  );
  console.log(
    `${"webhook sent again, answered".padEnd(30)} p50 ${ms(quantile(result.resentAnswered, 0.5))}   p99 ${ms(quantile(result.resentAnswered, 0.99))}`,
  );
  console.log(
    `${"order → kitchen ticket".padEnd(30)} p50 ${ms(quantile(result.ticketed, 0.5))}   p95 ${ms(quantile(result.ticketed, 0.95))}   p99 ${ms(quantile(result.ticketed, 0.99))}   (${result.ticketed.length})`,
  );
  console.log(
    `${"till POST /api/orders".padEnd(30)} p50 ${ms(
      quantile(
        tills.answered.sort((a, b) => a - b),
        0.5,
      ),
    )}   p99 ${ms(quantile(tills.answered, 0.99))}   (${tills.answered.length} orders, ${tills.wrong.length} wrong or refused)`,
  );
  console.log(
    `in the database: ${rows.length} platform orders of ${result.sent.length} sent; missing ${missing.length}, twice ${twice.length}, unknown ${unknown.length}, ` +
      `wrong (price, paid, type or mapping) ${wrong.length}; ${webhooks} webhooks stored, ${unprocessed} not processed; ` +
      `accepted at the fakes: GrabFood ${acceptedAt.grabfood}, GoFood ${acceptedAt.gofood}`,
  );
  const checks = [
    ["every platform order exactly once, as sent", missing.length + twice.length + unknown.length + wrong.length === 0],
    ["every webhook answered 200", result.refused.length === 0],
    ["every kitchen ticket received", result.lost === 0],
    ["every till order answered right", tills.wrong.length === 0],
  ] as const;
  for (const [name, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"}: ${name}`);
  failed = checks.some(([, ok]) => !ok);
  tally.checked = result.sent.length + tills.answered.length + tills.wrong.length;
  tally.wrong =
    missing.length +
    twice.length +
    unknown.length +
    wrong.length +
    result.refused.length +
    result.lost +
    tills.wrong.length;
  if (failed) {
    for (const line of [
      ...result.refused,
      ...tills.wrong,
      ...missing.map((o) => `missing ${o.platformOrderId}`),
      ...twice.map((r) => `twice ${r.platform_order_id}`),
      ...unknown.map((r) => `unknown ${r.platform_order_id}`),
      ...wrong.map(
        (o) => `wrong ${o.platformOrderId}: ${JSON.stringify(held.get(`${o.platform} ${o.platformOrderId}`))}`,
      ),
    ].slice(0, 10))
      console.log(`  ${line}`);
  }
  const webhookP99 = quantile(result.answered, 0.99);
  const ticketP95 = quantile(result.ticketed, 0.95);
  console.log(
    `targets: webhook p99 ≤ 200 ms ${webhookP99 <= 200 ? "met" : "MISSED"}; order → kitchen ticket p95 ≤ 1 s ${ticketP95 <= 1000 ? "met" : "MISSED"}`,
  );
} finally {
  await Promise.all([grab.close(), gofood.close(), printer.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
reportChecks(tally.checked, tally.wrong);
