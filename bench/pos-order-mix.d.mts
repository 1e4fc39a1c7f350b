import type { OrderRecord, PosOrderInput } from "@kedai/shared";

export type OrderCatalog = {
  products: { id: string; toppingIds: string[] }[];
  tableIds: string[];
  waiterIds: string[];
  cashiers: { id: string }[];
};

/** What bench/pos-orders-server.ts prints once it listens: its restaurant, and the cashiers' password. */
export type PosOrdersRestaurant = {
  catalog: OrderCatalog & { outletIds: string[]; cashiers: { id: string; username: string; outletId: string }[] };
  password: string;
};

export type MixedOrder<Cashier> = { cashier: Cashier; body: PosOrderInput; tableId: string | null };

export function orderMix<Catalog extends OrderCatalog>(
  catalog: Catalog,
  seed?: number,
): { next(): MixedOrder<Catalog["cashiers"][number]>; release(tableId: string | null): void };

export function wrongOrderAnswer(body: PosOrderInput, order: OrderRecord | undefined): string | null;
