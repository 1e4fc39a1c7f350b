import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  computeOnlineTotals,
  computePosTotals,
  isLowStock,
  OJOL_PLATFORM_LABELS,
  ONLINE_PAYMENT_METHODS,
  ORDER_CHANNEL,
  ORDER_STATUS,
  ORDER_STATUSES,
  PAYMENT_METHODS_FOR_PURCHASE,
  PAYMENT_STATUS,
  POS_PAYMENT_METHODS,
  platformCommission,
  pointsEarned,
  purchaseLineSubtotal,
  roundRupiah,
  STOCK_ADJUSTMENT_TYPES,
  STOCK_REQUEST_STATUSES,
  signedAdjustment,
  slugify,
  toDateKey,
} from "@kedai/shared";
import { asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, useTestApp } from "../../test/test-app";
import { parseEnv } from "../config/env";
import {
  attendance,
  cateringRequests,
  customerAddresses,
  customers,
  expenseCategories,
  expenses,
  locations,
  optionGroups,
  orderItems,
  orders,
  platformLinks,
  productOptionGroups,
  productRecipes,
  products,
  promos,
  purchaseItems,
  purchases,
  stockAdjustments,
  stockItems,
  stockLevels,
  stockMovements,
  stockRequests,
  suppliers,
  users,
} from "../db/schema";
import { ojolSecretKey } from "../modules/ojol/ojol-key";
import { includedTax } from "../modules/ojol/ojol-orders";
import type { LinkSecrets } from "../modules/ojol/platform-calls";
import { SecretBox } from "../modules/ojol/secret-box";
import { getSettings } from "../modules/settings/settings.service";
import { prepareData } from "./prepare-data";
import { copySeedAssets } from "./seed-assets";

// About the demo shop itself, so it loads it.
const { ctx, db } = useTestApp({ seed: true });

const DAY = 24 * 60 * 60 * 1000;
const finalPrice = (line: { basePrice: number; options: { price: number }[] }) =>
  line.basePrice + line.options.reduce((sum, option) => sum + option.price, 0);
const roundTo4 = (n: number) => Math.round(n * 10_000) / 10_000;

describe("demo data", () => {
  it("creates the six demo accounts, all with password rahasia123", async () => {
    const staff = await db().select({ username: users.username, role: users.role }).from(users);
    expect(staff.map((u) => [u.username, u.role]).sort()).toEqual([
      ["admin", "admin"],
      ["kasir", "cashier"],
      ["manajer", "manager"],
      ["staf", "staff"],
    ]);
    const people = await db()
      .select({ email: customers.email, type: customers.customerType, locationId: customers.locationId })
      .from(customers);
    expect(people.map((c) => [c.email, c.type]).sort()).toEqual([
      ["mitra@contoh.id", "Franchise"],
      ["pelanggan@contoh.id", "Regular"],
    ]);
    expect(people.find((c) => c.email === "mitra@contoh.id")?.locationId).toBeNull();

    await ctx.client().login("kasir", "rahasia123");
    const login = await ctx
      .client()
      .post("/api/auth/login", { username: "pelanggan@contoh.id", password: "rahasia123" });
    expect(login.statusCode).toBe(200);
  });

  it("creates the Pusat and Dago outlets with slugs from their names", async () => {
    const outlets = await db().select().from(locations).where(eq(locations.kind, "outlet"));
    expect(outlets.map((l) => l.slug).sort()).toEqual(["kedai-crepes-dago", "kedai-crepes-pusat"]);
    for (const outlet of outlets) expect(outlet.slug).toBe(slugify(outlet.name));
  });

  it("fills the public-site settings and keeps the default tax", async () => {
    const settings = await getSettings(db());
    expect(settings.companyName).toBe("Kedai Crepes Nusantara");
    expect(settings.contactNumber).toBe("6281234567890");
    expect(settings.logoUrl).toBe("/uploads/demo/logo.png");
    expect(settings.homeHeadline).not.toBe("");
    expect(settings.franchiseBenefits.length).toBeGreaterThanOrEqual(3);
    expect(settings.operationalHours).toContainEqual({ day: "Senin - Jumat", hours: "10:00 - 22:00" });
    expect(Object.values(settings.deliveryLinks).every((url) => url.startsWith("https://"))).toBe(true);
    expect(settings.taxRatePercent).toBe(11);
    expect(settings.taxLabel).toBe("Pajak (11%)");
  });

  it("has at least 12 products, each with a picture, a category and a recipe whose cost is its cogs", async () => {
    const menu = await db().select().from(products);
    expect(menu.length).toBeGreaterThanOrEqual(12);
    const recipes = await db()
      .select({ productId: productRecipes.productId, quantityUsed: productRecipes.quantityUsed, cost: stockItems.cost })
      .from(productRecipes)
      .innerJoin(stockItems, eq(stockItems.id, productRecipes.stockItemId));
    for (const product of menu) {
      expect(product.imageUrl).toMatch(/^\/uploads\/demo\/.+\.webp$/);
      expect(product.categoryId).toBeTruthy();
      expect(product.isAvailable).toBe(true);
      const lines = recipes.filter((r) => r.productId === product.id);
      expect(lines.length, product.name).toBeGreaterThan(0);
      expect(product.cogs, product.name).toBe(roundRupiah(lines.reduce((sum, l) => sum + l.cost * l.quantityUsed, 0)));
      expect(product.cogs).toBeGreaterThan(0);
      expect(product.cogs).toBeLessThan(product.price);
    }
  });

  it("offers a required radio group and an optional checkbox group on the menu", async () => {
    const linked = await db()
      .selectDistinct({ name: optionGroups.name, type: optionGroups.type })
      .from(productOptionGroups)
      .innerJoin(optionGroups, eq(optionGroups.id, productOptionGroups.groupId));
    expect(linked.some((g) => g.type === "radio")).toBe(true);
    expect(linked).toContainEqual({ name: "Topping Tambahan", type: "checkbox" });
  });

  it("has low-stock and packaging items for the dashboard and take-away orders", async () => {
    const stock = await db().select().from(stockItems);
    expect(stock.filter((s) => isLowStock(s)).length).toBeGreaterThan(0);
    expect(stock.filter((s) => s.isPackaging).map((s) => s.name)).toEqual(
      expect.arrayContaining(["Kotak Crepes", "Kantong Kertas"]),
    );
  });

  it("keeps a stock ledger that adds up: each location's quantity is the sum of its movements, opening first", async () => {
    const stock = await db().select().from(stockItems);
    const movements = await db().select().from(stockMovements).orderBy(asc(stockMovements.createdAt));
    const levels = await db().select().from(stockLevels);
    for (const item of stock) {
      const own = movements.filter((m) => m.stockItemId === item.id);
      expect(roundTo4(own.reduce((sum, m) => sum + m.quantity, 0)), item.name).toBe(item.quantityInStock);
      for (const locationId of new Set(own.map((m) => m.locationId))) {
        const here = own.filter((m) => m.locationId === locationId);
        const level = levels.find((l) => l.stockItemId === item.id && l.locationId === locationId)?.quantity;
        expect(roundTo4(here.reduce((sum, m) => sum + m.quantity, 0)), item.name).toBe(level);
        expect(level, item.name).toBeGreaterThanOrEqual(0);
        expect(here.filter((m) => m.reason === "opening").length, item.name).toBeLessThanOrEqual(1);
        if (here.some((m) => m.reason === "opening")) expect(here[0].reason, item.name).toBe("opening");
      }
    }
    expect(new Set(movements.map((m) => m.reason))).toEqual(
      new Set(["opening", "sale", "cancel", "purchase", "adjustment", "shipment"]),
    );
    // Every order's sale is on the ledger, at the time it was placed.
    const placed = await db()
      .select({ id: orders.id, createdAt: orders.createdAt, stockUsed: orders.stockUsed })
      .from(orders);
    for (const order of placed) {
      const sold = movements.filter((m) => m.referenceId === order.id && m.reason === "sale");
      expect(sold.length).toBe(order.stockUsed.length);
      for (const m of sold) expect(m.createdAt.getTime()).toBe(order.createdAt.getTime());
    }
  });

  it("buys from suppliers over the last two months, at the items' costs, and adjusts stock with every type", async () => {
    const supplierRows = await db().select().from(suppliers);
    expect(supplierRows.length).toBeGreaterThanOrEqual(4);
    const bought = await db().select().from(purchases);
    const lines = await db().select().from(purchaseItems);
    const stock = await db().select().from(stockItems);
    expect(bought.length).toBeGreaterThanOrEqual(8);
    const ages = bought.map((p) => (Date.now() - Date.parse(p.purchaseDate)) / DAY);
    expect(Math.max(...ages)).toBeGreaterThan(45);
    expect(Math.min(...ages)).toBeLessThan(7);
    expect(new Set(bought.map((p) => p.paymentMethod))).toEqual(new Set(PAYMENT_METHODS_FOR_PURCHASE));
    for (const purchase of bought) {
      const own = lines.filter((l) => l.purchaseId === purchase.id);
      expect(purchase.totalCost).toBe(own.reduce((sum, l) => sum + l.subtotal, 0));
      for (const line of own) {
        expect(line.purchasePrice).toBe(stock.find((s) => s.id === line.stockItemId)?.cost);
        expect(line.subtotal).toBe(purchaseLineSubtotal(line.quantity, line.purchasePrice));
      }
    }
    const adjustments = await db().select().from(stockAdjustments);
    expect(new Set(adjustments.map((a) => a.type))).toEqual(new Set(STOCK_ADJUSTMENT_TYPES));
    for (const a of adjustments) expect(a.quantity).toBe(signedAdjustment(a.type, Math.abs(a.quantity)));
  });

  it("has the franchise member's stock requests in every status, shipped ones out of head office's stock", async () => {
    const requests = await db().select().from(stockRequests);
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(STOCK_REQUEST_STATUSES));
    const shipments = await db().select().from(stockMovements).where(eq(stockMovements.reason, "shipment"));
    const shipped = requests.filter((r) => ["Dikirim Sebagian", "Dikirim", "Selesai"].includes(r.status));
    expect(new Set(shipments.map((m) => m.referenceId))).toEqual(new Set(shipped.map((r) => r.id)));
    expect(requests.find((r) => r.status === "Dibatalkan")?.cancelReason).toBeTruthy();
    // Head office, the warehouse they are supplied from, holds some of every item: the next
    // request a member makes can be shipped.
    const [headOffice] = await db().select().from(locations).where(eq(locations.kind, "head_office"));
    const held = await db().select().from(stockLevels).where(eq(stockLevels.locationId, headOffice.id));
    const items = await db().select().from(stockItems);
    expect(held).toHaveLength(items.length);
    for (const level of held) expect(Number(level.quantity)).toBeGreaterThan(0);
  });

  it("records expenses of last month and this month before today, and catering enquiries", async () => {
    const categories = await db().select().from(expenseCategories);
    expect(categories.length).toBeGreaterThanOrEqual(5);
    const spent = await db().select().from(expenses);
    const today = toDateKey(new Date(), ctx.env.BUSINESS_TIMEZONE);
    expect(spent.length).toBeGreaterThanOrEqual(7);
    for (const expense of spent) expect(expense.date < today).toBe(true);
    expect(new Set(spent.map((e) => e.date.slice(0, 7))).size).toBeGreaterThanOrEqual(today.endsWith("-01") ? 1 : 2);
    expect((await db().select().from(cateringRequests)).length).toBeGreaterThanOrEqual(3);
  });

  it("has orders in every status, channel and payment method, some still open in the kitchen", async () => {
    const all = await db().select().from(orders);
    expect(new Set(all.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(all.map((o) => o.channel))).toEqual(
      new Set([ORDER_CHANNEL.pos, ORDER_CHANNEL.online, ORDER_CHANNEL.ojol]),
    );
    const methods = new Set(all.map((o) => o.paymentMethod));
    for (const method of [...POS_PAYMENT_METHODS, ...ONLINE_PAYMENT_METHODS]) expect(methods, method).toContain(method);
    expect(new Set(all.map((o) => o.paymentStatus))).toEqual(new Set(["Paid", "Pending", "Expired"]));
    // Nobody sits at a table yet: the first order of the day can take any.
    for (const order of all.filter((o) => o.status !== "Completed" && o.status !== "Cancelled")) {
      expect(order.tableId).toBeNull();
    }
  });

  it("links the Pusat outlet to GrabFood and GoFood, switched on, with secrets sealed under the demo's key", async () => {
    const links = await db().select().from(platformLinks);
    const [pusat] = await db().select().from(locations).where(eq(locations.name, "Kedai Crepes Pusat"));
    expect(links.map((link) => link.platform).sort()).toEqual(["gofood", "grabfood"]);
    const box = new SecretBox(ojolSecretKey(ctx.env));
    for (const link of links) {
      expect(link).toMatchObject({ outletId: pusat.id, enabled: true, autoAccept: false });
      expect(link.secretsCipher).not.toContain("secret");
      expect(box.open<LinkSecrets>(link.secretsCipher)).toMatchObject({
        clientSecret: expect.any(String),
        inboundSecret: expect.any(String),
      });
    }
  });

  it("has GrabFood and GoFood orders delivered with their link's commission, as the channel report and the P&L count them", async () => {
    const links = await db().select().from(platformLinks);
    const ojol = await db().select().from(orders).where(eq(orders.channel, ORDER_CHANNEL.ojol));
    expect(new Set(ojol.map((order) => order.platform))).toEqual(new Set(["grabfood", "gofood"]));
    for (const order of ojol) {
      const link = links.find((one) => one.platform === order.platform);
      expect(order, order.orderId).toMatchObject({
        status: ORDER_STATUS.Completed,
        orderType: "Ojol",
        locationId: link?.outletId,
        paymentMethod: OJOL_PLATFORM_LABELS[link?.platform ?? "gofood"],
        platformCommission: platformCommission({
          totalAmount: order.totalAmount,
          ratePercent: link?.commissionPercent ?? -1,
        }),
        needsMapping: false,
      });
      expect(order.platformCommission).toBeGreaterThan(0);
      expect(order.platformOrderId).toBeTruthy();
    }

    // What the back office reads from the rollups equals the orders themselves.
    const admin = ctx.client();
    await admin.login("admin", "rahasia123");
    const timeZone = ctx.env.BUSINESS_TIMEZONE;
    const first = Math.min(...ojol.map((order) => order.completedAt?.getTime() ?? Number.NaN));
    const range = `startDate=${toDateKey(new Date(first), timeZone)}&endDate=${toDateKey(new Date(), timeZone)}`;
    const report = await admin.get(`/api/reports/channels?${range}`);
    expect(report.statusCode, report.body).toBe(200);
    for (const platform of ["grabfood", "gofood"] as const) {
      const mine = ojol.filter((order) => order.platform === platform);
      const gross = mine.reduce((sum, order) => sum + order.totalAmount, 0);
      const commission = mine.reduce((sum, order) => sum + (order.platformCommission ?? 0), 0);
      expect(report.json().rows.find((row: { channel: string }) => row.channel === platform)).toEqual({
        channel: platform,
        orders: mine.length,
        refundedOrders: 0,
        gross,
        refunds: 0,
        commission,
        net: gross - commission,
      });
    }
    const profitLoss = await admin.get(`/api/reports/profit-loss?${range}`);
    expect(profitLoss.statusCode, profitLoss.body).toBe(200);
    expect(profitLoss.json().summary.platformCommission).toBe(
      ojol.reduce((sum, order) => sum + (order.platformCommission ?? 0), 0),
    );
  });

  it("has an active promo CREPES10 valid today", async () => {
    const [promo] = await db().select().from(promos).where(eq(promos.code, "CREPES10"));
    expect(promo).toMatchObject({ isActive: true, type: "percentage", value: 10 });
    expect(promo.startDate.getTime()).toBeLessThan(Date.now());
    expect(promo.endDate.getTime()).toBeGreaterThan(Date.now());
  });

  it("gives the demo customer points, a saved address and past orders with consistent totals", async () => {
    const [pelanggan] = await db().select().from(customers).where(eq(customers.email, "pelanggan@contoh.id"));
    expect(pelanggan.loyaltyPoints).toBeGreaterThan(0);
    const addresses = await db().select().from(customerAddresses).where(eq(customerAddresses.customerId, pelanggan.id));
    expect(addresses).toContainEqual(expect.objectContaining({ label: "Rumah" }));

    const history = await db().select().from(orders).where(eq(orders.customerId, pelanggan.id));
    expect(history.length).toBeGreaterThanOrEqual(3);
    expect(new Set(history.map((o) => o.channel))).toEqual(new Set([ORDER_CHANNEL.pos, ORDER_CHANNEL.online]));
    expect(history.some((o) => o.status === ORDER_STATUS.Cancelled)).toBe(true);
    for (const order of history) {
      expect(order.orderId).toMatch(order.channel === ORDER_CHANNEL.pos ? /^CREPES-\d+$/ : /^VNC-\d+$/);
      if (order.status === ORDER_STATUS.Completed) expect(order.completedAt).toBeInstanceOf(Date);
      else expect(order.pointsEarned).toBe(0);
    }
  });

  it("gives online orders the type of their delivery method: delivery → Ojol, pickup → Take Away", async () => {
    const online = await db().select().from(orders).where(eq(orders.channel, ORDER_CHANNEL.online));
    const pairs = online.map((order) => [order.deliveryInfo?.method, order.orderType]);
    expect(pairs).toContainEqual(["delivery", "Ojol"]);
    expect(pairs).toContainEqual(["pickup", "Take Away"]);
    const expected: Record<string, string> = { "dine-in": "Dine-In", pickup: "Take Away", delivery: "Ojol" };
    for (const [method, orderType] of pairs) expect(orderType).toBe(expected[method ?? ""]);
  });

  it("stores every order's totals as the shared money module computes them", async () => {
    const all = await db().select().from(orders);
    const items = await db().select().from(orderItems);
    expect(all.length).toBeGreaterThanOrEqual(10);
    for (const order of all) {
      const lines = items
        .filter((i) => i.orderId === order.id)
        .map((i) => ({ basePrice: i.basePrice, quantity: i.quantity, options: i.selectedOptions }));
      expect(lines.length).toBeGreaterThan(0);
      for (const item of items.filter((i) => i.orderId === order.id)) {
        expect(item.finalPricePerItem).toBe(item.basePrice + item.selectedOptions.reduce((s, o) => s + o.price, 0));
        expect(item.unitCogs).toBeGreaterThan(0);
      }
      const promo = order.promoId ? { type: "percentage" as const, value: 10 } : null;
      if (order.channel === ORDER_CHANNEL.ojol) {
        // A platform's order: its prices as charged, the PBJT inside them, nothing added by Kedai.
        const subTotal = lines.reduce((sum, line) => sum + line.quantity * finalPrice(line), 0);
        expect(order, order.orderId).toMatchObject({
          subTotal,
          promoDiscount: 0,
          discount: 0,
          serviceCharge: 0,
          packagingFee: 0,
          deliveryFee: 0,
          pointsDiscount: 0,
          tax: includedTax(subTotal, order.taxRate),
          totalAmount: subTotal,
          taxRate: 11,
          paymentStatus: PAYMENT_STATUS.Paid,
        });
        continue;
      }
      const expected =
        order.channel === ORDER_CHANNEL.online
          ? computeOnlineTotals({ lines, promo, deliveryFee: order.deliveryFee, taxRatePercent: order.taxRate })
          : computePosTotals({
              lines,
              promo,
              orderType: order.orderType,
              taxRatePercent: order.taxRate,
            });
      expect(order, order.orderId).toMatchObject({
        subTotal: expected.subTotal,
        promoDiscount: expected.promoDiscount,
        discount: expected.cashierDiscount,
        serviceCharge: expected.serviceCharge,
        packagingFee: expected.packagingFee,
        deliveryFee: expected.deliveryFee,
        tax: expected.tax,
        totalAmount: expected.totalAmount,
        taxRate: 11,
        taxLabel: "Pajak (11%)",
      });
      if (order.paymentStatus !== PAYMENT_STATUS.Paid) {
        expect(order.channel).toBe(ORDER_CHANNEL.online);
        expect(order.status).toBe(order.paymentStatus === PAYMENT_STATUS.Pending ? "New" : "Cancelled");
      }
      expect(order.totalAmount).toBe(
        order.subTotal -
          order.promoDiscount -
          order.discount +
          order.serviceCharge +
          order.packagingFee +
          order.deliveryFee +
          order.tax -
          order.pointsDiscount,
      );
      if (order.customerId && order.status === ORDER_STATUS.Completed) {
        expect(order.pointsEarned).toBe(pointsEarned(order.totalAmount));
      }
      expect(order.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it("gives every order an id whose last 4 characters, what screens show, differ from the others'", async () => {
    const ids = (await db().select({ orderId: orders.orderId }).from(orders)).map((row) => row.orderId.slice(-4));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has completed sales on several of the last 7 days for the dashboard and reports", async () => {
    const completed = await db()
      .select({ completedAt: orders.completedAt })
      .from(orders)
      .where(eq(orders.status, ORDER_STATUS.Completed));
    const days = new Set(
      completed
        .filter((o) => o.completedAt && Date.now() - o.completedAt.getTime() < 7 * 24 * 3600 * 1000)
        .map((o) => o.completedAt!.toISOString().slice(0, 10)),
    );
    expect(days.size).toBeGreaterThanOrEqual(5);
  });

  it("gives kasir and staf closed shifts on past days for the attendance and payroll reports", async () => {
    const sessions = await db()
      .select({
        user: users.username,
        clockInTime: attendance.clockInTime,
        clockOutTime: attendance.clockOutTime,
        minutes: attendance.workDurationMinutes,
      })
      .from(attendance)
      .innerJoin(users, eq(users.id, attendance.userId));
    expect(new Set(sessions.map((s) => s.user))).toEqual(new Set(["kasir", "staf"]));
    // Last month is a full month of work for the payroll report: some 20+ days each.
    const today = toDateKey(new Date(), ctx.env.BUSINESS_TIMEZONE);
    const [year, month] = today.split("-").map(Number);
    const lastMonth = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
    for (const user of ["kasir", "staf"]) {
      const days = sessions.filter(
        (s) => s.user === user && toDateKey(s.clockInTime, ctx.env.BUSINESS_TIMEZONE).startsWith(lastMonth),
      );
      expect(days.length, user).toBeGreaterThanOrEqual(20);
    }
    for (const session of sessions) {
      expect(session.clockOutTime!.getTime()).toBeLessThan(Date.now());
      expect(session.minutes).toBeGreaterThan(0);
    }
    // Payroll pays only the days between a person's start and end dates: every demo account
    // started before its first shift and has not left.
    const staff = await db()
      .select({ username: users.username, start: users.startDate, end: users.endDate })
      .from(users);
    for (const person of staff) {
      expect(person.end, person.username).toBeNull();
      const first = sessions
        .filter((s) => s.user === person.username)
        .map((s) => toDateKey(s.clockInTime, ctx.env.BUSINESS_TIMEZONE));
      expect(person.start <= [...first, today].sort()[0], person.username).toBe(true);
    }
  });
});

describe("prepareData", () => {
  it("does not seed a database that already has data", async () => {
    const before = await db().select({ n: count() }).from(products);
    await prepareData(db(), ctx.env, ctx.app.log);
    const [{ n: staff }] = await db().select({ n: count() }).from(users);
    const [{ n: menu }] = await db().select({ n: count() }).from(products);
    expect(staff).toBe(4);
    expect(menu).toBe(before[0].n);
  });

  it("never creates demo accounts in production", async () => {
    const empty = await createTestApp({ seed: false });
    try {
      const env = parseEnv({
        NODE_ENV: "production",
        PUBLIC_URL: "https://kedai.test",
        SEED_DEMO: "true",
        DATA_DIR: empty.env.DATA_DIR,
        LOG_LEVEL: "silent",
      });
      await prepareData(empty.database.db, env, empty.app.log);
      const [{ n: staff }] = await empty.database.db.select({ n: count() }).from(users);
      const [{ n: people }] = await empty.database.db.select({ n: count() }).from(customers);
      expect(staff).toBe(0);
      expect(people).toBe(0);
    } finally {
      await empty.close();
    }
  });
});

describe("demo pictures", () => {
  it("copies the pictures that exist and skips missing ones without failing", async () => {
    const source = mkdtempSync(join(tmpdir(), "kedai-assets-"));
    const dataDir = mkdtempSync(join(tmpdir(), "kedai-data-"));
    try {
      writeFileSync(join(source, "logo.png"), "png");
      const result = await copySeedAssets(dataDir, ["logo.png", "tidak-ada.jpg"], source);
      expect(result).toEqual({ copied: ["logo.png"], skipped: ["tidak-ada.jpg"] });
      expect(readFileSync(join(dataDir, "uploads", "demo", "logo.png"), "utf8")).toBe("png");
      expect(existsSync(join(dataDir, "uploads", "demo", "tidak-ada.jpg"))).toBe(false);
    } finally {
      rmSync(source, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("serves the seeded logo at its settings URL when the picture ships", async () => {
    const shipped = existsSync(join(ctx.env.DATA_DIR, "uploads", "demo", "logo.png"));
    const response = await ctx.client().get("/uploads/demo/logo.png");
    expect(response.statusCode).toBe(shipped ? 200 : 404);
  });

  it("serves the menu's pictures as small WebP files", async () => {
    const [product] = await db().select({ imageUrl: products.imageUrl }).from(products).limit(1);
    const response = await ctx.client().get(product.imageUrl!);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.rawPayload.length).toBeLessThan(20_000);
  });
});
