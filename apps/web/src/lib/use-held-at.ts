import type { StockItemRecord } from "@kedai/shared";
import { useListQuery } from "./use-resource";

/**
 * What `location` holds of each stock item (id → quantity), for a form or board that shows it
 * beside each line: a transfer's source, head office for a franchise shipment. Undefined until it
 * is known; while `location` is blank (not loaded yet) no total over all locations stands in.
 */
export function useHeldAt(location: string): ReadonlyMap<string, number> | undefined {
  const here = useListQuery<StockItemRecord>("/stock", "Gagal memuat data inventori.", location ? { location } : {});
  if (!location || !here.data) return undefined;
  return new Map(here.data.map((item) => [item._id, item.quantityInStock]));
}
