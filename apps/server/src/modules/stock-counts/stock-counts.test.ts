import { ORDER_STATUS, type OrderRecord, type StockCountRecord, type VarianceReport } from "@kedai/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createLocation, createProduct, createStockItem, createUnit } from "../../../test/factories";
import { ledgerMismatches, levelOf as levelOfIn } from "../../../test/stock-ledger";
import type { TestClient } from "../../../test/test-app";
import { useTill } from "../../../test/till";
import { auditEvents, locations, stockMovements, suppliers } from "../../db/schema";

/**
 * Stock counts and the usage variance report (docs/decisions/0035-stock-counts-and-usage-variance.md):
 * a posted count moves each counted item's level at its location to the counted quantity with one
 * 'opname' movement per difference; the variance report compares what the counts say was used with
 * what the Completed orders' recipes took.
 */
const { db, clients, loginAs, place, moveTo, outletId } = useTill();
let admin: TestClient;
let manager: TestClient;
let staff: TestClient;
let outletA: { id: string; name: string };
let headOfficeId: string;
let supplierId: string;

beforeAll(async () => {
  [admin, manager, staff] = await Promise.all([loginAs("admin"), loginAs("manager"), loginAs("staff")]);
  outletA = await createLocation(db(), { name: "Outlet Opname" });
  [{ id: headOfficeId }] = await db().select().from(locations).where(eq(locations.kind, "head_office"));
  [{ id: supplierId }] = await db().insert(suppliers).values({ name: "CV Opname", phone: "0221234599" }).returning();
});

const levelOf = (stockItemId: string, locationId: string) => levelOfIn(db(), stockItemId, locationId);

const opnameMovements = (countId: string) =>
  db()
    .select({
      item: stockMovements.stockItemId,
      quantity: stockMovements.quantity,
      location: stockMovements.locationId,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.reason, "opname"), eq(stockMovements.referenceId, countId)));

/** Saves a draft count as `client` (admin unless given); its record. */
async function draft(
  location: string,
  date: string,
  items: { stockItem: string; countedQuantity: number }[],
  client: TestClient = admin,
): Promise<StockCountRecord> {
  const response = await client.post("/api/stock-counts", { location, date, items });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function post(count: StockCountRecord): Promise<StockCountRecord> {
  const response = await admin.put(`/api/stock-counts/${count._id}/post`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe("stock counts", () => {
  it("saves a draft without moving stock, then posts exactly the differences at its location", async () => {
    const gram = await createUnit(db(), { name: "gram opname" });
    const flour = await createStockItem(
      db(),
      { name: "Tepung Hitung", quantityInStock: 40, cost: 10, unitId: gram.id },
      { at: outletA.id },
    );
    const milk = await createStockItem(
      db(),
      { name: "Susu Hitung", quantityInStock: 10, cost: 20, unitId: gram.id },
      { at: outletA.id },
    );
    const eggs = await createStockItem(
      db(),
      { name: "Telur Hitung", quantityInStock: 5, cost: 2500, unitId: gram.id },
      { at: outletA.id },
    );
    await createStockItem(db(), { name: "Gula Tidak Dihitung", quantityInStock: 7 }, { at: outletA.id });

    // Back-office staff may count; the draft shows what the system holds now beside it.
    const counted = await draft(
      outletA.id,
      "2026-11-20",
      [
        { stockItem: flour.id, countedQuantity: 37.5 },
        { stockItem: milk.id, countedQuantity: 10 },
        { stockItem: eggs.id, countedQuantity: 6 },
      ],
      staff,
    );
    expect(counted).toMatchObject({ status: "Draf", posted: null, location: { _id: outletA.id } });
    expect(counted.items.map((line) => [line.stockItem.name, line.systemQuantity, line.difference])).toEqual([
      ["Tepung Hitung", 40, -2.5],
      ["Susu Hitung", 10, 0],
      ["Telur Hitung", 5, 1],
    ]);
    expect(await opnameMovements(counted._id)).toEqual([]);
    expect(await levelOf(flour.id, outletA.id)).toBe(40);
    // Staff cannot post it.
    expect((await staff.put(`/api/stock-counts/${counted._id}/post`)).statusCode).toBe(403);

    // Two more kg of milk arrive after the count was drafted: posting takes the difference from
    // what the location holds at posting, and shows it.
    const adjusted = await admin.post("/api/stock-adjustments", {
      stockItem: milk.id,
      quantity: 2,
      type: "Ditemukan",
      location: outletA.id,
      date: "2026-11-20",
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);

    const posted = await post(counted);
    expect(posted.status).toBe("Diposting");
    expect(posted.posted?.byName).toBeTruthy();
    expect(
      posted.items.map((line) => [line.stockItem.name, line.systemQuantity, line.difference, line.differenceValue]),
    ).toEqual([
      ["Tepung Hitung", 40, -2.5, -25],
      ["Susu Hitung", 12, -2, -40],
      ["Telur Hitung", 5, 1, 2500],
    ]);
    expect(posted.differenceValue).toBe(2435);
    const moved = await opnameMovements(counted._id);
    expect(moved.map((m) => [m.item, m.quantity, m.location]).sort()).toEqual(
      [
        [flour.id, -2.5, outletA.id],
        [milk.id, -2, outletA.id],
        [eggs.id, 1, outletA.id],
      ].sort(),
    );
    expect(await levelOf(flour.id, outletA.id)).toBe(37.5);
    expect(await levelOf(milk.id, outletA.id)).toBe(10);
    expect(await levelOf(eggs.id, outletA.id)).toBe(6);
    expect(await levelOf(flour.id, headOfficeId)).toBe(0);
    expect(await ledgerMismatches(db())).toEqual({ levels: [], totals: [] });

    // The audit log keeps what the system held and what was counted, per differing item.
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.entityId, counted._id));
    expect(audit).toMatchObject({
      action: "stock_count.posted_difference",
      before: {
        "Tepung Hitung": { quantity: 40, unit: "gram opname" },
        "Susu Hitung": { quantity: 12, unit: "gram opname" },
        "Telur Hitung": { quantity: 5, unit: "gram opname" },
      },
      after: {
        "Tepung Hitung": { quantity: 37.5, unit: "gram opname" },
        "Susu Hitung": { quantity: 10, unit: "gram opname" },
        "Telur Hitung": { quantity: 6, unit: "gram opname" },
      },
    });

    // The item card names it.
    const card = (await admin.get(`/api/stock/${flour.id}/movements`)).json().data;
    expect(card[0]).toMatchObject({
      reason: "opname",
      quantity: -2.5,
      reference: { type: "stock_count", label: "2026-11-20" },
    });
  });

  it("refuses to post or edit a posted count, and moves nothing more", async () => {
    const butter = await createStockItem(db(), { name: "Mentega Hitung", quantityInStock: 8 }, { at: outletA.id });
    const count = await draft(outletA.id, "2026-11-21", [{ stockItem: butter.id, countedQuantity: 6 }]);
    // A draft can be corrected before posting.
    const edited = await admin.put(`/api/stock-counts/${count._id}`, {
      location: outletA.id,
      date: "2026-11-21",
      items: [{ stockItem: butter.id, countedQuantity: 7 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await post(count);
    expect(await levelOf(butter.id, outletA.id)).toBe(7);

    const again = await manager.put(`/api/stock-counts/${count._id}/post`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("STOCK_COUNT_POSTED");
    const edit = await admin.put(`/api/stock-counts/${count._id}`, {
      location: outletA.id,
      date: "2026-11-21",
      items: [{ stockItem: butter.id, countedQuantity: 1 }],
    });
    expect(edit.statusCode).toBe(409);
    expect(await levelOf(butter.id, outletA.id)).toBe(7);
    expect(await opnameMovements(count._id)).toHaveLength(1);
  });

  it("posts once when two posts arrive together", async () => {
    const cheese = await createStockItem(db(), { name: "Keju Hitung", quantityInStock: 20 }, { at: outletA.id });
    const count = await draft(outletA.id, "2026-11-22", [{ stockItem: cheese.id, countedQuantity: 17 }]);
    const answers = await Promise.all([
      admin.put(`/api/stock-counts/${count._id}/post`),
      manager.put(`/api/stock-counts/${count._id}/post`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await levelOf(cheese.id, outletA.id)).toBe(17);
    expect((await opnameMovements(count._id)).map((m) => m.quantity)).toEqual([-3]);
    expect(await ledgerMismatches(db())).toEqual({ levels: [], totals: [] });
  });

  it("keeps an item a draft names: deleting it is refused, naming the count", async () => {
    const gone = await createStockItem(db(), { name: "Sirup Hitung", quantityInStock: 0 }, { at: outletA.id });
    await draft(outletA.id, "2026-11-23", [{ stockItem: gone.id, countedQuantity: 1 }]);
    const refused = await admin.delete(`/api/stock/${gone.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Item stok "Sirup Hitung" masih dipakai oleh: 1 stok opname (Draf). Habiskan atau pindahkan stoknya, selesaikan transfer dan dokumennya, dan keluarkan dari resep menu terlebih dahulu.',
    );
  });

  it("refuses an unknown location or item, and a repeated item", async () => {
    const item = await createStockItem(db(), { name: "Garam Hitung" });
    const unknown = await admin.post("/api/stock-counts", {
      location: "00000000-0000-4000-8000-000000000000",
      date: "2026-11-22",
      items: [{ stockItem: item.id, countedQuantity: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty("location");
    const repeated = await admin.post("/api/stock-counts", {
      location: outletA.id,
      date: "2026-11-22",
      items: [
        { stockItem: item.id, countedQuantity: 1 },
        { stockItem: item.id, countedQuantity: 2 },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    const negative = await admin.post("/api/stock-counts", {
      location: outletA.id,
      date: "2026-11-22",
      items: [{ stockItem: item.id, countedQuantity: -1 }],
    });
    expect(negative.statusCode).toBe(400);
  });
});

describe("usage variance report", () => {
  const finalize = async (order: OrderRecord) => {
    await moveTo(order, ORDER_STATUS.Preparing);
    await moveTo(order, ORDER_STATUS.Ready);
    const done = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      paymentDetails: { method: "Cash", amountPaid: 1_000_000 },
    });
    expect(done.statusCode, done.body).toBe(200);
  };

  const transfer = async (
    from: string,
    to: string,
    items: { stockItem: string; quantity: number }[],
    arrived?: number[],
  ) => {
    const sent = await admin.post("/api/stock-transfers", { from, to, items });
    expect(sent.statusCode, sent.body).toBe(201);
    const received = await admin.put(`/api/stock-transfers/${sent.json().data._id}/receive`, {
      items: items.map((item, index) => ({ stockItem: item.stockItem, quantity: arrived?.[index] ?? item.quantity })),
    });
    expect(received.statusCode, received.body).toBe(200);
  };

  it("reports opening, received, transferred out, theoretical and actual use, and the variance in rupiah", async () => {
    const outletB = outletId();
    const flour = await createStockItem(db(), { name: "Tepung Varians", quantityInStock: 0, cost: 12 });
    const sugar = await createStockItem(db(), { name: "Gula Varians", quantityInStock: 0, cost: 20 });
    const box = await createStockItem(db(), {
      name: "Kotak Varians",
      quantityInStock: 0,
      cost: 1500,
      isPackaging: true,
    });
    const crepe = await createProduct(db(), {
      name: "Crepes Varians",
      price: 15000,
      recipe: [
        { stockItemId: flour.id, quantityUsed: 150 },
        { stockItemId: sugar.id, quantityUsed: 10 },
      ],
    });
    const bought = await admin.post("/api/purchases", {
      supplier: supplierId,
      purchaseDate: "2026-10-30",
      items: [
        { stockItem: flour.id, quantity: 10000, purchasePrice: 12 },
        { stockItem: sugar.id, quantity: 5000, purchasePrice: 20 },
        { stockItem: box.id, quantity: 100, purchasePrice: 1500 },
      ],
    });
    expect(bought.statusCode, bought.body).toBe(201);
    // Before the opening count: 3 000 g flour, 1 000 g sugar and 10 boxes reach B.
    await transfer(headOfficeId, outletB, [
      { stockItem: flour.id, quantity: 3000 },
      { stockItem: sugar.id, quantity: 1000 },
      { stockItem: box.id, quantity: 10 },
    ]);
    // Opening count (flour only): 2 950 g, 50 g short of the 3 000 the system holds.
    const opening = await post(await draft(outletB, "2026-11-01", [{ stockItem: flour.id, countedQuantity: 2950 }]));
    expect(opening.items[0].difference).toBe(-50);

    // The period. Received: 1 900 of 2 000 g sent (100 g lost on the road) + 500 g bought at B.
    await transfer(headOfficeId, outletB, [{ stockItem: flour.id, quantity: 2000 }], [1900]);
    const intoB = await admin.post("/api/purchases", {
      supplier: supplierId,
      purchaseDate: "2026-11-10",
      location: outletB,
      items: [{ stockItem: flour.id, quantity: 500, purchasePrice: 12 }],
    });
    expect(intoB.statusCode, intoB.body).toBe(201);
    // Transferred out: 300 g to outlet A.
    await transfer(outletB, outletA.id, [{ stockItem: flour.id, quantity: 300 }]);
    // Sold: 6 + 4 crepes Completed (Take Away: a box each), 1 more still open (not theoretical use).
    await finalize(await place({ items: [{ productId: crepe.id, quantity: 6 }] }));
    await finalize(await place({ items: [{ productId: crepe.id, quantity: 4 }] }));
    await place({ items: [{ productId: crepe.id, quantity: 1 }] });
    // One more cancelled: its sale and its cancellation cancel out.
    const cancelled = await moveTo(
      await place({ items: [{ productId: crepe.id, quantity: 2 }] }),
      ORDER_STATUS.Cancelled,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // 80 g recorded as damaged.
    const damaged = await admin.post("/api/stock-adjustments", {
      stockItem: flour.id,
      quantity: 80,
      type: "Rusak",
      location: outletB,
      date: "2026-11-20",
    });
    expect(damaged.statusCode, damaged.body).toBe(201);

    // System at B now: flour 2 950 + 1 900 + 500 − 300 − 11 × 150 − 80 = 3 320; sugar 1 000 − 110 = 890;
    // boxes 10 − 3 = 7.
    expect(await levelOf(flour.id, outletB)).toBe(3320);
    const closing = await post(
      await draft(outletB, "2026-11-30", [
        { stockItem: flour.id, countedQuantity: 3200 },
        { stockItem: sugar.id, countedQuantity: 880 },
        { stockItem: box.id, countedQuantity: 7 },
      ]),
    );
    expect(closing.items.map((line) => line.difference)).toEqual([-120, -10, 0]);

    const response = await manager.get(
      `/api/reports/variance?location=${outletB}&startDate=2026-11-01&endDate=2026-11-30`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const report: VarianceReport = response.json();
    expect(report.openingCount?._id).toBe(opening._id);
    expect(report.closingCount?._id).toBe(closing._id);
    // Flour: actual 2 950 + 2 400 − 300 − 3 200 = 1 850; theoretical 10 × 150 = 1 500; variance 350 g
    // (the open order's 150, the damaged 80, the count's 120 short) × Rp 12 = Rp 4.200, 23,3 %.
    // Boxes: opening 10 (not counted then: the ledger's), actual 3, theoretical 2, variance 1 × Rp 1.500.
    // Sugar: opening 1 000 (the ledger's), actual 120, theoretical 100, variance 20 g × Rp 20 = Rp 400.
    expect(report.rows).toEqual([
      {
        stockItem: { _id: flour.id, name: "Tepung Varians", unit: expect.any(String) },
        opening: 2950,
        received: 2400,
        transferredOut: 300,
        theoreticalUse: 1500,
        adjustments: -80,
        adjustmentsByType: [{ type: "Rusak", quantity: -80 }],
        closing: 3200,
        actualUse: 1850,
        variance: 350,
        unitCost: 12,
        varianceValue: 4200,
        variancePercent: 23.3,
      },
      {
        stockItem: { _id: box.id, name: "Kotak Varians", unit: expect.any(String) },
        opening: 10,
        received: 0,
        transferredOut: 0,
        theoreticalUse: 2,
        adjustments: 0,
        adjustmentsByType: [],
        closing: 7,
        actualUse: 3,
        variance: 1,
        unitCost: 1500,
        varianceValue: 1500,
        variancePercent: 50,
      },
      {
        stockItem: { _id: sugar.id, name: "Gula Varians", unit: expect.any(String) },
        opening: 1000,
        received: 0,
        transferredOut: 0,
        theoreticalUse: 100,
        adjustments: 0,
        adjustmentsByType: [],
        closing: 880,
        actualUse: 120,
        variance: 20,
        unitCost: 20,
        varianceValue: 400,
        variancePercent: 20,
      },
    ]);
    expect(report.totals.varianceValue).toBe(6100);

    // The dashboard's figure per outlet: B's total; an outlet without two counts has none.
    const uncounted = await createLocation(db(), { name: "Outlet Tanpa Opname" });
    const summary = await manager.get("/api/reports/variance-summary?startDate=2026-11-01&endDate=2026-11-30");
    expect(summary.statusCode, summary.body).toBe(200);
    const byOutlet = new Map(
      (summary.json().rows as { location: { _id: string }; varianceValue: number; closingCount: unknown }[]).map(
        (row) => [row.location._id, row],
      ),
    );
    expect(byOutlet.get(outletB)).toMatchObject({ varianceValue: 6100, closingCount: { _id: closing._id } });
    expect(byOutlet.get(uncounted.id)).toMatchObject({ varianceValue: 0, openingCount: null, closingCount: null });

    // Before any two counts bound a period: no rows.
    const none = await manager.get(`/api/reports/variance?location=${outletB}&startDate=2026-10-01&endDate=2026-10-31`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ openingCount: null, closingCount: null, rows: [] });
    // Staff do not see money reports.
    expect(
      (await staff.get(`/api/reports/variance?location=${outletB}&startDate=2026-11-01&endDate=2026-11-30`)).statusCode,
    ).toBe(403);
  });
});
