import { ADJUSTMENT_SIGN_MESSAGE, todayKey } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createStockItem, createUnit } from "../../../test/factories";
import { useTestApp } from "../../../test/test-app";
import { stockItems, stockMovements } from "../../db/schema";

const {
  ctx,
  db,
  clients: { staff, cashier },
} = useTestApp({ login: { staff: "staff", cashier: "cashier" } });

const quantityOf = async (id: string) =>
  (await db().select().from(stockItems).where(eq(stockItems.id, id)))[0].quantityInStock;

describe("POST /api/stock-adjustments", () => {
  it.each([
    ["Rusak", -2.5],
    ["Kadaluarsa", -2.5],
    ["Hilang", -2.5],
    ["Return Supplier", -2.5],
    ["Ditemukan", 2.5],
    ["Lainnya", 2.5],
  ])("stores %s signed (%d) and moves the stock by it, sent positive or signed", async (type, signed) => {
    for (const [round, sent] of [2.5, signed].entries()) {
      const unit = await createUnit(db(), { name: `kg-${type}-${round}` });
      const item = await createStockItem(db(), { quantityInStock: 10, unitId: unit.id });
      await adjustsBy(item, unit.name, type, sent, signed);
    }
  });

  async function adjustsBy(
    item: { id: string; name: string },
    unitName: string,
    type: string,
    sent: number,
    signed: number,
  ) {
    const response = await staff.post("/api/stock-adjustments", {
      stockItem: item.id,
      quantity: sent,
      type,
      notes: "Cek",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: "Penyesuaian stok berhasil dicatat.",
      data: {
        stockItem: { _id: item.id, name: item.name, unit: unitName },
        quantity: signed,
        type,
        notes: "Cek",
        date: todayKey(ctx.env.BUSINESS_TIMEZONE),
        quantityAfter: 10 + signed,
      },
    });
    expect(await quantityOf(item.id)).toBe(10 + signed);
    const [movement] = await db()
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.referenceId, response.json().data._id));
    expect(movement).toMatchObject({ stockItemId: item.id, quantity: signed, reason: "adjustment" });
  }

  it.each([
    ["no item", { quantity: 1, type: "Rusak" }, "stockItem", "Item Stok, Kuantitas, dan Tipe wajib diisi."],
    ["no quantity", { type: "Rusak" }, "quantity", "Item Stok, Kuantitas, dan Tipe wajib diisi."],
    ["no type", { quantity: 1 }, "type", "Item Stok, Kuantitas, dan Tipe wajib diisi."],
    ["a negative Ditemukan", { quantity: -1, type: "Ditemukan" }, "quantity", ADJUSTMENT_SIGN_MESSAGE],
    ["a negative Lainnya", { quantity: -1, type: "Lainnya" }, "quantity", ADJUSTMENT_SIGN_MESSAGE],
    ["a tiny negative quantity", { quantity: -0.001, type: "Rusak" }, "quantity", "Kuantitas minimal 0,01."],
    ["a tiny quantity", { quantity: 0.001, type: "Rusak" }, "quantity", "Kuantitas minimal 0,01."],
    ["an unknown type", { quantity: 1, type: "Dicuri" }, "type", "Item Stok, Kuantitas, dan Tipe wajib diisi."],
  ])("refuses %s", async (_label, body: Record<string, unknown>, field, message) => {
    const item = await createStockItem(db(), { quantityInStock: 10 });
    const stockItem = field === "stockItem" ? undefined : item.id;
    const response = await staff.post("/api/stock-adjustments", { stockItem, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    if (message === ADJUSTMENT_SIGN_MESSAGE) expect(response.json().code).toBe("ADJUSTMENT_SIGN_MISMATCH");
    expect(await quantityOf(item.id)).toBe(10);
  });

  it("is closed to cashiers and guests", async () => {
    const item = await createStockItem(db(), { quantityInStock: 10 });
    const body = { stockItem: item.id, quantity: 1, type: "Rusak" };
    expect((await cashier.post("/api/stock-adjustments", body)).statusCode).toBe(403);
    expect((await ctx.client().get("/api/stock-adjustments")).statusCode).toBe(401);
    expect(await quantityOf(item.id)).toBe(10);
  });
});

describe("GET /api/stock-adjustments", () => {
  it("keeps the name of an ingredient archived since, with the unit it had", async () => {
    const unit = await createUnit(db(), { name: "liter" });
    const item = await createStockItem(db(), { quantityInStock: 1, unitId: unit.id });
    await staff.post("/api/stock-adjustments", { stockItem: item.id, quantity: 1, type: "Rusak" });
    const archived = await staff.delete(`/api/stock/${item.id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived).toBe(true);
    const { data } = (await staff.get("/api/stock-adjustments")).json();
    expect(data[0].stockItem).toEqual({ _id: item.id, name: item.name, unit: "liter" });
  });

  it("lists newest day first, by item and days, with the creator's name", async () => {
    const item = await createStockItem(db(), { quantityInStock: 100 });
    const add = (date: string, type: string) =>
      staff.post("/api/stock-adjustments", { stockItem: item.id, quantity: 1, type, date });
    await add("2026-09-01", "Rusak");
    await add("2026-09-03", "Ditemukan");
    await add("2026-09-02", "Hilang");
    const list = (await staff.get(`/api/stock-adjustments?stockItem=${item.id}`)).json();
    expect(list.total).toBe(3);
    expect(list.data.map((a: { date: string; quantity: number }) => [a.date, a.quantity])).toEqual([
      ["2026-09-03", 1],
      ["2026-09-02", -1],
      ["2026-09-01", -1],
    ]);
    expect(list.data[0]).toMatchObject({ createdByName: expect.any(String), quantityAfter: null });
    const range = (
      await staff.get(`/api/stock-adjustments?stockItem=${item.id}&startDate=2026-09-02&endDate=2026-09-02`)
    ).json();
    expect(range.data.map((a: { type: string }) => a.type)).toEqual(["Hilang"]);
    expect(await quantityOf(item.id)).toBe(99);
  });
});
