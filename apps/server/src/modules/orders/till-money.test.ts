import { randomUUID } from "node:crypto";
import { ORDER_STATUS, type OrderRecord } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProduct } from "../../../test/factories";
import { useTill } from "../../../test/till";
import { orders } from "../../db/schema";

const { db, clients, waiterId, readyCrepe } = useTill();

/*
 * The one payment rule (docs/business-rules.md#payment) for every way a payment reaches the server.
 * Every order here is one Rp 15.000 crepe Take Away: Rp 18.870 to pay.
 */
const TOTAL = 18870;

const stored = async (order: OrderRecord) => (await db().select().from(orders).where(eq(orders.id, order._id)))[0]!;

describe("a payment taken at once", () => {
  it("refuses a non-cash payment above what remains (no change from QRIS, cards) and stores nothing", async () => {
    const order = await readyCrepe();
    // The till prefilled 18.870 and the cashier typed 40.000 behind it.
    for (const method of ["QRIS", "Debit Card", "Credit Card"]) {
      const response = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
        paymentDetails: { method, amountPaid: 18_870_40_000 },
      });
      expect(response.statusCode, method).toBe(400);
      expect(response.json()).toMatchObject({
        code: "PAYMENT_OVER_TOTAL",
        message: `Pembayaran ${method} melebihi sisa tagihan (Rp 18.870); kembalian hanya dari tunai.`,
        fields: { amountPaid: expect.any(String) },
      });
    }
    const oneRupiahOver = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      paymentDetails: { method: "QRIS", amountPaid: TOTAL + 1 },
    });
    expect(oneRupiahOver.json().code).toBe("PAYMENT_OVER_TOTAL");
    expect(await stored(order)).toMatchObject({ status: ORDER_STATUS.Ready, paymentDetails: null, payments: null });

    const exact = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      paymentDetails: { method: "QRIS", amountPaid: TOTAL },
    });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().data.paymentDetails).toEqual({ method: "QRIS", amountPaid: TOTAL, change: 0 });
  });

  it("refuses an absurd cash amount (above 100× the bill, at least Rp 1.000.000) and takes a real banknote", async () => {
    const order = await readyCrepe();
    const absurd = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      paymentDetails: { method: "Cash", amountPaid: 1_887_040_000 },
    });
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json()).toMatchObject({
      code: "PAYMENT_TOO_HIGH",
      message:
        "Uang tunai Rp 1.887.040.000 tidak wajar untuk tagihan Rp 18.870 (paling banyak Rp 1.887.000). Periksa jumlah yang diketik.",
    });
    expect(await stored(order)).toMatchObject({ status: ORDER_STATUS.Ready, paymentDetails: null });

    const banknote = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      paymentDetails: { method: "Cash", amountPaid: 100_000 },
    });
    expect(banknote.statusCode).toBe(200);
    expect(banknote.json().data.paymentDetails).toEqual({ method: "Cash", amountPaid: 100_000, change: 81_130 });
  });

  it("is settled by the same rule when paid up front and when a till's command sends it", async () => {
    const product = await createProduct(db(), { price: 15000 });
    const upFront = await clients.cashier.post(
      "/api/orders",
      {
        waiter: waiterId(),
        orderType: "Take Away",
        items: [{ productId: product.id, quantity: 1 }],
        paymentDetails: { method: "Debit Card", amountPaid: 40_000 },
      },
      { headers: { "idempotency-key": randomUUID() } },
    );
    expect(upFront.statusCode).toBe(400);
    expect(upFront.json().code).toBe("PAYMENT_OVER_TOTAL");

    const order = await readyCrepe();
    const synced = await clients.cashier.post("/api/orders/sync", {
      commands: [
        {
          kind: "pay",
          idempotencyKey: randomUUID(),
          takenAt: new Date().toISOString(),
          deviceId: "kasir-uji",
          order: { id: order._id },
          paymentDetails: { method: "Cash", amountPaid: 999_999_999 },
        },
      ],
    });
    expect(synced.json().results[0]).toMatchObject({ status: 400, error: { code: "PAYMENT_TOO_HIGH" } });
    expect(await stored(order)).toMatchObject({ status: ORDER_STATUS.Ready, paymentDetails: null });
  });
});
