// bench/offline-chaos: 200 orders from two tills, each moved on (Preparing, Ready), one in four with
// a round added while it is being prepared, then paid in cash with change (one in three of those
// split in two cash parts) or cancelled (one in five), while the network is cut and restored at
// random every few seconds and the server is killed (kill -9) and started again once in the middle
// (issues 27 and 36, docs/decisions/0036-outbox-drained-in-batches.md, 0046-till-commands.md).
// Afterwards the server must hold exactly 200 orders, none twice, each with its lines (the round's
// once), its stock movements and its payment parts, each in the status the till left it with
// exactly one history line per step; the orders' totals, the cash taken, the change given and the
// registers' expected cash must equal the tills' own figures (the totals as the tills priced them).
// Exits 1 when any of that fails: the bench checks what it times.
//
// The built server with demo data on the embedded database. Each till is a Node process running
// the web app's own outbox and API client on fake-indexeddb (bench/offline-chaos-till.ts), as the
// cashiers 'kasir' and 'manajer', each with its register and device id. Between the tills and the
// server a TCP proxy in this process: cut, it destroys every open connection (requests in flight
// lose their answer, made or not) and closes each new one at once; restored, it forwards again.
// The checks read the database itself once the server has stopped.
// Usage: node bench/offline-chaos.mjs [orders per till=100] [--up=seconds] (`5 --up=0.2` is a tiny
// run: a cut at once, the kill, a round, a cancel and split payments; ~50 s, most of it the outboxes'
// back-off after the kill)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { PGlite } from "@electric-sql/pglite";
import { buildIfStale, root } from "../scripts/build-if-stale.mjs";
import { benchNodeArgs, benchPort, listenOnFreePort, reportChecks, startBuiltServer } from "./bench-server.mjs";
import { chaosPlan } from "./offline-chaos-plan.mjs";

const args = process.argv.slice(2);
const perTill = Number(args.find((arg) => !arg.startsWith("--")) ?? 100);
// --up=S: the network stays up S × 0.5–1.5 s between cuts (default 1.5–4.5 s, as down). At the
// default rhythm the tills' outboxes rarely empty, so nearly every action is queued; long spells
// up let them drain and send actions at once, so the cuts also take the answers of those.
const upSeconds = Number(args.find((arg) => arg.startsWith("--up="))?.slice("--up=".length) ?? 0);
const upSpell = () => (upSeconds > 0 ? between(500 * upSeconds, 1500 * upSeconds) : between(1500, 4500));
const downSpell = () => between(1500, 4500);
const serverPort = benchPort(3662);
const tills = ["kasir", "manajer"];
const started = Date.now();
const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (line) => console.log(`[${at()}] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low, high) => low + Math.random() * (high - low);

// --- The network between the tills and the server --------------------------------------------
let networkUp = true;
const open = new Set();
const figures = { cuts: 0, cutConnections: 0, refusedConnections: 0, connections: 0 };
const proxy = net.createServer((client) => {
  if (!networkUp) {
    figures.refusedConnections += 1;
    client.destroy();
    return;
  }
  figures.connections += 1;
  const upstream = net.connect(serverPort, "127.0.0.1");
  const pair = { client, upstream };
  open.add(pair);
  const drop = () => {
    open.delete(pair);
    client.destroy();
    upstream.destroy();
  };
  client.on("error", drop).on("close", drop);
  upstream.on("error", drop).on("close", drop);
  client.pipe(upstream);
  upstream.pipe(client);
});
// Any free port: only the tills, told it below, connect to it.
const proxyPort = await listenOnFreePort(proxy);

function cut() {
  networkUp = false;
  figures.cuts += 1;
  figures.cutConnections += open.size;
  for (const { client, upstream } of open) {
    client.destroy();
    upstream.destroy();
  }
  open.clear();
}

// --- The server -----------------------------------------------------------------------------
buildIfStale();
const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-chaos-"));
let server = (await startBuiltServer(serverPort, dataDir)).child;
log(`server up (embedded database, demo data), tills through the proxy on :${proxyPort}`);

// --- The tills ------------------------------------------------------------------------------
const progress = new Map(tills.map((name) => [name, 0]));
const ready = new Set();
const takingDone = new Set();
const results = new Map();
const children = [];
const tillArgs = await benchNodeArgs("offline-chaos-till.ts");
const tillProcesses = tills.map((name) => {
  const child = spawn(process.execPath, tillArgs, {
    cwd: root,
    env: {
      ...process.env,
      CHAOS_BASE: `http://127.0.0.1:${proxyPort}`,
      CHAOS_USER: name,
      CHAOS_ORDERS: String(perTill),
      CHAOS_GAP_MS: "500",
      NODE_ENV: "production",
    },
    stdio: ["pipe", "pipe", "inherit"],
  });
  children.push(child);
  createInterface({ input: child.stdout }).on("line", (line) => {
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      return;
    }
    if (message.ready) ready.add(name);
    if (message.taken) progress.set(name, message.taken);
    if (message.takingDone) takingDone.add(name);
    if (message.done) results.set(name, message.done);
  });
  return /** @type {Promise<void>} */ (
    new Promise((resolve, reject) =>
      child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`till ${name} exited with ${code}`)))),
    )
  );
});
const tillsFinished = Promise.all(tillProcesses);
tillsFinished.catch((error) => {
  console.error(error);
  for (const child of children) child.kill("SIGKILL");
  server.kill("SIGKILL");
  process.exit(1);
});
while (ready.size < tills.length) await sleep(100);
for (const child of children) child.stdin.end("go\n");
log("both tills signed in with their registers open: taking orders");

// --- The chaos: the network cut and restored every few seconds, the server killed once ---------
const total = perTill * tills.length;
const taken = () => [...progress.values()].reduce((sum, n) => sum + n, 0);
let killed = false;
let killedAt = "";
// Checked every 100 ms: the kill comes once half the orders are taken (a tiny run takes them in
// seconds), the cuts and restorations when their spell is over.
let nextFlip = Date.now() + upSpell();
while (takingDone.size < tills.length) {
  await sleep(100);
  if (takingDone.size === tills.length) break;
  if (!killed && taken() >= total / 2) {
    killed = true;
    // Killed while the tills reach it, with their requests in flight.
    if (!networkUp) {
      networkUp = true;
      log("network restored");
      await sleep(between(300, 800));
    }
    killedAt = `${at()}, after ${taken()} of ${total} orders taken`;
    log(`kill -9 the server (pid ${server.pid}) with ${open.size} connections open`);
    server.kill("SIGKILL");
    await new Promise((resolve) => server.once("exit", resolve));
    await sleep(between(1000, 3000));
    const restarted = await startBuiltServer(serverPort, dataDir);
    server = restarted.child;
    log(`server started again in ${(restarted.readyMs / 1000).toFixed(1)} s`);
    nextFlip = Date.now() + upSpell();
    continue;
  }
  if (Date.now() < nextFlip) continue;
  nextFlip = Date.now() + (networkUp ? downSpell() : upSpell());
  if (networkUp) {
    log(`network cut (${open.size} connections open; ${taken()} of ${total} taken)`);
    cut();
  } else {
    log("network restored");
    networkUp = true;
  }
}
networkUp = true;
const lastRestored = Date.now();
log(`all ${total} orders taken; network restored for good, waiting for the outboxes`);
await tillsFinished;
const drainedAfterMs = Date.now() - lastRestored;
log("both outboxes empty");

const exited = new Promise((resolve) => server.once("exit", resolve));
server.kill("SIGTERM");
await exited;
proxy.close();

// --- What the server holds --------------------------------------------------------------------
const db = await PGlite.create({ dataDir: join(dataDir, "db") });
const rows = async (sql) => (await db.query(sql)).rows;
const perNote = await rows(`select notes, count(*)::int as n from orders where notes like 'chaos %' group by notes`);
const orders = await rows(`
  select o.id, o.notes, o.offline is not null as offline, o.status, o.total_amount::int as total,
    o.payment_details as payment, o.payments as parts,
    (select count(*)::int from order_status_changes c where c.order_id = o.id) as steps,
    (select count(*)::int from till_commands t where t.order_id = o.id) as commands,
    (select count(*)::int from order_items i where i.order_id = o.id) as lines,
    (select count(*)::int from stock_movements m where m.reference_type = 'order' and m.reference_id = o.id) as movements,
    (select string_agg(i.product_id::text || 'x' || i.quantity, ',' order by i.product_id, i.quantity)
       from order_items i where i.order_id = o.id) as cart
  from orders o where o.notes like 'chaos %'`);
await db.close();
rmSync(dataDir, { recursive: true, force: true });

const twice = perNote.filter((row) => row.n > 1);
const expected = new Set(tills.flatMap((name) => Array.from({ length: perTill }, (_, n) => `chaos ${name} #${n}`)));
const missing = [...expected].filter((note) => !perNote.some((row) => row.notes === note));
const numberOf = (notes) => Number(notes.split("#")[1]);
const planOf = (row) => chaosPlan(numberOf(row.notes));
/** An order's payment parts as stored: the list of a split payment, else its one payment. */
const partsOf = (row) =>
  row.parts ?? (row.payment ? [{ amount: row.payment.amountPaid, change: row.payment.change }] : []);
// Its line, and the round's line once when it had one: a round sent again would have added it twice.
const wrongLines = orders.filter((row) => row.lines !== (planOf(row).round ? 2 : 1));
// Orders of the same cart and end take stock the same way (a cancel gives it back): as many movements each, at least one.
const movementsByCart = new Map();
for (const row of orders) {
  const key = `${row.cart} ${row.status}`;
  movementsByCart.set(key, [...(movementsByCart.get(key) ?? []), row.movements]);
}
const unevenStock = [...movementsByCart].filter(([, counts]) => new Set(counts).size > 1 || counts[0] === 0);
// Each order where its till left it, by exactly its steps: New, Preparing, the round's line when it
// had one, Ready, then Completed or Cancelled; nothing applied twice, nothing lost.
const wrongStatus = orders.filter((row) => row.status !== (planOf(row).cancel ? "Cancelled" : "Completed"));
const wrongSteps = orders.filter((row) => row.steps !== (planOf(row).round ? 5 : 4));
// Paid once, in as many parts as the till paid it: two for a split, one otherwise, none when cancelled.
const wrongParts = orders.filter((row) => {
  const { cancel, split } = planOf(row);
  return partsOf(row).length !== (cancel ? 0 : split ? 2 : 1);
});
const serverOf = (name) => {
  const mine = orders.filter((row) => row.notes.startsWith(`chaos ${name} #`) && row.status === "Completed");
  const parts = mine.flatMap(partsOf);
  return {
    paid: mine.length,
    split: mine.filter((row) => partsOf(row).length > 1).length,
    rounds: orders.filter((row) => row.notes.startsWith(`chaos ${name} #`) && row.lines > 1).length,
    cancelled: orders.filter((row) => row.notes.startsWith(`chaos ${name} #`) && row.status === "Cancelled").length,
    total: mine.reduce((sum, row) => sum + row.total, 0),
    cashTaken: parts.reduce((sum, part) => sum + part.amount - part.change, 0),
    changeGiven: parts.reduce((sum, part) => sum + part.change, 0),
  };
};

console.log(
  `\noffline-chaos (embedded database, demo data; two tills in Node on fake-indexeddb; load ${loadavg()[0].toFixed(1)}, shared 2-core machine)`,
);
console.log(
  `network cut ${figures.cuts} times, up ${upSeconds > 0 ? `${+(upSeconds * 0.5).toFixed(2)}–${+(upSeconds * 1.5).toFixed(2)}` : "1.5–4.5"} s between cuts (${figures.cutConnections} connections cut open, ${figures.refusedConnections} refused while cut); server killed (kill -9) at ${killedAt || "never"}`,
);
for (const [name, result] of results) {
  console.log(
    `till ${name}: ${result.taken} orders taken, ${result.sentAtOnce} sent at once, ${result.queued} queued; actions ${result.actions.sentAtOnce} sent at once, ${result.actions.queued} queued as commands; ${result.requests} requests (${result.networkFailures} failed on the network); ${result.replayed} commands answered as already applied; refused at once: ${result.refusedAtOnce.length}, refused in the outbox: ${result.refusedInOutbox.length}; answered at once with another total than the till priced: ${result.pricedOtherwise.length}`,
  );
  const server = serverOf(name);
  const { own } = result;
  console.log(
    `  till's own figures: ${own.paid} paid (${own.split} split in cash), ${own.cancelled} cancelled, ${own.rounds} rounds added, total Rp ${own.total}, cash taken Rp ${own.cashTaken}, change given Rp ${own.changeGiven}`,
  );
  console.log(
    `  on the server:      ${server.paid} paid (${server.split} split in cash), ${server.cancelled} cancelled, ${server.rounds} with a round, total Rp ${server.total}, cash taken Rp ${server.cashTaken}, change given Rp ${server.changeGiven}; register: cash sales Rp ${result.server.cashSales}, expected cash +Rp ${result.server.expectedCash}, ${result.server.completedOrders} completed`,
  );
  result.matches =
    server.paid === own.paid &&
    server.split === own.split &&
    server.cancelled === own.cancelled &&
    server.rounds === own.rounds &&
    server.total === own.total &&
    server.cashTaken === own.cashTaken &&
    server.changeGiven === own.changeGiven &&
    result.server.expectedCash === own.cashTaken &&
    result.server.completedOrders === own.paid &&
    result.pricedOtherwise.length === 0;
  for (const refusal of [...result.refusedAtOnce, ...result.refusedInOutbox])
    console.log(`  refused: ${JSON.stringify(refusal)}`);
  for (const priced of result.pricedOtherwise.slice(0, 5)) console.log(`  priced otherwise: ${JSON.stringify(priced)}`);
}
console.log(`outboxes empty ${(drainedAfterMs / 1000).toFixed(1)} s after the network came back for good`);
console.log(
  `on the server: ${orders.length} orders (${orders.filter((row) => row.offline).length} taken offline), ${perNote.length} distinct of ${total}; twice: ${twice.length}; missing: ${missing.length}; without exactly their lines (a round once): ${wrongLines.length}; carts whose orders took stock unevenly or not at all: ${unevenStock.length}; not where the till left them: ${wrongStatus.length}; without exactly their steps: ${wrongSteps.length}; without exactly their payment parts: ${wrongParts.length}; actions applied through a till command: ${orders.reduce((sum, row) => sum + row.commands, 0)}`,
);
const refusals = [...results.values()].reduce((sum, r) => sum + r.refusedAtOnce.length + r.refusedInOutbox.length, 0);
// Each order on the server checked, and each till's figures against the server's.
const problems =
  Math.abs(orders.length - total) +
  twice.length +
  missing.length +
  wrongLines.length +
  unevenStock.length +
  wrongStatus.length +
  wrongSteps.length +
  wrongParts.length +
  (killed ? 0 : 1) +
  [...results.values()].filter((result) => !result.matches).length +
  refusals;
const ok = problems === 0;
console.log(
  ok
    ? `PASS: exactly ${total} orders and each of their actions once (moves, rounds, payments, cancels), with their lines, stock and payment parts; totals, cash, change and expected cash equal the tills' own figures`
    : `FAIL${killed ? "" : ": the server was never killed"}`,
);
if (!ok) {
  if (missing.length) console.log(`missing: ${missing.slice(0, 10).join(", ")}`);
  if (twice.length) console.log(`twice: ${JSON.stringify(twice.slice(0, 10))}`);
  if (unevenStock.length) console.log(`stock: ${JSON.stringify(unevenStock.slice(0, 5))}`);
  for (const row of [...new Set([...wrongLines, ...wrongStatus, ...wrongSteps, ...wrongParts])].slice(0, 10))
    console.log(
      `order: ${row.notes} ${row.status}, ${row.lines} lines, ${row.steps} steps, ${partsOf(row).length} payment parts`,
    );
  process.exitCode = 1;
}
reportChecks(orders.length + results.size, problems);
