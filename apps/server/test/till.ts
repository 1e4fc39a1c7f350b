import { randomUUID } from "node:crypto";
import { ORDER_STATUS, ORDER_TYPE, type OrderRecord, type PosOrderInput } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import { customers } from "../src/db/schema";
import { createProduct, createRegisterSession, createStaffUser } from "./factories";
import { type TestAppOptions, type TestClient, useTestApp } from "./test-app";

/**
 * The set-up of the tests about the cashier's orders: an app whose `cashier` client has an open
 * register (at an outlet of its own, `outletId`), a waiter to name on orders, and the calls those
 * tests make. Call it at the top of the file; `options` as for useTestApp (e.g. a fake Xendit's env).
 */
export function useTill(options: Omit<TestAppOptions, "login"> = {}) {
  const app = useTestApp({ ...options, login: { cashier: "cashier" } });
  const { db, clients, accounts } = app;
  let waiterId = "";
  let outletId = "";
  beforeAll(async () => {
    outletId = (await createRegisterSession(db(), { cashierId: accounts.cashier.id })).locationId;
    waiterId = (await createStaffUser(db(), { role: "staff" })).id;
  });

  /** POST /api/orders (Take Away unless the body says otherwise), with a new Idempotency-Key unless given. */
  const submit = (body: Partial<PosOrderInput>, { client = clients.cashier, key = randomUUID() } = {}) =>
    client.post(
      "/api/orders",
      { waiter: waiterId, orderType: ORDER_TYPE.TakeAway, ...body },
      { headers: { "idempotency-key": key } },
    );

  /** Places an order that must be accepted; the answer's order. */
  const place = async (body: Partial<PosOrderInput>, options: { client?: TestClient } = {}): Promise<OrderRecord> => {
    const response = await submit(body, options);
    expect(response.statusCode).toBe(201);
    return response.json().data;
  };

  const moveTo = (order: OrderRecord, status: string, from?: string) =>
    clients.cashier.put(`/api/orders/${order._id}/status`, { status, from });

  /**
   * A Ready till order of one Rp 15.000 crepe, Take Away: + packaging 2.000, tax 11 % of 17.000 =
   * Rp 18.870, waiting to be paid.
   */
  const readyCrepe = async (): Promise<OrderRecord> => {
    const product = await createProduct(db(), { price: 15000 });
    const order = await place({ items: [{ productId: product.id, quantity: 1 }] });
    await moveTo(order, ORDER_STATUS.Preparing);
    await moveTo(order, ORDER_STATUS.Ready);
    return order;
  };

  const balanceOf = async (customerId: string) =>
    (await db().select().from(customers).where(eq(customers.id, customerId)))[0].loyaltyPoints;

  /** The outlet of the cashier's register: where its orders take stock. */
  return { ...app, waiterId: () => waiterId, outletId: () => outletId, submit, place, moveTo, readyCrepe, balanceOf };
}
