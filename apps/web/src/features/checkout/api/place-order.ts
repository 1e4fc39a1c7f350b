import { IDEMPOTENCY_KEY_HEADER, type OnlineOrderInput, type OrderRecord } from "@kedai/shared";
import { api } from "../../../lib/api";

/**
 * POST /orders from the storefront: prices are the server's, so the body carries choices only. The
 * same `idempotencyKey` always answers the same order: a retried checkout never orders twice.
 */
export function placeOrder(body: OnlineOrderInput, idempotencyKey: string) {
  return api.post<{ data: OrderRecord }>("/orders", body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}
