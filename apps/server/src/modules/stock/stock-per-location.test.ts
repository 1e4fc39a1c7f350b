import { randomUUID } from "node:crypto";
import type { StockItemRecord, StockMovementRecord } from "@kedai/shared";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createLocation, createProduct, createStaffUser, createStockItem, createUnit } from "../../../test/factories";
import { ledgerMismatches, levelOf as levelOfIn } from "../../../test/stock-ledger";
import { type TestClient, useTestApp } from "../../../test/test-app";
import {
  locations,
  purchases,
  stockAdjustments,
  stockItems,
  stockLevels,
  stockMovements,
  suppliers,
} from "../../db/schema";

/**
 * Stock per location (docs/decisions/0028-stock-per-location.md): every change moves one
 * location's level, and for every item and location the level is the sum of that location's
 * movements, the item's total the sum of its levels.
 */
const { ctx, db, clients, loginAs } = useTestApp({ login: { admin: "admin" } });
let cashierA: TestClient;
let cashierB: TestClient;
let outletA: { id: string; name: string };
let outletB: { id: string; name: string };
let headOfficeId: string;
let waiterId: string;
let supplierId: string;

beforeAll(async () => {
  outletA = await createLocation(db(), { name: "Outlet Braga" });
  outletB = await createLocation(db(), { name: "Outlet Dago" });
  [{ id: headOfficeId }] = await db().select().from(locations).where(eq(locations.kind, "head_office"));
  cashierA = await loginAs("cashier");
  cashierB = await loginAs("cashier");
  waiterId = (await createStaffUser(db(), { role: "staff" })).id;
  [{ id: supplierId }] = await db().insert(suppliers).values({ name: "CV Gudang", phone: "0221234567" }).returning();
});

/** Opens the register of the cashier logged in as `client` at `outlet` (the session names the outlet). */
async function openRegisterAt(client: TestClient, outlet: { id: string }) {
  const response = await client.post("/api/register/open", { outlet: outlet.id, openingBalance: 100000 });
  expect(response.statusCode, response.body).toBe(201);
}

const sell = (client: TestClient, productId: string, quantity: number) =>
  client.post(
    "/api/orders",
    { waiter: waiterId, orderType: "Dine-In", items: [{ productId, quantity }] },
    { headers: { "idempotency-key": randomUUID() } },
  );

const levelOf = (stockItemId: string, locationId: string) => levelOfIn(db(), stockItemId, locationId);

const totalOf = async (id: string) =>
  (await db().select().from(stockItems).where(eq(stockItems.id, id)))[0].quantityInStock;

/** GET /api/stock?location: the row of one item. */
async function listedAt(stockItemId: string, locationId?: string): Promise<StockItemRecord> {
  const response = await clients.admin.get(`/api/stock${locationId ? `?location=${locationId}` : ""}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().find((row: StockItemRecord) => row._id === stockItemId);
}

describe("stock per location", () => {
  it("takes a sale's stock from the outlet of the register that sold it, and only there", async () => {
    await openRegisterAt(cashierA, outletA);
    await openRegisterAt(cashierB, outletB);
    const flour = await createStockItem(db(), { name: "Tepung Braga", quantityInStock: 40 }, { at: outletA.id });
    await createStockItem(db(), { name: "Tepung Cadangan" });
    const crepe = await createProduct(db(), { price: 15000, recipe: [{ stockItemId: flour.id, quantityUsed: 2.5 }] });

    const sold = await sell(cashierA, crepe.id, 3);
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json().stockWarnings).toEqual([]);
    expect(await levelOf(flour.id, outletA.id)).toBe(32.5);
    expect(await levelOf(flour.id, outletB.id)).toBe(0);
    expect(await levelOf(flour.id, headOfficeId)).toBe(0);
    expect(await totalOf(flour.id)).toBe(32.5);

    // Outlet B holds none: the sale goes through and says B is short, not the business.
    const short = await sell(cashierB, crepe.id, 1);
    expect(short.statusCode).toBe(201);
    expect(short.json().stockWarnings).toEqual([{ _id: flour.id, name: "Tepung Braga", quantityInStock: -2.5 }]);
    expect(await levelOf(flour.id, outletA.id)).toBe(32.5);
    expect(await totalOf(flour.id)).toBe(30);

    // A cancellation puts the stock back where the sale took it.
    const cancelled = await cashierB.put(`/api/orders/${short.json().data._id}/status`, { status: "Cancelled" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await levelOf(flour.id, outletB.id)).toBe(0);

    const card = (await clients.admin.get(`/api/stock/${flour.id}/movements`)).json().data as StockMovementRecord[];
    expect(card.map((m) => [m.reason, m.location.name, m.quantity])).toEqual([
      ["cancel", "Outlet Dago", 2.5],
      ["sale", "Outlet Dago", -2.5],
      ["sale", "Outlet Braga", -7.5],
      ["opening", "Outlet Braga", 40],
    ]);
  });

  it("receives a purchase into head office when it names no location, and GET ?location shows it there only", async () => {
    const milk = await createStockItem(db(), { name: "Susu Gudang", quantityInStock: 0 });
    const purchase = await clients.admin.post("/api/purchases", {
      supplier: supplierId,
      purchaseDate: "2026-11-20",
      items: [{ stockItem: milk.id, quantity: 12.75, purchasePrice: 18000 }],
    });
    expect(purchase.statusCode, purchase.body).toBe(201);
    expect(purchase.json().data.location).toEqual({ _id: headOfficeId, name: "Gudang Pusat" });

    expect((await listedAt(milk.id, headOfficeId)).quantityInStock).toBe(12.75);
    expect(await listedAt(milk.id, outletA.id)).toMatchObject({ quantityInStock: 0, isLowStock: true });
    expect((await listedAt(milk.id)).quantityInStock).toBe(12.75);

    // Into an outlet when it names one; the history says where.
    const intoB = await clients.admin.post("/api/purchases", {
      supplier: supplierId,
      purchaseDate: "2026-11-21",
      location: outletB.id,
      items: [{ stockItem: milk.id, quantity: 2, purchasePrice: 18000 }],
    });
    expect(intoB.statusCode, intoB.body).toBe(201);
    expect((await listedAt(milk.id, outletB.id)).quantityInStock).toBe(2);
    expect((await listedAt(milk.id, headOfficeId)).quantityInStock).toBe(12.75);
    expect((await listedAt(milk.id)).quantityInStock).toBe(14.75);
    const history = (await clients.admin.get("/api/purchases")).json().data;
    expect(history.find((p: { _id: string }) => p._id === intoB.json().data._id).location).toEqual({
      _id: outletB.id,
      name: "Outlet Dago",
    });
  });

  it("adjusts the stock of the location an adjustment names", async () => {
    const sugar = await createStockItem(db(), { name: "Gula Dago", quantityInStock: 10 }, { at: outletB.id });
    await createStockItem(db(), { name: "Gula Lain" });
    const spoiled = await clients.admin.post("/api/stock-adjustments", {
      stockItem: sugar.id,
      quantity: 1.5,
      type: "Rusak",
      location: outletB.id,
    });
    expect(spoiled.statusCode, spoiled.body).toBe(201);
    expect(spoiled.json().data).toMatchObject({
      location: { _id: outletB.id, name: "Outlet Dago" },
      quantity: -1.5,
      quantityAfter: 8.5,
    });
    // A form's empty location choice is head office, like leaving it out.
    const found = await clients.admin.post("/api/stock-adjustments", {
      stockItem: sugar.id,
      quantity: 3,
      type: "Ditemukan",
      location: "",
    });
    expect(found.json().data).toMatchObject({ location: { _id: headOfficeId }, quantityAfter: 3 });
    expect(await levelOf(sugar.id, outletB.id)).toBe(8.5);
    expect(await levelOf(sugar.id, headOfficeId)).toBe(3);
    expect(await totalOf(sugar.id)).toBe(11.5);
    const listed = (await clients.admin.get(`/api/stock-adjustments?stockItem=${sugar.id}`)).json().data;
    expect(listed.map((a: { location: { name: string } }) => a.location.name).sort()).toEqual([
      "Gudang Pusat",
      "Outlet Dago",
    ]);
    // The list filters by location.
    const atB = (await clients.admin.get(`/api/stock-adjustments?stockItem=${sugar.id}&location=${outletB.id}`)).json();
    expect(atB.data.map((a: { quantity: number }) => a.quantity)).toEqual([-1.5]);
    expect(atB.total).toBe(1);
  });

  it("lists on the dashboard what runs low at each active location, head office first", async () => {
    const fresh = await createLocation(db(), { name: "Outlet Menipis" });
    const closed = await createLocation(db(), { name: "Outlet Tutup", status: "Inactive" });
    await createStockItem(
      db(),
      { name: "Susu Menipis", quantityInStock: 3, lowStockThreshold: 1000 },
      { at: fresh.id },
    );
    await createStockItem(
      db(),
      { name: "Keju Sedikit", quantityInStock: 50, lowStockThreshold: 1000 },
      { at: fresh.id },
    );
    await createStockItem(
      db(),
      { name: "Keju Banyak", quantityInStock: 2000, lowStockThreshold: 1000 },
      { at: fresh.id },
    );
    const response = await clients.admin.get("/api/reports/dashboard-summary");
    expect(response.statusCode, response.body).toBe(200);
    const lists = response.json().lowStockByLocation as {
      location: { _id: string; name: string };
      items: { _id: string; name: string; quantityInStock: number }[];
      total: number;
    }[];
    expect(lists[0].location._id).toBe(headOfficeId);
    expect(lists.some((list) => list.location._id === closed.id)).toBe(false);
    const here = lists.find((list) => list.location._id === fresh.id)!;
    expect(here.items.slice(0, 2).map((item) => [item.name, item.quantityInStock])).toEqual([
      ["Susu Menipis", 3],
      ["Keju Sedikit", 50],
    ]);
    expect(here.items.length).toBeLessThanOrEqual(5);
    // Every item but the one above its threshold there is low there (never stocked: 0).
    const [{ items }] = await db().select({ items: count() }).from(stockItems);
    expect(here.total).toBe(items - 1);
  });

  it("flags an item low at an outlet by that outlet's own threshold, and not at another by the item's", async () => {
    const kiosk = await createLocation(db(), { name: "Kios Stasiun" });
    const flour = await createStockItem(
      db(),
      { name: "Tepung Kios", quantityInStock: 30, lowStockThreshold: 10 },
      { at: outletA.id },
    );
    const found = await clients.admin.post("/api/stock-adjustments", {
      stockItem: flour.id,
      quantity: 30,
      type: "Ditemukan",
      location: outletB.id,
    });
    expect(found.statusCode, found.body).toBe(201);

    const set = await clients.admin.put(`/api/stock/${flour.id}/low-stock-threshold`, {
      location: outletA.id,
      lowStockThreshold: 5000,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      quantityInStock: 30,
      lowStockThreshold: 5000,
      locationThreshold: 5000,
      isLowStock: true,
    });
    expect(await listedAt(flour.id, outletA.id)).toMatchObject({ lowStockThreshold: 5000, isLowStock: true });
    expect(await listedAt(flour.id, outletB.id)).toMatchObject({
      quantityInStock: 30,
      lowStockThreshold: 10,
      locationThreshold: null,
      isLowStock: false,
    });
    const total = await listedAt(flour.id);
    expect(total).toMatchObject({ quantityInStock: 60, lowStockThreshold: 10, isLowStock: false });
    expect(total).not.toHaveProperty("locationThreshold");

    // A kiosk that never held the item gets its own threshold too: 0 held, flagged by 0 ≤ 0.
    const atKiosk = await clients.admin.put(`/api/stock/${flour.id}/low-stock-threshold`, {
      location: kiosk.id,
      lowStockThreshold: 0,
    });
    expect(atKiosk.json()).toMatchObject({ quantityInStock: 0, lowStockThreshold: 0, isLowStock: true });

    const lowAt = async (locationId: string) => {
      const summary = await clients.admin.get("/api/reports/dashboard-summary");
      expect(summary.statusCode, summary.body).toBe(200);
      const lists = summary.json().lowStockByLocation as { location: { _id: string }; items: { _id: string }[] }[];
      const list = lists.find((entry) => entry.location._id === locationId);
      return list?.items.find((item) => item._id === flour.id);
    };
    // A list holds its first five only: 4 970 short, this item comes first at A.
    expect(await lowAt(outletA.id)).toMatchObject({ quantityInStock: 30, lowStockThreshold: 5000 });
    expect(await lowAt(outletB.id)).toBeUndefined();

    const cleared = await clients.admin.put(`/api/stock/${flour.id}/low-stock-threshold`, {
      location: outletA.id,
      lowStockThreshold: null,
    });
    expect(cleared.json()).toMatchObject({ lowStockThreshold: 10, locationThreshold: null, isLowStock: false });
    expect(await lowAt(outletA.id)).toBeUndefined();
    expect(await levelOf(flour.id, outletA.id)).toBe(30);
    expect(await levelOf(flour.id, kiosk.id)).toBe(0);
  });

  it("refuses a bad low-stock threshold with 400 or 404 in Indonesian and changes nothing", async () => {
    const milk = await createStockItem(db(), { name: "Susu Batas", quantityInStock: 5 }, { at: outletA.id });
    const put = (id: string, body: object) => clients.admin.put(`/api/stock/${id}/low-stock-threshold`, body);
    const negative = await put(milk.id, { location: outletA.id, lowStockThreshold: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe("Batas stok menipis tidak boleh negatif.");
    const nowhere = await put(milk.id, { location: randomUUID(), lowStockThreshold: 3 });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toBe("Lokasi yang dipilih tidak ditemukan. Muat ulang lalu pilih lokasi lain.");
    const noLocation = await put(milk.id, { lowStockThreshold: 3 });
    expect(noLocation.statusCode).toBe(400);
    expect(noLocation.json().message).toBe("Silakan pilih lokasi.");
    const missing = await put(randomUUID(), { location: outletA.id, lowStockThreshold: 3 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Item stok tidak ditemukan.");
    const [level] = await db().select().from(stockLevels).where(eq(stockLevels.stockItemId, milk.id));
    expect(level).toMatchObject({ quantity: 5, lowStockThreshold: null });
  });

  it("filters the purchase history by the location the goods were received at", async () => {
    const butter = await createStockItem(db(), { name: "Mentega Filter", quantityInStock: 0 });
    for (const location of [outletA.id, undefined]) {
      const bought = await clients.admin.post("/api/purchases", {
        supplier: supplierId,
        purchaseDate: "2026-11-22",
        location,
        items: [{ stockItem: butter.id, quantity: 1, purchasePrice: 30000 }],
      });
      expect(bought.statusCode, bought.body).toBe(201);
    }
    const atA = (await clients.admin.get(`/api/purchases?location=${outletA.id}`)).json().data;
    expect(atA.length).toBeGreaterThan(0);
    expect(atA.every((p: { location: { _id: string } }) => p.location._id === outletA.id)).toBe(true);
    const atHeadOffice = (await clients.admin.get(`/api/purchases?location=${headOfficeId}`)).json().data;
    expect(atHeadOffice.every((p: { location: { _id: string } }) => p.location._id === headOfficeId)).toBe(true);
    expect((await clients.admin.get("/api/purchases?location=bukan-id")).json().data).toEqual([]);
  });

  it("puts a new item's opening stock and a typed-in correction at head office unless told otherwise", async () => {
    const unit = (await createUnit(db())).id;
    const created = await clients.admin.post("/api/stock", { name: "Keju Baru", unit, quantityInStock: 5 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id;
    expect(await levelOf(id, headOfficeId)).toBe(5);
    const atA = await clients.admin.post("/api/stock", {
      name: "Keju Braga",
      unit,
      quantityInStock: 4,
      location: outletA.id,
    });
    expect(await levelOf(atA.json()._id, outletA.id)).toBe(4);
    const corrected = await clients.admin.put(`/api/stock/${id}`, { name: "Keju Baru", unit, quantityInStock: 7 });
    expect(corrected.json().quantityInStock).toBe(7);
    expect(await levelOf(id, headOfficeId)).toBe(7);
  });

  it("ships a franchise request out of head office's stock only, refusing more than head office holds", async () => {
    const member = await loginAs("franchise");
    const butter = await createStockItem(db(), { name: "Mentega Outlet", quantityInStock: 50 }, { at: outletA.id });
    await createStockItem(db(), { name: "Mentega Gudang" });
    const request = (
      await member.post("/api/stock-requests", { items: [{ stockItem: butter.id, quantity: 5 }] })
    ).json().data;
    await clients.admin.put(`/api/stock-requests/${request._id}/status`, { status: "Diproses" });
    const refused = await clients.admin.put(`/api/stock-requests/${request._id}/status`, { status: "Dikirim" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("Mentega Outlet");
    expect(await levelOf(butter.id, outletA.id)).toBe(50);

    await clients.admin.post("/api/stock-adjustments", { stockItem: butter.id, quantity: 6, type: "Ditemukan" });
    const shipped = await clients.admin.put(`/api/stock-requests/${request._id}/status`, { status: "Dikirim" });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await levelOf(butter.id, headOfficeId)).toBe(1);
    expect(await levelOf(butter.id, outletA.id)).toBe(50);
  });

  it("keeps exact stock at each outlet under concurrent sales of the same item at two outlets", async () => {
    const egg = await createStockItem(db(), { name: "Telur Bersama", quantityInStock: 100 }, { at: outletA.id });
    await clients.admin.post("/api/stock-adjustments", {
      stockItem: egg.id,
      quantity: 80,
      type: "Ditemukan",
      location: outletB.id,
    });
    const crepe = await createProduct(db(), { price: 12000, recipe: [{ stockItemId: egg.id, quantityUsed: 1.25 }] });
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => sell(cashierA, crepe.id, 2)),
      ...Array.from({ length: 6 }, () => sell(cashierB, crepe.id, 3)),
    ]);
    expect(answers.filter((r) => r.statusCode !== 201).map((r) => r.body)).toEqual([]);
    expect(await levelOf(egg.id, outletA.id)).toBe(80); // 100 − 8 × 2 × 1,25
    expect(await levelOf(egg.id, outletB.id)).toBe(57.5); // 80 − 6 × 3 × 1,25
    expect(await totalOf(egg.id)).toBe(137.5);
  });

  it("refuses an unknown location with 400 and writes nothing", async () => {
    const salt = await createStockItem(db(), { name: "Garam Uji" });
    const counts = async () => ({
      purchases: (await db().select({ n: count() }).from(purchases))[0].n,
      adjustments: (await db().select({ n: count() }).from(stockAdjustments))[0].n,
      movements: (await db().select({ n: count() }).from(stockMovements))[0].n,
      items: (await db().select({ n: count() }).from(stockItems))[0].n,
    });
    const before = await counts();
    for (const location of [randomUUID(), "bukan-id"]) {
      const purchase = await clients.admin.post("/api/purchases", {
        supplier: supplierId,
        purchaseDate: "2026-11-20",
        location,
        items: [{ stockItem: salt.id, quantity: 1, purchasePrice: 100 }],
      });
      const adjustment = await clients.admin.post("/api/stock-adjustments", {
        stockItem: salt.id,
        quantity: 1,
        type: "Ditemukan",
        location,
      });
      const item = await clients.admin.post("/api/stock", { name: "Garam Baru", unit: salt.unitId, location });
      const list = await clients.admin.get(`/api/stock?location=${location}`);
      for (const answer of [purchase, adjustment, item, list]) {
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json()).toMatchObject({
          message: "Lokasi yang dipilih tidak ditemukan. Muat ulang lalu pilih lokasi lain.",
          fields: { location: expect.any(String) },
        });
      }
    }
    expect(await counts()).toEqual(before);
    expect(await totalOf(salt.id)).toBe(1000);
  });

  it("keeps head office out of every outlet choice and refuses to delete it", async () => {
    const listed = (await clients.admin.get("/api/locations")).json();
    expect(listed.map((l: { kind: string }) => l.kind)).not.toContain("head_office");
    const heads = (await clients.admin.get("/api/locations?kind=head_office")).json();
    expect(heads).toMatchObject([{ _id: headOfficeId, name: "Gudang Pusat", kind: "head_office" }]);
    const guest = ctx.client();
    expect((await guest.get("/api/locations?kind=head_office")).json()).toEqual(
      (await guest.get("/api/locations")).json(),
    );
    expect((await guest.get(`/api/locations/${headOfficeId}`)).statusCode).toBe(404);

    const deleted = await clients.admin.delete(`/api/locations/${headOfficeId}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toContain("gudang pusat");
    const withStock = await clients.admin.delete(`/api/locations/${outletB.id}`);
    expect(withStock.statusCode).toBe(409);

    const cashier = await loginAs("cashier");
    const atHeadOffice = await cashier.post("/api/register/open", { outlet: headOfficeId, openingBalance: 0 });
    expect(atHeadOffice.statusCode).toBe(400);
    expect(atHeadOffice.json().message).toBe("Outlet tidak ditemukan.");
  });

  it("keeps every level equal to its location's movements and every total equal to its levels", async () => {
    expect(await ledgerMismatches(db())).toEqual({ levels: [], totals: [] });
    const [{ n }] = await db().select({ n: count() }).from(stockLevels);
    expect(n).toBeGreaterThan(0);
  });
});
