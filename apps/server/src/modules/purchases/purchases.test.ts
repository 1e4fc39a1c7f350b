import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createProduct, createStockItem } from "../../../test/factories";
import { useTestApp } from "../../../test/test-app";
import { products, stockItems, stockMovements, suppliers } from "../../db/schema";

const {
  ctx,
  db,
  clients: { admin, cashier, member },
} = useTestApp({ login: { admin: "admin", cashier: "cashier", member: "franchise" } });

let supplierId: string;
let otherSupplierId: string;
beforeAll(async () => {
  const [a, b] = await db()
    .insert(suppliers)
    .values([
      { name: "CV Tepung Jaya", phone: "0221234567" },
      { name: "UD Susu Segar", phone: "0227654321" },
    ])
    .returning();
  supplierId = a.id;
  otherSupplierId = b.id;
});

const itemRow = async (id: string) => (await db().select().from(stockItems).where(eq(stockItems.id, id)))[0];

describe("POST /api/purchases", () => {
  it("adds the quantities, averages the cost, recomputes COGS and answers the purchase with its total", async () => {
    const flour = await createStockItem(db(), { quantityInStock: 10, cost: 100 });
    const milk = await createStockItem(db(), { quantityInStock: -2, cost: 50 });
    const crepe = await createProduct(db(), { recipe: [{ stockItemId: flour.id, quantityUsed: 2 }] });

    const response = await admin.post("/api/purchases", {
      supplier: supplierId,
      invoiceNumber: "INV-001",
      purchaseDate: "2026-11-20",
      items: [
        { stockItem: flour.id, quantity: 30, purchasePrice: 140 },
        { stockItem: milk.id, quantity: 2.5, purchasePrice: 12.35 },
      ],
      notes: "Bayar minggu depan",
      totalCost: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe("Pembelian berhasil dicatat.");
    // 30 × 140 = 4.200; 2,5 × 12,35 = 30,875 → 31. The total sent along is ignored.
    expect(data).toMatchObject({
      supplier: { _id: supplierId, name: "CV Tepung Jaya" },
      invoiceNumber: "INV-001",
      purchaseDate: "2026-11-20",
      paymentMethod: "Cash",
      notes: "Bayar minggu depan",
      totalCost: 4231,
      items: [
        { stockItem: { _id: flour.id, name: flour.name }, quantity: 30, purchasePrice: 140, subtotal: 4200 },
        { stockItem: { _id: milk.id, name: milk.name }, quantity: 2.5, purchasePrice: 12.35, subtotal: 31 },
      ],
    });
    // (10 × 100 + 30 × 140) / 40 = 130; milk had nothing worth averaging (below zero): the new price.
    expect(await itemRow(flour.id)).toMatchObject({ quantityInStock: 40, cost: 130 });
    expect(await itemRow(milk.id)).toMatchObject({ quantityInStock: 0.5, cost: 12.35 });
    expect((await db().select().from(products).where(eq(products.id, crepe.id)))[0].cogs).toBe(260);

    const movements = await db().select().from(stockMovements).where(eq(stockMovements.stockItemId, flour.id));
    expect(movements.find((m) => m.reason === "purchase")).toMatchObject({
      quantity: 30,
      referenceType: "purchase",
      referenceId: data._id,
      referenceLabel: "INV-001",
    });
  });

  it("adds up repeated lines of one item before averaging", async () => {
    const sugar = await createStockItem(db(), { quantityInStock: 0, cost: 0 });
    const response = await admin.post("/api/purchases", {
      supplier: supplierId,
      purchaseDate: "2026-11-21",
      paymentMethod: "Hutang",
      items: [
        { stockItem: sugar.id, quantity: 1, purchasePrice: 10 },
        { stockItem: sugar.id, quantity: 3, purchasePrice: 20 },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ paymentMethod: "Hutang", invoiceNumber: null, totalCost: 70 });
    expect(await itemRow(sugar.id)).toMatchObject({ quantityInStock: 4, cost: 17.5 });
  });

  it.each([
    ["no supplier", { supplier: "" }, "supplier", "Silakan pilih supplier."],
    [
      "no items",
      { items: [] },
      "items",
      "Pastikan semua item dipilih, serta memiliki jumlah dan harga beli lebih dari 0.",
    ],
    [
      "a zero quantity",
      { items: [{ stockItem: "ITEM", quantity: 0, purchasePrice: 10 }] },
      "items.0.quantity",
      "Pastikan semua item dipilih, serta memiliki jumlah dan harga beli lebih dari 0.",
    ],
    [
      "a zero price",
      { items: [{ stockItem: "ITEM", quantity: 1, purchasePrice: 0 }] },
      "items.0.purchasePrice",
      "Pastikan semua item dipilih, serta memiliki jumlah dan harga beli lebih dari 0.",
    ],
    [
      "a bad payment method",
      { paymentMethod: "Kredit" },
      "paymentMethod",
      "Metode pembayaran harus Cash, Transfer, atau Hutang.",
    ],
    [
      "a bad date",
      { purchaseDate: "20-11-2026" },
      "purchaseDate",
      "Tanggal harus berformat YYYY-MM-DD atau tanggal-waktu ISO 8601.",
    ],
  ])("refuses %s and changes nothing", async (_label, change: Record<string, unknown>, field, message) => {
    const item = await createStockItem(db(), { quantityInStock: 5 });
    const body = {
      supplier: supplierId,
      purchaseDate: "2026-11-20",
      items: [{ stockItem: item.id, quantity: 1, purchasePrice: 10 }],
      ...change,
    };
    if (Array.isArray(body.items)) {
      body.items = body.items.map((line) => ({
        ...line,
        stockItem: line.stockItem === "ITEM" ? item.id : line.stockItem,
      }));
    }
    const response = await admin.post("/api/purchases", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect((await itemRow(item.id)).quantityInStock).toBe(5);
  });

  it("refuses an unknown supplier or stock item", async () => {
    const item = await createStockItem(db(), { quantityInStock: 5 });
    const line = { stockItem: item.id, quantity: 1, purchasePrice: 10 };
    const ghost = "00000000-0000-0000-0000-000000000000";
    const noSupplier = await admin.post("/api/purchases", {
      supplier: ghost,
      purchaseDate: "2026-11-20",
      items: [line],
    });
    expect(noSupplier.statusCode).toBe(400);
    expect(noSupplier.json().fields.supplier).toContain("Supplier yang dipilih tidak ditemukan");
    const noItem = await admin.post("/api/purchases", {
      supplier: supplierId,
      purchaseDate: "2026-11-20",
      items: [line, { ...line, stockItem: ghost }],
    });
    expect(noItem.statusCode).toBe(400);
    expect((await itemRow(item.id)).quantityInStock).toBe(5);
  });

  it("is closed to cashiers, members and guests", async () => {
    const body = { supplier: supplierId, purchaseDate: "2026-11-20", items: [] };
    expect((await cashier.post("/api/purchases", body)).statusCode).toBe(403);
    expect((await member.post("/api/purchases", body)).statusCode).toBe(403);
    expect((await ctx.client().get("/api/purchases")).statusCode).toBe(401);
    expect((await member.get("/api/purchases")).statusCode).toBe(403);
  });
});

describe("GET /api/purchases", () => {
  it("filters by supplier and days, newest date first, pages, and names what was archived", async () => {
    const item = await createStockItem(db(), { quantityInStock: 0 });
    const buy = async (supplier: string, purchaseDate: string, invoiceNumber?: string) => {
      const response = await admin.post("/api/purchases", {
        supplier,
        purchaseDate,
        invoiceNumber,
        items: [{ stockItem: item.id, quantity: 1, purchasePrice: 1000 }],
      });
      expect(response.statusCode).toBe(201);
      return response.json().data._id as string;
    };
    const early = await buy(otherSupplierId, "2026-10-01", "SS-1");
    const middle = await buy(otherSupplierId, "2026-10-15", "SS-2");
    const late = await buy(otherSupplierId, "2026-10-31");
    await buy(supplierId, "2026-10-15");

    const bySupplier = (await admin.get(`/api/purchases?supplier=${otherSupplierId}`)).json();
    expect(bySupplier.total).toBe(3);
    expect(bySupplier.data.map((p: { _id: string }) => p._id)).toEqual([late, middle, early]);

    const range = (
      await admin.get(`/api/purchases?supplier=${otherSupplierId}&startDate=2026-10-02&endDate=2026-10-31`)
    ).json();
    expect(range.data.map((p: { _id: string }) => p._id)).toEqual([late, middle]);

    const paged = (await admin.get(`/api/purchases?supplier=${otherSupplierId}&limit=2&page=2`)).json();
    expect(paged).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(paged.data.map((p: { _id: string }) => p._id)).toEqual([early]);

    const backwards = await admin.get("/api/purchases?startDate=2026-10-31&endDate=2026-10-01");
    expect(backwards.statusCode).toBe(400);
    expect((await admin.get("/api/purchases?supplier=bukan-id")).json()).toMatchObject({ data: [], total: 0 });

    // A supplier its purchases name is archived, not deleted: they keep reading its name.
    const archived = await admin.delete(`/api/suppliers/${otherSupplierId}`);
    expect(archived.json()).toMatchObject({ archived: true });
    // A new purchase is not offered it; the history's filter still is (archived=include).
    expect((await admin.get("/api/suppliers")).body).not.toContain(otherSupplierId);
    const withArchived = (await admin.get("/api/suppliers?archived=include")).json() as { _id: string }[];
    expect(withArchived.find((s) => s._id === otherSupplierId)).toMatchObject({ archived: true });
    await db().update(stockItems).set({ archivedAt: new Date() }).where(eq(stockItems.id, item.id));
    const after = (await admin.get("/api/purchases?startDate=2026-10-31&endDate=2026-10-31")).json();
    expect(after.data).toHaveLength(1);
    expect(after.data[0]).toMatchObject({
      _id: late,
      supplier: { _id: otherSupplierId, name: "UD Susu Segar" },
      invoiceNumber: null,
      items: [{ stockItem: { _id: item.id, name: item.name }, quantity: 1, subtotal: 1000 }],
    });
  });
});
