import { randomUUID } from "node:crypto";
import { ORDER_TYPE, type OrderRecord, type PrinterRecord } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { Database } from "../src/db/client";
import { printJobs } from "../src/db/schema";
import { createLocation, createProduct, createRegisterSession, createStaffUser } from "./factories";
import type { FakePrinter } from "./fake-printer";
import type { TestClient } from "./test-app";

type TestApp = {
  db: () => Database;
  clients: { manager: TestClient; cashier: TestClient };
  accounts: { cashier: { id: string } };
};

/**
 * An outlet of its own for a file testing the print queue (call it at the top, after useTestApp):
 * the cashier's register there and a waiter, made before the tests; the fake printers a test adds
 * to `printers` are stopped after them. Answers what the tests do there.
 */
export function usePrintQueueOutlet({ db, clients, accounts }: TestApp, name: string) {
  const printers: FakePrinter[] = [];
  let outletId = "";
  let waiterId = "";
  beforeAll(async () => {
    outletId = (await createLocation(db(), { name })).id;
    await createRegisterSession(db(), { cashierId: accounts.cashier.id, locationId: outletId });
    waiterId = (await createStaffUser(db(), { role: "staff" })).id;
  });
  afterAll(async () => {
    await Promise.all(printers.map((printer) => printer.stop()));
  });
  const place = () => ({ outletId, waiterId });
  return {
    outletId: () => outletId,
    printers,
    removePrinter: (printer: PrinterRecord) => clients.manager.delete(`/api/printers/${printer._id}`),

    /** A Take Away order of one crepe, placed by the cashier: its answer. */
    async placeOrder(): Promise<OrderRecord> {
      const crepe = await createProduct(db(), { name: "Crepe Antrian", price: 20000 });
      const response = await clients.cashier.post(
        "/api/orders",
        { waiter: place().waiterId, orderType: ORDER_TYPE.TakeAway, items: [{ productId: crepe.id, quantity: 1 }] },
        { headers: { "idempotency-key": randomUUID() } },
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data;
    },

    jobsOf: (printer: PrinterRecord) => db().select().from(printJobs).where(eq(printJobs.printerId, printer._id)),

    async statusOf(printer: PrinterRecord) {
      const answer = await clients.cashier.get(`/api/printers?outlet=${place().outletId}`);
      return (answer.json() as PrinterRecord[]).find((one) => one._id === printer._id)?.status;
    },
  };
}

/** Waits (polling every 50 ms) until `check` holds, or fails after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
