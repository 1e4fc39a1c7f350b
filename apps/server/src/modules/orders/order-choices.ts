import { ORDER_TYPE, type OrderInfo, type StaffRole, TABLE_STATUS } from "@kedai/shared";
import type { Tx } from "../../db/client";
import { customers, diningTables, users } from "../../db/schema";
import { badRequest, refusal } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { findReferencedOr400 } from "../../lib/references";
import { settleInOrder } from "../../lib/settle-in-order";
import { changeStatusIfStill } from "../../lib/status-change";
import { findActivePromoOr400 } from "../promos/promos.service";
import { mayChooseWaiter } from "../users/users.service";
import { occupyTable, tableTarget } from "./order-status-change";

export const WAITER_NOT_ALLOWED = "Waiter harus akun pegawai (staff) atau Anda sendiri.";

/**
 * The records a cashier's choices name, checked the same way when an order is placed and when it
 * is edited: the waiter (one `chooser` may name: docs/business-rules.md#till),
 * the customer (if any) and a promo (if any) active now, or at `takenAt` for an order a till took offline.
 */
export async function findChosenRecords(
  tx: Tx,
  chooser: { id: string; role: StaffRole },
  info: OrderInfo,
  timeZone: string,
  takenAt?: Date,
) {
  const [[waiter], [customer], promo] = await settleInOrder([
    findReferencedOr400(tx, users, [info.waiter], { field: "waiter", message: "Waiter tidak ditemukan." }).then(
      (found) => {
        if (!mayChooseWaiter(chooser, found[0])) throw badRequest(WAITER_NOT_ALLOWED, "waiter");
        return found;
      },
    ),
    findReferencedOr400(tx, customers, info.customer ? [info.customer] : [], {
      field: "customer",
      message: "Pelanggan tidak ditemukan.",
    }),
    info.promoId ? findActivePromoOr400(tx, info.promoId, timeZone, takenAt) : undefined,
  ]);
  return { waiter, customer: customer as typeof customer | undefined, promo };
}

/**
 * A Dine-In order's table, taken from Available to Occupied in one statement; when none was
 * taken, it says whether the table does not exist or someone has it. An order a till took offline
 * (`takenOffline`) already sat its guests there: a table taken meanwhile is shared instead
 * (`takenMeanwhile`), and becomes Occupied if it was Reserved (docs/business-rules.md#offline).
 */
export async function takeTable(
  tx: Tx,
  tableId: string,
  orderType: OrderInfo["orderType"],
  { takenOffline = false } = {},
) {
  if (orderType !== ORDER_TYPE.DineIn) throw badRequest("Meja hanya dapat dipilih untuk pesanan Dine-In.", "table");
  const reference = { field: "table", message: "Meja tidak ditemukan." };
  if (!isUuid(tableId)) throw badRequest(reference.message, reference.field);
  const taken = await occupyTable(tx, tableId);
  if (taken) return { ...taken, takenMeanwhile: false };
  const [table] = await findReferencedOr400(tx, diningTables, [tableId], reference);
  if (!takenOffline) throw refusal("TABLE_UNAVAILABLE", `Meja "${table.name}" sedang tidak tersedia.`, "table");
  if (table.status !== TABLE_STATUS.Occupied) {
    await changeStatusIfStill(tx, tableTarget, table.id, { from: table.status, to: TABLE_STATUS.Occupied });
  }
  return { ...table, takenMeanwhile: true };
}
