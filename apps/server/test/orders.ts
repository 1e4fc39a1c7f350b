import { ORDER_CHANNEL, ORDER_TYPE } from "@kedai/shared";
import type { DbOrTx } from "../src/db/client";
import { orders } from "../src/db/schema";

let sequence = 0;

/**
 * An order row written straight to the database with only what the table requires (a Rp 20.000
 * cash Dine-In at the cashier, status New), so a test does not depend on the demo orders.
 */
export async function insertTestOrder(db: DbOrTx, values: Partial<typeof orders.$inferInsert> = {}) {
  const [order] = await db
    .insert(orders)
    .values({
      orderId: `CREPES-TEST-${Date.now()}-${++sequence}`,
      channel: ORDER_CHANNEL.pos,
      orderType: ORDER_TYPE.DineIn,
      paymentMethod: "Cash",
      subTotal: 20000,
      taxRate: 0.11,
      taxLabel: "Pajak (11%)",
      totalAmount: 22200,
      ...values,
    })
    .returning();
  return order;
}
