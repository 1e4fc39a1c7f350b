import { ORDER_STATUS } from "@kedai/shared";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrder, createTable } from "../../../test/factories";
import { type TestClient, useTestApp } from "../../../test/test-app";
import { diningTables, orders } from "../../db/schema";

const {
  ctx,
  db,
  clients: { admin, cashier, customer },
} = useTestApp({ login: { admin: "manager", cashier: "cashier", customer: "customer" } });

const countTables = async () => (await db().select().from(diningTables)).length;
const names = async (client: TestClient, url = "/api/tables") =>
  (await client.get(url)).json().map((t: { name: string }) => t.name);

describe("tables", () => {
  it("creates tables (status Available by default) and lists them in the order a waiter reads them", async () => {
    for (const [name, capacity] of [
      ["Lesehan 10", 4],
      ["Lesehan 2", 2],
      ["Lesehan 1", 2],
      ["Teras", 6],
    ] as const) {
      const response = await admin.post("/api/tables", { name, capacity });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ _id: expect.any(String), name, capacity, status: "Available" });
    }
    expect(await names(admin, "/api/tables?search=lesehan")).toEqual(["Lesehan 1", "Lesehan 2", "Lesehan 10"]);
  });

  it("lets the POS read them (cashier yes; customer 403, guest 401) and searches by name", async () => {
    expect(await names(cashier)).toContain("Teras");
    expect(await names(cashier, "/api/tables?search=lesehan%201")).toEqual(["Lesehan 1", "Lesehan 10"]);
    expect(await names(cashier, "/api/tables?search=ter")).toEqual(["Teras"]);
    expect((await customer.get("/api/tables")).statusCode).toBe(403);
    expect((await ctx.client().get("/api/tables")).statusCode).toBe(401);
  });

  it("refuses a duplicate name (any case) with 409 and creates nothing", async () => {
    const before = await countTables();
    const response = await admin.post("/api/tables", { name: "lesehan 1", capacity: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "NAME_TAKEN", message: 'Meja "Lesehan 1" sudah ada.' });
    expect(await countTables()).toBe(before);
  });

  it("creates one table when the same new name arrives twice at once", async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => admin.post("/api/tables", { name: "Lesehan Kembar", capacity: 2 })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await names(admin, "/api/tables?search=kembar")).toEqual(["Lesehan Kembar"]);
  });

  it.each([
    ["capacity 0", { name: "Meja X", capacity: 0 }, { capacity: "Kapasitas minimal 1." }],
    ["a negative capacity", { name: "Meja X", capacity: -3 }, { capacity: "Kapasitas minimal 1." }],
    [
      "a fractional capacity",
      { name: "Meja X", capacity: 2.5 },
      { capacity: "Kapasitas harus berupa bilangan bulat." },
    ],
    ["capacity as text", { name: "Meja X", capacity: "4" }, { capacity: "Kapasitas harus berupa angka." }],
    ["no capacity", { name: "Meja X" }, { capacity: "Kapasitas wajib diisi." }],
    ["a huge capacity", { name: "Meja X", capacity: 1e9 }, { capacity: "Kapasitas maksimal 100." }],
    ["no name", { capacity: 2 }, { name: "Nama meja wajib diisi." }],
    ["a blank name", { name: "   ", capacity: 2 }, { name: "Nama meja wajib diisi." }],
    ["a 10 KB name", { name: "m".repeat(10_240), capacity: 2 }, { name: "Nama meja maksimal 50 karakter." }],
    [
      "an unknown status",
      { name: "Meja X", capacity: 2, status: "Kosong" },
      { status: "Status meja harus Available, Occupied, atau Reserved." },
    ],
  ])("answers 400 for %s and changes nothing", async (_label, payload, fields) => {
    const before = await countTables();
    const response = await admin.post("/api/tables", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", message: Object.values(fields)[0], fields });
    expect(await countTables()).toBe(before);
  });

  it("updates name, capacity and status; a status left out stays", async () => {
    const [teras] = await db().select().from(diningTables).where(eq(diningTables.name, "Teras"));
    const reserved = await admin.put(`/api/tables/${teras.id}`, { name: "Teras", capacity: 6, status: "Reserved" });
    expect(reserved.statusCode).toBe(200);
    expect(reserved.json().status).toBe("Reserved");
    const renamed = await admin.put(`/api/tables/${teras.id}`, { name: "Teras Depan", capacity: 8 });
    expect(renamed.json()).toMatchObject({ _id: teras.id, name: "Teras Depan", capacity: 8, status: "Reserved" });

    const clash = await admin.put(`/api/tables/${teras.id}`, { name: "LESEHAN 2", capacity: 8 });
    expect(clash.statusCode).toBe(409);
    const bad = await admin.put(`/api/tables/${teras.id}`, { name: "Teras", capacity: -1 });
    expect(bad.statusCode).toBe(400);
    const [after] = await db().select().from(diningTables).where(eq(diningTables.id, teras.id));
    expect(after).toMatchObject({ name: "Teras Depan", capacity: 8 });
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["abc", "00000000-0000-0000-0000-000000000000"]) {
      const put = await admin.put(`/api/tables/${id}`, { name: "Meja Z", capacity: 2 });
      expect(put.statusCode).toBe(404);
      expect(put.json().message).toBe("Meja tidak ditemukan.");
      expect((await admin.delete(`/api/tables/${id}`)).statusCode).toBe(404);
      expect((await cashier.get(`/api/tables/${id}`)).statusCode).toBe(404);
    }
  });

  it("is read-only for a cashier", async () => {
    const meja1 = await createTable(db(), { name: "Meja Dekat Kasir" });
    expect((await cashier.post("/api/tables", { name: "Meja Kasir", capacity: 2 })).statusCode).toBe(403);
    expect((await cashier.put(`/api/tables/${meja1.id}`, { name: "Lesehan 1", capacity: 9 })).statusCode).toBe(403);
    expect((await cashier.delete(`/api/tables/${meja1.id}`)).statusCode).toBe(403);
    expect((await ctx.client().post("/api/tables", { name: "Meja Tamu", capacity: 2 })).statusCode).toBe(401);
  });

  it("keeps a table with an open order, archives it once the order is finished", async () => {
    const [meja2] = await db().select().from(diningTables).where(eq(diningTables.name, "Lesehan 2"));
    const order = await createOrder(db(), { tableId: meja2.id, tableName: meja2.name });

    const refused = await admin.delete(`/api/tables/${meja2.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("pesanan aktif");

    await db().update(orders).set({ status: ORDER_STATUS.Completed }).where(eq(orders.id, order.id));
    const deleted = await admin.delete(`/api/tables/${meja2.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ _id: meja2.id, archived: true });
    expect(deleted.json().message).toMatch(
      /^Meja "Lesehan 2" diarsipkan: masih tercatat di 1 pesanan selesai\/batal\./,
    );
    const [kept] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ tableId: meja2.id, tableName: "Lesehan 2" });
    expect(await names(admin)).not.toContain("Lesehan 2");
  });

  it("names the open orders seated at each table, oldest first, for the till", async () => {
    const table = await createTable(db(), { name: "Sudut Buka", status: "Occupied" });
    const seated = { tableId: table.id, tableName: table.name };
    const later = await createOrder(db(), { ...seated, status: ORDER_STATUS.New });
    const order = await createOrder(db(), {
      ...seated,
      status: ORDER_STATUS.Preparing,
      createdAt: new Date(later.createdAt.getTime() - 60_000),
    });
    await createOrder(db(), { ...seated, status: ORDER_STATUS.Completed });
    const listed = (await cashier.get("/api/tables?search=sudut")).json();
    const open = (o: { id: string; orderId: string }) => ({ _id: o.id, orderId: o.orderId });
    expect(listed).toMatchObject([
      { name: "Sudut Buka", openOrder: open(order), openOrders: [open(order), open(later)] },
    ]);

    await db()
      .update(orders)
      .set({ status: ORDER_STATUS.Completed })
      .where(inArray(orders.id, [order.id, later.id]));
    expect((await cashier.get("/api/tables?search=sudut")).json()[0]).toMatchObject({
      openOrder: null,
      openOrders: [],
    });
  });
});
