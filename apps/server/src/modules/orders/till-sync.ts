import { type OrderFinalizeBody, type OrderRecord, PAYMENT_STATUS, paidInCash } from "@kedai/shared";
import type { OrderPrinting } from "../printing/print-orders";
import type { CreatedOrder } from "./order-submit";

/*
 * What a placed or paid order prints, and how a placed order is answered: the same for the online
 * routes and for the till's commands (till-commands.ts).
 */

/** After the commit, off the request: what a placed order prints. */
export function printPlacedOrder(printing: OrderPrinting, created: CreatedOrder): void {
  if (created.replayed) return;
  const { order } = created;
  // An order waiting for its online payment is not cooked yet, and one paid up front gets its
  // receipt now. The drawer opens for cash taken just now, not for cash a till took offline earlier
  // and sends only now (the drawer was opened then).
  if (order.paymentStatus !== PAYMENT_STATUS.Pending) printing.kitchenTicket(order._id, order);
  if (order.paymentDetails) printing.receipt(order._id, paidInCash(order) && order.offline === null);
}

/**
 * POST /api/orders's answer for a placed (or replayed) order. The stock warnings name ingredients
 * and the outlet's stock levels, back-office data: staff only (docs/business-rules.md#stock); a
 * guest's or customer's answer has none.
 */
export const placedAnswer = (created: CreatedOrder, { staff }: { staff: boolean }) => ({
  data: created.order,
  stockWarnings: staff ? created.stockWarnings : [],
  ...(created.accessToken ? { accessToken: created.accessToken } : {}),
  ...(created.notices?.length ? { notices: created.notices } : {}),
});

/**
 * A receipt for every completed sale; the drawer only when cash changed hands just now (a payment a
 * till took offline is sent later, when the drawer was opened long ago).
 */
export function printFinalizedOrder(
  printing: OrderPrinting,
  order: OrderRecord,
  moneyTaken: boolean,
  body: Pick<OrderFinalizeBody, "offline">,
): void {
  printing.receipt(order._id, moneyTaken && paidInCash(order) && !body.offline);
}
