import { OPTION_GROUP_TYPES, PROMO_TYPES } from "@kedai/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { archivedAt, createdAt, decimal, id, money, updatedAt } from "./columns";
import { locations } from "./places";

export const categories = pgTable(
  "categories",
  { id: id(), name: text("name").notNull(), createdAt: createdAt(), archivedAt: archivedAt() },
  (t) => [uniqueIndex("categories_name_lower_idx").on(sql`lower(${t.name})`)],
);

export const units = pgTable(
  "units",
  { id: id(), name: text("name").notNull(), createdAt: createdAt(), archivedAt: archivedAt() },
  (t) => [uniqueIndex("units_name_lower_idx").on(sql`lower(${t.name})`)],
);

/** Ingredients and packaging. Quantity may go negative, never silently (docs/business-rules.md#stock). */
export const stockItems = pgTable(
  "stock_items",
  {
    id: id(),
    name: text("name").notNull(),
    unitId: uuid("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "restrict" }),
    quantityInStock: decimal("quantity_in_stock").notNull().default(0),
    cost: decimal("cost").notNull().default(0),
    isPackaging: boolean("is_packaging").notNull().default(false),
    lowStockThreshold: decimal("low_stock_threshold").notNull().default(10),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    archivedAt: archivedAt(),
  },
  (t) => [check("stock_items_cost_nonnegative", sql`${t.cost} >= 0`)],
);

/** Extra-charge options such as "Keju Ekstra", offered through option groups. */
export const customizationOptions = pgTable(
  "customization_options",
  { id: id(), name: text("name").notNull(), price: money("price").notNull().default(0), createdAt: createdAt() },
  (t) => [check("customization_options_price_nonnegative", sql`${t.price} >= 0`)],
);

/** Option groups: radio = exactly one (required), checkbox = several (optional). */
export const optionGroups = pgTable("option_groups", {
  id: id(),
  name: text("name").notNull(),
  type: text("type", { enum: OPTION_GROUP_TYPES }).notNull(),
  createdAt: createdAt(),
});

export const optionGroupOptions = pgTable(
  "option_group_options",
  {
    groupId: uuid("group_id")
      .notNull()
      .references(() => optionGroups.id, { onDelete: "cascade" }),
    optionId: uuid("option_id")
      .notNull()
      .references(() => customizationOptions.id, { onDelete: "restrict" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.optionId] })],
);

export const products = pgTable(
  "products",
  {
    id: id(),
    name: text("name").notNull(),
    price: money("price").notNull(),
    description: text("description").notNull().default(""),
    imageUrl: text("image_url").notNull().default(""),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "restrict" }),
    isAvailable: boolean("is_available").notNull().default(true),
    /** Σ ingredient cost × quantity, kept current by the server (never taken from a client). */
    cogs: money("cogs").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    archivedAt: archivedAt(),
  },
  (t) => [check("products_price_nonnegative", sql`${t.price} >= 0`), index("products_category_idx").on(t.categoryId)],
);

export const productOptionGroups = pgTable(
  "product_option_groups",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    groupId: uuid("group_id")
      .notNull()
      .references(() => optionGroups.id, { onDelete: "restrict" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.groupId] })],
);

export const productRecipes = pgTable(
  "product_recipes",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    stockItemId: uuid("stock_item_id")
      .notNull()
      .references(() => stockItems.id, { onDelete: "restrict" }),
    quantityUsed: decimal("quantity_used").notNull(),
  },
  (t) => [
    index("product_recipes_product_idx").on(t.productId),
    index("product_recipes_stock_item_idx").on(t.stockItemId),
    check("product_recipes_quantity_positive", sql`${t.quantityUsed} > 0`),
  ],
);

export const promos = pgTable(
  "promos",
  {
    id: id(),
    name: text("name").notNull(),
    code: text("code"),
    type: text("type", { enum: PROMO_TYPES }).notNull(),
    value: money("value").notNull(),
    startDate: timestamp("start_date", { withTimezone: true, mode: "date" }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true, mode: "date" }).notNull(),
    description: text("description").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    archivedAt: archivedAt(),
  },
  (t) => [
    uniqueIndex("promos_code_upper_idx").on(sql`upper(${t.code})`),
    check("promos_value_positive", sql`${t.value} > 0`),
  ],
);

/**
 * One row counting changes to what prices an order: products, their option groups and options,
 * recipes, settings, outlets and which stock items are packaging. Deferred row triggers on those
 * tables (migration 0012) raise it at the commit of any transaction that wrote them, whoever wrote
 * them; the order pricing keeps a snapshot per version (modules/orders/order-catalog.ts).
 */
export const catalogVersion = pgTable(
  "catalog_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(1),
  },
  (t) => [check("catalog_version_one_row", sql`${t.id} = 1`)],
);

/**
 * The catalog an order was priced from, kept per catalog version once a till has been given that
 * version (GET /api/orders/catalog), so an order the till took offline is priced with it
 * (modules/orders/catalog-versions.ts). Pruned a few days after a newer version was kept.
 */
export const catalogSnapshots = pgTable("catalog_snapshots", {
  version: bigint("version", { mode: "number" }).primaryKey(),
  catalog: jsonb("catalog").$type<unknown>().notNull(),
  createdAt: createdAt(),
});
