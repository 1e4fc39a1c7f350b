import { ORDER_STATUS } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../../../test/factories";
import { useTill } from "../../../test/till";
import { orders } from "../../db/schema";

// No Xendit key: the QR Codes calls reach the built-in simulator on the app's own address.
const { ctx, db, clients, place, moveTo } = useTill();
beforeAll(() => ctx.app.listen({ port: 0, host: "127.0.0.1" }));

describe("QRIS at the till in demo mode", () => {
  it("shows a simulated QR for the exact total, and 'Bayar (simulasi)' completes the order once", async () => {
    const product = await createProduct(db(), { price: 15000 });
    const order = await place({ items: [{ productId: product.id, quantity: 1 }] });
    await moveTo(order, ORDER_STATUS.Preparing);
    await moveTo(order, ORDER_STATUS.Ready);

    const shown = await clients.cashier.post(`/api/orders/${order._id}/qris`, {});
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ amount: 18870, status: "ACTIVE", simulated: true });
    expect(shown.json().qrString).toMatch(/^SIMULASI-QRIS\|/);

    const paid = await clients.cashier.post(`/api/orders/${order._id}/qris/simulate-payment`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe("PAID");
    const [row] = await db().select().from(orders).where(eq(orders.id, order._id));
    expect(row.status).toBe(ORDER_STATUS.Completed);
    expect(row.paymentDetails).toMatchObject({ method: "QRIS", confirmedBy: "xendit" });

    const again = await clients.cashier.post(`/api/orders/${order._id}/qris/simulate-payment`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Pembayaran QRIS sudah diterima.");
  });
});
