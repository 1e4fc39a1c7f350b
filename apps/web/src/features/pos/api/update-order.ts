import type { OrderRecord, OrderTotals, PosOrderInput } from "@kedai/shared";
import { api } from "../../../lib/api";

export type OrderUpdateBody = {
  items: PosOrderInput["items"];
  orderInfo: Omit<PosOrderInput, "items">;
  /** What the screen showed; the server recomputes its own. */
  orderTotals: OrderTotals;
};

/** PUT /orders/{id}: an order still New or Preparing, changed at the till. */
export function updateOrder(id: string, body: OrderUpdateBody) {
  return api.put<{ data: OrderRecord }>(`/orders/${id}`, body);
}
