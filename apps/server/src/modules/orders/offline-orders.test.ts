import { randomUUID } from "node:crypto";
import {
  computePosTotals,
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderRecord,
  type PosOrderInput,
  type TableRecord,
  type TillCatalog,
  taxFor,
  todayKey,
} from "@kedai/shared";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createAccount,
  createCustomer,
  createOption,
  createOptionGroup,
  createProduct,
  createRegisterSession,
  createStockItem,
  createTable,
} from "../../../test/factories";
import type { TestClient } from "../../../test/test-app";
import { useTill } from "../../../test/till";
import {
  catalogSnapshots,
  customers,
  customizationOptions,
  diningTables,
  orders,
  pointsReservations,
  products,
  promos,
  registerSessions,
  stockItems,
  stockMovements,
} from "../../db/schema";
import { getSettings, saveSettings } from "../settings/settings.service";

/** Orders a till took while it could not reach the server, synced later (docs/business-rules.md#offline). */

const { ctx, db, clients, accounts, submit, outletId } = useTill();

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DEVICE = "kasir-depan";
const ago = (ms: number) => new Date(Date.now() - ms);

// The cashier's register has been open for over a day, so an order from 24 hours ago is in it.
beforeAll(async () => {
  await db()
    .update(registerSessions)
    .set({ openedAt: ago(DAY + HOUR) })
    .where(eq(registerSessions.cashierId, accounts.cashier.id));
});

/** A cashier of their own, signed in, with a register opened at `openedAt`; and that session. */
async function cashierWithRegister(openedAt: Date) {
  const account = await createAccount(db(), "cashier");
  const client = ctx.client();
  await client.login(account.login);
  const session = await createRegisterSession(db(), { cashierId: account.id, openedAt });
  return { client, session };
}

const tillCatalog = async (client: TestClient = clients.cashier): Promise<TillCatalog> => {
  const response = await client.get("/api/orders/catalog");
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** The body of an order the till took offline at `takenAt`, priced with catalog `catalogVersion`. */
const offlineBody = (
  body: Partial<PosOrderInput>,
  offline: { takenAt: Date; catalogVersion: number },
): Partial<PosOrderInput> => ({
  ...body,
  offline: { takenAt: offline.takenAt.toISOString(), catalogVersion: offline.catalogVersion, deviceId: DEVICE },
});

const sync = (
  body: Partial<PosOrderInput>,
  offline: { takenAt: Date; catalogVersion: number },
  options: Parameters<typeof submit>[1] = {},
) => submit(offlineBody(body, offline), options);

/** Syncs an order that must be accepted; the answer. */
async function synced(...args: Parameters<typeof sync>) {
  const response = await sync(...args);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { data: OrderRecord; stockWarnings: unknown[]; notices?: { code: string }[] };
}

/** The total the till prints: a Take Away cart priced with its copy of the catalog, as the POS screen does. */
function receiptTotal(catalog: TillCatalog, cart: { productId: string; quantity: number; optionNames?: string[] }[]) {
  const lines = cart.map(({ productId, quantity, optionNames = [] }) => {
    const product = catalog.products.find((p) => p._id === productId);
    if (!product) throw new Error("the product is not in the till's catalog");
    const options = product.groups.flatMap((g) => g.options).filter((o) => optionNames.includes(o.name));
    return { basePrice: product.price, quantity, options };
  });
  return computePosTotals({
    lines,
    orderType: ORDER_TYPE.TakeAway,
    taxRatePercent: taxFor(catalog.settings, null).taxRatePercent,
    packagingFee: catalog.settings.packagingFee,
  }).totalAmount;
}

/** What a refused sync must not have written. */
const ledgerCounts = async () => {
  const [[placed], [moved]] = await Promise.all([
    db().select({ n: count() }).from(orders),
    db().select({ n: count() }).from(stockMovements),
  ]);
  return { orders: placed.n, stockMovements: moved.n };
};

/**
 * A time yesterday (business day, Asia/Jakarta) at most 24 hours ago: yesterday 23:00, or later
 * when that is too long ago. Only in the day's last 30 seconds is there none.
 */
function lateYesterday(): { takenAt: Date; today: string; yesterday: string } {
  const today = todayKey("Asia/Jakarta");
  const takenAt = new Date(Math.max(Date.now() - DAY + 30_000, Date.parse(`${today}T00:00:00+07:00`) - HOUR));
  return { takenAt, today, yesterday: todayKey("Asia/Jakarta", takenAt) };
}

const orderIdsOf = (response: { json: () => { data: OrderRecord[] } }) => response.json().data.map((o) => o._id);

describe("an order taken offline", () => {
  it("is booked at the time it was taken, in the open session, and listed on that day", async () => {
    expect(ctx.env.BUSINESS_TIMEZONE).toBe("Asia/Jakarta");
    const product = await createProduct(db(), { price: 20000 });
    const { version } = await tillCatalog();
    const { takenAt, today, yesterday } = lateYesterday();
    expect(yesterday).not.toBe(today);

    const answer = await synced(
      { items: [{ productId: product.id, quantity: 1 }] },
      { takenAt, catalogVersion: version },
    );
    const order = answer.data;
    expect(order).toMatchObject({
      orderId: `CREPES-${takenAt.getTime()}`,
      createdAt: takenAt.toISOString(),
      registerSessionId: expect.any(String),
      statusHistory: [{ from: null, to: ORDER_STATUS.New, at: takenAt.toISOString() }],
      offline: { deviceId: DEVICE, catalogVersion: version, pricedWithVersion: version },
    });
    expect(Date.now() - Date.parse(order.offline?.syncedAt ?? "")).toBeLessThan(MINUTE);
    expect(answer.notices).toBeUndefined();

    // Lists and the dashboard's "today" read the order's time: the day it was taken, not synced.
    expect(orderIdsOf(await clients.cashier.get(`/api/orders?from=${yesterday}&to=${yesterday}`))).toContain(order._id);
    expect(orderIdsOf(await clients.cashier.get(`/api/orders?from=${today}&to=${today}`))).not.toContain(order._id);
    const online = await submit({ items: [{ productId: product.id, quantity: 1 }] });
    expect(online.json().data.offline).toBeNull();
  });

  it("is refused, writing nothing, when taken in the future, over 24 hours ago or before its register opened", async () => {
    const stock = await createStockItem(db(), { quantityInStock: 10 });
    const product = await createProduct(db(), { recipe: [{ stockItemId: stock.id, quantityUsed: 1 }] });
    const table = await createTable(db());
    const body = { orderType: ORDER_TYPE.DineIn, table: table.id, items: [{ productId: product.id, quantity: 1 }] };
    const { version: catalogVersion } = await tillCatalog();
    const late = await cashierWithRegister(ago(HOUR));
    const before = await ledgerCounts();

    const future = await sync(body, { takenAt: new Date(Date.now() + 5 * MINUTE), catalogVersion });
    expect(future.statusCode).toBe(422);
    expect(future.json()).toMatchObject({
      code: "OFFLINE_TAKEN_IN_FUTURE",
      fields: { "offline.takenAt": expect.stringContaining("masa depan") },
    });

    const tooOld = await sync(body, { takenAt: ago(DAY + MINUTE), catalogVersion });
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json()).toMatchObject({
      code: "OFFLINE_TAKEN_TOO_LONG_AGO",
      message: expect.stringContaining("24 jam"),
    });

    const beforeOpening = await sync(body, { takenAt: ago(2 * HOUR), catalogVersion }, { client: late.client });
    expect(beforeOpening.statusCode).toBe(409);
    expect(beforeOpening.json()).toMatchObject({
      code: "OFFLINE_SESSION_CLOSED",
      message: expect.stringContaining("sebelum sesi kasir ini dibuka"),
    });

    expect(await ledgerCounts()).toEqual(before);
    const [seat] = await db().select().from(diningTables).where(eq(diningTables.id, table.id));
    expect(seat.status).toBe("Available");
    const [left] = await db().select().from(stockItems).where(eq(stockItems.id, stock.id));
    expect(left.quantityInStock).toBe(10);

    // A till clock up to two minutes fast, or behind at the opening, is tolerated, and the order
    // booked inside its session and never in the future.
    const fast = await synced(body, { takenAt: new Date(Date.now() + MINUTE), catalogVersion });
    expect(Date.parse(fast.data.createdAt)).toBeLessThanOrEqual(Date.now());
    const slow = await synced(
      { items: body.items },
      { takenAt: new Date(late.session.openedAt.getTime() - MINUTE), catalogVersion },
      { client: late.client },
    );
    expect(slow.data.createdAt).toBe(late.session.openedAt.toISOString());
  });

  it("is priced with the catalog version the till priced it with, whatever changed since", async () => {
    const cheese = await createOption(db(), { name: "Keju Ekstra", price: 3000 });
    const toppings = await createOptionGroup(db(), { type: "checkbox", optionIds: [cheese.id] });
    const crepe = await createProduct(db(), { name: "Crepes Keju", price: 20000, groupIds: [toppings.id] });
    const gone = await createProduct(db(), { name: "Crepes Musiman", price: 18000 });
    const catalog = await tillCatalog();
    expect(JSON.stringify(catalog)).not.toMatch(/cogs|recipe/);
    const crepes = [{ productId: crepe.id, quantity: 2, optionNames: ["Keju Ekstra"] }];
    const printed = receiptTotal(catalog, crepes);

    // Meanwhile the owner raises the crepe and the option, the packaging fee, and drops a product.
    await db().update(products).set({ price: 25000 }).where(eq(products.id, crepe.id));
    await db().update(customizationOptions).set({ price: 5000 }).where(eq(customizationOptions.id, cheese.id));
    await saveSettings(db(), { ...(await getSettings(db())), packagingFee: catalog.settings.packagingFee + 1000 });
    await db().update(products).set({ archivedAt: new Date() }).where(eq(products.id, gone.id));
    const now = await tillCatalog();
    expect(now.version).toBeGreaterThan(catalog.version);
    expect(receiptTotal(now, crepes)).toBeGreaterThan(printed);
    // Four more versions handed out: the till's version is read back from the database, not memory.
    for (const price of [25100, 25200, 25300, 25400]) {
      await db().update(products).set({ price }).where(eq(products.id, crepe.id));
      await tillCatalog();
    }

    const { data: order } = await synced(
      {
        items: [
          { productId: crepe.id, quantity: 2, selectedOptions: [{ name: "Keju Ekstra" }] },
          { productId: gone.id, quantity: 1 },
        ],
      },
      { takenAt: ago(HOUR), catalogVersion: catalog.version },
    );
    const printedWithGone = receiptTotal(catalog, [
      { productId: crepe.id, quantity: 2, optionNames: ["Keju Ekstra"] },
      { productId: gone.id, quantity: 1 },
    ]);
    expect(printedWithGone).toBeGreaterThan(printed);
    expect(order).toMatchObject({
      totalAmount: printedWithGone,
      packagingFee: catalog.settings.packagingFee,
      offline: { catalogVersion: catalog.version, pricedWithVersion: catalog.version },
      items: [
        { productId: crepe.id, basePrice: 20000, selectedOptions: [{ name: "Keju Ekstra", price: 3000 }] },
        // Sold under its name; the product it was is gone.
        { productId: null, name: "Crepes Musiman", basePrice: 18000 },
      ],
    });

    // The same cart placed online now costs today's prices.
    const today = await submit({
      items: [{ productId: crepe.id, quantity: 2, selectedOptions: [{ name: "Keju Ekstra" }] }],
    });
    expect(today.json().data.totalAmount).toBe(receiptTotal(await tillCatalog(), crepes));
  });

  it("is priced with the current catalog, and says so, when its version is not kept", async () => {
    const product = await createProduct(db(), { price: 20000 });
    const current = await tillCatalog();
    const answer = await synced(
      { items: [{ productId: product.id, quantity: 1 }] },
      { takenAt: ago(HOUR), catalogVersion: current.version + 1000 },
    );
    expect(answer.data).toMatchObject({
      totalAmount: receiptTotal(current, [{ productId: product.id, quantity: 1 }]),
      offline: { catalogVersion: current.version + 1000, pricedWithVersion: current.version },
    });
    expect(answer.notices).toEqual([
      { code: "CATALOG_VERSION_UNKNOWN", message: expect.stringContaining("harga saat ini") },
    ]);
  });

  it("keeps a version a few days after a newer one was kept", async () => {
    const longAgo = (days: number) => new Date(Date.now() - days * DAY);
    await db()
      .insert(catalogSnapshots)
      .values([
        { version: 1, catalog: {}, createdAt: longAgo(5) },
        { version: 2, catalog: {}, createdAt: longAgo(4) },
      ]);
    await db()
      .update(products)
      .set({ price: 21000 })
      .where(eq(products.id, (await createProduct(db())).id));
    const { version } = await tillCatalog();
    const kept = await db().select({ version: catalogSnapshots.version }).from(catalogSnapshots);
    const versions = kept.map((row) => row.version);
    // Version 1 was superseded by version 2 four days ago; version 2 only now.
    expect(versions).not.toContain(1);
    expect(versions).toEqual(expect.arrayContaining([2, version]));
  });

  it("made twice with one Idempotency-Key is one order", async () => {
    const product = await createProduct(db());
    const body = { items: [{ productId: product.id, quantity: 1 }] };
    const offline = { takenAt: ago(2 * HOUR), catalogVersion: (await tillCatalog()).version };
    const key = randomUUID();
    const first = await sync(body, offline, { key });
    const replay = await sync(body, offline, { key });
    expect([first.statusCode, replay.statusCode]).toEqual([201, 200]);
    expect(replay.json().data._id).toBe(first.json().data._id);
    const made = await db().select({ n: count() }).from(orders).where(eq(orders.createdAt, offline.takenAt));
    expect(made[0].n).toBe(1);
  });

  it("at a table another till took meanwhile is accepted, both orders on the table, with a notice", async () => {
    const table = await createTable(db(), { name: "Meja Teras" });
    const product = await createProduct(db());
    const items = [{ productId: product.id, quantity: 1 }];
    const { version } = await tillCatalog();
    const other = await cashierWithRegister(ago(HOUR));
    const seatedOnline = await submit(
      { orderType: ORDER_TYPE.DineIn, table: table.id, items },
      { client: other.client },
    );
    expect(seatedOnline.statusCode).toBe(201);
    // An order placed online still may not take it.
    expect((await submit({ orderType: ORDER_TYPE.DineIn, table: table.id, items })).json().code).toBe(
      "TABLE_UNAVAILABLE",
    );

    const answer = await synced(
      { orderType: ORDER_TYPE.DineIn, table: table.id, items },
      { takenAt: ago(30 * MINUTE), catalogVersion: version },
    );
    expect(answer.data.table).toEqual({ _id: table.id, name: "Meja Teras" });
    expect(answer.notices).toEqual([
      {
        code: "TABLE_TAKEN_MEANWHILE",
        message: expect.stringContaining('Meja "Meja Teras" sudah dipakai pesanan lain'),
      },
    ]);

    const first = seatedOnline.json().data as OrderRecord;
    const tables: TableRecord[] = (await clients.cashier.get("/api/tables?search=Teras")).json();
    expect(tables).toMatchObject([
      {
        status: "Occupied",
        // Oldest first: the offline order was taken before the other till's.
        openOrders: [
          { _id: answer.data._id, orderId: answer.data.orderId },
          { _id: first._id, orderId: first.orderId },
        ],
        openOrder: { _id: answer.data._id },
      },
    ]);
    const listed = await clients.cashier.get("/api/orders?search=Meja%20Teras");
    expect(orderIdsOf(listed).sort()).toEqual([answer.data._id, first._id].sort());

    // The table is free once both have left it, not before.
    const cancel = (order: OrderRecord, client: TestClient) =>
      client.put(`/api/orders/${order._id}/status`, { status: ORDER_STATUS.Cancelled });
    expect((await cancel(first, other.client)).statusCode).toBe(200);
    const tableStatus = async () =>
      (await db().select().from(diningTables).where(eq(diningTables.id, table.id)))[0].status;
    expect(await tableStatus()).toBe("Occupied");
    expect((await cancel(answer.data, clients.cashier)).statusCode).toBe(200);
    expect(await tableStatus()).toBe("Available");
  });

  it("takes stock below zero with the usual warning", async () => {
    const stock = await createStockItem(db(), { name: "Keju Parut", quantityInStock: 1 }, { at: outletId() });
    const product = await createProduct(db(), { recipe: [{ stockItemId: stock.id, quantityUsed: 2 }] });
    const answer = await synced(
      { items: [{ productId: product.id, quantity: 1 }] },
      { takenAt: ago(HOUR), catalogVersion: (await tillCatalog()).version },
    );
    expect(answer.stockWarnings).toEqual([{ _id: stock.id, name: "Keju Parut", quantityInStock: -1 }]);
  });

  it("keeps a promo that was valid when it was taken, not one that was not", async () => {
    const product = await createProduct(db(), { price: 40000 });
    const makePromo = async (values: Partial<typeof promos.$inferInsert>) =>
      (
        await db()
          .insert(promos)
          .values({
            name: `Promo ${randomUUID().slice(0, 8)}`,
            type: "fixed_amount",
            value: 5000,
            startDate: ago(3 * DAY),
            endDate: ago(2 * DAY),
            ...values,
          })
          .returning()
      )[0];
    // Taken yesterday; the promo ended yesterday.
    const { takenAt } = lateYesterday();
    const endedYesterday = await makePromo({ endDate: takenAt });
    const switchedOffSince = await makePromo({ endDate: new Date(Date.now() + DAY) });
    await db().update(promos).set({ isActive: false }).where(eq(promos.id, switchedOffSince.id));
    const over = await makePromo({});
    const { version } = await tillCatalog();
    const items = [{ productId: product.id, quantity: 1 }];

    const online = await submit({ items, promoId: endedYesterday.id });
    expect(online.json()).toMatchObject({ code: "PROMO_INVALID" });
    for (const promo of [endedYesterday, switchedOffSince]) {
      const { data } = await synced({ items, promoId: promo.id }, { takenAt, catalogVersion: version });
      expect(data.promo).toEqual({ _id: promo.id, name: promo.name, discountAmount: 5000 });
    }
    const expired = await sync({ items, promoId: over.id }, { takenAt, catalogVersion: version });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: "PROMO_INVALID",
      message: expect.stringContaining("saat pesanan dibuat"),
    });
  });

  it("may not spend points: redeeming needs the network", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 100 });
    const product = await createProduct(db());
    const redeemed = await clients.cashier.post("/api/customers/redeem-points", {
      customerId: customer.id,
      pointsToRedeem: 50,
    });
    expect(redeemed.statusCode).toBe(200);
    const before = await ledgerCounts();

    const refused = await sync(
      { customer: customer.id, items: [{ productId: product.id, quantity: 1 }] },
      { takenAt: ago(HOUR), catalogVersion: (await tillCatalog()).version },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: "OFFLINE_POINTS_REFUSED",
      message: expect.stringContaining("koneksi"),
    });
    expect(await ledgerCounts()).toEqual(before);
    const [reservation] = await db()
      .select()
      .from(pointsReservations)
      .where(eq(pointsReservations.customerId, customer.id));
    expect(reservation).toMatchObject({ points: 50, orderId: null, releasedAt: null });
    const [held] = await db().select().from(customers).where(eq(customers.id, customer.id));
    expect(held.loyaltyPoints).toBe(50);
  });

  it("whose register was closed meanwhile is refused for the cashier to decide; one synced before answers again", async () => {
    const product = await createProduct(db());
    const items = [{ productId: product.id, quantity: 1 }];
    const { version } = await tillCatalog();
    const till = await cashierWithRegister(ago(3 * HOUR));
    const key = randomUUID();
    const takenBeforeClose = { takenAt: ago(2 * HOUR), catalogVersion: version };
    const beforeClose = await sync({ items }, takenBeforeClose, { client: till.client, key });
    expect(beforeClose.statusCode).toBe(201);

    const closed = await till.client.put(`/api/register/close/${till.session.id}`, { closingBalance: 100000 });
    expect(closed.statusCode, closed.body).toBe(200);

    const after = await sync({ items }, { takenAt: ago(HOUR), catalogVersion: version }, { client: till.client });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({
      code: "OFFLINE_SESSION_CLOSED",
      message: expect.stringContaining("sudah ditutup"),
    });

    // Its answer was lost before the close: the retry finds it, nothing is made twice.
    const retry = await sync({ items }, takenBeforeClose, { client: till.client, key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data._id).toBe(beforeClose.json().data._id);
  });
});

describe("a status move or a cancel the till made offline", () => {
  const offlineMove = (status: string, from: string, takenAt: Date) => ({
    status,
    from,
    offline: { takenAt: takenAt.toISOString(), deviceId: DEVICE },
  });
  const moveOffline = (order: OrderRecord, body: ReturnType<typeof offlineMove>) =>
    clients.cashier.put(`/api/orders/${order._id}/status`, body);

  it("is booked at the time it was made, and sent again (its answer lost) answers the order as it is", async () => {
    const product = await createProduct(db());
    const takenAt = ago(2 * HOUR);
    const { data: order } = await synced(
      { items: [{ productId: product.id, quantity: 1 }] },
      { takenAt, catalogVersion: (await tillCatalog()).version },
    );
    const movedAt = new Date(takenAt.getTime() + 10 * MINUTE);
    const body = offlineMove(ORDER_STATUS.Preparing, ORDER_STATUS.New, movedAt);

    const first = await moveOffline(order, body);
    const again = await moveOffline(order, body);
    expect([first.statusCode, again.statusCode], again.body).toEqual([200, 200]);
    const history = (again.json().data as OrderRecord).statusHistory;
    expect(history.map((line) => line.to)).toEqual([ORDER_STATUS.New, ORDER_STATUS.Preparing]);
    expect(new Date(history[1]?.at ?? "").getTime()).toBe(movedAt.getTime());
  });

  it("is booked no earlier than the order's last change and no later than now, whatever the till's clock said", async () => {
    const product = await createProduct(db());
    const placed = await submit({ items: [{ productId: product.id, quantity: 1 }] });
    const order = placed.json().data as OrderRecord;
    const moved = await moveOffline(order, offlineMove(ORDER_STATUS.Preparing, ORDER_STATUS.New, ago(DAY)));
    expect(moved.statusCode, moved.body).toBe(200);
    const history = (moved.json().data as OrderRecord).statusHistory;
    expect(new Date(history[1]?.at ?? "").getTime()).toBeGreaterThanOrEqual(new Date(order.createdAt).getTime());
  });

  it("cancels once: stock goes back once when the cancel is sent twice", async () => {
    const stock = await createStockItem(db(), { name: "Tepung Crepes", quantityInStock: 10 });
    const product = await createProduct(db(), { recipe: [{ stockItemId: stock.id, quantityUsed: 2 }] });
    const placed = await submit({ items: [{ productId: product.id, quantity: 1 }] });
    const order = placed.json().data as OrderRecord;
    const body = offlineMove(ORDER_STATUS.Cancelled, ORDER_STATUS.New, new Date());
    const movements = async () =>
      (await db().select().from(stockMovements).where(eq(stockMovements.stockItemId, stock.id))).length;
    expect((await moveOffline(order, body)).statusCode).toBe(200);
    const afterCancel = await movements();
    const again = await moveOffline(order, body);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json().data as OrderRecord).status).toBe(ORDER_STATUS.Cancelled);
    expect(await movements()).toBe(afterCancel);
    const [left] = await db().select().from(stockItems).where(eq(stockItems.id, stock.id));
    expect(Number(left?.quantityInStock)).toBe(10);
  });

  it("that no longer fits the order (moved elsewhere meanwhile) is refused for the cashier to decide", async () => {
    const product = await createProduct(db());
    const placed = await submit({ items: [{ productId: product.id, quantity: 1 }] });
    const order = placed.json().data as OrderRecord;
    expect(
      (await clients.cashier.put(`/api/orders/${order._id}/status`, { status: ORDER_STATUS.Cancelled })).statusCode,
    ).toBe(200);
    const late = await moveOffline(order, offlineMove(ORDER_STATUS.Preparing, ORDER_STATUS.New, ago(MINUTE)));
    expect(late.statusCode).toBe(409);
  });
});

describe("a cash payment the till took offline", () => {
  it("completes the order at the time it was taken, and sent again answers the paid order without a second payment", async () => {
    const product = await createProduct(db());
    const placed = await submit({ items: [{ productId: product.id, quantity: 1 }] });
    const order = placed.json().data as OrderRecord;
    for (const status of [ORDER_STATUS.Preparing, ORDER_STATUS.Ready]) {
      expect((await clients.cashier.put(`/api/orders/${order._id}/status`, { status })).statusCode).toBe(200);
    }
    const paidAt = new Date(Date.now() - 5 * MINUTE);
    const body = {
      paymentDetails: { method: "Cash", amountPaid: order.totalAmount + 10_000 },
      offline: { takenAt: paidAt.toISOString(), deviceId: DEVICE },
    };
    const first = await clients.cashier.put(`/api/orders/${order._id}/finalize`, body);
    const again = await clients.cashier.put(`/api/orders/${order._id}/finalize`, body);
    expect([first.statusCode, again.statusCode], again.body).toEqual([200, 200]);
    const paid = again.json().data as OrderRecord;
    expect(paid.status).toBe(ORDER_STATUS.Completed);
    expect(paid.paymentDetails).toMatchObject({ method: "Cash", change: 10_000 });
    expect(paid.statusHistory.map((line) => line.to)).toEqual([
      ORDER_STATUS.New,
      ORDER_STATUS.Preparing,
      ORDER_STATUS.Ready,
      ORDER_STATUS.Completed,
    ]);
    const [row] = await db().select({ completedAt: orders.completedAt }).from(orders).where(eq(orders.id, order._id));
    // The kitchen's moves above were made just now: the payment is booked after them, not before.
    const readyAt = new Date(paid.statusHistory[2]?.at ?? "").getTime();
    expect(row?.completedAt?.getTime()).toBe(Math.max(paidAt.getTime(), readyAt + 1));
  });
});
