import { type DayOpening, weeklyOpening } from "@kedai/shared";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  categories,
  customizationOptions,
  optionGroupOptions,
  optionGroups,
  productOptionGroups,
  productRecipes,
  products,
  stockLevels,
} from "../../db/schema";
import { getSettings } from "../settings/settings.service";

export type OutletMenuOption = { id: string; name: string; price: number };
export type OutletMenuGroup = { id: string; name: string; required: boolean; options: OutletMenuOption[] };
export type OutletMenuItem = {
  id: string;
  name: string;
  description: string;
  /** Rupiah, the link's markup applied. */
  price: number;
  /** Absolute (PUBLIC_URL), or null without a picture. */
  pictureUrl: string | null;
  available: boolean;
  groups: OutletMenuGroup[];
};
export type OutletMenu = {
  categories: { id: string; name: string; items: OutletMenuItem[] }[];
  /** Per weekday, Sunday first. */
  opening: DayOpening[];
};

/**
 * A Kedai price on a platform: raised by the link's markup percent (four decimals) and rounded to
 * the nearest whole rupiah, half up, each item and each option on its own
 * (docs/decisions/0057-ojol-menu-out.md). Integer arithmetic: no float drift on 4-decimal percents.
 */
export function withMarkup(price: number, markupPercent: number): number {
  const perMillion = 1_000_000 + Math.round(markupPercent * 10_000);
  return Math.floor((price * perMillion + 500_000) / 1_000_000);
}

/**
 * The products an outlet sells that cannot be made there now: an ingredient of the recipe whose
 * level at the outlet has reached zero or less. An ingredient the outlet never stocked (no level
 * row) does not count: the outlet does not track it.
 */
async function outOfStockAt(db: DbOrTx, outletId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ productId: productRecipes.productId })
    .from(productRecipes)
    .innerJoin(
      stockLevels,
      and(eq(stockLevels.stockItemId, productRecipes.stockItemId), eq(stockLevels.locationId, outletId)),
    )
    .where(sql`${stockLevels.quantity} <= 0`);
  return new Set(rows.map((row) => row.productId));
}

/**
 * What an outlet sells, as the food platforms are told it: its products (every outlet's and its
 * own, not archived) by category, with their option groups and options, prices with the markup,
 * sold out when switched off ('Habis') or out of an ingredient, and the settings' opening hours.
 */
export async function readOutletMenu(
  db: DbOrTx,
  outlet: { outletId: string; markupPercent: number },
  publicUrl: string,
): Promise<OutletMenu> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      price: products.price,
      imageUrl: products.imageUrl,
      isAvailable: products.isAvailable,
      categoryId: categories.id,
      categoryName: categories.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(isNull(products.archivedAt), or(isNull(products.locationId), eq(products.locationId, outlet.outletId))))
    .orderBy(asc(sql`lower(${categories.name})`), asc(sql`lower(${products.name})`), asc(products.id));
  const productIds = rows.map((row) => row.id);
  const groupRows =
    productIds.length === 0
      ? []
      : await db
          .select({
            productId: productOptionGroups.productId,
            groupId: optionGroups.id,
            groupName: optionGroups.name,
            type: optionGroups.type,
            optionId: customizationOptions.id,
            optionName: customizationOptions.name,
            optionPrice: customizationOptions.price,
          })
          .from(productOptionGroups)
          .innerJoin(optionGroups, eq(optionGroups.id, productOptionGroups.groupId))
          .innerJoin(optionGroupOptions, eq(optionGroupOptions.groupId, optionGroups.id))
          .innerJoin(customizationOptions, eq(customizationOptions.id, optionGroupOptions.optionId))
          .where(inArray(productOptionGroups.productId, productIds))
          .orderBy(asc(productOptionGroups.position), asc(optionGroupOptions.position), asc(customizationOptions.id));
  const groupsOf = new Map<string, OutletMenuGroup[]>();
  for (const row of groupRows) {
    const groups = groupsOf.get(row.productId) ?? [];
    groupsOf.set(row.productId, groups);
    let group = groups.find((candidate) => candidate.id === row.groupId);
    if (!group) {
      group = { id: row.groupId, name: row.groupName, required: row.type === "radio", options: [] };
      groups.push(group);
    }
    group.options.push({
      id: row.optionId,
      name: row.optionName,
      price: withMarkup(row.optionPrice, outlet.markupPercent),
    });
  }
  const outOfStock = await outOfStockAt(db, outlet.outletId);
  const menu: OutletMenu = {
    categories: [],
    opening: weeklyOpening((await getSettings(db)).operationalHours),
  };
  for (const row of rows) {
    let category = menu.categories.at(-1);
    if (category?.id !== row.categoryId) {
      category = { id: row.categoryId, name: row.categoryName, items: [] };
      menu.categories.push(category);
    }
    category.items.push({
      id: row.id,
      name: row.name,
      description: row.description,
      price: withMarkup(row.price, outlet.markupPercent),
      pictureUrl: row.imageUrl ? new URL(row.imageUrl, `${publicUrl}/`).href : null,
      available: row.isAvailable && !outOfStock.has(row.id),
      groups: groupsOf.get(row.id) ?? [],
    });
  }
  return menu;
}

/** The ids of the menu's sold-out products, sorted (what a link remembers it told the platform). */
export const soldOutIds = (menu: OutletMenu): string[] =>
  menu.categories
    .flatMap((category) => category.items)
    .filter((item) => !item.available)
    .map((item) => item.id)
    .sort();
