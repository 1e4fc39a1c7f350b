import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCustomer, createLocation, createProduct } from "../../../test/factories";
import type { TestClient } from "../../../test/test-app";
import { useTill } from "../../../test/till";
import { pointsReservations } from "../../db/schema";

const { db, clients, loginAs, place, balanceOf } = useTill();

const redeem = (customerId: string, pointsToRedeem: unknown, client: TestClient = clients.cashier) =>
  client.post("/api/customers/redeem-points", { customerId, pointsToRedeem });

/** A cashier of their own with an open register, opened through the API. */
async function cashierWithRegister(): Promise<TestClient> {
  const cashier = await loginAs("cashier");
  const outlet = await createLocation(db());
  expect((await cashier.post("/api/register/open", { outlet: outlet.id, openingBalance: 0 })).statusCode).toBe(201);
  return cashier;
}

describe("redeeming points at the till", () => {
  it("takes the points off the balance at once and answers what they are worth", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 120 });
    const response = await redeem(customer.id, 50);
    expect(response.statusCode).toBe(200);
    // 50 points × Rp 100.
    expect(response.json()).toEqual({ discountAmount: 5000 });
    expect(await balanceOf(customer.id)).toBe(70);
    const reserved = await db().select().from(pointsReservations).where(eq(pointsReservations.customerId, customer.id));
    expect(reserved).toMatchObject([{ points: 50, discountAmount: 5000, orderId: null, releasedAt: null }]);
  });

  it("refuses more points than the balance, naming the balance", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 30 });
    const response = await redeem(customer.id, 31);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Poin pelanggan tidak mencukupi (tersedia: 30).");
    expect(await balanceOf(customer.id)).toBe(30);
  });

  it.each([0, -5, 1.5, "10", null])("refuses %j points as not a valid number", async (points) => {
    const customer = await createCustomer(db(), { loyaltyPoints: 30 });
    const response = await redeem(customer.id, points);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.pointsToRedeem).toBe("Masukkan jumlah poin yang valid.");
  });

  it("refuses an unknown or malformed customer", async () => {
    for (const id of [randomUUID(), "bukan-id"]) {
      const response = await redeem(id, 1);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.customerId).toBe("Pelanggan tidak ditemukan.");
    }
  });

  it("needs an open register, and a staff session", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 30 });
    const noRegister = await redeem(customer.id, 10, await loginAs("cashier"));
    expect(noRegister.statusCode).toBe(400);
    expect(noRegister.json().message).toBe("Sesi kasir tidak aktif.");
    expect((await redeem(customer.id, 10, await loginAs("customer"))).statusCode).toBe(403);
    expect(await balanceOf(customer.id)).toBe(30);
  });

  it("never takes a balance below zero when 50 redemptions arrive at once", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 100 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => redeem(customer.id, 7)));
    const accepted = answers.filter((a) => a.statusCode === 200);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^Poin pelanggan tidak mencukupi \(tersedia: \d\)\.$/);
    }
    // 14 × 7 = 98 of the 100 points fit; the 2 left cannot pay for another 7.
    expect(accepted).toHaveLength(14);
    expect(await balanceOf(customer.id)).toBe(2);
    const reserved = await db().select().from(pointsReservations).where(eq(pointsReservations.customerId, customer.id));
    expect(reserved.reduce((sum, r) => sum + r.points, 0)).toBe(98);
  });
});

describe("points held at the register", () => {
  it("are on the register status until the customer's next order here uses them", async () => {
    const cashier = await cashierWithRegister();
    const customer = await createCustomer(db(), { name: "Ani Poin", loyaltyPoints: 100 });
    const held = async () => (await cashier.get("/api/register/status")).json().pointsReservations;
    expect(await held()).toEqual([]);

    await redeem(customer.id, 20, cashier);
    await redeem(customer.id, 30, cashier);
    // Another register's reservation is not this till's.
    await redeem(customer.id, 5);
    expect(await held()).toEqual([
      { customer: { _id: customer.id, name: "Ani Poin" }, points: 50, discountAmount: 5000 },
    ]);

    const product = await createProduct(db(), { price: 30000 });
    const order = await place(
      { customer: customer.id, items: [{ productId: product.id, quantity: 1 }] },
      { client: cashier },
    );
    expect(order.pointsDiscount).toBe(5000);
    expect(await held()).toEqual([]);
  });
});

describe("reservations at the register's close", () => {
  it("gives back the points no order used, and only those, leaving the shift summary alone", async () => {
    const cashier = await cashierWithRegister();
    const customer = await createCustomer(db(), { loyaltyPoints: 200 });
    const product = await createProduct(db(), { price: 50000 });

    expect((await redeem(customer.id, 30, cashier)).statusCode).toBe(200);
    const order = await place(
      { customer: customer.id, items: [{ productId: product.id, quantity: 1 }] },
      { client: cashier },
    );
    expect(order.pointsRedeemed).toBe(30);
    expect((await redeem(customer.id, 20, cashier)).statusCode).toBe(200);
    expect((await redeem(customer.id, 15, cashier)).statusCode).toBe(200);
    expect(await balanceOf(customer.id)).toBe(135);

    const session = (await cashier.get("/api/register/status")).json().session;
    const closed = await cashier.put(`/api/register/close/${session._id}`, { closingBalance: 0 });
    expect(closed.statusCode).toBe(200);
    // The 20 and 15 come back; the 30 the order used do not.
    expect(await balanceOf(customer.id)).toBe(170);
    expect(closed.json().summary).toMatchObject({ cashSales: 0, nonCashSales: {}, completedOrders: 0, openOrders: 1 });
    const released = await db().select().from(pointsReservations).where(eq(pointsReservations.customerId, customer.id));
    expect(
      released
        .filter((r) => r.releasedAt !== null)
        .map((r) => r.points)
        .sort(),
    ).toEqual([15, 20]);
  });
});
