import { ORDER_STATUS, ORDER_TYPE } from "@kedai/shared";
import { eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createCustomer,
  createLocation,
  createProduct,
  createPromo,
  createStaffUser,
  TEST_PASSWORD,
} from "../../../test/factories";
import type { TestClient } from "../../../test/test-app";
import { useTill } from "../../../test/till";
import { pointsReservations } from "../../db/schema";

/** Points redeemed at the till and spent, capped, given back by the order that uses them. */

const { db, clients, loginAs, place, moveTo, balanceOf } = useTill();

const redeem = async (customerId: string, pointsToRedeem: number, client: TestClient = clients.cashier) => {
  const response = await client.post("/api/customers/redeem-points", { customerId, pointsToRedeem });
  expect(response.statusCode).toBe(200);
};

describe("an order spending reserved points", () => {
  it("takes the points discount off a Dine-In total after service, promo and tax", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 300 });
    const product = await createProduct(db(), { price: 50000 });
    const promo = await createPromo(db(), "percentage", 10);
    await redeem(customer.id, 60);
    await redeem(customer.id, 40);

    const order = await place({
      orderType: ORDER_TYPE.DineIn,
      customer: customer.id,
      promoId: promo.id,
      items: [{ productId: product.id, quantity: 2 }],
    });
    // 2 × 50.000 = 100.000; promo 10 % = 10.000 → 90.000; service 5 % = 4.500;
    // tax 11 % × 94.500 = 10.395; 104.895 − both reservations (100 points × Rp 100) = 94.895.
    expect(order).toMatchObject({
      subTotal: 100000,
      promo: { _id: promo.id, discountAmount: 10000 },
      serviceCharge: 4500,
      tax: 10395,
      pointsRedeemed: 100,
      pointsDiscount: 10000,
      totalAmount: 94895,
    });
    expect(await balanceOf(customer.id)).toBe(200);
    const used = await db().select().from(pointsReservations).where(eq(pointsReservations.customerId, customer.id));
    expect(used.map((r) => r.orderId)).toEqual([order._id, order._id]);
  });

  it("takes them off a Take Away total with packaging and a fixed promo", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 50 });
    const product = await createProduct(db(), { price: 25000 });
    const promo = await createPromo(db(), "fixed_amount", 5000);
    await redeem(customer.id, 50);
    const order = await place({
      customer: customer.id,
      promoId: promo.id,
      items: [{ productId: product.id, quantity: 1 }],
    });
    // 25.000 − 5.000 = 20.000; packaging 2.000; tax 11 % × 22.000 = 2.420; 24.420 − 5.000 = 19.420.
    expect(order).toMatchObject({
      packagingFee: 2000,
      tax: 2420,
      pointsRedeemed: 50,
      pointsDiscount: 5000,
      totalAmount: 19420,
    });
  });

  it("keeps only the whole points a smaller bill needs and gives the rest back", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 500 });
    const product = await createProduct(db(), { price: 15000 });
    await redeem(customer.id, 200);
    expect(await balanceOf(customer.id)).toBe(300);
    const order = await place({
      orderType: ORDER_TYPE.Ojol,
      customer: customer.id,
      items: [{ productId: product.id, quantity: 1 }],
    });
    // 15.000 + tax 1.650 = 16.650 to pay: 166,5 points → 167 kept, 33 back; nothing left to pay.
    expect(order).toMatchObject({ pointsRedeemed: 167, pointsDiscount: 16650, totalAmount: 0 });
    expect(await balanceOf(customer.id)).toBe(333);
  });

  it("spends only this customer's reservations made at this register", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 100 });
    const other = await createCustomer(db(), { loyaltyPoints: 100 });
    const product = await createProduct(db(), { price: 40000 });
    const otherTill = await loginAs("cashier");
    const outlet = await createLocation(db());
    await otherTill.post("/api/register/open", { outlet: outlet.id, openingBalance: 0 });
    await redeem(customer.id, 10, otherTill);
    await redeem(other.id, 20);

    const order = await place({ customer: customer.id, items: [{ productId: product.id, quantity: 1 }] });
    expect(order).toMatchObject({ pointsRedeemed: 0, pointsDiscount: 0 });
    const open = await db().select().from(pointsReservations).where(isNull(pointsReservations.orderId));
    expect(
      open
        .filter((r) => [customer.id, other.id].includes(r.customerId))
        .map((r) => r.points)
        .sort(),
    ).toEqual([10, 20]);
  });

  it("gives the points back when the order is cancelled", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 80 });
    const product = await createProduct(db(), { price: 40000 });
    await redeem(customer.id, 80);
    const order = await place({ customer: customer.id, items: [{ productId: product.id, quantity: 1 }] });
    expect(order.pointsRedeemed).toBe(80);
    expect(await balanceOf(customer.id)).toBe(0);
    expect((await moveTo(order, ORDER_STATUS.Cancelled)).statusCode).toBe(200);
    expect(await balanceOf(customer.id)).toBe(80);
  });

  it("keeps the points discount at payment, capped when the cashier's discount leaves less to pay", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 500 });
    const product = await createProduct(db(), { price: 40000 });
    await redeem(customer.id, 100);
    const order = await place({
      orderType: ORDER_TYPE.Ojol,
      customer: customer.id,
      items: [{ productId: product.id, quantity: 1 }],
    });
    // 40.000 + tax 4.400 = 44.400 − 10.000 = 34.400.
    expect(order).toMatchObject({ pointsRedeemed: 100, totalAmount: 34400 });
    await moveTo(order, ORDER_STATUS.Preparing);
    await moveTo(order, ORDER_STATUS.Ready);
    const paid = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      paymentDetails: { method: "Cash", amountPaid: 34400 },
    });
    expect(paid.json().data).toMatchObject({ pointsRedeemed: 100, pointsDiscount: 10000, totalAmount: 34400 });

    const second = await place({
      orderType: ORDER_TYPE.Ojol,
      customer: customer.id,
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(second.pointsRedeemed).toBe(0);
    await redeem(customer.id, 100);
    const third = await place({
      orderType: ORDER_TYPE.Ojol,
      customer: customer.id,
      items: [{ productId: product.id, quantity: 1 }],
    });
    await moveTo(third, ORDER_STATUS.Preparing);
    await moveTo(third, ORDER_STATUS.Ready);
    const before = await balanceOf(customer.id);
    const discounted = await clients.cashier.put(`/api/orders/${third._id}/finalize`, {
      paymentDetails: { method: "Cash", amountPaid: 0 },
      discount: { type: "fixed", value: 35000 },
      // Above the 20 % limit: a manager approves (docs/business-rules.md#approval).
      approval: { username: (await createStaffUser(db(), { role: "manager" })).username, secret: TEST_PASSWORD },
    });
    // 40.000 − 35.000 = 5.000 + tax 550 = 5.550: 56 points pay for it, 44 go back; nothing earned.
    expect(discounted.json().data).toMatchObject({ pointsRedeemed: 56, pointsDiscount: 5550, totalAmount: 0 });
    expect(await balanceOf(customer.id)).toBe(before + 44);
  });
});
