import type { StockMovementRecord } from "@kedai/shared";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUnit } from "../../../test/factories";
import type { TestClient } from "../../../test/test-app";
import { useTill } from "../../../test/till";
import { stockItems, stockMovements, suppliers } from "../../db/schema";

/**
 * The stock ledger: whatever moves stock (orders, edits, cancellations, purchases, adjustments,
 * shipments, corrections), each item's quantity stays the sum of its movements.
 */
const { db, clients, loginAs, place, moveTo, waiterId } = useTill();
let admin: TestClient;
let member: TestClient;
let unitId: string;
let supplierId: string;

beforeAll(async () => {
  admin = await loginAs("admin");
  member = await loginAs("franchise");
  unitId = (await createUnit(db(), { name: "Uji Gram" })).id;
  [{ id: supplierId }] = await db()
    .insert(suppliers)
    .values({ name: "CV Buku Besar", phone: "0221111111" })
    .returning();
});

const newItem = async (name: string, quantityInStock: number, isPackaging = false) => {
  const response = await admin.post("/api/stock", { name, unit: unitId, quantityInStock, cost: 10, isPackaging });
  expect(response.statusCode).toBe(201);
  return response.json()._id as string;
};

/** Every item whose quantity differs from the sum of its movements, with both numbers. */
async function ledgerMismatches() {
  const result = await db().execute(sql`
    select i.name, i.quantity_in_stock::float8 as quantity, coalesce(sum(m.quantity), 0)::float8 as moved
    from ${stockItems} i left join ${stockMovements} m on m.stock_item_id = i.id
    group by i.id having i.quantity_in_stock <> coalesce(sum(m.quantity), 0)`);
  return (result as unknown as { rows: unknown[] }).rows ?? result;
}

const quantityOf = async (id: string) =>
  (await db().select().from(stockItems).where(eq(stockItems.id, id)))[0].quantityInStock;

describe("the stock ledger", () => {
  it("keeps every quantity equal to the sum of its movements through a mixed day", async () => {
    const flour = await newItem("Uji Tepung", 100);
    const milk = await newItem("Uji Susu", 50);
    const box = await newItem("Uji Kotak", 20, true);
    const crepe = await createProduct(db(), {
      price: 20000,
      recipe: [
        { stockItemId: flour, quantityUsed: 2 },
        { stockItemId: milk, quantityUsed: 0.5 },
      ],
    });

    const first = await place({ items: [{ productId: crepe.id, quantity: 3 }] });
    const second = await place({ items: [{ productId: crepe.id, quantity: 2 }] });
    const edited = await clients.cashier.put(`/api/orders/${first._id}`, {
      items: [{ productId: crepe.id, quantity: 1 }],
      orderInfo: { orderType: first.orderType, waiter: waiterId(), table: null },
      orderTotals: { totalAmount: 1, subTotal: 1 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await moveTo(second, "Cancelled")).statusCode).toBe(200);
    const purchase = await admin.post("/api/purchases", {
      supplier: supplierId,
      purchaseDate: "2026-11-20",
      items: [{ stockItem: flour, quantity: 20, purchasePrice: 12 }],
    });
    expect(purchase.statusCode).toBe(201);
    const adjustment = await admin.post("/api/stock-adjustments", { stockItem: milk, quantity: 1.5, type: "Rusak" });
    expect(adjustment.statusCode).toBe(201);
    const correction = await admin.put(`/api/stock/${box}`, { name: "Uji Kotak", unit: unitId, quantityInStock: 25 });
    expect(correction.statusCode).toBe(200);
    const request = (
      await member.post("/api/stock-requests", {
        items: [
          { stockItem: flour, quantity: 5 },
          { stockItem: milk, quantity: 2 },
        ],
      })
    ).json().data;
    await admin.put(`/api/stock-requests/${request._id}/status`, { status: "Diproses" });
    expect((await admin.put(`/api/stock-requests/${request._id}/status`, { status: "Dikirim" })).statusCode).toBe(200);
    const cancelShipped = await admin.put(`/api/stock-requests/${request._id}/status`, {
      status: "Dibatalkan",
      reason: "Salah kirim",
    });
    expect(cancelShipped.statusCode, cancelShipped.body).toBe(200);

    // Flour: 100 − 2 (first, after its edit) + 20 bought − 5 shipped + 5 back when the shipment was
    // cancelled; the cancelled order gave its 4 back.
    expect(await quantityOf(flour)).toBe(118);
    // Milk: 50 − 0,5 − 1,5 spoiled − 2 shipped + 2 back.
    expect(await quantityOf(milk)).toBe(48);
    // Box: 20 − 1 − 1 + 1 (cancel), then typed over to 25.
    expect(await quantityOf(box)).toBe(25);
    expect(await ledgerMismatches()).toEqual([]);

    const card = await admin.get(`/api/stock/${flour}/movements`);
    expect(card.statusCode).toBe(200);
    const reasons = card.json().data.map((m: StockMovementRecord) => m.reason);
    expect([...reasons].sort()).toEqual([
      "cancel",
      "opening",
      "order_edit",
      "purchase",
      "sale",
      "sale",
      "shipment",
      "shipment_return",
    ]);
    expect(card.json().data.find((m: StockMovementRecord) => m.reason === "cancel")).toMatchObject({
      quantity: 4,
      reference: { type: "order", _id: second._id, label: second.orderId },
      byName: expect.any(String),
    });
    expect(card.json().data.find((m: StockMovementRecord) => m.reason === "shipment_return")).toMatchObject({
      quantity: 5,
      reference: { type: "stock_request", _id: request._id },
    });
    expect(card.json().total).toBe(8);
    const page = (await admin.get(`/api/stock/${flour}/movements?limit=3&page=3`)).json();
    expect(page).toMatchObject({ page: 3, limit: 3, total: 8 });
    expect(page.data).toHaveLength(2);
  });

  it("holds under concurrent orders, purchases and adjustments on the same items", async () => {
    const sugar = await newItem("Uji Gula", 1000);
    const cup = await newItem("Uji Gelas", 500, true);
    const tea = await createProduct(db(), { price: 8000, recipe: [{ stockItemId: sugar, quantityUsed: 1.25 }] });
    const work = [
      ...Array.from({ length: 8 }, () =>
        clients.cashier.post(
          "/api/orders",
          { waiter: waiterId(), orderType: "Take Away", items: [{ productId: tea.id, quantity: 2 }] },
          { headers: { "idempotency-key": crypto.randomUUID() } },
        ),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        admin.post("/api/purchases", {
          supplier: supplierId,
          purchaseDate: "2026-11-21",
          items: [
            { stockItem: cup, quantity: 10, purchasePrice: 300 },
            { stockItem: sugar, quantity: 5 + i, purchasePrice: 15 },
          ],
        }),
      ),
      ...Array.from({ length: 4 }, () =>
        admin.post("/api/stock-adjustments", { stockItem: sugar, quantity: 0.75, type: "Hilang" }),
      ),
    ];
    const answers = await Promise.all(work);
    expect(answers.filter((r) => r.statusCode !== 201).map((r) => r.body)).toEqual([]);
    // 1000 − 8 × 2,5 + (5 + 6 + 7 + 8) − 4 × 0,75 = 1003
    expect(await quantityOf(sugar)).toBe(1003);
    expect(await ledgerMismatches()).toEqual([]);
  });

  it("answers 404 for an unknown item and is closed to cashiers", async () => {
    expect((await admin.get("/api/stock/00000000-0000-0000-0000-000000000000/movements")).statusCode).toBe(404);
    expect((await admin.get("/api/stock/bukan-id/movements")).statusCode).toBe(404);
    const sugar = await newItem("Uji Garam", 1);
    expect((await clients.cashier.get(`/api/stock/${sugar}/movements`)).statusCode).toBe(403);
  });
});
