import { IDEMPOTENCY_KEY_HEADER, type OrderRecord, type PosOrderInput } from "@kedai/shared";
import { api } from "../../../lib/api";

export type StockWarning = { _id: string; name: string; quantityInStock: number };
export type OrderCreated = { data: OrderRecord; stockWarnings: StockWarning[] };

/**
 * POST /orders from the till. The same `idempotencyKey` always answers the same order, so a retry
 * after a lost answer cannot place it twice.
 */
export function createOrder(body: PosOrderInput, idempotencyKey: string) {
  return api.post<OrderCreated>("/orders", body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}
