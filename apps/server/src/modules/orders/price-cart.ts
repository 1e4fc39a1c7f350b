import {
  type CustomizationOption,
  finalPricePerItem,
  type OptionGroup,
  type PosOrderBody,
  type TotalsLine,
} from "@kedai/shared";
import type { OrderItemOption } from "../../db/schema";
import { badRequest, refusal } from "../../lib/app-error";
import type { OrderableProduct } from "../menu/menu-read";

/** A cart line as sold: the product and options as the database prices them now. */
export type PricedLine = {
  totals: TotalsLine;
  /** What one of this product uses from stock. */
  recipe: OrderableProduct["recipe"];
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

/**
 * A line as the order stores it: no product link once the product is deleted (an order priced with
 * an older catalog) or while a food platform's item is not matched; a platform's line keeps the
 * platform's id of the item (`externalId`).
 */
export type SoldLine = Omit<PricedLine, "item"> & {
  item: Omit<PricedLine["item"], "productId"> & { productId: string | null; externalId?: string };
};

/**
 * Prices the cart from the catalog's products (docs/business-rules.md#master-data): every product
 * must exist and be available; each chosen option is matched by id, else by name (ignoring case),
 * within the product's own groups; a radio group takes exactly one choice. What the client said
 * an option costs is never read.
 */
export function priceCart(productById: Map<string, OrderableProduct>, items: PosOrderBody["items"]): PricedLine[] {
  const products = items.map((line) => productById.get(line.productId));
  if (!products.every((product) => product !== undefined)) {
    throw badRequest("Menu yang dipesan tidak ditemukan. Muat ulang menu lalu coba lagi.", "items");
  }
  const unavailable = products.find((product) => !product.isAvailable);
  if (unavailable) throw refusal("PRODUCT_UNAVAILABLE", `Menu "${unavailable.name}" sedang tidak tersedia.`, "items");

  return items.map((line, index) => {
    const product = products[index];
    const chosen = new Map<string, { group: OptionGroup; option: CustomizationOption }>();
    for (const wanted of line.selectedOptions) {
      const match = findOption(product.groups, wanted);
      if (!match) {
        throw badRequest(
          `Pilihan "${wanted.name ?? wanted._id}" tidak tersedia untuk menu "${product.name}".`,
          "items",
        );
      }
      chosen.set(`${match.group._id}:${match.option._id}`, match);
    }
    for (const group of product.groups.filter((g) => g.type === "radio")) {
      const picks = [...chosen.values()].filter((c) => c.group._id === group._id).length;
      if (picks !== 1) throw badRequest(`Pilih satu ${group.name} untuk menu "${product.name}".`, "items");
    }
    const selectedOptions = [...chosen.values()].map(({ option }) => ({ name: option.name, price: option.price }));
    const totals: TotalsLine = { basePrice: product.price, quantity: line.quantity, options: selectedOptions };
    return {
      totals,
      recipe: product.recipe,
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

function findOption(groups: OptionGroup[], wanted: { _id?: string; name?: string }) {
  const byName = wanted.name?.toLocaleLowerCase("id");
  for (const group of groups) {
    const option = group.options.find((o) =>
      wanted._id ? o._id === wanted._id : o.name.toLocaleLowerCase("id") === byName,
    );
    if (option) return { group, option };
  }
  return undefined;
}
