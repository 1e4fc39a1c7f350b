import { ORDER_STATUS, type OrderRecord, REFUND_STATUS } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOnlineOrder, createStaffUser } from "../../../test/factories";
import type { TestClient } from "../../../test/test-app";
import { useTillWithXendit } from "../../../test/till-with-xendit";
import { refunds, type users } from "../../db/schema";
import { retryXenditRefunds } from "./xendit-refund";

/*
 * Refunds of cancelled paid orders (docs/decisions/0049-refunds.md) against a fake Xendit. An online
 * order is two crepes, Rp 55.500 in all; a till order one Rp 15.000 crepe Take Away, Rp 18.870.
 */
const { xendit, xenditCallback, ctx, db, clients, loginAs, place, readyCrepe } = await useTillWithXendit();

let admin: TestClient;
let manager: typeof users.$inferSelect;
beforeAll(async () => {
  admin = await loginAs("admin");
  manager = await createStaffUser(db(), { role: "manager", fullName: "Bu Manajer" });
  expect((await admin.put(`/api/users/staff/${manager.id}/pin`, { pin: "482913" })).statusCode).toBe(200);
});

/** An online order paid through an invoice by `paymentMethod` (Xendit's name), as its callback records it. */
async function paidOnline(paymentMethod: string) {
  const order = await createOnlineOrder(db());
  const opened = await ctx
    .client()
    .post("/api/payments/create-invoice", { orderId: order.orderId, accessToken: order.accessToken });
  expect(opened.statusCode, opened.body).toBe(200);
  const invoice = xendit.invoiceOf(order.orderId);
  xendit.store.settle(invoice.id, "PAID", paymentMethod);
  const paid = await invoiceCallback(invoice.id);
  expect(paid.json()).toEqual({ message: "Pembayaran diterima." });
  return { order, invoice };
}

const invoiceCallback = (id: string) => xenditCallback("/api/payments/xendit/webhook", { id });

const refundCallback = (data: object, token?: string) =>
  xenditCallback(
    "/api/payments/xendit/refund-callback",
    { event: "refund.succeeded", business_id: "uji", created: new Date().toISOString(), data },
    token,
  );

const cancel = (client: TestClient, id: string, body: object = {}) =>
  client.put(`/api/orders/${id}/status`, { status: ORDER_STATUS.Cancelled, ...body });

const refundRequests = () => xendit.requests.filter((request) => request.url === "/refunds");

const confirmationOf = async (order: { orderId: string; accessToken: string }) =>
  (await ctx.client().get(`/api/payments/status/${order.orderId}?token=${order.accessToken}`)).json().order;

describe("an online order paid by e-wallet, cancelled by staff", () => {
  it("asks Xendit once for the whole amount, and its callback completes the refund", async () => {
    const { order, invoice } = await paidOnline("EWALLET");
    const before = refundRequests().length;
    const cancelled = await cancel(admin, order.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [xenditRefund] = xendit.store.refundsOf(invoice.id);
    expect(cancelled.json().data.refund).toMatchObject({
      amount: 55500,
      method: "xendit",
      status: REFUND_STATUS.Diproses,
      reference: xenditRefund!.id,
      completedAt: null,
    });
    const sent = refundRequests().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: "POST",
      idempotencyKey: `kedai-refund-${cancelled.json().data.refund._id}`,
      body: {
        invoice_id: invoice.id,
        reference_id: order.orderId,
        amount: 55500,
        currency: "IDR",
        reason: "CANCELLATION",
      },
    });

    // Only Xendit's token is believed; the callback is applied once however often it comes.
    expect((await refundCallback({ id: xenditRefund!.id, status: "SUCCEEDED" }, "palsu")).statusCode).toBe(401);
    const done = await refundCallback({ id: xenditRefund!.id, status: "SUCCEEDED", amount: 55500 });
    expect(done.json()).toEqual({ message: "Pengembalian dana selesai." });
    const again = await refundCallback({ id: xenditRefund!.id, status: "SUCCEEDED", amount: 55500 });
    expect(again.json()).toEqual({ message: "Tidak ada perubahan." });
    const shown = await confirmationOf(order);
    expect(shown.refund).toMatchObject({ status: REFUND_STATUS.Selesai, amount: 55500 });
    expect(shown.refund.completedAt).not.toBeNull();
  });

  it("asks again with the same idempotency key when Xendit's answer was lost: one refund at Xendit", async () => {
    const { order, invoice } = await paidOnline("QR_CODE");
    xendit.loseNextAnswer("/refunds");
    const before = refundRequests().length;
    const cancelled = await cancel(admin, order.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The cancel stands; the refund waits for Xendit's word.
    expect(cancelled.json().data).toMatchObject({
      status: ORDER_STATUS.Cancelled,
      refund: { method: "xendit", status: REFUND_STATUS.Diproses, reference: null },
    });

    const gateway = ctx.app.paymentGateway!;
    await retryXenditRefunds(db(), gateway, ctx.app.log);
    await retryXenditRefunds(db(), gateway, ctx.app.log);
    const sent = refundRequests().slice(before);
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((request) => request.idempotencyKey)).size).toBe(1);
    const atXendit = xendit.store.refundsOf(invoice.id);
    expect(atXendit).toHaveLength(1);
    const [row] = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row).toMatchObject({ reference: atXendit[0]!.id, status: REFUND_STATUS.Diproses });
  });

  it("a refund Xendit fails, or refuses (a QRIS issuer outside its list), is finished by a bank transfer", async () => {
    const failed = await paidOnline("EWALLET");
    await cancel(admin, failed.order.id);
    const [xenditRefund] = xendit.store.refundsOf(failed.invoice.id);
    const callback = await refundCallback({
      id: xenditRefund!.id,
      status: "FAILED",
      failure_code: "ACCOUNT_NOT_FOUND",
    });
    expect(callback.json()).toEqual({ message: "Pengembalian dana gagal; dicatat." });
    expect((await confirmationOf(failed.order)).refund).toMatchObject({ status: REFUND_STATUS.Gagal });
    const transferred = await admin.post(`/api/orders/${failed.order.id}/refund/transfer`, {
      destination: "BCA 1234567890 a.n. Tamu Uji",
      reference: "TRF-0001",
    });
    expect(transferred.statusCode, transferred.body).toBe(200);
    expect(transferred.json().data.refund).toMatchObject({ method: "transfer", status: REFUND_STATUS.Selesai });

    const refused = await paidOnline("QR_CODE");
    xendit.store.refuseRefunds(refused.invoice.id);
    const cancelled = await cancel(admin, refused.order.id);
    expect(cancelled.json().data.refund).toMatchObject({ method: "transfer", status: REFUND_STATUS.Diproses });
    const [row] = await db().select().from(refunds).where(eq(refunds.orderId, refused.order.id));
    expect(row!.failureCode).toBe("REFUND_NOT_SUPPORTED");
  });
});

describe("an online order cancelled with part of its money given back", () => {
  it("asks Xendit for exactly that part, and stores it; more than was paid is refused in Indonesian", async () => {
    const { order, invoice } = await paidOnline("EWALLET");
    const tooMuch = await cancel(admin, order.id, { refundAmount: 55501 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe("Jumlah pengembalian melebihi uang yang dibayar (Rp 55.500).");

    const cancelled = await cancel(admin, order.id, { refundAmount: 50000 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.refund).toMatchObject({ amount: 50000, method: "xendit" });
    expect(xendit.store.refundsOf(invoice.id).map((refund) => refund.amount)).toEqual([50000]);
    const [row] = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row!.amount).toBe(50000);
    expect((await confirmationOf(order)).refund).toMatchObject({ amount: 50000 });
  });
});

describe("money that arrives for an order already cancelled", () => {
  /** An online order with its Xendit invoice open, then cancelled by staff before the customer paid. */
  async function cancelledBeforePaying() {
    const order = await createOnlineOrder(db());
    const opened = await ctx
      .client()
      .post("/api/payments/create-invoice", { orderId: order.orderId, accessToken: order.accessToken });
    expect(opened.statusCode, opened.body).toBe(200);
    const cancelled = await cancel(admin, order.id);
    expect(cancelled.json().data).toMatchObject({ status: ORDER_STATUS.Cancelled, refund: null });
    return { order, invoice: xendit.invoiceOf(order.orderId) };
  }

  it("an e-wallet payment: the order stays cancelled and Xendit is asked, once, to refund all of it", async () => {
    const { order, invoice } = await cancelledBeforePaying();
    xendit.store.settle(invoice.id, "PAID", "EWALLET");
    const before = refundRequests().length;
    const paid = await invoiceCallback(invoice.id);
    expect(paid.json()).toEqual({ message: "Pesanan sudah dibatalkan; dana dikembalikan." });
    expect((await invoiceCallback(invoice.id)).json()).toEqual({ message: "Tidak ada perubahan." });

    const sent = refundRequests().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ invoice_id: invoice.id, amount: 55500, reason: "CANCELLATION" });
    const staffSee = (await admin.get(`/api/orders/${order.id}`)).json().data;
    expect(staffSee).toMatchObject({ status: ORDER_STATUS.Cancelled, paymentDetails: { method: "Xendit EWALLET" } });
    const shown = await confirmationOf(order);
    // The customer's page then reads "Dana Rp 55.500 dikembalikan ke metode pembayaran asal (diproses)".
    expect(shown.paymentTaken).toBe(true);
    expect(shown.refund).toMatchObject({
      amount: 55500,
      method: "xendit",
      status: REFUND_STATUS.Diproses,
      reference: xendit.store.refundsOf(invoice.id)[0]!.id,
      requestedBy: "Xendit",
    });
  });

  it("a virtual-account payment: it waits for staff to transfer it back, nothing is sent to Xendit", async () => {
    const { order, invoice } = await cancelledBeforePaying();
    xendit.store.settle(invoice.id, "PAID", "BANK_TRANSFER");
    const before = refundRequests().length;
    expect((await invoiceCallback(invoice.id)).json()).toEqual({
      message: "Pesanan sudah dibatalkan; dana dikembalikan.",
    });
    expect(refundRequests().length).toBe(before);
    expect((await confirmationOf(order)).refund).toMatchObject({
      amount: 55500,
      method: "transfer",
      status: REFUND_STATUS.Diproses,
    });
  });

  it("a bank transfer staff confirm after the cancel: the order stays cancelled, the refund waits for a transfer", async () => {
    const order = await createOnlineOrder(db(), { paymentMethod: "Transfer" });
    expect((await cancel(admin, order.id)).statusCode).toBe(200);
    const confirmed = await admin.post(`/api/orders/${order.id}/confirm-payment`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: ORDER_STATUS.Cancelled,
      paymentDetails: { method: "Transfer", amountPaid: 55500 },
      refund: { amount: 55500, method: "transfer", status: REFUND_STATUS.Diproses },
    });
    expect((await confirmationOf(order)).refund).toMatchObject({ method: "transfer", status: REFUND_STATUS.Diproses });
    const again = await admin.post(`/api/orders/${order.id}/confirm-payment`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("NOT_AWAITING_CONFIRMATION");
  });
});

describe("an online order paid by virtual account, cancelled by staff", () => {
  it("is not sent to Xendit: staff record the bank transfer and its reference, once", async () => {
    const { order } = await paidOnline("BANK_TRANSFER");
    const before = refundRequests().length;
    const cancelled = await cancel(admin, order.id);
    expect(cancelled.json().data.refund).toMatchObject({
      amount: 55500,
      method: "transfer",
      status: REFUND_STATUS.Diproses,
      reference: null,
      requestedBy: expect.any(String),
    });
    expect(refundRequests().length).toBe(before);
    expect((await confirmationOf(order)).refund).toMatchObject({ method: "transfer", status: REFUND_STATUS.Diproses });

    const empty = await admin.post(`/api/orders/${order.id}/refund/transfer`, { destination: "BCA 1", reference: "" });
    expect(empty.statusCode).toBe(400);
    const body = { destination: "BCA 1234567890 a.n. Tamu Uji", reference: "TRF-20261129-01" };
    const recorded = await admin.post(`/api/orders/${order.id}/refund/transfer`, body);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().data.refund).toMatchObject({
      status: REFUND_STATUS.Selesai,
      ...body,
      recordedBy: expect.any(String),
    });
    expect(recorded.json().data.refund.completedAt).not.toBeNull();
    const twice = await admin.post(`/api/orders/${order.id}/refund/transfer`, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("REFUND_NOT_TRANSFERABLE");
  });
});

describe("a till order paid in cash, cancelled", () => {
  const paidCrepe = async (): Promise<OrderRecord> =>
    place({
      items: [{ productId: (await readyCrepe()).items[0]!.productId!, quantity: 1 }],
      paymentDetails: { method: "Cash", amountPaid: 20000 },
    });
  const approval = { username: "", secret: "482913" };
  /** The figures closing the cashier's shift would count now. */
  const expectedCash = async () => {
    const session = (await clients.cashier.get("/api/register/status")).json().session;
    return (await clients.cashier.get(`/api/register/${session._id}/review`)).json().sales;
  };

  it("is paid back from the drawer: the register's expected cash goes down by it and lists it", async () => {
    const start = (await expectedCash()).expectedCash;
    const order = await paidCrepe();
    expect((await expectedCash()).expectedCash).toBe(start + 18870);

    const cancelled = await cancel(clients.cashier, order._id, {
      approval: { ...approval, username: manager.username },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.refund).toMatchObject({
      amount: 18870,
      method: "cash",
      status: REFUND_STATUS.Selesai,
    });
    const summary = await expectedCash();
    expect(summary.expectedCash).toBe(start);
    expect(summary.refunds).toContainEqual({ orderId: order.orderId, amount: 18870, at: expect.any(String) });
  });

  it("may give back part of it (a fee kept), never more than was paid", async () => {
    const start = (await expectedCash()).expectedCash;
    const order = await paidCrepe();
    const withManager = { approval: { ...approval, username: manager.username } };
    const tooMuch = await cancel(clients.cashier, order._id, { ...withManager, refundAmount: 18871 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: "REFUND_OVER_PAID",
      message: "Jumlah pengembalian melebihi uang yang dibayar (Rp 18.870).",
    });
    expect((await db().select().from(refunds).where(eq(refunds.orderId, order._id))).length).toBe(0);

    const part = await cancel(clients.cashier, order._id, { ...withManager, refundAmount: 10000 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data.refund).toMatchObject({ amount: 10000, method: "cash" });
    expect((await expectedCash()).expectedCash).toBe(start + 18870 - 10000);
  });
});

describe("GET /api/refunds: the refunds waiting for a bank transfer", () => {
  it("lists only those, oldest first or by amount, each with its order; a transfer recorded leaves the list", async () => {
    const first = await cancelledAndPaidByVirtualAccount();
    const second = await cancelledAndPaidByVirtualAccount();
    await cancel(admin, (await paidOnline("EWALLET")).order.id); // through Xendit: not listed
    const list = await admin.get("/api/refunds");
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().data.map((row: { order: { orderId: string } }) => row.order.orderId);
    expect(listed.indexOf(first.orderId)).toBeLessThan(listed.indexOf(second.orderId));
    expect(
      list.json().data.find((row: { order: { orderId: string } }) => row.order.orderId === first.orderId),
    ).toMatchObject({
      amount: 55500,
      method: "transfer",
      status: REFUND_STATUS.Diproses,
      order: { _id: first.id, customerName: "Tamu Uji", phone: "081200000000" },
    });
    expect(
      list
        .json()
        .data.every((row: { method: string; status: string }) => row.method === "transfer" || row.status === "Gagal"),
    ).toBe(true);
    expect(list.json().total).toBe(list.json().data.length);

    const byAmount = await admin.get("/api/refunds?sort=amount&order=desc");
    const amounts = byAmount.json().data.map((row: { amount: number }) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    await admin.post(`/api/orders/${first.id}/refund/transfer`, {
      destination: "BCA 1 a.n. Tamu",
      reference: "TRF-L1",
    });
    const after = (await admin.get("/api/refunds"))
      .json()
      .data.map((row: { order: { orderId: string } }) => row.order.orderId);
    expect(after).not.toContain(first.orderId);
    expect(after).toContain(second.orderId);
    expect((await clients.cashier.get("/api/refunds")).statusCode).toBe(403);
  });
});

/** An online order paid by virtual account, cancelled: its refund waits for a transfer. */
async function cancelledAndPaidByVirtualAccount() {
  const { order } = await paidOnline("BANK_TRANSFER");
  expect((await cancel(admin, order.id)).statusCode).toBe(200);
  return order;
}
