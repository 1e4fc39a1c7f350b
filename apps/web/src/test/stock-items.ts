import type { StockItemRecord } from "@kedai/shared";

/** A stock item in grams whose low-stock threshold is 100: `quantityInStock` ≤ 100 runs low. */
export const stockItem = (name: string, quantityInStock: number): StockItemRecord => ({
  _id: name,
  name,
  unit: { _id: "u1", name: "gram" },
  quantityInStock,
  cost: 10,
  isPackaging: false,
  lowStockThreshold: 100,
  isLowStock: quantityInStock <= 100,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});
