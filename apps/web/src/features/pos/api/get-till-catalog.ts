import type { MenuItem, TillCatalog } from "@kedai/shared";

/**
 * The menu as the till shows it (pictures, categories, outlet) at the catalog's prices: each
 * product's price, availability and option groups come from the catalog the order is priced with.
 */
export function menuAtCatalogPrices(menu: readonly MenuItem[], catalog: TillCatalog): MenuItem[] {
  const products = new Map(catalog.products.map((product) => [product._id, product]));
  return menu.map((item) => {
    const priced = products.get(item._id);
    return priced
      ? { ...item, price: priced.price, isAvailable: priced.isAvailable, customizationOptions: priced.groups }
      : item;
  });
}
