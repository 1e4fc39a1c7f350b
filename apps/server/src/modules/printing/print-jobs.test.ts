import type { PrinterRecord } from "@kedai/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { closedPort, FakePrinter } from "../../../test/fake-printer";
import { until, usePrintQueueOutlet } from "../../../test/print-queue-outlet";
import { useTestApp } from "../../../test/test-app";
import { printJobs } from "../../db/schema";

// The network printers' queue is kept in print_jobs (ADR 0037): a paper a printer did not take is
// tried again after a pause, one left by a stopped process is sent at the next start, and one a
// printer never takes is given up with a message that says to reprint.

const { ctx, db, clients, accounts } = useTestApp({ login: { manager: "manager", cashier: "cashier" } });

const { outletId, printers, removePrinter, placeOrder, jobsOf, statusOf } = usePrintQueueOutlet(
  { db, clients, accounts },
  "Outlet Antrian",
);

beforeAll(() => {
  ctx.app.printing.retryDelaysMs = [300, 300];
});

async function kitchenPrinterAt(port: number): Promise<PrinterRecord> {
  const response = await clients.manager.post("/api/printers", {
    outlet: outletId(),
    name: `Dapur ${port}`,
    role: "kitchen",
    connection: { type: "network", host: "127.0.0.1", port },
    paperWidth: 58,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("the network printers' stored queue", () => {
  it("tries a ticket the printer did not take again after a pause, and prints it once the printer is back", async () => {
    const port = await closedPort();
    const printer = await kitchenPrinterAt(port);
    try {
      const order = await placeOrder();
      await until(async () => (await jobsOf(printer))[0]?.attempts === 1);
      const status = await statusOf(printer);
      expect(status?.ok).toBe(false);
      expect(status?.message).toContain(`Tiket dapur #${order.orderId.slice(-4)} tidak tercetak`);
      expect(status?.message).toContain("Dicoba lagi dalam");

      // Switched on again: the next round delivers it, and the job is gone.
      const kitchen = new FakePrinter();
      printers.push(kitchen);
      await kitchen.start(port);
      const ticket = await kitchen.nextJob();
      expect(ticket.toString("latin1")).toContain(`#${order.orderId.slice(-4)}`);
      await until(async () => (await jobsOf(printer)).length === 0);
      await until(async () => (await statusOf(printer))?.ok === true);
    } finally {
      await removePrinter(printer);
    }
  });

  it("sends at start what a stopped process left queued", async () => {
    const kitchen = new FakePrinter();
    printers.push(kitchen);
    const printer = await kitchenPrinterAt(await kitchen.start());
    try {
      // As a process that stopped before sending it would have left it.
      await db()
        .insert(printJobs)
        .values({
          printerId: printer._id,
          what: "Tiket dapur #LEFT",
          bytes: Buffer.from("TIKET YANG TERTINGGAL\n"),
          nextAttemptAt: new Date(Date.now() - 1000),
        });
      expect(await ctx.app.printing.resume()).toBe(1);
      expect((await kitchen.nextJob()).toString("latin1")).toContain("TIKET YANG TERTINGGAL");
      await until(async () => (await jobsOf(printer)).length === 0);
    } finally {
      await removePrinter(printer);
    }
  });

  it("gives a ticket up after its last round, and says to reprint it", async () => {
    const printer = await kitchenPrinterAt(await closedPort());
    try {
      const order = await placeOrder();
      // The first round and two retries, each of three connects.
      await until(async () => (await statusOf(printer))?.message.includes("Sudah dicoba 3 kali") ?? false, 20_000);
      expect((await statusOf(printer))?.message).toContain(`Tiket dapur #${order.orderId.slice(-4)} tidak tercetak`);
      expect((await statusOf(printer))?.message).toContain("cetak ulang dari daftar pesanan");
      await until(async () => (await jobsOf(printer)).length === 0);
    } finally {
      await removePrinter(printer);
    }
  });
});
