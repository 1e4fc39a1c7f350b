import { randomUUID } from "node:crypto";
import { ORDER_STATUS, ORDER_TYPE, type OrderRecord, type OrderUpdateInput } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCustomer, createOrder, createProduct, createStockItem, createTable } from "../../../test/factories";
import { useTill } from "../../../test/till";
import { diningTables, promos, stockItems } from "../../db/schema";

const { db, clients, loginAs, place, moveTo, balanceOf, waiterId } = useTill();

/** PUT /api/orders/{id}: the new cart, and the order's choices changed by `info`. */
const edit = (
  order: OrderRecord,
  items: OrderUpdateInput["items"],
  info: Partial<OrderUpdateInput["orderInfo"]> = {},
  client = clients.cashier,
) =>
  client.put(`/api/orders/${order._id}`, {
    items,
    orderInfo: { orderType: order.orderType, waiter: waiterId(), table: order.table?._id ?? null, ...info },
    orderTotals: { totalAmount: 1, subTotal: 1 },
  });

const stockOf = async (id: string) =>
  (await db().select().from(stockItems).where(eq(stockItems.id, id)))[0].quantityInStock;
const tableStatus = async (id: string) =>
  (await db().select().from(diningTables).where(eq(diningTables.id, id)))[0].status;
describe("editing an order", () => {
  it("reprices the new cart like a new order, ignoring the screen's totals, and moves stock by the difference", async () => {
    const flour = await createStockItem(db(), { quantityInStock: 10 });
    const milk = await createStockItem(db(), { quantityInStock: 10 });
    const box = await createStockItem(db(), { isPackaging: true, quantityInStock: 50 });
    const crepe = await createProduct(db(), { price: 20000, recipe: [{ stockItemId: flour.id, quantityUsed: 0.5 }] });
    const latte = await createProduct(db(), { price: 18000, recipe: [{ stockItemId: milk.id, quantityUsed: 0.2 }] });
    const order = await place({ items: [{ productId: crepe.id, quantity: 2 }] });
    expect([await stockOf(flour.id), await stockOf(box.id)]).toEqual([9, 49]);

    const response = await edit(
      order,
      [
        { productId: crepe.id, quantity: 1 },
        { productId: latte.id, quantity: 2 },
      ],
      { orderType: ORDER_TYPE.DineIn, serviceChargeRate: 5, notes: "Tanpa gula" },
    );
    expect(response.statusCode).toBe(200);
    // 20.000 + 2 × 18.000 = 56.000; service 5 % = 2.800; tax 11 % × 58.800 = 6.468; total 65.268.
    expect(response.json().data).toMatchObject({
      _id: order._id,
      orderId: order.orderId,
      orderType: ORDER_TYPE.DineIn,
      status: ORDER_STATUS.New,
      registerSessionId: order.registerSessionId,
      subTotal: 56000,
      serviceCharge: 2800,
      packagingFee: 0,
      tax: 6468,
      totalAmount: 65268,
      notes: "Tanpa gula",
      items: [
        { productId: crepe.id, quantity: 1, lineTotal: 20000 },
        { productId: latte.id, quantity: 2, lineTotal: 36000 },
      ],
    });
    // One crepe less (0,5 flour back), two lattes more (0,4 milk), no more Take Away box.
    expect([await stockOf(flour.id), await stockOf(milk.id), await stockOf(box.id)]).toEqual([9.5, 9.6, 50]);

    expect((await moveTo(order, ORDER_STATUS.Cancelled)).statusCode).toBe(200);
    expect([await stockOf(flour.id), await stockOf(milk.id), await stockOf(box.id)]).toEqual([10, 10, 50]);
  });

  it("is allowed in New and Preparing only", async () => {
    const product = await createProduct(db(), { price: 10000 });
    const items = [{ productId: product.id, quantity: 1 }];
    const order = await place({ items });
    await moveTo(order, ORDER_STATUS.Preparing);
    expect((await edit(order, [{ productId: product.id, quantity: 3 }])).json().data.subTotal).toBe(30000);

    await moveTo(order, ORDER_STATUS.Ready);
    const ready = await edit(order, items);
    expect(ready.statusCode).toBe(409);
    expect(ready.json().message).toBe(
      'Pesanan berstatus "Ready" tidak dapat diubah; hanya pesanan New atau Preparing.',
    );
    const cancelled = await place({ items });
    await moveTo(cancelled, ORDER_STATUS.Cancelled);
    expect((await edit(cancelled, items)).statusCode).toBe(409);
    expect((await clients.cashier.get(`/api/orders/${order._id}`)).json().data.subTotal).toBe(30000);
  });

  it("swaps tables: the new one must be Available, the old one is freed", async () => {
    const product = await createProduct(db());
    const items = [{ productId: product.id, quantity: 1 }];
    const [first, second, busy] = [await createTable(db()), await createTable(db()), await createTable(db())];
    const order = await place({ orderType: ORDER_TYPE.DineIn, table: first.id, items });
    await place({ orderType: ORDER_TYPE.DineIn, table: busy.id, items });

    const taken = await edit(order, items, { table: busy.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.table).toBe(`Meja "${busy.name}" sedang tidak tersedia.`);
    expect(await tableStatus(first.id)).toBe("Occupied");

    const moved = await edit(order, items, { table: second.id });
    expect(moved.json().data.table).toEqual({ _id: second.id, name: second.name });
    expect([await tableStatus(first.id), await tableStatus(second.id)]).toEqual(["Available", "Occupied"]);

    const same = await edit(order, [{ productId: product.id, quantity: 2 }], { table: second.id });
    expect(same.statusCode).toBe(200);
    expect(await tableStatus(second.id)).toBe("Occupied");

    const takeAway = await edit(order, items, { orderType: ORDER_TYPE.TakeAway, table: null });
    expect(takeAway.json().data.table).toBeNull();
    expect(await tableStatus(second.id)).toBe("Available");
  });

  it("leaves the old table occupied while another order in progress sits there", async () => {
    const product = await createProduct(db());
    const items = [{ productId: product.id, quantity: 1 }];
    const [shared, other] = [await createTable(db()), await createTable(db())];
    const order = await place({ orderType: ORDER_TYPE.DineIn, table: shared.id, items });
    await createOrder(db(), { tableId: shared.id, tableName: shared.name, status: ORDER_STATUS.Preparing });
    expect((await edit(order, items, { table: other.id })).statusCode).toBe(200);
    expect(await tableStatus(shared.id)).toBe("Occupied");
  });

  it("keeps the points redeemed, giving back those a smaller total no longer needs", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 100 });
    const dear = await createProduct(db(), { price: 40000 });
    const cheap = await createProduct(db(), { price: 5000 });
    await clients.cashier.post("/api/customers/redeem-points", { customerId: customer.id, pointsToRedeem: 100 });
    const order = await place({
      orderType: ORDER_TYPE.Ojol,
      customer: customer.id,
      items: [{ productId: dear.id, quantity: 1 }],
    });
    expect(order).toMatchObject({ pointsRedeemed: 100, pointsDiscount: 10000, totalAmount: 34400 });

    const smaller = await edit(order, [{ productId: cheap.id, quantity: 1 }], { customer: customer.id });
    // 5.000 + tax 550 = 5.550: 56 points pay for it, 44 go back.
    expect(smaller.json().data).toMatchObject({ pointsRedeemed: 56, pointsDiscount: 5550, totalAmount: 0 });
    expect(await balanceOf(customer.id)).toBe(44);

    // A larger cart again does not take the given-back points: the 56 are worth 5.600.
    const larger = await edit(order, [{ productId: dear.id, quantity: 1 }], { customer: customer.id });
    expect(larger.json().data).toMatchObject({ pointsRedeemed: 56, pointsDiscount: 5600, totalAmount: 38800 });
    expect(await balanceOf(customer.id)).toBe(44);

    const otherCustomer = await createCustomer(db());
    const switched = await edit(order, [{ productId: dear.id, quantity: 1 }], { customer: otherCustomer.id });
    expect(switched.statusCode).toBe(400);
    expect(switched.json().fields.customer).toBe(
      "Pesanan ini memakai poin pelanggan, jadi pelanggannya tidak dapat diganti.",
    );
  });

  it("applies only an active promo, and refuses malformed bodies and unknown orders", async () => {
    const product = await createProduct(db(), { price: 10000 });
    const items = [{ productId: product.id, quantity: 1 }];
    const order = await place({ items });
    const [ended] = await db()
      .insert(promos)
      .values({
        name: "Promo Lama",
        type: "fixed_amount",
        value: 1000,
        startDate: new Date("2020-01-01T00:00:00Z"),
        endDate: new Date("2020-01-31T00:00:00Z"),
      })
      .returning();
    const expired = await edit(order, items, { promoId: ended.id });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().fields.promoId).toBe('Promo "Promo Lama" sedang tidak berlaku.');

    const noInfo = await clients.cashier.put(`/api/orders/${order._id}`, { items });
    expect(noInfo.statusCode).toBe(400);
    const emptyCart = await edit(order, []);
    expect(emptyCart.json().fields.items).toBe("Keranjang masih kosong!");
    expect((await edit({ ...order, _id: randomUUID() }, items)).statusCode).toBe(404);
    expect((await edit(order, items, {}, await loginAs("customer"))).statusCode).toBe(403);
  });

  it("never moves stock twice when edits and a status move arrive together", async () => {
    const flour = await createStockItem(db(), { quantityInStock: 100 });
    const product = await createProduct(db(), { price: 10000, recipe: [{ stockItemId: flour.id, quantityUsed: 1 }] });
    const order = await place({ orderType: ORDER_TYPE.Ojol, items: [{ productId: product.id, quantity: 1 }] });
    await moveTo(order, ORDER_STATUS.Preparing);

    const answers = await Promise.all([
      edit(order, [{ productId: product.id, quantity: 3 }]),
      edit(order, [{ productId: product.id, quantity: 5 }]),
      moveTo(order, ORDER_STATUS.Ready),
      edit(order, [{ productId: product.id, quantity: 7 }]),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const final: OrderRecord = (await clients.cashier.get(`/api/orders/${order._id}`)).json().data;
    expect(final.status).toBe(ORDER_STATUS.Ready);
    // What an edit added is a line of its own round ('Tambahan'): the quantity is the lines' sum.
    const quantity = final.items.reduce((sum, item) => sum + item.quantity, 0);
    expect(await stockOf(flour.id)).toBe(100 - quantity);
    expect(final.subTotal).toBe(10000 * quantity);
  });
});
