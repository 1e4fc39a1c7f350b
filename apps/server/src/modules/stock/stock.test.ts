import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct, createUnit } from "../../../test/factories";
import { useTestApp } from "../../../test/test-app";
import { products, stockItems } from "../../db/schema";
import { listLowStock } from "./stock.service";

const {
  ctx,
  db,
  clients: { admin, cashier, customer, member },
} = useTestApp({
  login: { admin: "admin", cashier: "cashier", customer: "customer", member: "franchise" },
});
let gramId: string;
let pcsId: string;
let categoryId: string;

beforeAll(async () => {
  gramId = (await createUnit(db(), { name: "Uji Gram" })).id;
  pcsId = (await createUnit(db(), { name: "Uji Pcs" })).id;
  categoryId = (await createCategory(db(), { name: "Uji Crepes" })).id;
});

const countItems = async () => (await db().select().from(stockItems)).length;
const createItem = async (body: Record<string, unknown>) => {
  const response = await admin.post("/api/stock", body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
/** A menu item with a recipe, written straight to the database (the menu API is another module). */
async function productWithRecipe(name: string, recipe: Array<[string, number]>) {
  const rows = recipe.map(([stockItemId, quantityUsed]) => ({ stockItemId, quantityUsed }));
  return (await createProduct(db(), { name, price: 25000, categoryId, recipe: rows })).id;
}
const cogsOf = async (productId: string) =>
  (await db().select({ cogs: products.cogs }).from(products).where(eq(products.id, productId)))[0].cogs;

describe("POST /api/stock", () => {
  it("creates an item with its unit as {_id, name}, defaults and the low-stock flag", async () => {
    const item = await createItem({ name: "Uji Tepung", unit: gramId, quantityInStock: 5000, cost: 12.5 });
    expect(item).toMatchObject({
      _id: expect.any(String),
      name: "Uji Tepung",
      unit: { _id: gramId, name: "Uji Gram" },
      quantityInStock: 5000,
      cost: 12.5,
      isPackaging: false,
      lowStockThreshold: 10,
      isLowStock: false,
    });
    expect(item).not.toHaveProperty("unitId");
  });

  it("flags an item at or below its threshold", async () => {
    const atThreshold = await createItem({ name: "Uji Telur", unit: pcsId, quantityInStock: 10, cost: 2000 });
    expect(atThreshold.isLowStock).toBe(true);
    const above = await createItem({ name: "Uji Gula", unit: gramId, quantityInStock: 10.5, lowStockThreshold: 10 });
    expect(above.isLowStock).toBe(false);
    const zeroThreshold = await createItem({ name: "Uji Cup", unit: pcsId, lowStockThreshold: 0, isPackaging: true });
    expect(zeroThreshold).toMatchObject({ quantityInStock: 0, isLowStock: true, isPackaging: true });
  });

  it.each([
    ["no unit", { name: "Uji X" }, { unit: "Silakan pilih satuan untuk item ini." }],
    ["an empty unit", { name: "Uji X", unit: "" }, { unit: "Silakan pilih satuan untuk item ini." }],
    ["a null unit", { name: "Uji X", unit: null }, { unit: "Silakan pilih satuan untuk item ini." }],
    ["no name", { unit: "UNIT" }, { name: "Nama item stok wajib diisi." }],
    ["a 10 KB name", { name: "t".repeat(10_240), unit: "UNIT" }, { name: "Nama item stok maksimal 100 karakter." }],
    ["a negative cost", { name: "Uji X", unit: "UNIT", cost: -1 }, { cost: "Harga per satuan tidak boleh negatif." }],
    ["a cost as text", { name: "Uji X", unit: "UNIT", cost: "5000" }, { cost: "Harga per satuan harus berupa angka." }],
    [
      "a quantity as text",
      { name: "Uji X", unit: "UNIT", quantityInStock: "10" },
      { quantityInStock: "Jumlah stok harus berupa angka." },
    ],
    [
      "a negative quantity",
      { name: "Uji X", unit: "UNIT", quantityInStock: -1 },
      { quantityInStock: "Jumlah stok tidak boleh negatif." },
    ],
    [
      "an absurd quantity",
      { name: "Uji X", unit: "UNIT", quantityInStock: 1e15 },
      { quantityInStock: "Jumlah stok terlalu besar." },
    ],
    [
      "a negative threshold",
      { name: "Uji X", unit: "UNIT", lowStockThreshold: -5 },
      { lowStockThreshold: "Batas stok menipis tidak boleh negatif." },
    ],
    ["isPackaging as text", { name: "Uji X", unit: "UNIT", isPackaging: "ya" }, { isPackaging: expect.any(String) }],
  ])("answers 400 for %s and creates nothing", async (_label, payload: Record<string, unknown>, fields) => {
    const body = { ...payload, ...(payload.unit === "UNIT" ? { unit: gramId } : {}) };
    const before = await countItems();
    const response = await admin.post("/api/stock", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", fields });
    expect(await countItems()).toBe(before);
  });

  it("refuses a unit that does not exist, with a field message", async () => {
    for (const unit of ["bukan-id", "00000000-0000-0000-0000-000000000000"]) {
      const response = await admin.post("/api/stock", { name: "Uji Hantu", unit });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.unit).toContain("Satuan yang dipilih tidak ditemukan");
    }
  });

  it("refuses a second item with the same name (any case)", async () => {
    const response = await admin.post("/api/stock", { name: "uji tepung", unit: gramId });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Item stok "Uji Tepung" sudah ada.');
  });
});

describe("GET /api/stock", () => {
  it("lists items by name with unit and flag, and searches by name", async () => {
    const all = (await admin.get("/api/stock")).json();
    const mine = all.filter((i: { name: string }) => i.name.startsWith("Uji "));
    expect(mine.map((i: { name: string }) => i.name)).toEqual(["Uji Cup", "Uji Gula", "Uji Telur", "Uji Tepung"]);
    expect(mine[2]).toMatchObject({ unit: { _id: pcsId, name: "Uji Pcs" }, isLowStock: true });

    const found = (await admin.get("/api/stock?search=UJI%20TEP")).json();
    expect(found.map((i: { name: string }) => i.name)).toEqual(["Uji Tepung"]);
  });

  it("gives a franchise member the orderable list: no packaging, no costs or quantities", async () => {
    const response = await member.get("/api/stock?search=uji");
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows.map((i: { name: string }) => i.name)).toEqual(["Uji Gula", "Uji Telur", "Uji Tepung"]);
    expect(rows[0]).toEqual({ _id: expect.any(String), name: "Uji Gula", unit: { _id: gramId, name: "Uji Gram" } });
  });

  it("is closed to cashiers, regular customers and guests", async () => {
    expect((await cashier.get("/api/stock")).statusCode).toBe(403);
    expect((await customer.get("/api/stock")).statusCode).toBe(403);
    expect((await ctx.client().get("/api/stock")).statusCode).toBe(401);
  });
});

describe("PUT /api/stock/:id", () => {
  it("recomputes the cost of goods of every product using an ingredient whose cost changed", async () => {
    const coklat = await createItem({ name: "Uji Cokelat", unit: gramId, quantityInStock: 1000, cost: 1500 });
    const keju = await createItem({ name: "Uji Keju", unit: gramId, quantityInStock: 1000, cost: 10 });
    const cokelatKeju = await productWithRecipe("Uji Crepes Cokelat Keju", [
      [coklat._id, 2],
      [keju._id, 0.25],
    ]);
    const kejuSaja = await productWithRecipe("Uji Crepes Keju", [[keju._id, 3]]);
    expect(await cogsOf(cokelatKeju)).toBe(3003); // 3000 + 2.5, half up
    expect(await cogsOf(kejuSaja)).toBe(30);

    const response = await admin.put(`/api/stock/${coklat._id}`, {
      name: "Uji Cokelat",
      unit: gramId,
      quantityInStock: 1000,
      cost: 1750.25,
      isPackaging: false,
      lowStockThreshold: 10,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().cost).toBe(1750.25);
    expect(await cogsOf(cokelatKeju)).toBe(3503); // 3500.5 + 2.5
    expect(await cogsOf(kejuSaja)).toBe(30);

    await admin.put(`/api/stock/${keju._id}`, { name: "Uji Keju", unit: gramId, cost: 12.5 });
    expect(await cogsOf(cokelatKeju)).toBe(3504); // 3500.5 + 3.125 = 3503.625
    expect(await cogsOf(kejuSaja)).toBe(38); // 37.5, half up
  });

  it("keeps numbers and flags that are left out, and changes the unit", async () => {
    const item = await createItem({ name: "Uji Susu", unit: gramId, quantityInStock: 7, cost: 20, isPackaging: false });
    const response = await admin.put(`/api/stock/${item._id}`, { name: "Uji Susu UHT", unit: pcsId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: "Uji Susu UHT",
      unit: { _id: pcsId, name: "Uji Pcs" },
      quantityInStock: 7,
      cost: 20,
      lowStockThreshold: 10,
      isLowStock: true,
    });
  });

  it("accepts a negative quantity sent back unchanged, refuses a new one", async () => {
    const item = await createItem({ name: "Uji Pisang", unit: pcsId, quantityInStock: 2 });
    await db().update(stockItems).set({ quantityInStock: -3 }).where(eq(stockItems.id, item._id));
    const same = await admin.put(`/api/stock/${item._id}`, {
      name: "Uji Pisang Raja",
      unit: pcsId,
      quantityInStock: -3,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ name: "Uji Pisang Raja", quantityInStock: -3, isLowStock: true });
    const worse = await admin.put(`/api/stock/${item._id}`, { name: "Uji Pisang", unit: pcsId, quantityInStock: -4 });
    expect(worse.statusCode).toBe(400);
    expect(worse.json().fields.quantityInStock).toBe("Jumlah stok tidak boleh negatif.");
    const [after] = await db().select().from(stockItems).where(eq(stockItems.id, item._id));
    expect(after).toMatchObject({ name: "Uji Pisang Raja", quantityInStock: -3 });
  });

  it("answers 400 for an emptied or unknown unit, 409 for another item's name, 404 for unknown ids", async () => {
    const [tepung] = await db().select().from(stockItems).where(eq(stockItems.name, "Uji Tepung"));
    // A unit left out keeps the stored one (docs/api-conventions.md#put); sent empty, it is refused.
    const noUnit = await admin.put(`/api/stock/${tepung.id}`, { name: "Uji Tepung", unit: "" });
    expect(noUnit.json()).toMatchObject({ code: "VALIDATION", message: "Silakan pilih satuan untuk item ini." });
    const badUnit = await admin.put(`/api/stock/${tepung.id}`, { name: "Uji Tepung", unit: tepung.id });
    expect(badUnit.statusCode).toBe(400);
    expect((await admin.put(`/api/stock/${tepung.id}`, { name: "UJI GULA", unit: gramId })).statusCode).toBe(409);
    for (const id of ["123", "00000000-0000-0000-0000-000000000000"]) {
      const response = await admin.put(`/api/stock/${id}`, { name: "Uji Tepung", unit: gramId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Item stok tidak ditemukan.");
      expect((await admin.get(`/api/stock/${id}`)).statusCode).toBe(404);
    }
  });

  it("is refused to a cashier, a customer and a guest", async () => {
    const [tepung] = await db().select().from(stockItems).where(eq(stockItems.name, "Uji Tepung"));
    const body = { name: "Uji Tepung", unit: gramId, cost: 0 };
    expect((await cashier.post("/api/stock", { name: "Uji Kasir", unit: gramId })).statusCode).toBe(403);
    expect((await cashier.put(`/api/stock/${tepung.id}`, body)).statusCode).toBe(403);
    expect((await customer.post("/api/stock", { name: "Uji Pelanggan", unit: gramId })).statusCode).toBe(403);
    expect((await member.post("/api/stock", { name: "Uji Mitra", unit: gramId })).statusCode).toBe(403);
    expect((await ctx.client().post("/api/stock", { name: "Uji Tamu", unit: gramId })).statusCode).toBe(401);
    const [after] = await db().select().from(stockItems).where(eq(stockItems.id, tepung.id));
    expect(after.cost).toBe(12.5);
  });
});

describe("DELETE /api/stock/:id", () => {
  it("refuses an ingredient used in a recipe, naming the products", async () => {
    const selai = await createItem({ name: "Uji Selai", unit: gramId, cost: 5 });
    await productWithRecipe("Uji Crepes Stroberi", [[selai._id, 20]]);
    await productWithRecipe("Uji Crepes Blueberry", [[selai._id, 25]]);
    const response = await admin.delete(`/api/stock/${selai._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "IN_USE" });
    expect(response.json().message).toMatch(
      /^Item stok "Uji Selai" masih dipakai oleh: 2 menu \(Uji Crepes Blueberry, Uji Crepes Stroberi\)\./,
    );
    expect((await admin.get(`/api/stock/${selai._id}`)).statusCode).toBe(200);
  });

  it("refuses an item with stock on hand, naming how much and where", async () => {
    const [gula] = await db().select().from(stockItems).where(eq(stockItems.name, "Uji Gula"));
    const response = await admin.delete(`/api/stock/${gula.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Item stok "Uji Gula" masih dipakai oleh: stok 10,5 Uji Gram di /);
  });

  it("deletes an item nothing ever used, then answers 404", async () => {
    const [cup] = await db().select().from(stockItems).where(eq(stockItems.name, "Uji Cup"));
    const response = await admin.delete(`/api/stock/${cup.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: cup.id, message: 'Item stok "Uji Cup" telah dihapus.', archived: false });
    expect((await admin.delete(`/api/stock/${cup.id}`)).statusCode).toBe(404);
    expect((await admin.delete("/api/stock/%20")).statusCode).toBe(404);
    expect((await cashier.delete(`/api/stock/${cup.id}`)).statusCode).toBe(403);
  });
});

describe("listLowStock (dashboard)", () => {
  it("gives the shortest items first, at most `limit` of them, and the total count", async () => {
    const baseline = await listLowStock(db(), 100);
    const [a, b, c] = await db()
      .insert(stockItems)
      .values([
        { name: "Uji Habis A", unitId: gramId, quantityInStock: -900, lowStockThreshold: 10 },
        { name: "Uji Habis B", unitId: gramId, quantityInStock: -950, lowStockThreshold: 10 },
        { name: "Uji Habis C", unitId: pcsId, quantityInStock: -800, lowStockThreshold: 10 },
      ])
      .returning();
    const low = await listLowStock(db(), 2);
    expect(low.total).toBe(baseline.total + 3);
    expect(low.items).toEqual([
      {
        _id: b.id,
        name: "Uji Habis B",
        quantityInStock: -950,
        lowStockThreshold: 10,
        unit: { _id: gramId, name: "Uji Gram" },
      },
      {
        _id: a.id,
        name: "Uji Habis A",
        quantityInStock: -900,
        lowStockThreshold: 10,
        unit: { _id: gramId, name: "Uji Gram" },
      },
    ]);
    const everything = await listLowStock(db(), 100);
    expect(everything.items.map((i) => i.name)).toContain("Uji Telur");
    expect(everything.items.map((i) => i.name)).not.toContain("Uji Tepung");
    await db()
      .delete(stockItems)
      .where(inArray(stockItems.id, [a.id, b.id, c.id]));
  });
});
