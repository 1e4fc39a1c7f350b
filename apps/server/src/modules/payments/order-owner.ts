import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { orders } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { sameSecret } from "../../lib/secrets";
import { ORDER_NOT_FOUND } from "../orders/order-record";

/**
 * Who asks about an online order by its display id (which can be guessed): the signed-in customer
 * (`customerId`) and the order's secret the browser sent (`accessToken`, returned by POST /orders
 * to whoever placed it).
 */
export type OrderOwner = { orderId: string; customerId?: string; accessToken?: string };

/**
 * The order, when the caller owns it: it was placed by the signed-in customer, or the secret sent is
 * the order's. Anyone else gets the same 404 as for an order that does not exist, so ids cannot be
 * probed.
 */
export async function ownedOrder(db: DbOrTx, owner: OrderOwner) {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, owner.orderId)).limit(1);
  const owns =
    order &&
    ((owner.customerId !== undefined && order.customerId === owner.customerId) ||
      sameSecret(owner.accessToken, order.accessToken));
  if (!owns) throw notFound(ORDER_NOT_FOUND);
  return order;
}
