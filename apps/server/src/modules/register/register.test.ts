import { ORDER_STATUS, PAYMENT_STATUS } from "@kedai/shared";
import { describe, expect, it } from "vitest";
import { createLocation, createOrder, createRegisterSession, createStaffUser } from "../../../test/factories";
import { useTestApp } from "../../../test/test-app";

const { db, clients, accounts, loginAs } = useTestApp({
  login: { cashier: "cashier", manager: "manager", otherCashier: "cashier" },
});

describe("opening a register", () => {
  it("needs an outlet and a valid opening balance, in the cashier's words", async () => {
    const noOutlet = await clients.cashier.post("/api/register/open", { openingBalance: 0 });
    expect(noOutlet.statusCode).toBe(400);
    expect(noOutlet.json().fields.outlet).toBe("Pilih outlet terlebih dahulu.");

    const outlet = await createLocation(db());
    for (const openingBalance of [undefined, -1, "seratus", 10.5]) {
      const bad = await clients.cashier.post("/api/register/open", { outlet: outlet.id, openingBalance });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.openingBalance).toBe("Isi saldo awal dengan angka yang valid.");
    }
  });

  it("refuses an unknown or inactive outlet, naming the outlet field", async () => {
    const unknown = await clients.cashier.post("/api/register/open", {
      outlet: "00000000-0000-4000-8000-000000000000",
      openingBalance: 0,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.outlet).toBe("Outlet tidak ditemukan.");

    const closed = await createLocation(db(), { status: "Inactive" });
    const inactive = await clients.cashier.post("/api/register/open", { outlet: closed.id, openingBalance: 0 });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().fields.outlet).toContain("tidak aktif");
  });

  it("opens one session per cashier and says so on the status", async () => {
    const cashier = await loginAs("cashier");
    expect((await cashier.get("/api/register/status")).json()).toEqual({
      isOpen: false,
      session: null,
      pointsReservations: [],
    });

    const outlet = await createLocation(db());
    const opened = await cashier.post("/api/register/open", {
      outlet: outlet.id,
      openingBalance: 150000,
      notes: { opening: "Uang receh lengkap" },
    });
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({
      outlet: { _id: outlet.id, name: outlet.name },
      openingBalance: 150000,
      notes: { opening: "Uang receh lengkap", closing: null },
      closedAt: null,
      summary: null,
    });
    const status = (await cashier.get("/api/register/status")).json();
    expect(status).toMatchObject({ isOpen: true, session: { _id: opened.json()._id } });

    const second = await cashier.post("/api/register/open", { outlet: outlet.id, openingBalance: 0 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain("masih memiliki sesi kasir yang terbuka");
  });

  it("lets exactly one of several simultaneous openings through", async () => {
    const cashier = await loginAs("cashier");
    const outlet = await createLocation(db());
    const open = () => cashier.post("/api/register/open", { outlet: outlet.id, openingBalance: 0 });
    const answers = await Promise.all(Array.from({ length: 6 }, open));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toContain("masih memiliki sesi kasir yang terbuka");
    }
  });
});

describe("closing a register", () => {
  it("needs the counted cash", async () => {
    const cashier = await createStaffUser(db(), { role: "cashier" });
    const session = await createRegisterSession(db(), { cashierId: cashier.id });
    const missing = await clients.manager.put(`/api/register/close/${session.id}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.closingBalance).toBe("Saldo Akhir wajib diisi.");
  });

  it("is the cashier's own, or a manager's for anyone", async () => {
    const session = await createRegisterSession(db(), { cashierId: accounts.cashier.id });
    const stranger = await clients.otherCashier.put(`/api/register/close/${session.id}`, { closingBalance: 0 });
    expect(stranger.statusCode).toBe(403);

    const byManager = await clients.manager.put(`/api/register/close/${session.id}`, { closingBalance: 100000 });
    expect(byManager.statusCode).toBe(200);
    const again = await clients.cashier.put(`/api/register/close/${session.id}`, { closingBalance: 0 });
    expect(again.statusCode).toBe(409);
  });

  it("stores the shift summary from the session's completed orders", async () => {
    const cashier = await createStaffUser(db(), { role: "cashier" });
    const session = await createRegisterSession(db(), { cashierId: cashier.id, openingBalance: 200000 });
    const completed = { registerSessionId: session.id, status: ORDER_STATUS.Completed };
    await createOrder(db(), { ...completed, paymentMethod: "Cash", totalAmount: 33300 });
    await createOrder(db(), { ...completed, paymentMethod: "Cash", totalAmount: 11100 });
    await createOrder(db(), { ...completed, paymentMethod: "QRIS", totalAmount: 25000 });
    await createOrder(db(), { ...completed, paymentMethod: "Debit Card", totalAmount: 40000 });
    await createOrder(db(), { registerSessionId: session.id, status: ORDER_STATUS.Cancelled, totalAmount: 99999 });
    await createOrder(db(), { registerSessionId: session.id, status: ORDER_STATUS.Preparing });
    await createOrder(db(), { registerSessionId: session.id, status: ORDER_STATUS.New });
    // Another shift's sale does not count in this one.
    const otherSession = await createRegisterSession(db(), { cashierId: accounts.otherCashier.id });
    await createOrder(db(), { ...completed, registerSessionId: otherSession.id, totalAmount: 50000 });

    const closed = await clients.manager.put(`/api/register/close/${session.id}`, {
      closingBalance: 240000,
      notes: "Kurang Rp 4.400",
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      closingBalance: 240000,
      notes: { opening: null, closing: "Kurang Rp 4.400" },
      summary: {
        openingBalance: 200000,
        cashSales: 44400,
        nonCashSales: { QRIS: 25000, "Debit Card": 40000 },
        expectedCash: 244400,
        countedCash: 240000,
        difference: -4400,
        completedOrders: 4,
        openOrders: 2,
      },
    });
    expect(closed.json().closedAt).not.toBeNull();
  });
});

describe("reviewing a register before closing it", () => {
  it("shows the cash expected so far and the orders still open, and writes nothing", async () => {
    const session = await createRegisterSession(db(), { cashierId: accounts.cashier.id, openingBalance: 100000 });
    const inSession = { registerSessionId: session.id };
    await createOrder(db(), {
      ...inSession,
      status: ORDER_STATUS.Completed,
      paymentMethod: "Cash",
      totalAmount: 30000,
    });
    await createOrder(db(), {
      ...inSession,
      status: ORDER_STATUS.Completed,
      paymentMethod: "QRIS",
      totalAmount: 20000,
    });
    // Paid in cash at once and still cooking: the money is in the drawer already.
    const quick = await createOrder(db(), {
      ...inSession,
      status: ORDER_STATUS.Preparing,
      paymentStatus: PAYMENT_STATUS.Paid,
      paymentMethod: "Cash",
      paymentDetails: { method: "Cash", amountPaid: 20000, change: 5000 },
      totalAmount: 15000,
    });
    // A POS order is created with paymentStatus Paid, but no money is taken until it is finalized.
    const unpaid = await createOrder(db(), {
      ...inSession,
      status: ORDER_STATUS.New,
      paymentStatus: PAYMENT_STATUS.Paid,
      paymentMethod: "Cash",
      tableName: "Meja 3",
      totalAmount: 42000,
    });
    // A cancelled order without a refund (from before refunds were recorded) is not in the drawer.
    await createOrder(db(), {
      ...inSession,
      status: ORDER_STATUS.Cancelled,
      paymentStatus: PAYMENT_STATUS.Paid,
      totalAmount: 99999,
    });

    const review = await clients.cashier.get(`/api/register/${session.id}/review`);
    expect(review.statusCode).toBe(200);
    expect(review.json().sales).toEqual({
      openingBalance: 100000,
      cashSales: 45000,
      nonCashSales: { QRIS: 20000 },
      qrisConfirmedSales: 0,
      refunds: [],
      expectedCash: 145000,
      completedOrders: 2,
      openOrders: 2,
    });
    expect(review.json().openOrders.map((order: { orderId: string }) => order.orderId)).toEqual([
      quick.orderId,
      unpaid.orderId,
    ]);
    expect(review.json().openOrders[1]).toMatchObject({
      _id: unpaid.id,
      status: ORDER_STATUS.New,
      orderType: "Dine-In",
      tableName: "Meja 3",
      paymentStatus: PAYMENT_STATUS.Paid,
      totalAmount: 42000,
    });
    const status = (await clients.cashier.get("/api/register/status")).json();
    expect(status).toMatchObject({ isOpen: true, session: { _id: session.id, closedAt: null } });

    // Closing counts the same cash.
    const closed = await clients.cashier.put(`/api/register/close/${session.id}`, { closingBalance: 145000 });
    expect(closed.json().summary).toMatchObject({ expectedCash: 145000, difference: 0, openOrders: 2 });
  });

  it("is the cashier's own or a manager's, for an open session only", async () => {
    const session = await createRegisterSession(db(), { cashierId: accounts.cashier.id });
    expect((await clients.otherCashier.get(`/api/register/${session.id}/review`)).statusCode).toBe(403);
    expect((await clients.manager.get(`/api/register/${session.id}/review`)).statusCode).toBe(200);
    expect((await clients.cashier.get("/api/register/not-an-id/review")).statusCode).toBe(404);
    await clients.cashier.put(`/api/register/close/${session.id}`, { closingBalance: 0 });
    const closed = await clients.cashier.get(`/api/register/${session.id}/review`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe("Sesi kasir ini sudah ditutup.");
  });
});
