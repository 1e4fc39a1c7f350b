import { ORDER_STATUS, type OrderRecord } from "@kedai/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser, TEST_PASSWORD } from "../../../test/factories";
import type { TestClient } from "../../../test/test-app";
import { useTill } from "../../../test/till";
import { auditEvents, orders, type users } from "../../db/schema";

const { db, clients, accounts, loginAs, readyCrepe, place } = useTill();

/*
 * A manager's approval at the till (docs/decisions/0041-manager-approval-at-the-till.md). Every
 * order is one Rp 15.000 crepe Take Away: the bill a cashier discount is taken from is Rp 15.000,
 * whose 20 % (the default limit) is Rp 3.000.
 */
let admin: TestClient;
let manager: typeof users.$inferSelect;
let managerWithoutPin: typeof users.$inferSelect;

beforeAll(async () => {
  admin = await loginAs("admin");
  manager = await createStaffUser(db(), { role: "manager", fullName: "Bu Manajer" });
  managerWithoutPin = await createStaffUser(db(), { role: "manager", fullName: "Pak Manajer" });
  const set = await admin.put(`/api/users/staff/${manager.id}/pin`, { pin: "482913" });
  expect(set.statusCode, set.body).toBe(200);
});

const finalize = (order: OrderRecord, body: object, client: TestClient = clients.cashier) =>
  client.put(`/api/orders/${order._id}/finalize`, { paymentDetails: { method: "Cash", amountPaid: 20000 }, ...body });

const stored = async (order: OrderRecord) => (await db().select().from(orders).where(eq(orders.id, order._id)))[0]!;

const auditsOf = (orderId: string, action: "order.discount_approved" | "order.cancel_approved") =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, orderId), eq(auditEvents.action, action)));

describe("a cashier discount", () => {
  it("can never exceed the bill: 400, nothing written", async () => {
    const order = await readyCrepe();
    const response = await finalize(order, { discount: { type: "fixed", value: 20000 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "DISCOUNT_OVER_BILL",
      message: "Diskon Rp 20.000 melebihi tagihan Rp 15.000.",
    });
    expect(await stored(order)).toMatchObject({ status: ORDER_STATUS.Ready, discount: 0, paymentDetails: null });
  });

  it("above the settings' limit needs a manager's PIN: 403 naming it without, done and audited with it", async () => {
    const order = await readyCrepe();
    const within = { type: "fixed", value: 3000 };
    const above = { type: "fixed", value: 5000 };
    const refused = await finalize(order, { discount: above });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "APPROVAL_REQUIRED",
      message:
        "Diskon kasir di atas batas (lebih dari 20% dari tagihan) perlu persetujuan manajer atau admin: minta mereka mengetik PIN.",
      details: { approval: "discount" },
    });
    const wrongPin = await finalize(order, {
      discount: above,
      approval: { username: manager.username, secret: "000000" },
    });
    expect(wrongPin.statusCode).toBe(403);
    expect(wrongPin.json().code).toBe("APPROVAL_INVALID");
    // A cashier's own password approves nothing.
    const cashierSelf = await finalize(order, {
      discount: above,
      approval: { username: accounts.cashier.login, secret: TEST_PASSWORD },
    });
    expect(cashierSelf.statusCode).toBe(403);
    expect(await stored(order)).toMatchObject({ status: ORDER_STATUS.Ready, discount: 0, approvals: [] });

    const approved = await finalize(order, {
      discount: above,
      approval: { username: manager.username, secret: "482913" },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // 10.000 + 2.000 packaging + 11 % tax 1.320.
    expect(approved.json().data).toMatchObject({ status: ORDER_STATUS.Completed, discount: 5000, totalAmount: 13320 });
    expect(approved.json().data.approvals).toEqual([
      { kind: "discount", approverId: manager.id, approverName: "Bu Manajer", at: expect.any(String) },
    ]);
    const [audit] = await auditsOf(order._id, "order.discount_approved");
    expect(audit).toMatchObject({
      label: order.orderId,
      after: { discount: 5000, limitPercent: 20, approvedById: manager.id, approvedBy: "Bu Manajer" },
    });

    // Within the limit: no approval asked.
    const small = await readyCrepe();
    const plain = await finalize(small, { discount: within });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().data.approvals).toEqual([]);
  });

  it("is approved by a manager's password while they have no PIN, and by their PIN only once they set one", async () => {
    const order = await readyCrepe();
    const above = { type: "percent", value: 50 };
    const byPassword = await finalize(order, {
      discount: above,
      approval: { username: managerWithoutPin.username, secret: TEST_PASSWORD },
    });
    expect(byPassword.statusCode, byPassword.body).toBe(200);

    const own = await loginAs("manager");
    const profile = (await own.get("/api/auth/profile")).json();
    const wrongPassword = await own.put("/api/auth/pin", { pin: "1234", password: "bukan-sandinya" });
    expect(wrongPassword.statusCode).toBe(400);
    expect((await own.put("/api/auth/pin", { pin: "12a4", password: TEST_PASSWORD })).statusCode).toBe(400);
    expect((await own.put("/api/auth/pin", { pin: "2468", password: TEST_PASSWORD })).statusCode).toBe(200);
    const [pinSet] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, profile._id), eq(auditEvents.action, "staff.pin_set")));
    expect(pinSet).toMatchObject({ actorId: profile._id, after: { username: profile.username, pinSet: true } });
    expect(JSON.stringify(pinSet)).not.toContain("2468");

    const next = await readyCrepe();
    const oldWay = await finalize(next, {
      discount: above,
      approval: { username: profile.username, secret: TEST_PASSWORD },
    });
    expect(oldWay.json().code).toBe("APPROVAL_INVALID");
    const byPin = await finalize(next, { discount: above, approval: { username: profile.username, secret: "2468" } });
    expect(byPin.statusCode, byPin.body).toBe(200);
  });

  it("throttles wrong PINs like logins: after 10, even the right PIN waits (429)", async () => {
    const guessed = await createStaffUser(db(), { role: "admin" });
    expect((await admin.put(`/api/users/staff/${guessed.id}/pin`, { pin: "9090" })).statusCode).toBe(200);
    const order = await readyCrepe();
    const discount = { type: "percent", value: 100 };
    for (let i = 0; i < 10; i++) {
      const guess = await finalize(order, { discount, approval: { username: guessed.username, secret: `11${i}0` } });
      expect(guess.statusCode).toBe(403);
    }
    const blocked = await finalize(order, { discount, approval: { username: guessed.username, secret: "9090" } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("RATE_LIMITED");
    expect(await stored(order)).toMatchObject({ status: ORDER_STATUS.Ready });
  });
});

describe("cancelling an order", () => {
  it("already paid needs a manager's PIN: 403 naming it without, cancelled and audited with it; unpaid needs none", async () => {
    const paid = await place({
      items: [{ productId: (await readyCrepe()).items[0]!.productId!, quantity: 1 }],
      paymentDetails: { method: "Cash", amountPaid: 20000 },
    });
    const cancel = (order: OrderRecord, body: object = {}) =>
      clients.cashier.put(`/api/orders/${order._id}/status`, { status: ORDER_STATUS.Cancelled, ...body });
    const refused = await cancel(paid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "APPROVAL_REQUIRED",
      message:
        "Membatalkan pesanan yang sudah dibayar perlu persetujuan manajer atau admin: minta mereka mengetik PIN.",
      details: { approval: "cancel" },
    });
    expect(await stored(paid)).toMatchObject({ status: ORDER_STATUS.New });

    const approved = await cancel(paid, { approval: { username: manager.username, secret: "482913" } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: ORDER_STATUS.Cancelled,
      approvals: [{ kind: "cancel", approverId: manager.id, approverName: "Bu Manajer" }],
    });
    const [audit] = await auditsOf(paid._id, "order.cancel_approved");
    expect(audit).toMatchObject({ label: paid.orderId, after: { approvedBy: "Bu Manajer" } });

    const unpaid = await readyCrepe();
    expect((await cancel(unpaid)).statusCode).toBe(200);
  });

  it("refuses the same through a till's command, and an admin's PIN for another account is set by admins only", async () => {
    const paid = await place({
      items: [{ productId: (await readyCrepe()).items[0]!.productId!, quantity: 1 }],
      paymentDetails: { method: "Cash", amountPaid: 20000 },
    });
    const synced = await clients.cashier.post("/api/orders/sync", {
      commands: [
        {
          kind: "cancel",
          idempotencyKey: crypto.randomUUID(),
          takenAt: new Date().toISOString(),
          deviceId: "kasir-uji",
          order: { id: paid._id },
          from: ORDER_STATUS.New,
        },
      ],
    });
    expect(synced.json().results[0]).toMatchObject({ status: 403, error: { code: "APPROVAL_REQUIRED" } });
    const byCashier = await clients.cashier.put(`/api/users/staff/${manager.id}/pin`, { pin: "1111" });
    expect(byCashier.statusCode).toBe(403);
  });
});
