import { todayKey } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers } from "../src/db/schema";
import { createCategory, createLocation, createProduct, TEST_PASSWORD } from "./factories";
import { type TestClient, useTestApp } from "./test-app";

/**
 * A client written from the product's call tables alone: every call with its payload exactly as
 * the tables and entities name it (spec field names, a signed adjustment quantity, days sent as a
 * JavaScript Date serialises them), cookies for the session and the CSRF token every client needs,
 * nothing else. Each call must succeed. Multipart calls (menu items, settings) are covered by their
 * own module tests; docs/spec-deviations.md lists what still differs.
 */
const { db, clients, loginAs, ctx } = useTestApp({ login: { admin: "admin" } });

const jsDate = (day: string) => new Date(`${day}T07:00:00.000Z`).toISOString();

type SpecAnswer = { _id: string; data: { _id: string; [key: string]: unknown }; [key: string]: unknown };

async function ok(response: Promise<{ statusCode: number; body: string; json: () => unknown }>): Promise<SpecAnswer> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json() as SpecAnswer;
}

describe("the back office calls as the call table writes them", () => {
  it("master data, stock, purchases, adjustments, expenses, promos, staff", async () => {
    const admin = clients.admin;
    await ok(admin.post("/api/categories", { name: "Crepes Manis" }));
    const option = await ok(admin.post("/api/customizations/options", { name: "Keju Ekstra", price: 3000 }));
    const group = await ok(
      admin.post("/api/customizations/option-sets", { name: "Topping", type: "checkbox", options: [option._id] }),
    );
    await ok(
      admin.put(`/api/customizations/option-sets/${group._id}`, {
        name: "Topping",
        type: "radio",
        options: [option._id],
      }),
    );
    const location = await ok(
      admin.post("/api/locations", { name: "Cabang Spek", address: "Jl. Spek 1", slug: "cabang-spek" }),
    );
    await ok(admin.post("/api/tables", { name: "Meja Spek", capacity: 4 }));
    const unit = await ok(admin.post("/api/units", { name: "kilogram" }));
    const stock = await ok(
      admin.post("/api/stock", {
        name: "Tepung Spek",
        unit: unit._id,
        quantityInStock: 10,
        cost: 12000,
        isPackaging: false,
        lowStockThreshold: 10,
      }),
    );
    const supplier = await ok(
      admin.post("/api/suppliers", {
        name: "PT Spek",
        contactPerson: "Budi",
        phone: "081234567890",
        address: "Jl. Pemasok 2",
        notes: "",
      }),
    );
    await ok(
      admin.post("/api/purchases", {
        supplier: supplier._id,
        invoiceNumber: "INV-1",
        purchaseDate: jsDate("2026-11-20"),
        items: [{ stockItem: stock._id, quantity: 5, purchasePrice: 11000 }],
        paymentMethod: "Cash",
        notes: "",
        totalCost: 55000,
      }),
    );
    const adjusted = await ok(
      admin.post("/api/stock-adjustments", {
        stockItem: stock._id,
        quantity: -5,
        type: "Rusak",
        notes: "Basah",
        date: jsDate("2026-11-21"),
      }),
    );
    expect(adjusted.data).toMatchObject({ quantity: -5, date: "2026-11-21", quantityAfter: 10 });

    const category = await ok(admin.post("/api/expenses/categories", { name: "Listrik Spek" }));
    const expense = await ok(
      admin.post("/api/expenses", {
        amount: 150000,
        category: category._id,
        date: jsDate("2026-11-22"),
        description: "Token listrik",
      }),
    );
    expect(JSON.stringify(expense)).toContain("2026-11-22");

    const promoBody = {
      name: "Promo Spek",
      code: "SPEK10",
      type: "percentage",
      value: 10,
      startDate: jsDate("2026-01-01"),
      endDate: jsDate("2099-12-31"),
      description: "",
      isActive: true,
    };
    const promo = await ok(admin.post("/api/promos", promoBody));
    expect(promo).toMatchObject({ startDate: "2026-01-01", endDate: "2099-12-31" });
    await ok(admin.put(`/api/promos/${promo._id}`, { ...promoBody, value: 15 }));

    await ok(
      admin.post("/api/users/staff", {
        fullName: "Staf Spek",
        username: "staf-spek",
        password: "rahasia",
        phone: "0811111111",
        role: "staff",
        assignedLocation: location._id,
        payroll: { type: "hourly", rate: 20000 },
        startDate: "2026-11-01",
      }),
    );
    await ok(admin.get("/api/reports/profit-loss?startDate=2026-11-01&endDate=2026-11-30"));
    await ok(admin.get(`/api/purchases?startDate=${jsDate("2026-11-01")}&endDate=${jsDate("2026-11-30")}`));
  });

  it("franchise member: stock request, profile; head office moves the request on and promotes a customer", async () => {
    const member = await loginAs("franchise");
    const unit = await ok(clients.admin.post("/api/units", { name: "liter" }));
    const stock = await ok(
      clients.admin.post("/api/stock", {
        name: "Susu Spek",
        unit: unit._id,
        quantityInStock: 50,
        cost: 15000,
        isPackaging: false,
        lowStockThreshold: 10,
      }),
    );
    const request = await ok(
      member.post("/api/stock-requests", { notes: "Mingguan", items: [{ stockItem: stock._id, quantity: 2 }] }),
    );
    await ok(
      clients.admin.put(`/api/stock-requests/${request._id ?? request.data._id}/status`, { status: "Diproses" }),
    );
    const profile = (await member.get("/api/auth/profile")).json();
    await ok(
      member.put("/api/customers/profile", {
        name: "Mitra Spek",
        email: profile.email,
        phone: "0822222222",
        outletName: "Outlet Spek",
        outletAddress: "Jl. Mitra 3",
      }),
    );

    const customer = await ok(
      clients.admin.post("/api/customers", {
        name: "Calon Mitra",
        email: "calon@spek.id",
        phone: "0833333333",
        address: "",
      }),
    );
    await ok(
      clients.admin.put(`/api/customers/${customer.data._id}/type`, {
        customerType: "Franchise",
        outletName: "Outlet Baru",
        outletAddress: "Jl. Baru 4",
      }),
    );
  });
});

describe("the storefront and cashier calls as the call table writes them", () => {
  it("sign-up, profile, addresses, password, promo check", async () => {
    const guest = ctx.client();
    await ok(
      guest.post("/api/customers/register", {
        name: "Pelanggan Spek",
        email: "spek@pelanggan.id",
        phone: "0844444444",
        password: "rahasia1",
      }),
    );
    await ok(guest.get("/api/auth/profile"));
    await ok(
      guest.put("/api/customers/profile", {
        name: "Pelanggan Spek",
        email: "spek@pelanggan.id",
        phone: "0844444445",
        address: "Jl. Rumah 5",
      }),
    );
    await ok(
      guest.put("/api/customers/profile/addresses", {
        addresses: [{ label: "Rumah", detail: "Jl. Rumah 5", notes: "Pagar hijau" }],
      }),
    );
    await ok(guest.put("/api/customers/change-password", { oldPassword: "rahasia1", newPassword: "rahasia2" }));
    await ok(guest.post("/api/auth/logout"));
    // A new visit: the browser fetches a fresh CSRF token, then logs in with the new password.
    const again = ctx.client();
    await ok(again.post("/api/auth/login", { username: "spek@pelanggan.id", password: "rahasia2" }));
    await ok(
      clients.admin.post("/api/promos", {
        name: "Promo Toko",
        code: "TOKO5",
        type: "fixed_amount",
        value: 5000,
        startDate: jsDate("2026-01-01"),
        endDate: jsDate("2099-12-31"),
        description: "",
        isActive: true,
      }),
    );
    const verified = await ok(again.post("/api/promos/verify", { code: "TOKO5" }));
    expect(verified).toMatchObject({ promo: { name: "Promo Toko", type: "fixed_amount", value: 5000 } });

    // The online order as the storefront sends it: its own id, totals and status, which the server
    // replaces with its own, and no Idempotency-Key.
    const crepe = await createProduct(db(), { price: 20000 });
    const outlet = await createLocation(db());
    const online = await ok(
      again.post("/api/orders", {
        orderId: "VNC-1",
        items: [{ productId: crepe.id, quantity: 1, selectedOptions: [] }],
        totalAmount: 1,
        customerDetails: { name: "Pelanggan Spek", phone: "0844444445", email: "spek@pelanggan.id" },
        paymentMethod: "Cash",
        paymentStatus: "Paid",
        deliveryInfo: { method: "pickup", outlet: outlet.id, dateTime: new Date(Date.now() + 3_600_000).toISOString() },
      }),
    );
    expect(online.data).toMatchObject({ subTotal: 20000, totalAmount: 22200 });
    expect(online.data.orderId).not.toBe("VNC-1");
  });

  it("register, attendance, a POS order with waiter/table/customer, edit, status, finalize, close", async () => {
    const cashier: TestClient = await loginAs("cashier");
    const location = await ok(
      clients.admin.post("/api/locations", { name: "Cabang Kasir", address: "Jl. Kasir 6", slug: "" }),
    );
    const table = await ok(clients.admin.post("/api/tables", { name: "Meja Kasir", capacity: 2 }));
    const category = await createCategory(db(), { name: "Minuman Spek" });
    const product = await createProduct(db(), { name: "Es Teh Spek", price: 10000, categoryId: category.id });
    const customer = await ok(
      cashier.post("/api/customers", {
        name: "Pelanggan Kasir",
        email: "kasir@pelanggan.id",
        phone: "0855555555",
        address: "",
      }),
    );

    await ok(cashier.post("/api/attendance/clock-in", { locationId: location._id }));
    const opened = await ok(
      cashier.post("/api/register/open", { outlet: location._id, openingBalance: 100000, notes: { opening: "Pagi" } }),
    );
    const status = await ok(cashier.get("/api/register/status"));
    expect(status).toMatchObject({ isOpen: true });
    const [waiter] = (await cashier.get("/api/users/waiters")).json() as { _id: string }[];
    await ok(cashier.get("/api/promos/active"));
    await db().update(customers).set({ loyaltyPoints: 100 }).where(eq(customers.id, customer.data._id));
    const redeemed = await ok(
      cashier.post("/api/customers/redeem-points", { customerId: customer.data._id, pointsToRedeem: 10 }),
    );
    expect(redeemed).toMatchObject({ discountAmount: expect.any(Number) });

    const placed = await ok(
      cashier.post("/api/orders", {
        orderType: "Dine-In",
        waiter: waiter._id,
        table: table._id,
        customer: customer.data._id,
        items: [{ productId: product.id, quantity: 2, selectedOptions: [] }],
        paymentMethod: "Cash",
        subTotal: 20000,
        totalAmount: 23310,
      }),
    );
    const order = placed.data;
    expect(order).toMatchObject({
      waiter: { _id: waiter._id },
      table: { _id: table._id },
      customer: { _id: customer.data._id },
    });

    await ok(
      cashier.put(`/api/orders/${order._id}`, {
        items: [{ productId: product.id, quantity: 3, selectedOptions: [] }],
        orderInfo: { orderType: "Dine-In", waiter: waiter._id, table: table._id, customer: customer.data._id },
        orderTotals: { subTotal: 30000 },
      }),
    );
    await ok(cashier.put(`/api/orders/${order._id}/status`, { status: "Preparing" }));
    await ok(cashier.put(`/api/orders/${order._id}/status`, { status: "Ready" }));
    const finalized = await ok(
      cashier.put(`/api/orders/${order._id}/finalize`, {
        paymentDetails: { method: "Cash", amountPaid: 100000 },
        status: "Completed",
      }),
    );
    expect(JSON.stringify(finalized)).toContain("Completed");
    await ok(cashier.get(`/api/orders?status=New,Preparing`));

    await ok(
      cashier.put(`/api/register/close/${opened._id ?? opened.data._id}`, { closingBalance: 130000, notes: "Sore" }),
    );
    await ok(cashier.put("/api/attendance/clock-out", { notes: "Pulang" }));

    // The fields the entities name, read from real answers as a client written from them would.
    // The shop's day, not UTC's: from 17:00 UTC it is already tomorrow in Jakarta.
    const day = todayKey();
    const listed = (await ok(clients.admin.get("/api/orders?limit=50"))).data as unknown as SpecRecord[];
    const theOrder = listed.find((row) => row._id === order._id);
    expect(missingFields(theOrder, ORDER_FIELDS)).toEqual([]);
    const dashboard = await ok(clients.admin.get("/api/reports/dashboard-summary"));
    const recent = (dashboard.recentOrders as SpecRecord[]).find((row) => row._id === order._id);
    expect(missingFields(recent, RECENT_ORDER_FIELDS)).toEqual([]);
    const report = (await clients.admin.get(`/api/attendance/report?startDate=${day}&endDate=${day}`)).json();
    expect(missingFields(report[0], ATTENDANCE_FIELDS)).toEqual([]);
    const payroll = (await clients.admin.get(`/api/reports/payroll?startDate=${day}&endDate=${day}`)).json();
    expect(missingFields(payroll[0], PAYROLL_FIELDS)).toEqual([]);

    await ok(cashier.put("/api/auth/change-password", { oldPassword: TEST_PASSWORD, newPassword: "sandi-baru-1" }));
  });
});

type SpecRecord = { _id?: string; [key: string]: unknown };

/** The back office's Order, Recent order, Attendance record and Payroll row, field by field. */
const ORDER_FIELDS = [
  "orderId",
  "createdAt",
  "customerDetails",
  "waiter.fullName",
  "table.name",
  "orderType",
  "status",
  "paymentMethod",
  "paymentStatus",
  "items[].name",
  "items[].quantity",
  "items[].finalPricePerItem",
  "items[].selectedOptions",
  "subTotal",
  "serviceCharge",
  "tax",
  "totalAmount",
];
const RECENT_ORDER_FIELDS = ["orderId", "createdAt", "waiter.fullName", "totalAmount", "status"];
const ATTENDANCE_FIELDS = ["user.fullName", "location.name", "clockInTime", "clockOutTime", "workDurationMinutes"];
const PAYROLL_FIELDS = ["userId", "fullName", "payrollType", "payrollRate", "totalHours", "calculatedSalary"];

/**
 * The paths of `fields` that `record` does not carry (`undefined`; `null` is an answer): "a.b"
 * reads a nested field, "items[].name" the field of every element of a non-empty list.
 */
function missingFields(record: unknown, fields: string[]): string[] {
  if (record === undefined) return ["(the record itself)"];
  const carries = (value: unknown, path: string[]): boolean => {
    if (path.length === 0) return value !== undefined;
    const [head, ...rest] = path as [string, ...string[]];
    if (head.endsWith("[]")) {
      const list = (value as Record<string, unknown> | null)?.[head.slice(0, -2)];
      return Array.isArray(list) && list.length > 0 && list.every((element) => carries(element, rest));
    }
    return value !== null && typeof value === "object" && carries((value as Record<string, unknown>)[head], rest);
  };
  return fields.filter((field) => !carries(record, field.split(".")));
}
