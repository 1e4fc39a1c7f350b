import { type ChosenOption, IDEMPOTENCY_KEY_HEADER, type OrderRecord } from "@kedai/shared";
import { api } from "../../../lib/api";

export const ONLINE_PAYMENT_METHODS = ["Cash", "Transfer", "QRIS", "BCA", "BNI", "BRI", "MANDIRI"] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];
export const DELIVERY_METHODS = ["dine-in", "pickup", "delivery"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** POST /orders from the storefront: prices are the server's, so the body carries choices only. */
export type OnlineOrderInput = {
  items: { productId: string; quantity: number; selectedOptions: ChosenOption[] }[];
  customerDetails: { name: string; phone: string; email?: string; addressDetail?: string; addressNotes?: string };
  paymentMethod: OnlinePaymentMethod;
  deliveryInfo: { method: DeliveryMethod; outlet?: string; dateTime?: string; tableToken?: string };
  promoCode?: string;
};

/** The same `idempotencyKey` always answers the same order: a retried checkout never orders twice. */
export function placeOrder(body: OnlineOrderInput, idempotencyKey: string) {
  return api.post<{ data: OrderRecord }>("/orders", body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}
