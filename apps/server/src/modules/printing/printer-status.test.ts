import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { ORDER_TYPE, type PrinterLanguage, type PrinterRecord } from "@kedai/shared";
import { encodeKitchenTicket } from "@kedai/shared/printing/escpos-documents";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createProduct, createStaffUser } from "../../../test/factories";
import { FakePrinter } from "../../../test/fake-printer";
import { until, usePrintQueueOutlet } from "../../../test/print-queue-outlet";
import { TestClient, useTestApp } from "../../../test/test-app";
import { buildApp } from "../../app";
import { printJobs } from "../../db/schema";

// Before a paper the server asks a network printer its ESC/POS status (DLE EOT): one out of paper
// or with its cover open keeps the paper queued and says why on its status; one that never
// answers the question still gets its paper.

const { ctx, db, clients, accounts } = useTestApp({ login: { manager: "manager", cashier: "cashier" } });

const { outletId, printers, removePrinter, placeOrder, jobsOf, statusOf } = usePrintQueueOutlet(
  { db, clients, accounts },
  "Outlet Status",
);

beforeAll(() => {
  ctx.app.printing.notReadyRetryMs = 200;
});

/** A fake kitchen printer in `state`, and its row at the outlet (`language` left out: the default). */
async function kitchenPrinter(state: FakePrinter["state"], language?: PrinterLanguage) {
  const fake = new FakePrinter();
  fake.state = state;
  printers.push(fake);
  const port = await fake.start();
  const response = await clients.manager.post("/api/printers", {
    outlet: outletId(),
    name: `Dapur ${port}`,
    role: "kitchen",
    connection: { type: "network", host: "127.0.0.1", port },
    paperWidth: 58,
    ...(language && { language }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { fake, printer: response.json() as PrinterRecord };
}

describe("a network printer's status", () => {
  it("keeps a ticket queued while the printer has no paper, says 'Kertas habis', and prints it once the roll is in", async () => {
    const { fake, printer } = await kitchenPrinter("paper-out");
    try {
      const order = await placeOrder();
      await until(async () => (await statusOf(printer))?.message.includes("Kertas habis") ?? false);
      const status = await statusOf(printer);
      expect(status?.ok).toBe(false);
      expect(status?.message).toContain(`Tiket dapur #${order.orderId.slice(-4)} tidak tercetak: Kertas habis`);
      expect(status?.message).toContain("Dicoba lagi dalam");
      // Asked again and again, the paper not sent and not losing its rounds.
      await until(async () => fake.statusQueries >= 6);
      expect(fake.jobs).toHaveLength(0);
      expect((await jobsOf(printer))[0]?.attempts).toBe(0);

      fake.state = "ready";
      expect((await fake.nextJob()).toString("latin1")).toContain(`#${order.orderId.slice(-4)}`);
      await until(async () => (await jobsOf(printer)).length === 0);
      await until(async () => (await statusOf(printer))?.ok === true);
      expect(fake.untaken).toBe(0);
    } finally {
      await removePrinter(printer);
    }
  });

  it("says 'Penutup printer … terbuka' for a test page on a printer whose cover is open (502), and prints nothing", async () => {
    const { fake, printer } = await kitchenPrinter("cover-open");
    try {
      const response = await clients.manager.post(`/api/printers/${printer._id}/test`);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(
        `Halaman tes tidak tercetak: Penutup printer "${printer.name}" (127.0.0.1:${fake.port}) terbuka. Tutup penutupnya.`,
      );
      expect((await statusOf(printer))?.message).toContain("terbuka");
      expect(fake.jobs).toHaveLength(0);
    } finally {
      await removePrinter(printer);
    }
  });

  it("prints on a printer that does not answer the status query, asking it only once", async () => {
    const { fake, printer } = await kitchenPrinter("silent");
    try {
      const [first, second] = [await placeOrder(), await placeOrder()];
      expect((await fake.nextJob()).toString("latin1")).toContain(`#${first.orderId.slice(-4)}`);
      expect((await fake.nextJob()).toString("latin1")).toContain(`#${second.orderId.slice(-4)}`);
      expect(fake.statusQueries).toBe(2); // DLE EOT 2 and DLE EOT 4, on the first connection only
      await until(async () => (await statusOf(printer))?.ok === true);
    } finally {
      await removePrinter(printer);
    }
  });
});

describe("a printer that hangs up while asked its status", () => {
  it("fails the paper with PRINTER_UNREACHABLE instead of waiting for ever, and the next paper prints", async () => {
    const { fake, printer } = await kitchenPrinter("hangs-up");
    try {
      const started = Date.now();
      const response = await clients.manager.post(`/api/printers/${printer._id}/test`);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: "PRINTER_UNREACHABLE",
        message: `Halaman tes tidak tercetak: Printer "${printer.name}" (127.0.0.1:${fake.port}) tidak menjawab. Periksa daya, kabel jaringan dan alamat IP printer.`,
      });
      expect((await statusOf(printer))?.ok).toBe(false);
      expect(fake.statusQueries).toBeGreaterThan(0);

      // Back on its feet: the queue of that printer is not stuck behind the hung send.
      fake.state = "ready";
      const queries = fake.statusQueries;
      const order = await placeOrder();
      expect((await fake.nextJob()).toString("latin1")).toContain(`#${order.orderId.slice(-4)}`);
      // Still asked its status: hanging up did not make it a printer without status.
      expect(fake.statusQueries).toBeGreaterThan(queries);
      await until(async () => (await statusOf(printer))?.ok === true);
    } finally {
      await removePrinter(printer);
    }
  });

  it("does not hold up closing the app: queued papers are abandoned, kept stored for the next start", async () => {
    const { fake, printer } = await kitchenPrinter("hangs-up");
    // A second instance on the same database, closed here as the server closes on SIGTERM.
    const second = await buildApp({
      env: ctx.env,
      database: ctx.database,
      closeDatabase: false,
      logger: false,
      webDist: join(ctx.env.DATA_DIR, "no-web"),
    });
    await second.ready();
    let closed = false;
    try {
      const cashier = new TestClient(() => second);
      await cashier.login(accounts.cashier.login);
      const waiter = (await createStaffUser(db(), { role: "staff" })).id;
      const crepe = await createProduct(db(), { name: "Crepe Penutupan", price: 20000 });
      for (let i = 0; i < 5; i++) {
        const placed = await cashier.post(
          "/api/orders",
          { waiter, orderType: ORDER_TYPE.TakeAway, items: [{ productId: crepe.id, quantity: 1 }] },
          { headers: { "idempotency-key": randomUUID() } },
        );
        expect(placed.statusCode, placed.body).toBe(201);
      }
      // Each paper takes three quick attempts and two pauses on this printer: five would take seconds.
      await until(async () => fake.statusQueries > 0);
      const started = Date.now();
      await second.close();
      closed = true;
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(fake.jobs).toHaveLength(0);
      // Every ticket is still stored: the next start sends them.
      const stored = await db().select().from(printJobs).where(eq(printJobs.printerId, printer._id));
      expect(stored).toHaveLength(5);
    } finally {
      if (!closed) await second.close();
      await removePrinter(printer);
    }
  });
});

describe("a printer set to StarPRNT", () => {
  it("is stored with its language (ESC/POS when left out), and a wrong one is refused in Indonesian", async () => {
    const { printer: plain } = await kitchenPrinter("ready");
    const { printer: star } = await kitchenPrinter("ready", "star-prnt");
    try {
      expect(plain.language).toBe("esc-pos");
      expect(star.language).toBe("star-prnt");
      const listed = (await clients.cashier.get(`/api/printers?outlet=${outletId()}`)).json() as PrinterRecord[];
      expect(listed.find((one) => one._id === star._id)?.language).toBe("star-prnt");
      const { _id, outlet, status, createdAt, ...body } = star;
      const refused = await clients.manager.put(`/api/printers/${star._id}`, {
        ...body,
        outlet: outlet._id,
        language: "zpl",
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe("Bahasa printer harus ESC/POS atau StarPRNT.");
      const back = await clients.manager.put(`/api/printers/${star._id}`, {
        ...body,
        outlet: outlet._id,
        language: "esc-pos",
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().language).toBe("esc-pos");
    } finally {
      await Promise.all([removePrinter(plain), removePrinter(star)]);
    }
  });

  it("gets the kitchen ticket in StarPRNT, without an ESC/POS status query", async () => {
    const { fake, printer } = await kitchenPrinter("ready", "star-prnt");
    try {
      const order = await placeOrder();
      const ticket = await fake.nextJob();
      expect(ticket.equals(Buffer.from(encodeKitchenTicket(order, 58, undefined, "star-prnt")))).toBe(true);
      expect(fake.statusQueries).toBe(0);
    } finally {
      await removePrinter(printer);
    }
  });
});
