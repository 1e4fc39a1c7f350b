import { ORDER_STATUS } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  attendance,
  expenseCategories,
  expenses,
  locations,
  orderItems,
  platformItemMaps,
  printers,
  printJobs,
  products,
  purchaseItems,
  purchases,
  qrisPayments,
  stockItems,
  stockMovements,
  stockTransferItems,
  stockTransfers,
  suppliers,
  users,
} from "../src/db/schema";
import { pgErrorCode } from "../src/lib/pg-error";
import {
  createCategory,
  createCustomer,
  createLocation,
  createOption,
  createOptionGroup,
  createOrder,
  createProduct,
  createPromo,
  createRegisterSession,
  createStaffUser,
  createStockItem,
  createTable,
  createUnit,
} from "./factories";
import { useTestApp } from "./test-app";

/**
 * Nothing in use is deleted (docs/business-rules.md#deleting), over every DELETE route the app
 * registers: a record current data uses is refused with 409 naming the users; one only history
 * names is archived (gone from its list, still named by its history); one nothing uses is deleted.
 * A DELETE route without a case here fails the first test.
 */
type InUse = { id: string; named: (string | RegExp)[] };
type Archived = { id: string; name: string; list: string; history?: string };
type Case = {
  /** A record current data uses, and what the refusal must name; or why nothing can use it. */
  inUse: (() => Promise<InUse>) | { never: string };
  /** A record only history names; absent where the entity keeps no history. */
  archived?: () => Promise<Archived>;
  /** A record nothing uses, deleted for good (absent where the route deletes no record). */
  unused?: () => Promise<string>;
};

const registered = new Set<string>();
const { db, clients } = useTestApp({
  onRoute: (route) => {
    if (!route.url.startsWith("/api")) return;
    for (const method of [route.method].flat()) if (method === "DELETE") registered.add(`${method} ${route.url}`);
  },
  login: { admin: "admin" },
});

/**
 * SQLSTATEs of a foreign key with ON DELETE RESTRICT refusing a delete: restrict_violation on the
 * embedded database, foreign_key_violation on the PostgreSQL server the suite also runs on.
 */
const FOREIGN_KEY_REFUSALS = ["23001", "23503"];

const headOffice = async () => (await db().select().from(locations).where(eq(locations.kind, "head_office")))[0];
const completed = { status: ORDER_STATUS.Completed };

/** A purchase at head office with one line of `stockItemId`, from `supplierId` when given. */
async function purchaseOf(stockItemId: string, supplierId: string | null = null) {
  const [purchase] = await db()
    .insert(purchases)
    .values({ supplierId, locationId: (await headOffice()).id, purchaseDate: "2026-11-01", totalCost: 5000 })
    .returning();
  await db().insert(purchaseItems).values({
    purchaseId: purchase.id,
    stockItemId,
    unitName: "pcs",
    quantity: 10,
    purchasePrice: 500,
    subtotal: 5000,
    position: 0,
  });
  return purchase;
}

/** An order with one line of `product`. */
async function orderWithLine(product: { id: string; name: string }, values: Parameters<typeof createOrder>[1] = {}) {
  const order = await createOrder(db(), values);
  await db().insert(orderItems).values({
    orderId: order.id,
    productId: product.id,
    name: product.name,
    quantity: 1,
    basePrice: 20000,
    finalPricePerItem: 20000,
  });
  return order;
}

const CASES: Record<string, Case> = {
  "DELETE /api/stock/:id": {
    inUse: async () => {
      const ho = await headOffice();
      const outlet = await createLocation(db(), { name: "Kedai Uji Dago" });
      const unit = await createUnit(db(), { name: "pcs" });
      const item = await createStockItem(db(), { name: "Kantong Kertas", unitId: unit.id, quantityInStock: 8270 });
      const [transfer] = await db()
        .insert(stockTransfers)
        .values({ number: "TRF-2026-9001", fromLocationId: ho.id, toLocationId: outlet.id, status: "Dikirim" })
        .returning();
      await db()
        .insert(stockTransferItems)
        .values({ transferId: transfer.id, stockItemId: item.id, unitName: "pcs", sentQuantity: 10, position: 0 });
      for (let i = 0; i < 4; i++) await purchaseOf(item.id);
      return {
        id: item.id,
        named: [
          "Kantong Kertas",
          `stok 8.270 pcs di ${ho.name}`,
          new RegExp(`transfer ${ho.name} → Kedai Uji Dago \\d\\d \\w+ \\d{4} \\(Dikirim\\)`),
          "4 pembelian",
        ],
      };
    },
    archived: async () => {
      const item = await createStockItem(db(), { name: "Kardus Lama", quantityInStock: 0 });
      await purchaseOf(item.id);
      return { id: item.id, name: item.name, list: "/api/stock", history: "/api/purchases" };
    },
    unused: async () => (await createStockItem(db(), { quantityInStock: 0 })).id,
  },
  "DELETE /api/units/:id": {
    inUse: async () => {
      const unit = await createUnit(db());
      await createStockItem(db(), { name: "Gula Aren", unitId: unit.id, quantityInStock: 0 });
      return { id: unit.id, named: ["1 item stok (Gula Aren)"] };
    },
    archived: async () => {
      const unit = await createUnit(db(), { name: "karung" });
      const item = await createStockItem(db(), { unitId: unit.id, quantityInStock: 0 });
      await db().update(stockItems).set({ archivedAt: new Date() }).where(eq(stockItems.id, item.id));
      return { id: unit.id, name: unit.name, list: "/api/units", history: `/api/stock/${item.id}` };
    },
    unused: async () => (await createUnit(db())).id,
  },
  "DELETE /api/categories/:id": {
    inUse: async () => {
      const category = await createCategory(db());
      await createProduct(db(), { name: "Crepes Keju", categoryId: category.id });
      return { id: category.id, named: ["1 menu (Crepes Keju)"] };
    },
    archived: async () => {
      const category = await createCategory(db(), { name: "Musiman" });
      const product = await createProduct(db(), { categoryId: category.id });
      await db().update(products).set({ archivedAt: new Date() }).where(eq(products.id, product.id));
      // No screen lists an archived menu's category; the archived menu still refers to it.
      return { id: category.id, name: category.name, list: "/api/categories" };
    },
    unused: async () => (await createCategory(db())).id,
  },
  "DELETE /api/customizations/options/:id": {
    inUse: async () => {
      const option = await createOption(db());
      await createOptionGroup(db(), { name: "Topping Uji", optionIds: [option.id] });
      return { id: option.id, named: ["1 grup kustomisasi (Topping Uji)"] };
    },
    // Orders keep their options' names and prices: no history refers to an option.
    unused: async () => (await createOption(db())).id,
  },
  "DELETE /api/customizations/option-sets/:id": {
    inUse: async () => {
      const group = await createOptionGroup(db());
      await createProduct(db(), { name: "Crepes Pisang", groupIds: [group.id] });
      return { id: group.id, named: ["1 menu (Crepes Pisang)"] };
    },
    unused: async () => (await createOptionGroup(db())).id,
  },
  "DELETE /api/menu/:id": {
    inUse: async () => {
      const product = await createProduct(db());
      await orderWithLine(product);
      return { id: product.id, named: ["1 pesanan aktif"] };
    },
    archived: async () => {
      const product = await createProduct(db(), { name: "Crepes Durian" });
      const order = await orderWithLine(product, completed);
      return { id: product.id, name: product.name, list: "/api/menu", history: `/api/orders/${order.id}` };
    },
    unused: async () => (await createProduct(db())).id,
  },
  "DELETE /api/locations/:id": {
    inUse: async () => {
      const outlet = await createLocation(db());
      await createProduct(db(), { name: "Crepes Outlet", locationId: outlet.id });
      await db().insert(printers).values({
        name: "Kasir Depan",
        locationId: outlet.id,
        role: "receipt",
        connectionType: "dialog",
        paperWidth: 58,
      });
      return { id: outlet.id, named: ["1 menu (Crepes Outlet)", "1 printer (Kasir Depan)"] };
    },
    archived: async () => {
      const outlet = await createLocation(db(), { name: "Kedai Lama Cihampelas" });
      await createOrder(db(), { ...completed, locationId: outlet.id });
      await db()
        .insert(stockTransfers)
        .values({
          number: "TRF-2026-9002",
          fromLocationId: (await headOffice()).id,
          toLocationId: outlet.id,
          status: "Diterima",
        });
      return { id: outlet.id, name: outlet.name, list: "/api/locations", history: "/api/stock-transfers" };
    },
    unused: async () => (await createLocation(db())).id,
  },
  "DELETE /api/tables/:id": {
    inUse: async () => {
      const table = await createTable(db());
      await createOrder(db(), { tableId: table.id, tableName: table.name });
      return { id: table.id, named: ["1 pesanan aktif"] };
    },
    archived: async () => {
      const table = await createTable(db(), { name: "Meja Teras 9" });
      const order = await createOrder(db(), { ...completed, tableId: table.id, tableName: table.name });
      return { id: table.id, name: table.name, list: "/api/tables", history: `/api/orders/${order.id}` };
    },
    unused: async () => (await createTable(db())).id,
  },
  "DELETE /api/users/staff/:id": {
    inUse: async () => {
      const cashier = await createStaffUser(db(), { role: "cashier" });
      await createRegisterSession(db(), { cashierId: cashier.id });
      return { id: cashier.id, named: ["sesi kasir yang terbuka"] };
    },
    archived: async () => {
      const staff = await createStaffUser(db(), { role: "staff", fullName: "Rina Lama" });
      const order = await createOrder(db(), { ...completed, waiterId: staff.id, waiterName: staff.fullName });
      return { id: staff.id, name: staff.fullName, list: "/api/users/staff", history: `/api/orders/${order.id}` };
    },
    unused: async () => (await createStaffUser(db(), { role: "staff" })).id,
  },
  "DELETE /api/customers/:id": {
    inUse: async () => {
      const customer = await createCustomer(db());
      await createOrder(db(), { customerId: customer.id, customerName: customer.name });
      return { id: customer.id, named: ["1 pesanan aktif"] };
    },
    archived: async () => {
      const customer = await createCustomer(db(), { name: "Budi Pelanggan Lama" });
      const order = await createOrder(db(), { ...completed, customerId: customer.id, customerName: customer.name });
      return { id: customer.id, name: customer.name, list: "/api/customers", history: `/api/orders/${order.id}` };
    },
    unused: async () => (await createCustomer(db())).id,
  },
  "DELETE /api/expenses/categories/:id": {
    inUse: { never: "only expenses refer to a category, and expenses are history" },
    archived: async () => {
      const [category] = await db().insert(expenseCategories).values({ name: "Sewa Gudang Lama" }).returning();
      await db().insert(expenses).values({ categoryId: category.id, amount: 150000, date: "2026-11-01" });
      return { id: category.id, name: category.name, list: "/api/expenses/categories", history: "/api/expenses" };
    },
    unused: async () => (await db().insert(expenseCategories).values({ name: "Tak Terpakai" }).returning())[0].id,
  },
  "DELETE /api/expenses/:id": {
    inUse: { never: "an expense is history itself: nothing refers to it (the audit log keeps a deleted one)" },
    unused: async () => {
      const [category] = await db().insert(expenseCategories).values({ name: "Listrik Uji" }).returning();
      const [expense] = await db()
        .insert(expenses)
        .values({ categoryId: category.id, amount: 50000, date: "2026-11-02" })
        .returning();
      return expense.id;
    },
  },
  "DELETE /api/printers/:id": {
    inUse: async () => {
      const outlet = await createLocation(db());
      const [printer] = await db()
        .insert(printers)
        .values({ name: "Dapur Uji", locationId: outlet.id, role: "kitchen", connectionType: "dialog", paperWidth: 80 })
        .returning();
      await db()
        .insert(printJobs)
        .values({
          printerId: printer.id,
          what: "Tiket dapur #0001",
          bytes: Buffer.from("x"),
          nextAttemptAt: new Date(),
        });
      return { id: printer.id, named: ["1 kertas menunggu dicetak"] };
    },
    // A printer's own queue goes with it; no history refers to a printer.
    unused: async () => {
      const outlet = await createLocation(db());
      const [printer] = await db()
        .insert(printers)
        .values({ name: "Bar Uji", locationId: outlet.id, role: "receipt", connectionType: "dialog", paperWidth: 58 })
        .returning();
      return printer.id;
    },
  },
  "DELETE /api/promos/:id": {
    inUse: async () => {
      const promo = await createPromo(db(), "percentage", 10);
      await createOrder(db(), { promoId: promo.id, promoName: promo.name });
      return { id: promo.id, named: ["1 pesanan aktif"] };
    },
    archived: async () => {
      const promo = await createPromo(db(), "fixed_amount", 5000, { name: "Promo Gajian Lalu" });
      const order = await createOrder(db(), { ...completed, promoId: promo.id, promoName: promo.name });
      return { id: promo.id, name: promo.name, list: "/api/promos", history: `/api/orders/${order.id}` };
    },
    unused: async () => (await createPromo(db(), "percentage", 5)).id,
  },
  "DELETE /api/suppliers/:id": {
    inUse: { never: "purchases are booked at once (no open purchase); they are the supplier's history" },
    archived: async () => {
      const [supplier] = await db()
        .insert(suppliers)
        .values({ name: "CV Kertas Lama", phone: "0811111111" })
        .returning();
      await purchaseOf((await createStockItem(db(), { quantityInStock: 0 })).id, supplier.id);
      return { id: supplier.id, name: supplier.name, list: "/api/suppliers", history: "/api/purchases" };
    },
    unused: async () =>
      (await db().insert(suppliers).values({ name: "CV Baru", phone: "0812222222" }).returning())[0].id,
  },
  // What a till saved when it mapped a platform's item: the orders mapped keep their own lines.
  "DELETE /api/ojol/item-maps/:id": {
    inUse: { never: "a mapping only guides the platform's next orders: the orders it mapped keep their product" },
    unused: async () => {
      const crepe = await createProduct(db());
      const [map] = await db()
        .insert(platformItemMaps)
        .values({ platform: "grabfood", externalId: `grab-uji-${crepe.id}`, productId: crepe.id })
        .returning();
      return map.id;
    },
  },
  // Not a record: withdraws the order's QR code. A paid one is in use (the money arrived).
  "DELETE /api/orders/:id/qris": {
    inUse: async () => {
      const order = await createOrder(db(), { status: ORDER_STATUS.Ready, paymentMethod: "QRIS" });
      await db()
        .insert(qrisPayments)
        .values({
          orderId: order.id,
          xenditQrId: `qr_uji_${order.id}`,
          referenceId: order.orderId,
          amount: order.totalAmount,
          qrString: "000201",
          status: "PAID",
          expiresAt: new Date(Date.now() + 600_000),
          paidAt: new Date(),
          createdByName: "Kasir Uji",
        });
      return { id: order.id, named: ["Pembayaran QRIS sudah diterima."] };
    },
  },
};

/** `/api/users/staff/:id` with the id filled in. */
const pathOf = (route: string, id: string) => route.replace(/^DELETE /, "").replace(":id", id);
const routes = Object.keys(CASES);

describe("every DELETE route keeps what is in use", () => {
  it("has a case for each DELETE route the app registers, and none for a route it does not", () => {
    expect(registered.size).toBeGreaterThan(10);
    expect([...registered].filter((route) => !(route in CASES)).sort()).toEqual([]);
    expect(routes.filter((route) => !registered.has(route)).sort()).toEqual([]);
  });

  it.each(routes.filter((route) => typeof CASES[route].inUse === "function"))(
    "%s: a record in use is refused with 409 naming what uses it",
    async (route) => {
      const { id, named } = await (CASES[route].inUse as () => Promise<InUse>)();
      const response = await clients.admin.delete(pathOf(route, id));
      expect(response.statusCode, response.body).toBe(409);
      for (const user of named) expect(response.json().message).toMatch(user);
      // Still there: a second try is refused the same way, not a 404.
      expect((await clients.admin.delete(pathOf(route, id))).statusCode).toBe(409);
    },
  );

  it.each(routes.filter((route) => CASES[route].archived))(
    "%s: a record only history names is archived: gone from its list, still named by its history",
    async (route) => {
      const { id, name, list, history } = await (CASES[route].archived as () => Promise<Archived>)();
      const before = await clients.admin.get(list);
      expect(before.body).toContain(id);
      const response = await clients.admin.delete(pathOf(route, id));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ _id: id, archived: true });
      expect(response.json().message).toContain("diarsipkan");
      const after = await clients.admin.get(list);
      expect(after.statusCode).toBe(200);
      expect(after.body).not.toContain(id);
      if (history) {
        const past = await clients.admin.get(history);
        expect(past.statusCode, past.body).toBe(200);
        expect(past.body).toContain(name);
      }
      // Archived is gone for the back office: deleting it again finds nothing.
      expect((await clients.admin.delete(pathOf(route, id))).statusCode).toBe(404);
    },
  );

  it.each(routes.filter((route) => CASES[route].unused))("%s: a record nothing uses is deleted", async (route) => {
    const id = await (CASES[route].unused as () => Promise<string>)();
    const response = await clients.admin.delete(pathOf(route, id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ _id: id, archived: false });
    expect(response.json().message).toContain("dihapus");
    expect((await clients.admin.delete(pathOf(route, id))).statusCode).toBe(404);
  });
});

describe("the database keeps history's records", () => {
  it("refuses a raw delete of a stock item with movements (foreign key restrict)", async () => {
    const item = await createStockItem(db(), { quantityInStock: 5 });
    const error = await db()
      .delete(stockItems)
      .where(eq(stockItems.id, item.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(FOREIGN_KEY_REFUSALS).toContain(pgErrorCode(error));
    expect(await db().select().from(stockMovements).where(eq(stockMovements.stockItemId, item.id))).toHaveLength(1);
  });

  it("refuses a raw delete of a staff account an attendance names", async () => {
    const staff = await createStaffUser(db(), { role: "staff" });
    const outlet = await createLocation(db());
    await db().insert(attendance).values({
      userId: staff.id,
      userName: staff.fullName,
      locationId: outlet.id,
      locationName: outlet.name,
      clockInTime: new Date(),
    });
    const error = await db()
      .delete(users)
      .where(eq(users.id, staff.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(FOREIGN_KEY_REFUSALS).toContain(pgErrorCode(error));
  });
});
