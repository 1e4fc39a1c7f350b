import { ORDER_STATUS, ORDER_TYPE, type OrderRecord, TABLE_STATUS, todayKey } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createOrder, createProduct, createStockItem, createTable } from "../../../test/factories";
import type { TestClient } from "../../../test/test-app";
import { useTill } from "../../../test/till";
import {
  auditEvents,
  dailyProductSales,
  dailySales,
  diningTables,
  promos,
  stockItems,
  stockMovements,
} from "../../db/schema";

const { db, ctx, clients, loginAs, place, moveTo, balanceOf } = useTill();
let admin: TestClient;
beforeAll(async () => {
  admin = await loginAs("admin");
});

const stockOf = async (id: string) =>
  (await db().select().from(stockItems).where(eq(stockItems.id, id)))[0].quantityInStock;
const tableStatus = async (id: string) =>
  (await db().select().from(diningTables).where(eq(diningTables.id, id)))[0].status;
const movementsOf = async (stockItemId: string) =>
  (await db().select().from(stockMovements).where(eq(stockMovements.stockItemId, stockItemId))).length;
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

/** A Dine-In order at a new table, service 5 %, tax 11 % (the settings' default). */
async function seat(items: { productId: string; quantity: number }[]) {
  const table = await createTable(db());
  const order = await place({ items, orderType: ORDER_TYPE.DineIn, table: table.id, serviceChargeRate: 5 });
  return { table, order };
}

const split = (order: OrderRecord, body: object, client = clients.cashier) =>
  client.post(`/api/orders/${order._id}/split`, body);

async function pay(order: OrderRecord) {
  await moveTo(order, ORDER_STATUS.Preparing);
  await moveTo(order, ORDER_STATUS.Ready);
  const paid = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
    paymentDetails: { method: "Cash", amountPaid: order.totalAmount },
  });
  expect(paid.statusCode).toBe(200);
  return paid.json().data as OrderRecord;
}

async function todaysSales() {
  const rows = await db()
    .select()
    .from(dailySales)
    .where(eq(dailySales.day, todayKey(ctx.env.BUSINESS_TIMEZONE)));
  return rows.reduce(
    (sum, row) => ({ orders: sum.orders + row.orders, revenue: sum.revenue + row.revenue, tax: sum.tax + row.tax }),
    { orders: 0, revenue: 0, tax: 0 },
  );
}

describe("splitting a bill by lines", () => {
  it("moves the chosen quantities into a new order at the same table, each priced again; stock stays", async () => {
    const flour = await createStockItem(db(), { quantityInStock: 100 });
    const crepe = await createProduct(db(), { price: 20000, recipe: [{ stockItemId: flour.id, quantityUsed: 0.5 }] });
    const tea = await createProduct(db(), { price: 40000 });
    const { table, order } = await seat([
      { productId: crepe.id, quantity: 3 },
      { productId: tea.id, quantity: 1 },
    ]);
    // 100.000 + service 5.000 + tax 11 % × 105.000 = 11.550: 116.550.
    expect(order.totalAmount).toBe(116550);
    expect(await stockOf(flour.id)).toBe(98.5);
    const movements = await movementsOf(flour.id);
    const [crepeLine, teaLine] = order.items;

    const response = await split(order, {
      lines: [
        { lineId: crepeLine._id, quantity: 1 },
        { lineId: teaLine._id, quantity: 1 },
      ],
      updatedAt: order.updatedAt,
    });
    expect(response.statusCode).toBe(200);
    const [kept, made] = response.json().data as OrderRecord[];
    // Kept: 2 × 20.000 = 40.000; service 2.000; tax 11 % × 42.000 = 4.620; total 46.620.
    expect(kept).toMatchObject({
      _id: order._id,
      subTotal: 40000,
      serviceCharge: 2000,
      tax: 4620,
      totalAmount: 46620,
      items: [{ productId: crepe.id, quantity: 2, lineTotal: 40000 }],
    });
    // New: 20.000 + 40.000 = 60.000; service 3.000; tax 11 % × 63.000 = 6.930; total 69.930.
    expect(made).toMatchObject({
      status: ORDER_STATUS.New,
      orderType: ORDER_TYPE.DineIn,
      table: { _id: table.id },
      registerSessionId: order.registerSessionId,
      subTotal: 60000,
      serviceCharge: 3000,
      tax: 6930,
      totalAmount: 69930,
      items: [
        { productId: crepe.id, quantity: 1, finalPricePerItem: 20000 },
        { productId: tea.id, quantity: 1, finalPricePerItem: 40000 },
      ],
    });
    // Its lines say where they came from: the kitchen has them on that order's ticket.
    const splitFrom = { how: "split", orderId: order.orderId, table: table.name };
    expect(made.items.map((item) => item.cameFrom)).toEqual([splitFrom, splitFrom]);
    expect(kept.items.map((item) => item.cameFrom)).toEqual([undefined]);
    expect(made.orderId).not.toBe(order.orderId);
    expect(made.statusHistory[0].note).toBe(`Dipisah dari ${order.orderId}`);
    expect(kept.statusHistory.at(-1)?.note).toBe(`Sebagian menu dipisah ke ${made.orderId}`);
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.entityId, order._id));
    expect(audit).toMatchObject({ action: "order.split", label: order.orderId });

    // No stock moved; each order now holds its share, so cancelling the new one puts back one crepe's flour.
    expect(await stockOf(flour.id)).toBe(98.5);
    expect(await movementsOf(flour.id)).toBe(movements);
    expect((await moveTo(made, ORDER_STATUS.Cancelled)).statusCode).toBe(200);
    expect(await stockOf(flour.id)).toBe(99);
    expect(await tableStatus(table.id)).toBe(TABLE_STATUS.Occupied);
  });

  it("counts both parts in the reports and the shift once each is paid", async () => {
    const crepe = await createProduct(db(), { price: 20000, name: "Crepes Pisah Uji" });
    const tea = await createProduct(db(), { price: 40000 });
    const { table, order } = await seat([
      { productId: crepe.id, quantity: 3 },
      { productId: tea.id, quantity: 1 },
    ]);
    const before = await todaysSales();
    const review = async () =>
      (await clients.cashier.get(`/api/register/${order.registerSessionId}/review`)).json().sales;
    const shiftBefore = await review();

    const response = await split(order, { lines: [{ lineId: order.items[1]._id, quantity: 1 }] });
    const [kept, made] = response.json().data as OrderRecord[];
    // Kept 60.000 + 3.000 + 6.930 = 69.930; new 40.000 + 2.000 + 4.620 = 46.620.
    expect([kept.totalAmount, made.totalAmount]).toEqual([69930, 46620]);
    expect((await review()).openOrders - shiftBefore.openOrders).toBe(1);
    await pay(kept);
    expect(await tableStatus(table.id)).toBe(TABLE_STATUS.Occupied);
    await pay(made);
    expect(await tableStatus(table.id)).toBe(TABLE_STATUS.Available);

    const after = await todaysSales();
    expect(after.orders - before.orders).toBe(2);
    expect(after.revenue - before.revenue).toBe(116550);
    expect(after.tax - before.tax).toBe(11550);
    const shiftAfter = await review();
    expect(shiftAfter.cashSales - shiftBefore.cashSales).toBe(116550);
    expect(shiftAfter.completedOrders - shiftBefore.completedOrders).toBe(2);
    // The order was open before the split; after it, two were; now none of them is.
    expect(shiftAfter.openOrders).toBe(shiftBefore.openOrders - 1);
    const [crepes] = await db()
      .select()
      .from(dailyProductSales)
      .where(eq(dailyProductSales.productName, "Crepes Pisah Uji"));
    expect(crepes).toMatchObject({ quantity: 3, revenue: 60000 });
  });

  it("shares the promo in proportion and keeps the points on the original, giving back what it no longer needs", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 1000 });
    const product = await createProduct(db(), { price: 50000 });
    const [promo] = await db()
      .insert(promos)
      .values({
        name: `Promo Pisah ${Date.now()}`,
        type: "percentage",
        value: 10,
        startDate: new Date(Date.now() - 86_400_000),
        endDate: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const redeemed = await clients.cashier.post("/api/customers/redeem-points", {
      customerId: customer.id,
      pointsToRedeem: 800,
    });
    expect(redeemed.statusCode).toBe(200);
    const table = await createTable(db());
    const order = await place({
      items: [{ productId: product.id, quantity: 2 }],
      orderType: ORDER_TYPE.DineIn,
      table: table.id,
      serviceChargeRate: 5,
      customer: customer.id,
      promoId: promo.id,
    });
    // 100.000 − promo 10.000 = 90.000; service 4.500; tax 11 % × 94.500 = 10.395; 104.895 − 80.000 points.
    expect(order).toMatchObject({ totalAmount: 24895, pointsRedeemed: 800, pointsDiscount: 80000 });
    expect(await balanceOf(customer.id)).toBe(200);

    const response = await split(order, { lines: [{ lineId: order.items[0]._id, quantity: 1 }] });
    expect(response.statusCode).toBe(200);
    const [kept, made] = response.json().data as OrderRecord[];
    // Each: 50.000 − promo 5.000 = 45.000; service 2.250; tax 11 % × 47.250 = 5.197,5 → 5.198; 52.448.
    // The original keeps the points that pay its 52.448 (525 at Rp 100), the other 275 go back.
    expect(kept).toMatchObject({
      subTotal: 50000,
      promo: { _id: promo.id, discountAmount: 5000 },
      serviceCharge: 2250,
      tax: 5198,
      pointsRedeemed: 525,
      pointsDiscount: 52448,
      totalAmount: 0,
    });
    expect(made).toMatchObject({
      customer: { _id: customer.id },
      subTotal: 50000,
      promo: { _id: promo.id, discountAmount: 5000 },
      serviceCharge: 2250,
      tax: 5198,
      pointsRedeemed: 0,
      pointsDiscount: 0,
      totalAmount: 52448,
    });
    expect(await balanceOf(customer.id)).toBe(475);
  });

  it("refuses lines of another order, too many, all of them, and orders past Ready, writing nothing", async () => {
    const crepe = await createProduct(db(), { price: 20000 });
    const { order } = await seat([{ productId: crepe.id, quantity: 2 }]);
    const { order: other } = await seat([{ productId: crepe.id, quantity: 1 }]);
    const line = order.items[0]._id;

    const foreign = await split(order, { lines: [{ lineId: other.items[0]._id, quantity: 1 }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/bukan bagian dari pesanan ini/);
    const tooMany = await split(order, { lines: [{ lineId: line, quantity: 3 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/melebihi 2/);
    const everything = await split(order, { lines: [{ lineId: line, quantity: 2 }] });
    expect(everything.statusCode).toBe(400);
    expect(everything.json().message).toMatch(/Sisakan minimal satu menu/);
    const both = await split(order, { lines: [{ lineId: line, quantity: 1 }], parts: 2 });
    expect(both.statusCode).toBe(400);
    const stale = await split(order, { parts: 2, updatedAt: "2020-01-01T00:00:00.000Z" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("CHANGED_ELSEWHERE");

    const unchanged = (await clients.cashier.get(`/api/orders/${order._id}`)).json().data;
    expect(unchanged).toMatchObject({ totalAmount: order.totalAmount, updatedAt: order.updatedAt });
    await pay(order);
    const paid = await split(order, { parts: 2 });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ code: "ORDER_NOT_EDITABLE" });
    expect(paid.json().message).toMatch(/Completed/);
  });
});

/** The last of the parts: the one with the rupiah left over. */
const testPart = (parts: OrderRecord[]) => parts[parts.length - 1];

describe("splitting a bill equally", () => {
  it("makes N orders of one share each, the rupiah left over on the last, each taxed and serviced", async () => {
    const flour = await createStockItem(db(), { quantityInStock: 100 });
    const crepe = await createProduct(db(), { price: 25000, recipe: [{ stockItemId: flour.id, quantityUsed: 1 }] });
    const { order } = await seat([{ productId: crepe.id, quantity: 4 }]);
    expect(await stockOf(flour.id)).toBe(96);
    const movements = await movementsOf(flour.id);
    await moveTo(order, ORDER_STATUS.Preparing);
    const { updatedAt } = (await clients.cashier.get(`/api/orders/${order._id}`)).json().data;

    const response = await split(order, { parts: 3, updatedAt });
    expect(response.statusCode).toBe(200);
    const parts = response.json().data as OrderRecord[];
    expect(parts.map((p) => p.subTotal)).toEqual([33333, 33333, 33334]);
    // 33.333: service 5 % = 1.666,65 → 1.667; tax 11 % × 35.000 = 3.850; total 38.850.
    // 33.334: service 1.666,7 → 1.667; tax 11 % × 35.001 = 3.850,11 → 3.850; total 38.851.
    expect(parts.map((p) => [p.serviceCharge, p.tax, p.totalAmount])).toEqual([
      [1667, 3850, 38850],
      [1667, 3850, 38850],
      [1667, 3850, 38851],
    ]);
    expect(parts[0]._id).toBe(order._id);
    expect(parts.map((p) => p.items.map((i) => i.name))).toEqual([
      ["Bagian tagihan 1/3"],
      ["Bagian tagihan 2/3"],
      ["Bagian tagihan 3/3"],
    ]);
    const splitFrom = { how: "split", orderId: order.orderId, table: order.table?.name };
    expect(parts.map((p) => p.items[0]?.cameFrom)).toEqual([undefined, splitFrom, splitFrom]);
    expect(parts.every((p) => p.status === ORDER_STATUS.Preparing && p.table?._id === order.table?._id)).toBe(true);
    expect(await stockOf(flour.id)).toBe(96);
    expect(await movementsOf(flour.id)).toBe(movements);

    // Each part holds a third of the stock taken (1,3333, 1,3333, 1,3334): a cancelled part puts back its own.
    const spare = testPart(parts);
    expect((await moveTo(spare, ORDER_STATUS.Cancelled)).statusCode).toBe(200);
    expect(await stockOf(flour.id)).toBe(97.3334);
    parts.pop();

    const before = await todaysSales();
    for (const part of parts) {
      await moveTo(part, ORDER_STATUS.Ready);
      const paid = await clients.cashier.put(`/api/orders/${part._id}/finalize`, {
        paymentDetails: { method: "Cash", amountPaid: 40000 },
      });
      expect(paid.statusCode).toBe(200);
    }
    const after = await todaysSales();
    expect(after.revenue - before.revenue).toBe(38850 + 38850);
    expect(after.tax - before.tax).toBe(3850 * 2);
    expect(after.orders - before.orders).toBe(2);
  });
});

describe("two tills splitting the same bill at once", () => {
  it("splits it once: one is answered, the other gets 409 and writes nothing", async () => {
    const crepe = await createProduct(db(), { price: 20000 });
    const { order } = await seat([{ productId: crepe.id, quantity: 4 }]);
    const cashier2 = await loginAs("cashier");
    const answers = await Promise.all([
      split(order, { parts: 2, updatedAt: order.updatedAt }),
      split(order, { lines: [{ lineId: order.items[0]._id, quantity: 1 }], updatedAt: order.updatedAt }, cashier2),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409)?.json();
    expect(loser).toMatchObject({ code: "CHANGED_ELSEWHERE" });
    const listed = await clients.cashier.get(`/api/orders?status=New&limit=500`);
    const atTable = (listed.json().data as OrderRecord[]).filter((o) => o.table?._id === order.table?._id);
    expect(atTable).toHaveLength(2);
    expect(atTable.reduce((sum, o) => sum + o.subTotal, 0)).toBe(80000);
  });
});

describe("moving an order to another table", () => {
  it("takes the new table, frees the old one, and of two tills moving it at once one wins", async () => {
    const crepe = await createProduct(db(), { price: 20000 });
    const { table, order } = await seat([{ productId: crepe.id, quantity: 1 }]);
    const [two, three] = [await createTable(db()), await createTable(db())];
    const cashier2 = await loginAs("cashier");

    const answers = await Promise.all([
      clients.cashier.put(`/api/orders/${order._id}/table`, { table: two.id, updatedAt: order.updatedAt }),
      cashier2.put(`/api/orders/${order._id}/table`, { table: three.id, updatedAt: order.updatedAt }),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409);
    expect(loser?.json().message).toMatch(/sudah diubah oleh pengguna lain/);
    const moved = answers.find((a) => a.statusCode === 200)?.json().data as OrderRecord;
    const [won, lost] = moved.table?._id === two.id ? [two, three] : [three, two];
    expect(moved.statusHistory.at(-1)?.note).toBe(`Pindah meja: ${table.name} → ${won.name}`);
    expect([await tableStatus(table.id), await tableStatus(won.id), await tableStatus(lost.id)]).toEqual([
      TABLE_STATUS.Available,
      TABLE_STATUS.Occupied,
      TABLE_STATUS.Available,
    ]);
  });

  it("refuses an occupied table and a table set free by hand while its order is unpaid", async () => {
    const crepe = await createProduct(db(), { price: 20000 });
    const { table, order } = await seat([{ productId: crepe.id, quantity: 1 }]);
    const { table: taken } = await seat([{ productId: crepe.id, quantity: 1 }]);
    const occupied = await clients.cashier.put(`/api/orders/${order._id}/table`, { table: taken.id });
    expect(occupied.statusCode).toBe(409);
    expect(occupied.json().code).toBe("TABLE_UNAVAILABLE");

    const freed = await admin.put(`/api/tables/${table.id}`, {
      name: table.name,
      capacity: table.capacity,
      status: TABLE_STATUS.Available,
    });
    expect(freed.statusCode).toBe(409);
    expect(freed.json()).toMatchObject({ code: "TABLE_HAS_OPEN_ORDERS" });
    expect(freed.json().message).toContain(order.orderId);
    expect(await tableStatus(table.id)).toBe(TABLE_STATUS.Occupied);
  });
});

describe("merging two tables", () => {
  it("combines the lines, reprices, frees the other table; stock unchanged; two merges at once: one wins", async () => {
    const flour = await createStockItem(db(), { quantityInStock: 100 });
    const crepe = await createProduct(db(), { price: 20000, recipe: [{ stockItemId: flour.id, quantityUsed: 1 }] });
    const tea = await createProduct(db(), { price: 40000 });
    const { table: t1, order: one } = await seat([{ productId: crepe.id, quantity: 2 }]);
    const { table: t2, order: two } = await seat([{ productId: tea.id, quantity: 1 }]);
    const { order: three } = await seat([{ productId: crepe.id, quantity: 1 }]);
    expect(await stockOf(flour.id)).toBe(97);
    const movements = await movementsOf(flour.id);

    const answers = await Promise.all([
      clients.cashier.post(`/api/orders/${one._id}/merge`, { from: two._id }),
      clients.cashier.post(`/api/orders/${three._id}/merge`, { from: two._id }),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    const merged = answers.find((a) => a.statusCode === 200)?.json().data as OrderRecord;
    const into = merged._id === one._id ? one : three;
    const crepes = into === one ? 2 : 1;
    // (crepes × 20.000 + 40.000) + 5 % service, + 11 % tax.
    const food = crepes * 20000 + 40000;
    expect(merged).toMatchObject({
      subTotal: food,
      serviceCharge: food * 0.05,
      tax: Math.round(food * 1.05 * 0.11),
      items: [
        { productId: crepe.id, quantity: crepes },
        { productId: tea.id, quantity: 1 },
      ],
    });
    // The joined lines say where they came from: a till's kitchen printer prints the merge's note, not a 'Tambahan'.
    expect(merged.items.map((item) => item.cameFrom)).toEqual([
      undefined,
      { how: "merge", orderId: two.orderId, table: t2.name },
    ]);
    const gone = (await clients.cashier.get(`/api/orders/${two._id}`)).json().data as OrderRecord;
    expect(gone).toMatchObject({ status: ORDER_STATUS.Cancelled, totalAmount: 0, items: [] });
    expect(gone.statusHistory.at(-1)?.note).toMatch(new RegExp(`^Digabung ke ${into.orderId}`));
    expect(await tableStatus(t2.id)).toBe(TABLE_STATUS.Available);
    expect(await tableStatus(t1.id)).toBe(TABLE_STATUS.Occupied);
    expect(await stockOf(flour.id)).toBe(97);
    expect(await movementsOf(flour.id)).toBe(movements);

    // The merged order holds the stock of both: cancelling it puts it all back.
    expect((await moveTo(merged, ORDER_STATUS.Cancelled)).statusCode).toBe(200);
    expect(await stockOf(flour.id)).toBe(97 + crepes);
  });

  it("refuses merging an order into itself, into one further along, or from another outlet", async () => {
    const crepe = await createProduct(db(), { price: 20000 });
    const { order: one } = await seat([{ productId: crepe.id, quantity: 1 }]);
    const { order: two } = await seat([{ productId: crepe.id, quantity: 1 }]);
    expect((await clients.cashier.post(`/api/orders/${one._id}/merge`, { from: one._id })).statusCode).toBe(400);
    await moveTo(one, ORDER_STATUS.Preparing);
    const ahead = await clients.cashier.post(`/api/orders/${one._id}/merge`, { from: two._id });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().message).toMatch(new RegExp(`gabungkan ${one.orderId} ke ${two.orderId}`));

    const elsewhere = await createOrder(db(), { orderType: ORDER_TYPE.DineIn });
    const outlet = await clients.cashier.post(`/api/orders/${two._id}/merge`, { from: elsewhere.id });
    expect(outlet.statusCode).toBe(400);
    expect(outlet.json().message).toMatch(/outlet lain/);
  });
});
