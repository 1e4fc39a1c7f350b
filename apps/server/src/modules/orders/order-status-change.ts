import { type OrderStatus, orderStatusMachine, TABLE_STATUS } from "@kedai/shared";
import { and, eq, ne, notInArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { placeholders, runPrepared, shapeOf, valuesOf } from "../../db/prepared";
import { diningTables, orderStatusChanges, orders } from "../../db/schema";
import { statusTargetOf } from "../../db/status-columns";
import { changeStatus, changeStatusIfStill } from "../../lib/status-change";

export const orderTarget = statusTargetOf(orders, "pesanan");
export const tableTarget = statusTargetOf(diningTables, "meja");

/** Who an order's status history names: a staff member, or the system (id null, e.g. the payment gateway). */
export type HistoryActor = { id: string | null; fullName: string };
/** A staff member acting on an order. */
export type OrderActor = HistoryActor & { id: string };

/**
 * Writes one line of an order's status history (creation: `from` null), at `at` (default: now),
 * with a `note` when something besides the status happened (a split, a move, a merge: ADR 0034);
 * answers it as written.
 */
export function recordStatusChange(
  tx: Tx,
  orderId: string,
  { from, to }: { from: OrderStatus | null; to: OrderStatus },
  actor: HistoryActor,
  at?: Date,
  note?: string,
) {
  const row = {
    orderId,
    fromStatus: from,
    toStatus: to,
    changedById: actor.id,
    changedByName: actor.fullName,
    changedAt: at,
    ...(note ? { note } : {}),
  };
  return runPrepared(
    tx,
    `insert order status change ${shapeOf(row)}`,
    (db) => db.insert(orderStatusChanges).values(placeholders(row)).returning(),
    valuesOf(row),
  );
}

/**
 * Moves an order by compare-and-set (ADR 0007) and records who did it, in the caller's
 * transaction, so the history and the status never disagree; `at`: when a till made it offline;
 * `note`: what the history line adds (a split payment's parts).
 */
export async function moveOrderStatus(
  tx: Tx,
  orderId: string,
  move: { from: OrderStatus; to: OrderStatus },
  actor: HistoryActor,
  at?: Date,
  note?: string,
): Promise<void> {
  await changeStatus(tx, orderTarget, orderId, move);
  await recordStatusChange(tx, orderId, move, actor, at, note);
}

/**
 * An order that finishes (Completed or Cancelled) or moves off its table gives the table back,
 * unless another order still in progress sits there.
 */
export async function freeTable(tx: Tx, tableId: string | null, orderId: string): Promise<void> {
  if (!tableId) return;
  const [stillSeated] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.tableId, tableId),
        ne(orders.id, orderId),
        notInArray(orders.status, [...orderStatusMachine.final]),
      ),
    )
    .limit(1);
  if (stillSeated) return;
  await changeStatusIfStill(tx, tableTarget, tableId, { from: TABLE_STATUS.Occupied, to: TABLE_STATUS.Available });
}

/** Takes an Available table for an order: the table, or undefined when it is not there or not Available. */
export function occupyTable(tx: Tx, tableId: string) {
  return changeStatusIfStill(tx, tableTarget, tableId, { from: TABLE_STATUS.Available, to: TABLE_STATUS.Occupied });
}
