import { type AuditRecord, ORDER_STATUS, todayKey } from "@kedai/shared";
import { describe, expect, it } from "vitest";
import {
  createCustomer,
  createLocation,
  createProduct,
  createRegisterSession,
  createStaffUser,
} from "../../../test/factories";
import { formFields, multipartForm } from "../../../test/multipart";
import type { TestClient } from "../../../test/test-app";
import { useTill } from "../../../test/till";
import { auditEvents, expenseCategories, expenses } from "../../db/schema";

const { ctx, db, clients, loginAs, accounts, place, moveTo } = useTill();
let admin: TestClient;
let manager: TestClient;

const adminClient = async () => {
  admin ??= await loginAs("admin");
  return admin;
};

/** The audit rows of one record, through the API as an admin sees them. */
async function auditOf(entityId: string): Promise<AuditRecord[]> {
  const response = await (await adminClient()).get("/api/audit?limit=100");
  expect(response.statusCode).toBe(200);
  return (response.json().data as AuditRecord[]).filter((row) => row.entityId === entityId);
}

const countAudit = async () => (await db().select().from(auditEvents)).length;

describe("what the audit log records", () => {
  it("a paid order cancelled: once, with the cashier, the status and the total", async () => {
    const product = await createProduct(db(), { price: 20000 });
    const order = await place({ items: [{ productId: product.id, quantity: 1 }] });
    expect((await moveTo(order, ORDER_STATUS.Cancelled)).statusCode).toBe(200);
    const rows = await auditOf(order._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "order.paid_cancelled",
      entityType: "order",
      label: order.orderId,
      actor: { _id: accounts.cashier.id, kind: "staff" },
      before: { paymentStatus: "Paid", totalAmount: order.totalAmount },
      after: { status: ORDER_STATUS.Cancelled },
    });
  });

  it("a deleted staff account: its columns before, never the password hash; a refused delete records nothing", async () => {
    const client = await adminClient();
    const user = await createStaffUser(db(), { role: "staff", fullName: "Budi Dihapus" });
    const before = await countAudit();
    manager ??= await loginAs("manager");
    expect((await manager.delete(`/api/users/staff/${user.id}`)).statusCode).toBe(403);
    expect(await countAudit()).toBe(before);

    expect((await client.delete(`/api/users/staff/${user.id}`)).statusCode).toBe(200);
    const [row, ...more] = await auditOf(user.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      action: "record.deleted",
      entityType: "staff",
      label: "Budi Dihapus",
      before: { fullName: "Budi Dihapus", role: "staff" },
      after: null,
    });
    expect(row.actor.name).not.toBe("");
    expect(JSON.stringify(row)).not.toMatch(/password|hash/i);
  });

  it("deleted customers, menu items and expenses, each once", async () => {
    const client = await adminClient();
    const customer = await createCustomer(db(), { name: "Citra Dihapus" });
    const product = await createProduct(db(), { name: "Crepes Dihapus", price: 18000 });
    const [category] = await db().insert(expenseCategories).values({ name: "Audit Uji" }).returning();
    const [expense] = await db()
      .insert(expenses)
      .values({ categoryId: category.id, amount: 75000, date: todayKey("Asia/Jakarta"), description: "Gas" })
      .returning();

    expect((await client.delete(`/api/customers/${customer.id}`)).statusCode).toBe(200);
    expect((await client.delete(`/api/menu/${product.id}`)).statusCode).toBe(200);
    expect((await client.delete(`/api/expenses/${expense.id}`)).statusCode).toBe(200);

    expect(await auditOf(customer.id)).toEqual([
      expect.objectContaining({ entityType: "customer", label: "Citra Dihapus", before: expect.any(Object) }),
    ]);
    expect(await auditOf(product.id)).toEqual([
      expect.objectContaining({
        entityType: "menuItem",
        label: "Crepes Dihapus",
        before: expect.objectContaining({ price: 18000 }),
      }),
    ]);
    expect(await auditOf(expense.id)).toEqual([
      expect.objectContaining({
        entityType: "expense",
        label: "Gas",
        before: expect.objectContaining({ amount: 75000 }),
      }),
    ]);
    // A second delete of the same record is a 404 and records nothing.
    const before = await countAudit();
    expect((await client.delete(`/api/expenses/${expense.id}`)).statusCode).toBe(404);
    expect(await countAudit()).toBe(before);
  });

  it("a menu price change: the old and the new price; an edit keeping the price records nothing", async () => {
    const client = await adminClient();
    const location = await createLocation(db());
    const product = await createProduct(db(), { name: "Crepes Harga", price: 20000, locationId: location.id });
    const put = (price: number) => {
      const form = multipartForm(
        formFields({ name: "Crepes Harga", price, category: product.categoryId, location: product.locationId }),
      );
      return client.request("PUT", `/api/menu/${product.id}`, { payload: form.payload, headers: form.headers });
    };
    expect((await put(20000)).statusCode).toBe(200);
    expect(await auditOf(product.id)).toEqual([]);
    expect((await put(22000)).statusCode).toBe(200);
    expect(await auditOf(product.id)).toEqual([
      expect.objectContaining({ action: "price.changed", before: { price: 20000 }, after: { price: 22000 } }),
    ]);
  });

  it("a staff role change: from and to; a rename alone records nothing", async () => {
    const client = await adminClient();
    const user = await createStaffUser(db(), { role: "staff", fullName: "Dewi Peran" });
    const body = (role: string, fullName = "Dewi Peran") => ({
      fullName,
      username: user.username,
      password: "",
      role,
      startDate: user.startDate,
    });
    expect((await client.put(`/api/users/staff/${user.id}`, body("staff", "Dewi P."))).statusCode).toBe(200);
    expect(await auditOf(user.id)).toEqual([]);
    expect((await client.put(`/api/users/staff/${user.id}`, body("manager"))).statusCode).toBe(200);
    expect(await auditOf(user.id)).toEqual([
      expect.objectContaining({ action: "staff.role_changed", before: { role: "staff" }, after: { role: "manager" } }),
    ]);
  });

  it("a register closed with a cash difference; one closed even records nothing", async () => {
    const client = await adminClient();
    const kiki = await createStaffUser(db(), { role: "cashier", fullName: "Kiki Kasir" });
    const short = await createRegisterSession(db(), {
      cashierId: kiki.id,
      cashierName: kiki.fullName,
      openingBalance: 100000,
    });
    const even = await createRegisterSession(db(), {
      cashierId: (await createStaffUser(db(), { role: "cashier" })).id,
      openingBalance: 100000,
    });
    expect((await client.put(`/api/register/close/${even.id}`, { closingBalance: 100000 })).statusCode).toBe(200);
    expect(await auditOf(even.id)).toEqual([]);
    expect((await client.put(`/api/register/close/${short.id}`, { closingBalance: 95000 })).statusCode).toBe(200);
    expect(await auditOf(short.id)).toEqual([
      expect.objectContaining({
        action: "register.cash_difference",
        entityType: "register",
        // Read after the kind: "Register dibuka oleh Kiki Kasir", not "Register Register Kiki Kasir".
        label: "dibuka oleh Kiki Kasir",
        before: { expectedCash: 100000 },
        after: { countedCash: 95000, difference: -5000 },
      }),
    ]);
  });

  it("settings: only the changed fields; a refused document records nothing", async () => {
    const client = await adminClient();
    const current = (await ctx.client().get("/api/settings")).json();
    const putSettings = (data: unknown) => {
      const form = multipartForm([{ name: "settingsData", value: JSON.stringify(data) }]);
      return client.request("PUT", "/api/settings", { payload: form.payload, headers: form.headers });
    };
    const before = await countAudit();
    expect((await putSettings({ ...current, taxRatePercent: 150 })).statusCode).toBe(400);
    expect(await countAudit()).toBe(before);
    expect((await putSettings({ ...current, taxRatePercent: 12 })).statusCode).toBe(200);
    const page = (await client.get("/api/audit?action=settings.changed")).json();
    expect(page.data[0]).toMatchObject({
      before: { taxRatePercent: current.taxRatePercent },
      after: { taxRatePercent: 12 },
    });
    expect(Object.keys(page.data[0].after)).toEqual(["taxRatePercent"]);
  });

  it("an outlet's own tax: before and after; an edit that keeps it records nothing", async () => {
    const client = await adminClient();
    const location = await createLocation(db(), { name: "Outlet Pajak", address: "Jl. Uji" });
    const body = { name: "Outlet Pajak", address: "Jl. Uji" };
    expect((await client.put(`/api/locations/${location.id}`, { ...body, address: "Jl. Uji 2" })).statusCode).toBe(200);
    expect(await auditOf(location.id)).toEqual([]);
    const changed = await client.put(`/api/locations/${location.id}`, { ...body, taxRatePercent: 10, taxLabel: "PB1" });
    expect(changed.statusCode).toBe(200);
    expect(await auditOf(location.id)).toEqual([
      expect.objectContaining({
        action: "location.tax_changed",
        label: "Outlet Pajak",
        before: { taxRatePercent: null, taxLabel: null },
        after: { taxRatePercent: 10, taxLabel: "PB1" },
      }),
    ]);
  });
});

describe("GET /api/audit", () => {
  it("is for admins: a manager gets 403", async () => {
    manager ??= await loginAs("manager");
    expect((await manager.get("/api/audit")).statusCode).toBe(403);
    expect((await clients.cashier.get("/api/audit")).statusCode).toBe(403);
  });

  it("filters by action, actor and days, newest first, a page at a time", async () => {
    const client = await adminClient();
    const all = (await client.get("/api/audit")).json();
    expect(all.total).toBeGreaterThanOrEqual(8);
    const times = all.data.map((row: AuditRecord) => row.at);
    expect([...times].sort().reverse()).toEqual(times);

    const deletions = (await client.get("/api/audit?action=record.deleted")).json();
    expect(deletions.total).toBe(4);
    expect(deletions.data.every((row: AuditRecord) => row.action === "record.deleted")).toBe(true);

    const byCashier = (await client.get(`/api/audit?actor=${accounts.cashier.id}`)).json();
    expect(byCashier.data.map((row: AuditRecord) => row.action)).toEqual(["order.paid_cancelled"]);

    const today = todayKey(ctx.env.BUSINESS_TIMEZONE);
    expect((await client.get(`/api/audit?startDate=${today}&endDate=${today}`)).json().total).toBe(all.total);
    expect((await client.get("/api/audit?startDate=2020-01-01&endDate=2020-01-31")).json().total).toBe(0);
    const backwards = await client.get(`/api/audit?startDate=${today}&endDate=2020-01-01`);
    expect(backwards.statusCode).toBe(400);
    expect((await client.get("/api/audit?action=bogus")).statusCode).toBe(400);

    const first = (await client.get("/api/audit?limit=3")).json();
    const second = (await client.get("/api/audit?limit=3&page=2")).json();
    expect(first).toMatchObject({ page: 1, limit: 3, total: all.total });
    expect(first.data).toHaveLength(3);
    expect([...first.data, ...second.data].map((row: AuditRecord) => row._id)).toEqual(
      all.data.slice(0, 6).map((row: AuditRecord) => row._id),
    );
  });
});
