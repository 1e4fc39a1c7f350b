import { randomUUID } from "node:crypto";
import { ORDER_TYPE, type OrderRecord, type PrinterRecord } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../src/db/client";
import { printJobs } from "../src/db/schema";
import { createProduct } from "./factories";
import type { TestClient } from "./test-app";

type Outlet = {
  db: () => Database;
  clients: { manager: TestClient; cashier: TestClient };
  /** The outlet's id and a waiter to name, once the file's beforeAll has made them. */
  place: () => { outletId: string; waiterId: string };
};

/** What the print queue's tests do at their outlet: place an order, read the stored jobs and a printer's status. */
export function printQueueOutlet({ db, clients, place }: Outlet) {
  return {
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
