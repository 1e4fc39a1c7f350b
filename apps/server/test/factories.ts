import { ORDER_CHANNEL, ORDER_TYPE, PAYMENT_STATUS, type StaffRole, slugify } from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../src/db/client";
import {
  attendance,
  categories,
  customers,
  customizationOptions,
  diningTables,
  locations,
  optionGroupOptions,
  optionGroups,
  orderItems,
  orders,
  productOptionGroups,
  productRecipes,
  products,
  promos,
  registerSessions,
  stockItems,
  units,
  users,
} from "../src/db/schema";
import { workedMinutes } from "../src/modules/attendance/attendance.service";
import { hashPassword } from "../src/modules/auth/password";
import { recomputeProductCogs } from "../src/modules/stock/cogs";
import { applyStockChanges } from "../src/modules/stock/stock-movements";

/**
 * One small function per kind of row a test needs, written straight to the database. Each fills
 * every required column with a value no other row of the file has, takes overrides for what the
 * test is about, and returns the inserted row, so a reader sees where each row came from.
 */

/** The password of every account made here, unless a test gives its own. */
export const TEST_PASSWORD = "sandi-uji-123";

let sequence = 0;
/** A number no earlier call in this test file got: unique names, usernames and emails. */
const next = () => ++sequence;

let testPasswordHash: Promise<string> | undefined;
/** scrypt is slow on purpose, so the shared test password is hashed once per file. */
function passwordHashOf(password: string): Promise<string> {
  if (password !== TEST_PASSWORD) return hashPassword(password);
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return testPasswordHash;
}

/** A staff account of the given role; it logs in with its `username` and TEST_PASSWORD. */
export async function createStaffUser(
  db: DbOrTx,
  { password = TEST_PASSWORD, ...values }: Partial<typeof users.$inferInsert> & { role: StaffRole; password?: string },
) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      fullName: `Pegawai Uji ${n}`,
      username: `pegawai-uji-${n}`,
      passwordHash: await passwordHashOf(password),
      // Employed long before any day a test reports on, unless the test sets its own dates.
      startDate: "2020-01-01",
      ...values,
    })
    .returning();
  return user;
}

/**
 * A regular customer (or a franchise member with `customerType: "Franchise"`) who logs in with their
 * `email` and TEST_PASSWORD; `password: null` makes one added at the cashier, who has none yet.
 */
export async function createCustomer(
  db: DbOrTx,
  { password = TEST_PASSWORD, ...values }: Partial<typeof customers.$inferInsert> & { password?: string | null } = {},
) {
  const n = next();
  const [customer] = await db
    .insert(customers)
    .values({
      name: `Pelanggan Uji ${n}`,
      email: `pelanggan.uji.${n}@contoh.id`,
      phone: `0812${String(n).padStart(8, "0")}`,
      passwordHash: password === null ? null : await passwordHashOf(password),
      ...values,
    })
    .returning();
  return customer;
}

export async function createLocation(db: DbOrTx, values: Partial<typeof locations.$inferInsert> = {}) {
  const n = next();
  const name = values.name ?? `Outlet Uji ${n}`;
  const [location] = await db
    .insert(locations)
    .values({ name, address: `Jl. Uji No. ${n}`, slug: slugify(name), ...values })
    .returning();
  return location;
}

export async function createTable(db: DbOrTx, values: Partial<typeof diningTables.$inferInsert> = {}) {
  const [table] = await db
    .insert(diningTables)
    .values({ name: `Meja Uji ${next()}`, ...values })
    .returning();
  return table;
}

export async function createUnit(db: DbOrTx, values: Partial<typeof units.$inferInsert> = {}) {
  const [unit] = await db
    .insert(units)
    .values({ name: `satuan-uji-${next()}`, ...values })
    .returning();
  return unit;
}

/**
 * An ingredient with a cost, plenty in stock (an opening movement at `at`, a location's id, or
 * head office); a unit of its own unless `unitId` is given.
 */
export async function createStockItem(
  db: DbOrTx,
  values: Partial<typeof stockItems.$inferInsert> = {},
  { at = null }: { at?: string | null } = {},
) {
  const unitId = values.unitId ?? (await createUnit(db)).id;
  const { quantityInStock = 1000, ...rest } = values;
  const [item] = await db
    .insert(stockItems)
    .values({ name: `Bahan Uji ${next()}`, unitId, cost: 10, ...rest, quantityInStock: 0 })
    .returning();
  const opening = [{ stockItemId: item.id, quantity: quantityInStock }];
  await db.transaction((tx) => applyStockChanges(tx, opening, { reason: "opening", locationId: at, actor: null }));
  return { ...item, quantityInStock };
}

export async function createCategory(db: DbOrTx, values: Partial<typeof categories.$inferInsert> = {}) {
  const [category] = await db
    .insert(categories)
    .values({ name: `Kategori Uji ${next()}`, ...values })
    .returning();
  return category;
}

/** A promo of `type` and `value`, running from a day ago to a day from now unless `values` say otherwise. */
export async function createPromo(
  db: DbOrTx,
  type: "percentage" | "fixed_amount",
  value: number,
  values: Partial<typeof promos.$inferInsert> = {},
) {
  const day = 24 * 60 * 60 * 1000;
  const [promo] = await db
    .insert(promos)
    .values({
      name: `Promo Uji ${next()}`,
      type,
      value,
      startDate: new Date(Date.now() - day),
      endDate: new Date(Date.now() + day),
      ...values,
    })
    .returning();
  return promo;
}

export async function createOption(db: DbOrTx, values: Partial<typeof customizationOptions.$inferInsert> = {}) {
  const [option] = await db
    .insert(customizationOptions)
    .values({ name: `Opsi Uji ${next()}`, price: 2000, ...values })
    .returning();
  return option;
}

/** A group offering `optionIds` in that order (two new options when none are given). */
export async function createOptionGroup(
  db: DbOrTx,
  { optionIds, ...values }: Partial<typeof optionGroups.$inferInsert> & { optionIds?: string[] } = {},
) {
  const ids = optionIds ?? [(await createOption(db)).id, (await createOption(db)).id];
  const [group] = await db
    .insert(optionGroups)
    .values({ name: `Grup Uji ${next()}`, type: "checkbox", ...values })
    .returning();
  await db
    .insert(optionGroupOptions)
    .values(ids.map((optionId, position) => ({ groupId: group.id, optionId, position })));
  return group;
}

type RecipeRow = { stockItemId: string; quantityUsed: number };

/**
 * A menu item, with its recipe and option groups (in that order) when given, and its cost of goods
 * computed as the menu module does. A category of its own unless `categoryId` is given.
 */
export async function createProduct(
  db: DbOrTx,
  {
    recipe = [],
    groupIds = [],
    ...values
  }: Partial<typeof products.$inferInsert> & { recipe?: RecipeRow[]; groupIds?: string[] } = {},
) {
  const categoryId = values.categoryId ?? (await createCategory(db)).id;
  const [product] = await db
    .insert(products)
    .values({ name: `Menu Uji ${next()}`, price: 20000, ...values, categoryId })
    .returning();
  if (groupIds.length) {
    await db
      .insert(productOptionGroups)
      .values(groupIds.map((groupId, position) => ({ productId: product.id, groupId, position })));
  }
  if (!recipe.length) return product;
  await db.insert(productRecipes).values(recipe.map((row) => ({ productId: product.id, ...row })));
  await recomputeProductCogs(db, { productIds: [product.id] });
  const [withCogs] = await db.select().from(products).where(eq(products.id, product.id));
  return withCogs;
}

/** What a `login` entry of useTestApp signs in as: a new staff user of that role, or a new customer. */
export type AccountKind = StaffRole | "customer" | "franchise";
/** An account made for a test: its id and what it types at the login page (username or email). */
export type TestAccount = { id: string; login: string };

export async function createAccount(db: DbOrTx, kind: AccountKind): Promise<TestAccount> {
  if (kind === "customer" || kind === "franchise") {
    const customer = await createCustomer(db, { customerType: kind === "franchise" ? "Franchise" : "Regular" });
    return { id: customer.id, login: customer.email };
  }
  const user = await createStaffUser(db, { role: kind });
  return { id: user.id, login: user.username };
}

/**
 * An order row with only what the table requires (a Rp 20.000 cash Dine-In at the cashier, status
 * New): for tests about what refers to orders, not about placing one.
 */
export async function createOrder(db: DbOrTx, values: Partial<typeof orders.$inferInsert> = {}) {
  const [order] = await db
    .insert(orders)
    .values({
      orderId: `CREPES-TEST-${Date.now()}-${next()}`,
      channel: ORDER_CHANNEL.pos,
      orderType: ORDER_TYPE.DineIn,
      paymentMethod: "Cash",
      subTotal: 20000,
      taxRate: 11,
      taxLabel: "Pajak (11%)",
      totalAmount: 22200,
      ...values,
    })
    .returning();
  return order;
}

/**
 * A storefront order waiting for online payment (paymentStatus Pending, QRIS, pickup): two crepes
 * at Rp 25.000, Rp 5.500 tax, Rp 55.500 in all, with the stock it took (`stockUsed`) and points it
 * redeemed as given. For payment tests until they can place one through POST /api/orders.
 */
export async function createOnlineOrder(db: DbOrTx, values: Partial<typeof orders.$inferInsert> = {}) {
  const [order] = await db
    .insert(orders)
    .values({
      orderId: `VNC-${Date.now()}${next()}`,
      channel: ORDER_CHANNEL.online,
      orderType: ORDER_TYPE.TakeAway,
      paymentStatus: PAYMENT_STATUS.Pending,
      paymentMethod: "QRIS",
      customerName: "Tamu Uji",
      customerDetails: { name: "Tamu Uji", phone: "081200000000", email: "tamu.uji@contoh.id" },
      deliveryInfo: { method: "pickup", fee: 0 },
      subTotal: 50000,
      taxRate: 11,
      taxLabel: "Pajak (11%)",
      tax: 5500,
      totalAmount: 55500,
      ...values,
    })
    .returning();
  await db
    .insert(orderItems)
    .values({ orderId: order.id, name: "Crepe Cokelat", quantity: 2, basePrice: 25000, finalPricePerItem: 25000 });
  return order;
}

/** An open register session of `cashierId` at a new outlet (Rp 100.000 float) unless told otherwise. */
export async function createRegisterSession(
  db: DbOrTx,
  values: Partial<typeof registerSessions.$inferInsert> & { cashierId: string },
) {
  const locationId = values.locationId ?? (await createLocation(db)).id;
  const [session] = await db
    .insert(registerSessions)
    .values({ openingBalance: 100000, ...values, locationId })
    .returning();
  return session;
}

/**
 * A work session of `user` at `location` (a new one unless given), clocked in now unless told
 * otherwise; closed when `clockOutTime` is given, with the whole minutes between the two.
 */
export async function createAttendance(
  db: DbOrTx,
  user: { id: string; fullName: string },
  {
    location,
    clockInTime = new Date(),
    clockOutTime,
    notes,
  }: { location?: { id: string; name: string }; clockInTime?: Date; clockOutTime?: Date; notes?: string } = {},
) {
  const place = location ?? (await createLocation(db));
  const [row] = await db
    .insert(attendance)
    .values({
      userId: user.id,
      userName: user.fullName,
      locationId: place.id,
      locationName: place.name,
      clockInTime,
      clockOutTime,
      workDurationMinutes: clockOutTime ? workedMinutes(clockInTime, clockOutTime) : null,
      notes,
    })
    .returning();
  return row;
}
