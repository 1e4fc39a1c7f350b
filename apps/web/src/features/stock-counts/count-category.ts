import type { StockItemRecord } from "@kedai/shared";

/**
 * What a count sheet covers: every item, or one kind. Stock items have no category of their own;
 * ingredients and packaging are what a storeroom keeps apart, so they are the sheet's categories.
 */
export const COUNT_CATEGORIES = {
  "": { label: "Semua bahan", holds: () => true },
  ingredients: { label: "Bahan baku", holds: (item: StockItemRecord) => !item.isPackaging },
  packaging: { label: "Kemasan", holds: (item: StockItemRecord) => item.isPackaging },
} as const;
export type CountCategory = keyof typeof COUNT_CATEGORIES;

export const countCategoryOptions = Object.entries(COUNT_CATEGORIES).map(([value, { label }]) => ({ value, label }));
