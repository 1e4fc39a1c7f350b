import { randomUUID } from "node:crypto";
import { ORDER_STATUS, type OrderRecord, PAYMENT_STATUS, REFUND_STATUS } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProduct } from "../../../test/factories";
import { useTillWithXendit } from "../../../test/till-with-xendit";
import { orderEvents, orders, qrisPayments, refunds } from "../../db/schema";

const { xendit, xenditCallback, db, clients, loginAs, place, readyCrepe } = await useTillWithXendit();

const openQris = (order: OrderRecord, body: object = {}) => clients.cashier.post(`/api/orders/${order._id}/qris`, body);
const qrOf = async (order: OrderRecord) =>
  (await db().select().from(qrisPayments).where(eq(qrisPayments.orderId, order._id)))[0];
const orderRow = async (order: OrderRecord) => (await db().select().from(orders).where(eq(orders.id, order._id)))[0];

/** Xendit's `qr.payment` callback for a QR id; the body's other fields are not trusted. */
const qrCallback = (qrId: string, token?: string | null) =>
  xenditCallback(
    "/api/payments/xendit/qr-callback",
    { event: "qr.payment", data: { qr_id: qrId, status: "SUCCEEDED", amount: 1 } },
    token,
  );

describe("POST /api/orders/{id}/qris", () => {
  it("creates a dynamic QRIS at Xendit for the exact total, and answers the same one while it lives", async () => {
    const order = await readyCrepe();
    const first = await openQris(order);
    expect(first.statusCode, first.body).toBe(200);
    const stored = await qrOf(order);
    const atXendit = xendit.store.qrCode(stored.xenditQrId);
    expect(first.json()).toEqual({
      qrString: atXendit?.qrString,
      expiresAt: atXendit?.expiresAt.toISOString(),
      amount: 18870,
      status: "ACTIVE",
      simulated: false,
    });
    const created = xendit.requests.find((r) => r.method === "POST" && r.url === "/qr_codes");
    expect(created?.body).toMatchObject({
      type: "DYNAMIC",
      currency: "IDR",
      amount: 18870,
      reference_id: expect.stringMatching(new RegExp(`^${order.orderId}-`)),
    });

    const again = await openQris(order);
    expect(again.json()).toEqual(first.json());
    expect(xendit.store.allQrCodes().filter((qr) => qr.referenceId.startsWith(order.orderId))).toHaveLength(1);
  });

  it("takes the cashier's discount into the amount", async () => {
    const order = await readyCrepe();
    // 10 % off 15.000 = 13.500 + packaging 2.000, tax 11 % of 15.500 = 1.705: Rp 17.205.
    const response = await openQris(order, { discount: { type: "percent", value: 10 } });
    expect(response.json().amount).toBe(17205);
  });

  it("refuses an order that is not Ready and unpaid, and bad ids, in Indonesian", async () => {
    const product = await createProduct(db(), { price: 15000 });
    const early = await place({ items: [{ productId: product.id, quantity: 1 }] });
    const notReady = await openQris(early);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().message).toBe("QRIS hanya untuk pesanan kasir berstatus Ready yang belum dibayar.");

    const missing = await clients.cashier.post(`/api/orders/${randomUUID()}/qris`, {});
    expect(missing.statusCode).toBe(404);
    const malformed = await clients.cashier.post("/api/orders/bukan-id/qris", {});
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
    const noQr = await clients.cashier.get(`/api/orders/${early._id}/qris`);
    expect(noQr.statusCode).toBe(404);
    expect(noQr.json().message).toBe("Belum ada QRIS untuk pesanan ini.");
  });

  it("is for cashiers, managers and admins, not for staff", async () => {
    const order = await readyCrepe();
    const staff = await loginAs("staff");
    expect((await staff.post(`/api/orders/${order._id}/qris`, {})).statusCode).toBe(403);
    const manager = await loginAs("manager");
    expect((await manager.post(`/api/orders/${order._id}/qris`, {})).statusCode).toBe(200);
  });
});

describe("Xendit's qr.payment callback", () => {
  it("completes the order once as QRIS confirmed by Xendit; replays change nothing", async () => {
    const order = await readyCrepe();
    await openQris(order);
    const { xenditQrId } = await qrOf(order);
    xendit.store.payQrCode(xenditQrId);

    const paid = await qrCallback(xenditQrId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe("Pembayaran QRIS diterima.");
    const completed = await orderRow(order);
    expect(completed.status).toBe(ORDER_STATUS.Completed);
    expect(completed.paymentDetails).toEqual({ method: "QRIS", amountPaid: 18870, change: 0, confirmedBy: "xendit" });
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(events.filter((e) => e.status === ORDER_STATUS.Completed)).toHaveLength(1);

    const replay = await qrCallback(xenditQrId);
    expect(replay.json().message).toBe("Tidak ada perubahan.");
    const after = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(after).toHaveLength(events.length);
    expect((await orderRow(order)).completedAt).toEqual(completed.completedAt);

    const screen = await clients.cashier.get(`/api/orders/${order._id}/qris`);
    expect(screen.json().status).toBe("PAID");
    // The shift's figures tell Xendit-confirmed QRIS apart from QRIS recorded by hand.
    const { session } = (await clients.cashier.get("/api/register/status")).json();
    const review = await clients.cashier.get(`/api/register/${session._id}/review`);
    expect(review.json().sales.qrisConfirmedSales).toBeGreaterThanOrEqual(18870);
    const cancel = await clients.cashier.delete(`/api/orders/${order._id}/qris`);
    expect(cancel.statusCode).toBe(409);
  });

  it("refuses a wrong or missing token, and ignores a QR the shop never made", async () => {
    const order = await readyCrepe();
    await openQris(order);
    const { xenditQrId } = await qrOf(order);
    xendit.store.payQrCode(xenditQrId);
    expect((await qrCallback(xenditQrId, "token-salah-sama-sekali-123")).statusCode).toBe(401);
    expect((await qrCallback(xenditQrId, null)).statusCode).toBe(401);
    expect((await orderRow(order)).status).toBe(ORDER_STATUS.Ready);
    expect((await qrCallback("qr_tidak-dikenal")).json().message).toBe("QRIS tidak dikenal; diabaikan.");
  });

  it("a callback without a payment at Xendit (a forgery with the token) changes nothing", async () => {
    const order = await readyCrepe();
    await openQris(order);
    const { xenditQrId } = await qrOf(order);
    expect((await qrCallback(xenditQrId)).json().message).toBe("Tidak ada perubahan.");
    expect((await orderRow(order)).paymentDetails).toBeNull();
  });
});

describe("expiry and cancel", () => {
  it("an expired QR leaves the order unpaid and says so; a new one can be made", async () => {
    const order = await readyCrepe();
    await openQris(order);
    const stored = await qrOf(order);
    const past = new Date(Date.now() - 1000);
    xendit.store.overrideQrCode(stored.xenditQrId, { expiresAt: past });
    await db().update(qrisPayments).set({ expiresAt: past }).where(eq(qrisPayments.id, stored.id));

    const screen = await clients.cashier.get(`/api/orders/${order._id}/qris`);
    expect(screen.statusCode).toBe(410);
    expect(screen.json().message).toBe("QRIS kedaluwarsa. Buat QRIS baru.");
    const unpaid = await orderRow(order);
    expect(unpaid.status).toBe(ORDER_STATUS.Ready);
    expect(unpaid.paymentDetails).toBeNull();

    const fresh = await openQris(order);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().qrString).not.toBe(stored.qrString);
  });

  it("the cashier cancels a QR: it is off the screen and the order stays unpaid", async () => {
    const order = await readyCrepe();
    await openQris(order);
    const cancel = await clients.cashier.delete(`/api/orders/${order._id}/qris`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().message).toBe("QRIS dibatalkan.");
    expect((await qrOf(order)).status).toBe("CANCELLED");
    expect((await clients.cashier.get(`/api/orders/${order._id}/qris`)).statusCode).toBe(404);
    expect((await orderRow(order)).paymentDetails).toBeNull();
  });
});

describe("a QRIS paid after its order was cancelled", () => {
  /** A Ready till order whose QR was on the screen, cancelled before the customer paid: Xendit cannot withdraw the code. */
  async function cancelledWithQr() {
    const order = await readyCrepe();
    await openQris(order);
    const { xenditQrId } = await qrOf(order);
    const cancelled = await clients.cashier.put(`/api/orders/${order._id}/status`, { status: ORDER_STATUS.Cancelled });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    return { order, xenditQrId };
  }
  /** The customer pays the QR anyway; the payment's id at Xendit. */
  const payLate = (xenditQrId: string) => xendit.store.payQrCode(xenditQrId)?.payments[0]?.id ?? "";
  const refundOf = async (order: OrderRecord) =>
    (await db().select().from(refunds).where(eq(refunds.orderId, order._id)))[0];
  const qrRefundRequests = () =>
    xendit.requests.filter((r) => r.method === "POST" && /^\/qr_codes\/payments\/[^/]+\/refunds$/.test(r.url));

  it("keeps the order cancelled, records the payment, and asks Xendit once to refund all of it", async () => {
    const { order, xenditQrId } = await cancelledWithQr();
    const paymentId = payLate(xenditQrId);
    const before = qrRefundRequests().length;

    const paid = await qrCallback(xenditQrId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe("Pesanan sudah dibatalkan; dana dikembalikan.");
    expect((await qrCallback(xenditQrId)).json().message).toBe("Tidak ada perubahan.");

    const row = await orderRow(order);
    expect(row).toMatchObject({
      status: ORDER_STATUS.Cancelled,
      paymentStatus: PAYMENT_STATUS.Paid,
      paymentDetails: { method: "QRIS", amountPaid: 18870 },
    });
    expect((await qrOf(order)).status).toBe("PAID");
    const refund = await refundOf(order);
    expect(refund).toMatchObject({
      amount: 18870,
      method: "xendit",
      status: REFUND_STATUS.Diproses,
      requestedByName: "Xendit",
      registerSessionId: null,
    });
    const sent = qrRefundRequests().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: `/qr_codes/payments/${paymentId}/refunds`,
      idempotencyKey: `kedai-refund-${refund.id}`,
      body: { amount: 18870, reason: "CANCELLATION" },
    });
    const atXendit = xendit.store.refundsOfQrPayment(paymentId);
    expect(atXendit).toHaveLength(1);
    expect(refund.reference).toBe(atXendit[0]!.id);

    // Xendit's QR refund callback finishes it; a replay changes nothing.
    const refundCallback = {
      event: "qr.refund",
      data: { qr_id: xenditQrId, id: atXendit[0]!.id, payment_id: paymentId, amount: 18870, status: "SUCCEEDED" },
    };
    const done = await xenditCallback("/api/payments/xendit/qr-callback", refundCallback);
    expect(done.json().message).toBe("Pengembalian dana selesai.");
    expect((await refundOf(order)).status).toBe(REFUND_STATUS.Selesai);
    expect((await xenditCallback("/api/payments/xendit/qr-callback", refundCallback)).json().message).toBe(
      "Tidak ada perubahan.",
    );
  });

  it("paid from an issuer Xendit cannot refund: the refund waits for staff to transfer it back", async () => {
    const { order, xenditQrId } = await cancelledWithQr();
    xendit.store.refuseRefunds(payLate(xenditQrId));
    expect((await qrCallback(xenditQrId)).json().message).toBe("Pesanan sudah dibatalkan; dana dikembalikan.");
    expect(await refundOf(order)).toMatchObject({
      amount: 18870,
      method: "transfer",
      status: REFUND_STATUS.Diproses,
      failureCode: "REFUND_NOT_SUPPORTED",
    });
    expect((await orderRow(order)).status).toBe(ORDER_STATUS.Cancelled);
  });
});
