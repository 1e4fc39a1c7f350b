import { randomUUID } from "node:crypto";
import {
  defaultSettings,
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderRecord,
  type PosOrderInput,
  todayKey,
} from "@kedai/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  createCustomer,
  createLocation,
  createOption,
  createOptionGroup,
  createOrder,
  createProduct,
  createStaffUser,
  createStockItem,
  createTable,
} from "../../../test/factories";
import type { TestClient } from "../../../test/test-app";
import { useTill } from "../../../test/till";
import {
  customers,
  customizationOptions,
  diningTables,
  orders,
  productRecipes,
  products,
  stockItems,
} from "../../db/schema";
import { saveSettings } from "../settings/settings.service";
import { orderKeyOf } from "./order-submit";

const { db, clients, accounts, loginAs, submit, place, moveTo, waiterId, outletId } = useTill();

/** A plain Rp 15.000 item, placed as a Take Away order; the answer's order. */
async function placeOrder(body: Partial<PosOrderInput> = {}): Promise<OrderRecord> {
  const product = await createProduct(db(), { price: 15000 });
  return place({ items: [{ productId: product.id, quantity: 1 }], ...body });
}

async function readyOrder(body: Partial<PosOrderInput> = {}) {
  const order = await placeOrder(body);
  await moveTo(order, ORDER_STATUS.Preparing);
  await moveTo(order, ORDER_STATUS.Ready);
  return order;
}

describe("placing a POS order", () => {
  it("needs an open register, a waiter and a cart; an Idempotency-Key is optional", async () => {
    const product = await createProduct(db());
    const items = [{ productId: product.id, quantity: 1 }];

    const noRegister = await submit({ items }, { client: await loginAs("cashier") });
    expect(noRegister.statusCode).toBe(400);
    expect(noRegister.json().message).toBe("Sesi kasir tidak aktif.");

    const noWaiter = await submit({ items, waiter: undefined });
    expect(noWaiter.statusCode).toBe(400);
    expect(noWaiter.json().fields.waiter).toBe("Silakan pilih waiter terlebih dahulu!");

    const emptyCart = await submit({ items: [] });
    expect(emptyCart.statusCode).toBe(400);
    expect(emptyCart.json().fields.items).toBe("Keranjang masih kosong!");

    const noKey = await clients.cashier.post("/api/orders", {
      waiter: waiterId(),
      orderType: ORDER_TYPE.TakeAway,
      items,
    });
    expect(noKey.statusCode, noKey.body).toBe(201);
    expect(noKey.json().accessToken).toBeUndefined();
  });

  it("is for staff: a customer is refused the cashier's ledger, and a customer's submit is read as an online order", async () => {
    const customer = await loginAs("customer");
    expect((await customer.get("/api/orders")).statusCode).toBe(403);
    const product = await createProduct(db());
    const posShaped = await submit({ items: [{ productId: product.id, quantity: 1 }] }, { client: customer });
    expect(posShaped.statusCode).toBe(400);
    expect(posShaped.json().message).toBe("Nama dan nomor telepon wajib diisi.");
  });

  it("computes a Dine-In order's totals from the database, ignoring the client's figures", async () => {
    const crisp = await createOption(db(), { name: "Renyah", price: 0 });
    const soft = await createOption(db(), { name: "Lembut", price: 1000 });
    const texture = await createOptionGroup(db(), { type: "radio", optionIds: [crisp.id, soft.id] });
    const cheese = await createOption(db(), { name: "Keju Ekstra", price: 3000 });
    const toppings = await createOptionGroup(db(), { type: "checkbox", optionIds: [cheese.id] });
    const crepe = await createProduct(db(), {
      name: "Crepes Cokelat",
      price: 20000,
      groupIds: [texture.id, toppings.id],
    });
    const tea = await createProduct(db(), { name: "Es Teh", price: 15000 });
    const customer = await createCustomer(db());
    const table = await createTable(db());

    const response = await submit({
      orderType: ORDER_TYPE.DineIn,
      customer: customer.id,
      table: table.id,
      notes: "Tanpa gula",
      items: [
        // One option by name (any case), one by id; the prices sent are ignored.
        {
          productId: crepe.id,
          quantity: 2,
          selectedOptions: [
            { name: "lembut", price: 0 },
            { _id: cheese.id, name: "x", price: 1 },
          ],
        },
        { productId: tea.id, quantity: 1 },
      ],
      totalAmount: 1,
      status: "Completed",
      orderId: "CREPES-1",
    } as Partial<PosOrderInput>);

    expect(response.statusCode).toBe(201);
    const order: OrderRecord = response.json().data;
    // 2 × (20.000 + 1.000 + 3.000) + 15.000 = 63.000; service 5 % = 3.150; tax 11 % of 66.150 = 7.276,5 → 7.277.
    expect(order).toMatchObject({
      channel: "pos",
      status: ORDER_STATUS.New,
      paymentStatus: "Paid",
      subTotal: 63000,
      serviceChargeRatePercent: 5,
      serviceCharge: 3150,
      packagingFee: 0,
      taxRatePercent: 11,
      taxLabel: "Pajak (11%)",
      tax: 7277,
      totalAmount: 73427,
      registerSessionId: expect.any(String),
      // The register's outlet: its kitchen makes it (a device kitchen printer there prints it).
      outlet: outletId(),
      statusHistory: [{ from: null, to: ORDER_STATUS.New }],
    });
    expect(order.orderId).toMatch(/^CREPES-\d{13}$/);
    expect(order.items[0]).toMatchObject({
      name: "Crepes Cokelat",
      basePrice: 20000,
      selectedOptions: [
        { name: "Lembut", price: 1000 },
        { name: "Keju Ekstra", price: 3000 },
      ],
      finalPricePerItem: 24000,
      lineTotal: 48000,
    });
    expect(order.items[0]).not.toHaveProperty("unitCogs");
    expect(order).toMatchObject({
      customer: { _id: customer.id, name: customer.name },
      table: { _id: table.id, name: table.name },
      notes: "Tanpa gula",
    });
    // The answer is built from the rows as written; reading the order back gives the same record.
    expect((await clients.cashier.get(`/api/orders/${order._id}`)).json().data).toEqual(order);
  });

  it("takes the cashier's service rate for Dine-In", async () => {
    const product = await createProduct(db(), { price: 63000 });
    const response = await submit({
      orderType: ORDER_TYPE.DineIn,
      serviceChargeRate: 10,
      items: [{ productId: product.id, quantity: 1 }],
    });
    // Service 10 % = 6.300; tax 11 % of 69.300 = 7.623.
    expect(response.json().data).toMatchObject({ serviceCharge: 6300, tax: 7623, totalAmount: 76923 });

    const full = await submit({
      orderType: ORDER_TYPE.DineIn,
      serviceChargeRate: 100,
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(full.json().data).toMatchObject({ serviceChargeRatePercent: 100, serviceCharge: 63000 });
    const tooMuch = await submit({
      orderType: ORDER_TYPE.DineIn,
      serviceChargeRate: 101,
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields.serviceChargeRate).toBe("Service charge harus berupa angka 0–100.");
  });

  it("refuses a required option left out, an unknown option and an unavailable product", async () => {
    const texture = await createOptionGroup(db(), { type: "radio", name: "Tekstur" });
    const crepe = await createProduct(db(), { name: "Crepes Keju", groupIds: [texture.id] });
    const missing = await submit({ items: [{ productId: crepe.id, quantity: 1 }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Pilih satu Tekstur untuk menu "Crepes Keju".');

    const unknown = await submit({
      items: [{ productId: crepe.id, quantity: 1, selectedOptions: [{ name: "Gosong" }] }],
    });
    expect(unknown.json().message).toBe('Pilihan "Gosong" tidak tersedia untuk menu "Crepes Keju".');

    const off = await createProduct(db(), { name: "Menu Libur", isAvailable: false });
    const unavailable = await submit({ items: [{ productId: off.id, quantity: 1 }] });
    expect(unavailable.statusCode).toBe(400);
    expect(unavailable.json().message).toBe('Menu "Menu Libur" sedang tidak tersedia.');
  });

  it("is priced from the catalog as it is at that moment, whoever changed it", async () => {
    const cheese = await createOption(db(), { name: "Keju", price: 2000 });
    const toppings = await createOptionGroup(db(), { type: "checkbox", optionIds: [cheese.id] });
    const flour = await createStockItem(db(), { quantityInStock: 100 });
    const crepe = await createProduct(db(), {
      price: 10000,
      groupIds: [toppings.id],
      recipe: [{ stockItemId: flour.id, quantityUsed: 1 }],
    });
    const line = { productId: crepe.id, quantity: 1, selectedOptions: [{ _id: cheese.id }] };
    const stockOf = async (id: string) =>
      (await db().select().from(stockItems).where(eq(stockItems.id, id)))[0].quantityInStock;
    expect((await place({ items: [line] })).subTotal).toBe(12000);
    expect(await stockOf(flour.id)).toBe(99);

    // Written straight to the database, as another app instance would: the next order sees it all.
    await db().update(products).set({ price: 11000 }).where(eq(products.id, crepe.id));
    await db().update(customizationOptions).set({ price: 3000 }).where(eq(customizationOptions.id, cheese.id));
    await db().update(productRecipes).set({ quantityUsed: 2 }).where(eq(productRecipes.productId, crepe.id));
    const bag = await createStockItem(db(), { isPackaging: true, quantityInStock: 10 });
    await saveSettings(db(), { ...defaultSettings(), packagingFee: 5000 });
    try {
      expect(await place({ items: [line] })).toMatchObject({ subTotal: 14000, packagingFee: 5000 });
      expect(await stockOf(flour.id)).toBe(97);
      expect(await stockOf(bag.id)).toBe(9);
    } finally {
      await saveSettings(db(), defaultSettings());
      await db().update(stockItems).set({ isPackaging: false }).where(eq(stockItems.id, bag.id));
    }

    await db().update(products).set({ isAvailable: false }).where(eq(products.id, crepe.id));
    const off = await submit({ items: [line] });
    expect([off.statusCode, off.json().message]).toEqual([400, `Menu "${crepe.name}" sedang tidak tersedia.`]);
  });

  it("charges packaging for Take Away and takes recipe and packaging stock, put back on cancel", async () => {
    const flour = await createStockItem(db(), { quantityInStock: 10 });
    // At the till's outlet, where its orders take stock (and the orders after this one, packaging).
    const box = await createStockItem(db(), { isPackaging: true, quantityInStock: 50 }, { at: outletId() });
    const product = await createProduct(db(), {
      price: 15000,
      recipe: [{ stockItemId: flour.id, quantityUsed: 0.25 }],
    });

    const response = await submit({ orderType: ORDER_TYPE.TakeAway, items: [{ productId: product.id, quantity: 2 }] });
    const order: OrderRecord = response.json().data;
    // 30.000 + packaging 2.000; tax 11 % of 32.000 = 3.520.
    expect(order).toMatchObject({
      subTotal: 30000,
      serviceCharge: 0,
      packagingFee: 2000,
      tax: 3520,
      totalAmount: 35520,
    });

    const stockOf = async (id: string) =>
      (await db().select().from(stockItems).where(eq(stockItems.id, id)))[0].quantityInStock;
    expect(await stockOf(flour.id)).toBe(9.5);
    expect(await stockOf(box.id)).toBe(49);

    expect((await moveTo(order, ORDER_STATUS.Cancelled)).statusCode).toBe(200);
    expect(await stockOf(flour.id)).toBe(10);
    expect(await stockOf(box.id)).toBe(50);
  });

  it("is taken while the shop is closed: opening hours bind the storefront, never the cashier", async () => {
    await saveSettings(db(), { ...defaultSettings(), operationalHours: [{ day: "Setiap Hari", hours: "Tutup" }] });
    try {
      const order = await placeOrder();
      expect(order).toMatchObject({ channel: "pos", status: ORDER_STATUS.New });
    } finally {
      await saveSettings(db(), defaultSettings());
    }
  });

  it("lets a cashier name a staff member or themselves as waiter, never an admin, manager or another cashier", async () => {
    const product = await createProduct(db(), { price: 15000 });
    const items = [{ productId: product.id, quantity: 1 }];
    for (const role of ["admin", "manager", "cashier"] as const) {
      const other = await createStaffUser(db(), { role });
      const refused = await submit({ items, waiter: other.id });
      expect(refused.statusCode, role).toBe(400);
      expect(refused.json()).toMatchObject({
        code: "VALIDATION",
        fields: { waiter: "Waiter harus akun pegawai (staff) atau Anda sendiri." },
      });
    }
    expect((await submit({ items, waiter: accounts.cashier.id })).statusCode).toBe(201);
    const order = await place({ items });
    // Editing the order holds to the same rule.
    const manager = await createStaffUser(db(), { role: "manager" });
    const edited = await clients.cashier.put(`/api/orders/${order._id}`, {
      orderInfo: { waiter: manager.id, orderType: ORDER_TYPE.TakeAway },
      items,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().fields.waiter).toBe("Waiter harus akun pegawai (staff) atau Anda sendiri.");
  });

  it("says which stock went below zero", async () => {
    const sugar = await createStockItem(db(), { name: "Gula Habis", quantityInStock: 1 }, { at: outletId() });
    const product = await createProduct(db(), { recipe: [{ stockItemId: sugar.id, quantityUsed: 2 }] });
    const response = await submit({ items: [{ productId: product.id, quantity: 1 }] });
    expect(response.statusCode).toBe(201);
    expect(response.json().stockWarnings).toEqual([{ _id: sugar.id, name: "Gula Habis", quantityInStock: -1 }]);
  });

  it("occupies a Dine-In table and frees it when the order is cancelled or completed", async () => {
    const table = await createTable(db());
    const tableStatus = async () => (await clients.cashier.get(`/api/tables/${table.id}`)).json().status;

    const product = await createProduct(db());
    const items = [{ productId: product.id, quantity: 1 }];
    const takeAwayWithTable = await submit({ orderType: ORDER_TYPE.TakeAway, table: table.id, items });
    expect(takeAwayWithTable.statusCode).toBe(400);
    expect(takeAwayWithTable.json().fields.table).toBe("Meja hanya dapat dipilih untuk pesanan Dine-In.");

    const first = await placeOrder({ orderType: ORDER_TYPE.DineIn, table: table.id });
    expect(first.table).toEqual({ _id: table.id, name: table.name });
    expect(await tableStatus()).toBe("Occupied");
    const taken = await submit({ orderType: ORDER_TYPE.DineIn, table: table.id, items });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.table).toContain("sedang tidak tersedia");

    await moveTo(first, ORDER_STATUS.Cancelled);
    expect(await tableStatus()).toBe("Available");

    const second = await readyOrder({ orderType: ORDER_TYPE.DineIn, table: table.id });
    expect(await tableStatus()).toBe("Occupied");
    await clients.cashier.put(`/api/orders/${second._id}/finalize`, {
      paymentDetails: { method: "QRIS", amountPaid: second.totalAmount },
    });
    expect(await tableStatus()).toBe("Available");
  });
});

describe("idempotent submit", () => {
  // Keys are stored scoped to their caller (the cashier's account).
  const countByKey = async (key: string) =>
    (
      await db()
        .select()
        .from(orders)
        .where(eq(orders.idempotencyKey, orderKeyOf(key, `staff:${accounts.cashier.id}`, null)!.key))
    ).length;

  it("answers a repeated key with the same order", async () => {
    const product = await createProduct(db());
    const key = randomUUID();
    const body = { items: [{ productId: product.id, quantity: 1 }] };
    const first = await submit(body, { key });
    const again = await submit(body, { key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(await countByKey(key)).toBe(1);
  });

  it("creates one order when the same key arrives twice at once", async () => {
    const product = await createProduct(db());
    const key = randomUUID();
    const body = { items: [{ productId: product.id, quantity: 1 }] };
    const answers = await Promise.all([submit(body, { key }), submit(body, { key })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => a.json().data._id)).size).toBe(1);
    expect(await countByKey(key)).toBe(1);
  });

  it("a late retry of a finished Dine-In order answers that order and leaves its freed table alone", async () => {
    const product = await createProduct(db());
    const table = await createTable(db());
    const key = randomUUID();
    const body = { orderType: ORDER_TYPE.DineIn, table: table.id, items: [{ productId: product.id, quantity: 1 }] };
    const first = await submit(body, { key });
    expect(first.statusCode, first.body).toBe(201);
    await moveTo(first.json().data, ORDER_STATUS.Cancelled);
    const tableStatus = async () =>
      (await db().select().from(diningTables).where(eq(diningTables.id, table.id)))[0]?.status;
    expect(await tableStatus()).toBe("Available");

    // The retry takes the table on its way to finding the key used: that must roll back.
    const again = await submit(body, { key });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ _id: first.json().data._id, status: "Cancelled" });
    expect(await tableStatus()).toBe("Available");
    expect(await countByKey(key)).toBe(1);
  });

  it("gives different keys different ids, even in the same millisecond", async () => {
    const product = await createProduct(db());
    const body = { items: [{ productId: product.id, quantity: 1 }] };
    const answers = await Promise.all([submit(body), submit(body), submit(body)]);
    expect(new Set(answers.map((a) => a.json().data.orderId)).size).toBe(3);
  });

  it("moves on to the next millisecond when its id was just taken, and the order still goes through", async () => {
    const product = await createProduct(db());
    const now = Date.now();
    // Another till's order took this millisecond's id (and the next one's) a moment ago.
    await createOrder(db(), { orderId: `CREPES-${now}` });
    await createOrder(db(), { orderId: `CREPES-${now + 1}` });
    const clock = vi.spyOn(Date, "now").mockReturnValue(now);
    try {
      const response = await submit({ items: [{ productId: product.id, quantity: 2 }] });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({ orderId: `CREPES-${now + 2}`, subTotal: 40000 });
    } finally {
      clock.mockRestore();
    }
  });
});

describe("status moves", () => {
  it("follows New → Preparing → Ready and records who moved it", async () => {
    const order = await placeOrder();
    expect((await moveTo(order, ORDER_STATUS.Preparing, ORDER_STATUS.New)).json().data.status).toBe("Preparing");
    const ready = (await moveTo(order, ORDER_STATUS.Ready)).json().data;
    expect(ready.statusHistory.map((h: { to: string }) => h.to)).toEqual(["New", "Preparing", "Ready"]);
    expect(ready.statusHistory[2].by).toMatch(/^Pegawai Uji/);
  });

  it("refuses moves outside the table, Completed without payment, and a stale screen", async () => {
    const order = await placeOrder();
    const skip = await moveTo(order, ORDER_STATUS.Ready);
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('Status pesanan tidak bisa diubah dari "New" ke "Ready".');

    const complete = await moveTo(order, ORDER_STATUS.Completed);
    expect(complete.statusCode).toBe(409);
    expect(complete.json().message).toBe("Pesanan hanya dapat diselesaikan melalui pembayaran.");

    await moveTo(order, ORDER_STATUS.Preparing);
    const stale = await moveTo(order, ORDER_STATUS.Cancelled, ORDER_STATUS.New);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain("sudah diubah oleh pengguna lain");
  });

  it("allows cancelling from New, Preparing and Ready, and nothing after", async () => {
    for (const steps of [[], [ORDER_STATUS.Preparing], [ORDER_STATUS.Preparing, ORDER_STATUS.Ready]]) {
      const order = await placeOrder();
      for (const step of steps) await moveTo(order, step);
      expect((await moveTo(order, ORDER_STATUS.Cancelled)).statusCode).toBe(200);
      expect((await moveTo(order, ORDER_STATUS.Preparing)).statusCode).toBe(409);
      expect((await moveTo(order, ORDER_STATUS.Cancelled)).statusCode).toBe(409);
    }
  });

  it("answers 404 for an order that does not exist", async () => {
    const response = await clients.cashier.put(`/api/orders/${randomUUID()}/status`, { status: "Preparing" });
    expect(response.statusCode).toBe(404);
  });
});

describe("finalize", () => {
  it("takes payment for a Ready order only, with the change and the customer's points", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 5 });
    const order = await placeOrder({ customer: customer.id });
    const early = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      paymentDetails: { method: "Cash", amountPaid: 100000 },
    });
    expect(early.statusCode).toBe(409);

    await moveTo(order, ORDER_STATUS.Preparing);
    await moveTo(order, ORDER_STATUS.Ready);
    // 15.000 + packaging 2.000, tax 11 % of 17.000 = 1.870: Rp 18.870.
    const short = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      paymentDetails: { method: "Cash", amountPaid: 18869 },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Jumlah pembayaran kurang dari total tagihan! Sisa Rp 1.");

    const paid = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      paymentDetails: { method: "Cash", amountPaid: 20000 },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: ORDER_STATUS.Completed,
      paymentMethod: "Cash",
      paymentDetails: { method: "Cash", amountPaid: 20000, change: 1130 },
      totalAmount: 18870,
      pointsEarned: 1,
    });
    const [stored] = await db().select().from(customers).where(eq(customers.id, customer.id));
    expect(stored.loyaltyPoints).toBe(6);

    const twice = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      paymentDetails: { method: "Cash", amountPaid: 20000 },
    });
    expect(twice.statusCode).toBe(409);
  });

  it("recomputes the total with the cashier's discount", async () => {
    const product = await createProduct(db(), { price: 63000 });
    const order = await placeOrder({ orderType: ORDER_TYPE.DineIn, items: [{ productId: product.id, quantity: 1 }] });
    await moveTo(order, ORDER_STATUS.Preparing);
    await moveTo(order, ORDER_STATUS.Ready);
    const paid = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      paymentDetails: { method: "Debit Card", amountPaid: 69930 },
      discount: { type: "fixed", value: 3000 },
    });
    // 63.000 − 3.000 = 60.000; service 5 % = 3.000; tax 11 % of 63.000 = 6.930.
    expect(paid.json().data).toMatchObject({ discount: 3000, serviceCharge: 3000, tax: 6930, totalAmount: 69930 });
    expect(paid.json().data.paymentDetails.change).toBe(0);
  });
});

describe("listing orders", () => {
  it("filters by status, type, search and business day, newest first, a page at a time", async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    await moveTo(second, ORDER_STATUS.Preparing);

    const preparing = (await clients.cashier.get("/api/orders?status=New,Preparing&limit=500")).json();
    const ids = preparing.data.map((o: OrderRecord) => o._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(preparing.data.every((o: OrderRecord) => ["New", "Preparing"].includes(o.status))).toBe(true);

    const found = (await clients.cashier.get(`/api/orders?search=${first.orderId}`)).json();
    expect(found.data.map((o: OrderRecord) => o._id)).toEqual([first._id]);

    const today = todayKey();
    const todays = (
      await clients.cashier.get(`/api/orders?from=${today}&to=${today}&type=Take Away&limit=1&page=2`)
    ).json();
    expect(todays).toMatchObject({ page: 2, limit: 1 });
    expect(todays.total).toBeGreaterThanOrEqual(2);
    expect(todays.data).toHaveLength(1);

    const tomorrow = (await clients.cashier.get("/api/orders?from=2999-01-01")).json();
    expect(tomorrow).toMatchObject({ data: [], total: 0 });

    expect((await clients.cashier.get(`/api/orders/${first._id}`)).json().data._id).toBe(first._id);
  });

  it("reads date filters as whole days in the business time zone", async () => {
    // 17:30 UTC on 1 January is 00:30 on 2 January in Jakarta (UTC+7).
    const late = await createOrder(db(), { createdAt: new Date("2026-01-01T17:30:00Z") });
    const onDay = async (day: string) =>
      (await clients.cashier.get(`/api/orders?from=${day}&to=${day}&search=${late.orderId}`)).json().total;
    expect(await onDay("2026-01-02")).toBe(1);
    expect(await onDay("2026-01-01")).toBe(0);
  });
});

describe("closing the shift", () => {
  it("sums the session's paid orders by method", async () => {
    const cashier: TestClient = await loginAs("cashier");
    const status = async () => (await cashier.get("/api/register/status")).json();
    const outlet = await createLocation(db());
    const opened = await cashier.post("/api/register/open", { outlet: outlet.id, openingBalance: 50000 });
    expect(opened.statusCode).toBe(201);
    const product = await createProduct(db(), { price: 15000 });
    const place = async () =>
      (await submit({ items: [{ productId: product.id, quantity: 1 }] }, { client: cashier })).json()
        .data as OrderRecord;
    const pay = async (method: string) => {
      const order = await place();
      await cashier.put(`/api/orders/${order._id}/status`, { status: "Preparing" });
      await cashier.put(`/api/orders/${order._id}/status`, { status: "Ready" });
      // Cash hands over a note (the change goes back); QRIS pays exactly the bill.
      const amountPaid = method === "Cash" ? 50000 : 18870;
      await cashier.put(`/api/orders/${order._id}/finalize`, { paymentDetails: { method, amountPaid } });
    };
    await pay("Cash");
    await pay("QRIS");
    await place();

    const closed = await cashier.put(`/api/register/close/${(await status()).session._id}`, { closingBalance: 70000 });
    // Each order is Rp 18.870 (see finalize); the drawer should hold 50.000 + 18.870.
    expect(closed.json().summary).toEqual({
      openingBalance: 50000,
      cashSales: 18870,
      nonCashSales: { QRIS: 18870 },
      qrisConfirmedSales: 0,
      expectedCash: 68870,
      countedCash: 70000,
      difference: 1130,
      completedOrders: 2,
      openOrders: 1,
      refunds: [],
    });
    expect((await status()).isOpen).toBe(false);
  });
});
