import { finalPricePerItem, type PosOrderBody, type TotalsLine } from "@kedai/shared";
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  customizationOptions,
  type OrderItemOption,
  optionGroupOptions,
  optionGroups,
  productOptionGroups,
  productRecipes,
  products,
} from "../../db/schema";
import { badRequest } from "../../lib/app-error";
import { findReferencedOr400 } from "../../lib/references";

/** A cart line as sold: the product and options as the database prices them now. */
export type PricedLine = {
  totals: TotalsLine;
  item: {
    productId: string;
    name: string;
    quantity: number;
    basePrice: number;
    selectedOptions: OrderItemOption[];
    finalPricePerItem: number;
    unitCogs: number;
  };
};

type GroupOption = { id: string; name: string; price: number };
type Group = { id: string; name: string; type: "radio" | "checkbox"; options: GroupOption[] };

/**
 * Prices the cart from the database (docs/business-rules.md#master-data): every product must
 * exist and be available; each chosen option is matched by id, else by name (ignoring case),
 * within the product's own groups; a radio group takes exactly one choice. What the client said
 * an option costs is never read.
 */
export async function priceCart(db: DbOrTx, items: PosOrderBody["items"]): Promise<PricedLine[]> {
  const found = await findReferencedOr400(
    db,
    products,
    items.map((item) => item.productId),
    { field: "items", message: "Menu tidak ditemukan." },
  );
  const productById = new Map(found.map((product) => [product.id, product]));
  const groupsOf = await optionGroupsOf(db, [...productById.keys()]);

  return items.map((line) => {
    const product = productById.get(line.productId)!;
    if (!product.isAvailable) throw badRequest(`Menu "${product.name}" sedang tidak tersedia.`, "items");
    const groups = groupsOf.get(product.id) ?? [];
    const chosen = new Map<string, { group: Group; option: GroupOption }>();
    for (const wanted of line.selectedOptions) {
      const match = findOption(groups, wanted);
      if (!match) {
        throw badRequest(
          `Pilihan "${wanted.name ?? wanted._id}" tidak tersedia untuk menu "${product.name}".`,
          "items",
        );
      }
      chosen.set(`${match.group.id}:${match.option.id}`, match);
    }
    for (const group of groups.filter((g) => g.type === "radio")) {
      const picks = [...chosen.values()].filter((c) => c.group.id === group.id).length;
      if (picks !== 1) throw badRequest(`Pilih satu ${group.name} untuk menu "${product.name}".`, "items");
    }
    const selectedOptions = [...chosen.values()].map(({ option }) => ({ name: option.name, price: option.price }));
    const totals: TotalsLine = { basePrice: product.price, quantity: line.quantity, options: selectedOptions };
    return {
      totals,
      item: {
        productId: product.id,
        name: product.name,
        quantity: line.quantity,
        basePrice: product.price,
        selectedOptions,
        finalPricePerItem: finalPricePerItem(totals),
        unitCogs: product.cogs,
      },
    };
  });
}

function findOption(groups: Group[], wanted: { _id?: string; name?: string }) {
  const byName = wanted.name?.toLocaleLowerCase("id");
  for (const group of groups) {
    const option = group.options.find((o) =>
      wanted._id ? o.id === wanted._id : o.name.toLocaleLowerCase("id") === byName,
    );
    if (option) return { group, option };
  }
  return undefined;
}

/** Each product's option groups with their options, in the menu's order. */
async function optionGroupsOf(db: DbOrTx, productIds: string[]): Promise<Map<string, Group[]>> {
  const rows = await db
    .select({
      productId: productOptionGroups.productId,
      groupId: optionGroups.id,
      groupName: optionGroups.name,
      type: optionGroups.type,
      optionId: customizationOptions.id,
      optionName: customizationOptions.name,
      price: customizationOptions.price,
    })
    .from(productOptionGroups)
    .innerJoin(optionGroups, eq(optionGroups.id, productOptionGroups.groupId))
    .innerJoin(optionGroupOptions, eq(optionGroupOptions.groupId, optionGroups.id))
    .innerJoin(customizationOptions, eq(customizationOptions.id, optionGroupOptions.optionId))
    .where(inArray(productOptionGroups.productId, productIds))
    .orderBy(productOptionGroups.position, optionGroupOptions.position);
  const byProduct = new Map<string, Group[]>();
  for (const row of rows) {
    const groups = byProduct.get(row.productId) ?? [];
    let group = groups.find((g) => g.id === row.groupId);
    if (!group) {
      group = { id: row.groupId, name: row.groupName, type: row.type, options: [] };
      groups.push(group);
    }
    group.options.push({ id: row.optionId, name: row.optionName, price: row.price });
    byProduct.set(row.productId, groups);
  }
  return byProduct;
}

/** The recipe rows of these products: what one of each uses. */
export const recipesOf = (db: DbOrTx, productIds: string[]) =>
  db
    .select({
      productId: productRecipes.productId,
      stockItemId: productRecipes.stockItemId,
      quantityUsed: productRecipes.quantityUsed,
    })
    .from(productRecipes)
    .where(inArray(productRecipes.productId, productIds));
