import { type MenuItem, settingsWithDefaults, type TillCatalog } from "@kedai/shared";
import type { MockRoute } from "./fetch-mock";

type Product = Pick<MenuItem, "_id" | "name" | "price" | "isAvailable" | "customizationOptions">;

/**
 * GET /api/orders/catalog as the server would answer for this menu and these settings: the till
 * prices its cart from it (its prices, its rates, the outlet's own tax).
 */
export function tillCatalogRoute(
  menu: readonly Product[],
  settings: Record<string, unknown> = {},
  outletTaxes: TillCatalog["outletTaxes"] = [],
  version = 1,
): MockRoute {
  const body: TillCatalog = {
    version,
    products: menu.map((item) => ({
      _id: item._id,
      name: item.name,
      price: item.price,
      isAvailable: item.isAvailable,
      groups: item.customizationOptions,
    })),
    settings: settingsWithDefaults(settings),
    outletTaxes,
  };
  return { body };
}
