import { IDEMPOTENCY_KEY_HEADER, type OnlineOrderInput, type OrderRecord } from "@kedai/shared";
import { api } from "../../../lib/api";

/**
 * POST /orders from the storefront: prices are the server's, so the body carries choices only. The
 * same `idempotencyKey` always answers the same order: a retried checkout never orders twice.
 */
export function placeOrder(body: OnlineOrderInput, idempotencyKey: string) {
  // `accessToken`: the order's secret, this browser's proof that it placed the order.
  return api.post<{ data: OrderRecord; accessToken?: string }>("/orders", body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
