import type { OrderRecord } from "@kedai/shared";
import { api } from "../../../lib/api";

/**
 * POST /payments/create-invoice for an order just placed; the answer is the payment page to send
 * the browser to. The server charges its own total, whatever is sent here, and serves the order's
 * owner only: `accessToken` is the order's secret that placing it answered.
 */
export function createInvoice(
  order: OrderRecord,
  accessToken: string | undefined,
  customerDetails: { name: string; phone: string; email?: string },
) {
  return api.post<{ invoice_url: string }>("/payments/create-invoice", {
    orderId: order.orderId,
    accessToken,
    totalAmount: order.totalAmount,
    customerDetails,
    items: order.items.map((item) => ({ name: item.name, quantity: item.quantity, price: item.finalPricePerItem })),
  });
}
