import { ORDER_TYPE, type OrderInfo } from "@kedai/shared";
import type { Tx } from "../../db/client";
import { customers, diningTables, users } from "../../db/schema";
import { badRequest, conflict } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { findReferencedOr400 } from "../../lib/references";
import { settleInOrder } from "../../lib/settle-in-order";
import { findActivePromoOr400 } from "../promos/promos.service";
import { occupyTable } from "./order-status-change";

/**
 * The records a cashier's choices name, checked the same way when an order is placed and when it
 * is edited: the waiter, the customer (if any) and an active promo (if any).
 */
export async function findChosenRecords(tx: Tx, info: OrderInfo, timeZone: string) {
  const [[waiter], [customer], promo] = await settleInOrder([
    findReferencedOr400(tx, users, [info.waiterId], { field: "waiterId", message: "Waiter tidak ditemukan." }),
    findReferencedOr400(tx, customers, info.customerId ? [info.customerId] : [], {
      field: "customerId",
      message: "Pelanggan tidak ditemukan.",
    }),
    info.promoId ? findActivePromoOr400(tx, info.promoId, timeZone) : undefined,
  ]);
  return { waiter, customer: customer as typeof customer | undefined, promo };
}

/**
 * A Dine-In order's table, taken from Available to Occupied in one statement; when none was
 * taken, it says whether the table does not exist or someone has it.
 */
export async function takeTable(tx: Tx, tableId: string, orderType: OrderInfo["orderType"]) {
  if (orderType !== ORDER_TYPE.DineIn) throw badRequest("Meja hanya dapat dipilih untuk pesanan Dine-In.", "tableId");
  const reference = { field: "tableId", message: "Meja tidak ditemukan." };
  if (!isUuid(tableId)) throw badRequest(reference.message, reference.field);
  const taken = await occupyTable(tx, tableId);
  if (taken) return taken;
  const [table] = await findReferencedOr400(tx, diningTables, [tableId], reference);
  throw conflict(`Meja "${table.name}" sedang tidak tersedia.`, "tableId");
}
