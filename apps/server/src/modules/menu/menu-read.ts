import type { EntityName, MenuItem, OptionGroup, RecipeLine } from "@kedai/shared";
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  categories,
  locations,
  productOptionGroups,
  productRecipes,
  products,
  stockItems,
  units,
} from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { loadOptionGroups } from "../customizations/customizations.service";

/** Reading products: the menu as the storefront and the back office see it, and as an order prices it. */

export const MENU_NOT_FOUND = "Menu tidak ditemukan.";

/** Who is looking: the storefront sees what it may order; the back office also sees cost data. */
export type MenuAudience = { backOffice: boolean; includeUnavailable: boolean };

type ProductFilter = { productIds?: string[]; includeUnavailable: boolean };

function productWhere(filter: ProductFilter): SQL | undefined {
  // Archived menus (docs/business-rules.md#deleting) are no longer shown nor sold.
  return and(
    isNull(products.archivedAt),
    filter.productIds ? inArray(products.id, filter.productIds) : undefined,
    filter.includeUnavailable ? undefined : eq(products.isAvailable, true),
  );
}

/** Runs an aggregate that returns its rows as one JSON text (see loadMenuItems) and parses it. */
const parseRows = <T>(rows: { body: string }[]): T[] => JSON.parse(rows[0]?.body ?? "[]") as T[];

type ProductRow = [
  id: string,
  name: string,
  price: number,
  description: string,
  imageUrl: string,
  isAvailable: boolean,
  cogs: number,
  createdAt: string,
  updatedAt: string,
  categoryId: string | null,
  categoryName: string | null,
  locationId: string | null,
  locationName: string | null,
];
type RecipeRow = [
  productId: string,
  stockItemId: string,
  name: string,
  cost: number,
  unitId: string | null,
  unitName: string | null,
  quantityUsed: number,
];

/**
 * Products in the shape the web uses, in a fixed number of queries whatever their number
 * (products; their group links; groups and options; recipes for the back office): no N+1.
 * Each query hands its rows over as one JSON text: on embedded PGlite, reading 500 rows field
 * by field costs several times more than the query itself.
 */
export async function loadMenuItems(db: DbOrTx, filter: ProductFilter & { backOffice: boolean }): Promise<MenuItem[]> {
  if (filter.productIds && filter.productIds.length === 0) return [];
  const where = productWhere(filter);
  const rows = parseRows<ProductRow>(
    await db
      .select({
        body: sql<string>`coalesce(json_agg(json_build_array(${products.id}, ${products.name}, ${products.price},
          ${products.description}, ${products.imageUrl}, ${products.isAvailable}, ${products.cogs},
          ${products.createdAt}, ${products.updatedAt}, ${categories.id}, ${categories.name},
          ${locations.id}, ${locations.name}) order by lower(${products.name}), ${products.id}), '[]')::text`,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(locations, eq(locations.id, products.locationId))
      .where(where),
  );
  if (rows.length === 0) return [];

  const links = parseRows<[productId: string, groupId: string]>(
    await db
      .select({
        body: sql<string>`coalesce(json_agg(json_build_array(${productOptionGroups.productId}, ${productOptionGroups.groupId})
          order by ${productOptionGroups.productId}, ${productOptionGroups.position}), '[]')::text`,
      })
      .from(productOptionGroups)
      .innerJoin(products, eq(products.id, productOptionGroups.productId))
      .where(where),
  );
  // The whole catalog's groups are few (tens): loading them all beats sending a long id list.
  const groups = await loadOptionGroups(db, filter.productIds ? [...new Set(links.map(([, g]) => g))] : undefined);
  const groupsOf = new Map<string, OptionGroup[]>();
  for (const [productId, groupId] of links) {
    const group = groups.get(groupId);
    if (!group) continue;
    const list = groupsOf.get(productId);
    if (list) list.push(group);
    else groupsOf.set(productId, [group]);
  }

  const recipesOf = new Map<string, RecipeLine[]>();
  if (filter.backOffice) {
    const recipeRows = parseRows<RecipeRow>(
      await db
        .select({
          body: sql<string>`coalesce(json_agg(json_build_array(${productRecipes.productId}, ${stockItems.id},
            ${stockItems.name}, ${stockItems.cost}, ${units.id}, ${units.name}, ${productRecipes.quantityUsed})
            order by ${productRecipes.productId}, lower(${stockItems.name}), ${productRecipes.id}), '[]')::text`,
        })
        .from(productRecipes)
        .innerJoin(products, eq(products.id, productRecipes.productId))
        .innerJoin(stockItems, eq(stockItems.id, productRecipes.stockItemId))
        .leftJoin(units, eq(units.id, stockItems.unitId))
        .where(where),
    );
    for (const [productId, stockItemId, name, cost, unitId, unitName, quantityUsed] of recipeRows) {
      const line: RecipeLine = {
        ingredient: {
          _id: stockItemId,
          name,
          unit: unitId ? { _id: unitId, name: unitName ?? "" } : null,
          cost: Number(cost),
        },
        quantityUsed: Number(quantityUsed),
      };
      const list = recipesOf.get(productId);
      if (list) list.push(line);
      else recipesOf.set(productId, [line]);
    }
  }

  return rows.map((row) => {
    const [id, name, price, description, imageUrl, isAvailable, cogs, createdAt, updatedAt] = row;
    const item: MenuItem = {
      _id: id,
      name,
      price: Number(price),
      description,
      imageUrl,
      isAvailable,
      category: ref(row[9], row[10]),
      location: ref(row[11], row[12]),
      customizationOptions: groupsOf.get(id) ?? [],
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: new Date(updatedAt).toISOString(),
    };
    if (filter.backOffice) {
      item.cogs = Number(cogs);
      item.recipe = recipesOf.get(id) ?? [];
    }
    return item;
  });
}

const ref = (id: string | null, name: string | null): EntityName | null =>
  id && name !== null ? { _id: id, name } : null;

/** One product; an unavailable one does not exist for the storefront. */
export async function getMenuItem(db: DbOrTx, id: string, audience: MenuAudience): Promise<MenuItem> {
  if (!isUuid(id)) throw notFound(MENU_NOT_FOUND);
  const [item] = await loadMenuItems(db, { ...audience, productIds: [id] });
  if (!item) throw notFound(MENU_NOT_FOUND);
  return item;
}

export type OrderableProduct = {
  id: string;
  name: string;
  price: number;
  isAvailable: boolean;
  /** Recipe cost per unit today (snapshot it onto the order item). */
  cogs: number;
  /** Option groups in display order, options with database prices. */
  groups: OptionGroup[];
  recipe: { stockItemId: string; quantityUsed: number }[];
};

/**
 * Every product as an order prices it (available or not, so an order can be told which one is
 * off), with its option groups and recipe, in a fixed number of queries.
 */
export async function loadOrderableProducts(db: DbOrTx): Promise<Map<string, OrderableProduct>> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      cogs: products.cogs,
      isAvailable: products.isAvailable,
    })
    .from(products)
    .where(isNull(products.archivedAt));
  const links = await db
    .select({ productId: productOptionGroups.productId, groupId: productOptionGroups.groupId })
    .from(productOptionGroups)
    .orderBy(asc(productOptionGroups.productId), asc(productOptionGroups.position));
  const groups = await loadOptionGroups(db);
  const recipeRows = await db
    .select({
      productId: productRecipes.productId,
      stockItemId: productRecipes.stockItemId,
      quantityUsed: productRecipes.quantityUsed,
    })
    .from(productRecipes);

  const result = new Map<string, OrderableProduct>();
  for (const row of rows) result.set(row.id, { ...row, groups: [], recipe: [] });
  for (const link of links) {
    const group = groups.get(link.groupId);
    if (group) result.get(link.productId)?.groups.push(group);
  }
  for (const line of recipeRows) {
    result.get(line.productId)?.recipe.push({ stockItemId: line.stockItemId, quantityUsed: line.quantityUsed });
  }
  return result;
}
