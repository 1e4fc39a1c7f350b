// bench/print: an order placed at the till → its kitchen ticket's bytes at the kitchen printer.
// 20 tills (20 cashiers with open registers at 4 outlets, bench/pos-orders-server.ts's restaurant)
// place orders one after another each for the run's length; every outlet's kitchen printer is a
// fake network printer in this process (a TCP server on 127.0.0.1 keeping each connection's bytes and
// answering the status query before it as a ready printer does).
// Each order carries a token in its note; the ticket prints the note, so its arrival is matched to
// the order. Measured per order: POST /api/orders sent → answered, and sent → ticket received.
// Target: ticket p95 ≤ 300 ms with 20 tills (issue 28). Embedded database.
// Usage: node bench/print.mjs [seconds=10]
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { openTill, startBenchServer, stopBenchServer } from "./bench-server.mjs";
import { orderMix } from "./pos-order-mix.mjs";

const seconds = Number(process.argv[2] ?? 10);
const tills = 20;
const port = 3652;
const base = `http://127.0.0.1:${port}`;

/** The kitchen printers: every connection is one ticket; the token in it says whose. */
const waitingTickets = new Map();
const printer = createServer((socket) => {
  const chunks = [];
  socket.on("data", (chunk) => {
    // The server's status query (DLE EOT n, before the ticket): answered "ready" (0x12 each) as an Epson does.
    if (chunks.length === 0 && chunk[0] === 0x10 && chunk[1] === 0x04)
      socket.write(Buffer.alloc(chunk.length / 3, 0x12));
    else chunks.push(chunk);
  });
  socket.on("end", () => {
    const arrived = performance.now();
    const token = /BENCH-([0-9a-f]{8})/.exec(Buffer.concat(chunks).toString("latin1"))?.[1];
    waitingTickets.get(token)?.(arrived);
    socket.end();
  });
});
await new Promise((resolve) => printer.listen(0, "127.0.0.1", resolve));
const printerPort = printer.address().port;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (value) => `${String(Math.round(value)).padStart(5)} ms`;

async function run(catalog, headersOf, duration, seed) {
  const mix = orderMix(catalog, seed);
  const answered = [];
  const ticketed = [];
  let failures = 0;
  let lost = 0;
  const end = performance.now() + duration * 1000;
  async function till() {
    while (performance.now() < end) {
      const { cashier, body, tableId } = mix.next();
      const token = randomUUID().slice(0, 8);
      const sent = performance.now();
      const ticket = new Promise((resolve) => {
        waitingTickets.set(token, resolve);
        setTimeout(() => resolve(null), 10_000);
      });
      const response = await fetch(`${base}/api/orders`, {
        method: "POST",
        headers: { ...headersOf.get(cashier.id), "idempotency-key": randomUUID() },
        body: JSON.stringify({ ...body, notes: `BENCH-${token}` }),
      });
      await response.arrayBuffer();
      mix.release(tableId);
      if (response.status !== 201) {
        failures++;
        waitingTickets.delete(token);
        continue;
      }
      answered.push(performance.now() - sent);
      const arrived = await ticket;
      waitingTickets.delete(token);
      if (arrived === null) lost++;
      else ticketed.push(arrived - sent);
    }
  }
  await Promise.all(Array.from({ length: tills }, till));
  return { answered: answered.sort((a, b) => a - b), ticketed: ticketed.sort((a, b) => a - b), failures, lost };
}

const dataDir = mkdtempSync(join(tmpdir(), "kedai-bench-print-"));
try {
  const { server, catalog, password } = await startBenchServer("pos-orders-server.ts", port, {
    DATA_DIR: dataDir,
    BENCH_KITCHEN_PRINTER: `127.0.0.1:${printerPort}`,
  });
  try {
    const headersOf = new Map();
    for (const cashier of catalog.cashiers)
      headersOf.set(cashier.id, (await openTill(base, cashier, password)).headers);
    await run(catalog, headersOf, 2, 3); // warm-up
    const { answered, ticketed, failures, lost } = await run(catalog, headersOf, seconds, 5);
    console.log(
      `${tills} tills, ${seconds} s, embedded database (load average ${loadavg()[0].toFixed(1)} at the end): ` +
        `${answered.length} orders, ${failures} refused, ${lost} tickets not received within 10 s`,
    );
    for (const [name, sorted] of [
      ["POST /api/orders answered", answered],
      ["kitchen ticket received", ticketed],
    ]) {
      console.log(
        `${name.padEnd(28)} p50 ${ms(quantile(sorted, 0.5))}   p95 ${ms(quantile(sorted, 0.95))}   p99 ${ms(quantile(sorted, 0.99))}`,
      );
    }
    const met = lost === 0 && quantile(ticketed, 0.95) <= 300;
    console.log(`target: ticket p95 ≤ 300 ms, none lost: ${met ? "met" : "MISSED"}`);
    // A lost ticket or a refused order is a fault, not a slow figure: the run fails.
    if (lost > 0 || failures > 0) process.exitCode = 1;
  } finally {
    await stopBenchServer(server);
  }
} finally {
  printer.close();
  rmSync(dataDir, { recursive: true, force: true });
}
