import { randomUUID } from "node:crypto";
import { ORDER_STATUS, type OrderRecord } from "@kedai/shared";
import { describe, expect, it } from "vitest";
import { createCustomer, createLocation, createProduct, createStaffUser, TEST_PASSWORD } from "../../../test/factories";
import { useTill } from "../../../test/till";
import { orders } from "../../db/schema";

const { db, clients, loginAs, submit, place, moveTo, balanceOf } = useTill();

// A Rp 15.000 Take Away item: + packaging 2.000, tax 11 % of 17.000 = 1.870: Rp 18.870.
const TOTAL = 18870;

async function itemLine() {
  const product = await createProduct(db(), { price: 15000 });
  return [{ productId: product.id, quantity: 1 }];
}

const finalize = (order: OrderRecord, body: object = {}) =>
  clients.cashier.put(`/api/orders/${order._id}/finalize`, body);

const kitchenIds = async () =>
  (await clients.cashier.get("/api/orders?status=New,Preparing&paymentStatus=Paid&limit=500"))
    .json()
    .data.map((order: OrderRecord) => order._id);

describe("an order paid up front ('Bayar Pas')", () => {
  it("records its payment when placed, is cooked like any order, and completes without a second payment", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 0 });
    const order = await place({
      items: await itemLine(),
      customer: customer.id,
      notes: "Tanpa gula",
      paymentDetails: { method: "Cash", amountPaid: 20000 },
    });
    expect(order).toMatchObject({
      status: ORDER_STATUS.New,
      paymentStatus: "Paid",
      paymentMethod: "Cash",
      paymentDetails: { method: "Cash", amountPaid: 20000, change: 1130 },
      totalAmount: TOTAL,
      notes: "Tanpa gula",
      pointsEarned: 0,
      completedAt: null,
    });
    // Revenue and points wait for Completed.
    expect(await balanceOf(customer.id)).toBe(0);

    expect(await kitchenIds()).toContain(order._id);
    await moveTo(order, ORDER_STATUS.Preparing);
    expect(await kitchenIds()).toContain(order._id);
    await moveTo(order, ORDER_STATUS.Ready);
    expect(await kitchenIds()).not.toContain(order._id);

    // A cashier's discount would leave the money taken and the total apart.
    const discounted = await finalize(order, { discount: { type: "fixed", value: 1000 } });
    expect(discounted.statusCode).toBe(400);

    const completed = await finalize(order);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data).toMatchObject({
      status: ORDER_STATUS.Completed,
      paymentDetails: { method: "Cash", amountPaid: 20000, change: 1130 },
      totalAmount: TOTAL,
      pointsEarned: 1,
    });
    expect(await balanceOf(customer.id)).toBe(1);

    // Payment details sent anyway change nothing: the money was taken once.
    const again = await finalize(order, { paymentDetails: { method: "QRIS", amountPaid: 50000 } });
    expect(again.statusCode).toBe(409);
  });

  it("ignores payment details sent at finalize when the money was already taken", async () => {
    const order = await place({ items: await itemLine(), paymentDetails: { method: "QRIS", amountPaid: TOTAL } });
    await moveTo(order, ORDER_STATUS.Preparing);
    await moveTo(order, ORDER_STATUS.Ready);
    const completed = await finalize(order, { paymentDetails: { method: "Cash", amountPaid: 100000 } });
    expect(completed.json().data.paymentDetails).toEqual({ method: "QRIS", amountPaid: TOTAL, change: 0 });
  });

  it("refuses too little money and leaves nothing behind", async () => {
    const items = await itemLine();
    const before = (await db().select().from(orders)).length;
    const short = await submit({ items, paymentDetails: { method: "Cash", amountPaid: TOTAL - 1 } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message: "Jumlah pembayaran kurang dari total tagihan! Sisa Rp 1.",
      code: "PAYMENT_TOO_LOW",
    });
    const badMethod = await submit({ items, paymentDetails: { method: "Emas" as "Cash", amountPaid: TOTAL } });
    expect(badMethod.statusCode).toBe(400);
    expect((await db().select().from(orders)).length).toBe(before);
  });

  it("answers a repeated Idempotency-Key with the order first placed, paid once", async () => {
    const key = randomUUID();
    const before = (await db().select().from(orders)).length;
    const body = { items: await itemLine(), paymentDetails: { method: "Cash" as const, amountPaid: 50000 } };
    const first = await submit(body, { key });
    // A retry after a lost answer: the same key and body answer the first order, paid once.
    const again = await submit(body, { key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(again.json().data.paymentDetails).toEqual({ method: "Cash", amountPaid: 50000, change: 31130 });
    expect((await db().select().from(orders)).length).toBe(before + 1);
  });

  it("cannot be edited once paid: the money taken would no longer match its total", async () => {
    const items = await itemLine();
    const order = await place({ items, paymentDetails: { method: "Cash", amountPaid: TOTAL } });
    const edited = await clients.cashier.put(`/api/orders/${order._id}`, {
      items: [{ ...items[0], quantity: 2 }],
      orderInfo: { orderType: "Take Away", waiter: order.waiter?._id },
    });
    expect(edited.statusCode).toBe(409);
  });

  it("an order not paid up front still needs its payment at finalize", async () => {
    const order = await place({ items: await itemLine() });
    expect(order.paymentDetails).toBeNull();
    await moveTo(order, ORDER_STATUS.Preparing);
    await moveTo(order, ORDER_STATUS.Ready);
    const missing = await finalize(order);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Detail pembayaran wajib diisi.");
  });

  it("is in the drawer's expected cash when the register closes before the kitchen finishes it", async () => {
    const cashier = await loginAs("cashier");
    const outlet = await createLocation(db());
    await cashier.post("/api/register/open", { outlet: outlet.id, openingBalance: 50000 });
    const items = await itemLine();
    await place({ items, paymentDetails: { method: "Cash", amountPaid: 20000 } }, { client: cashier });
    await place({ items, paymentDetails: { method: "QRIS", amountPaid: TOTAL } }, { client: cashier });
    const cancelled = await place(
      { items, paymentDetails: { method: "Cash", amountPaid: TOTAL } },
      { client: cashier },
    );
    // Its money was taken: a manager approves the cancel (docs/business-rules.md#approval).
    const manager = await createStaffUser(db(), { role: "manager" });
    const cancel = await cashier.put(`/api/orders/${cancelled._id}/status`, {
      status: ORDER_STATUS.Cancelled,
      approval: { username: manager.username, secret: TEST_PASSWORD },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const session = (await cashier.get("/api/register/status")).json().session;
    const closed = await cashier.put(`/api/register/close/${session._id}`, { closingBalance: 50000 + TOTAL });
    // The cancelled order's cash was taken and paid back from the same drawer.
    expect(closed.json().summary).toEqual({
      openingBalance: 50000,
      cashSales: 2 * TOTAL,
      nonCashSales: { QRIS: TOTAL },
      qrisConfirmedSales: 0,
      refunds: [{ orderId: cancelled.orderId, amount: TOTAL, at: expect.any(String) }],
      expectedCash: 50000 + TOTAL,
      countedCash: 50000 + TOTAL,
      difference: 0,
      completedOrders: 0,
      openOrders: 2,
    });
  });
});
