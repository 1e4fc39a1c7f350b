import { orderStatusMachine } from "@kedai/shared";
import { and, inArray, notInArray, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { orderItems, orders } from "../db/schema";
import { countedDependents, type Dependents } from "./in-use";

const FINAL = [...orderStatusMachine.final];

/**
 * The orders matching `where`, as what deleting a record weighs (docs/business-rules.md#deleting):
 * open ones use it now, finished or cancelled ones are its history.
 */
export async function orderUses(db: DbOrTx, where: SQL): Promise<{ open: Dependents; past: Dependents }> {
  return {
    open: await countedDependents(db, orders, and(where, notInArray(orders.status, FINAL)), "pesanan aktif"),
    past: await countedDependents(db, orders, and(where, inArray(orders.status, FINAL)), "pesanan selesai/batal"),
  };
}

/** The orders with a line of the menu item `productId`. */
export const ordersWithProduct = (db: DbOrTx, productId: string) =>
  inArray(
    orders.id,
    db
      .select({ id: orderItems.orderId })
      .from(orderItems)
      .where(inArray(orderItems.productId, [productId])),
  );
