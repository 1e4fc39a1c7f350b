import { ORDER_TYPE, type OrderInfo } from "@kedai/shared";
import type { Tx } from "../../db/client";
import { customers, diningTables, users } from "../../db/schema";
import { badRequest, conflict } from "../../lib/app-error";
import { findReferencedOr400 } from "../../lib/references";
import { findActivePromoOr400 } from "../promos/promos.service";
import { occupyTable } from "./order-status-change";

/**
 * The records a cashier's choices name, checked the same way when an order is placed and when it
 * is edited: the waiter, the customer (if any) and an active promo (if any).
 */
export async function findChosenRecords(tx: Tx, info: OrderInfo, timeZone: string) {
  const [waiter] = await findReferencedOr400(tx, users, [info.waiterId], {
    field: "waiterId",
    message: "Waiter tidak ditemukan.",
  });
  const [customer] = await findReferencedOr400(tx, customers, info.customerId ? [info.customerId] : [], {
    field: "customerId",
    message: "Pelanggan tidak ditemukan.",
  });
  const promo = info.promoId ? await findActivePromoOr400(tx, info.promoId, timeZone) : undefined;
  return { waiter, customer: customer as typeof customer | undefined, promo };
}

/** A Dine-In order's table, taken from Available to Occupied (or refused if someone has it). */
export async function takeTable(tx: Tx, tableId: string, orderType: OrderInfo["orderType"]) {
  if (orderType !== ORDER_TYPE.DineIn) throw badRequest("Meja hanya dapat dipilih untuk pesanan Dine-In.", "tableId");
  const [table] = await findReferencedOr400(tx, diningTables, [tableId], {
    field: "tableId",
    message: "Meja tidak ditemukan.",
  });
  if (!(await occupyTable(tx, table.id))) throw conflict(`Meja "${table.name}" sedang tidak tersedia.`, "tableId");
  return table;
}
