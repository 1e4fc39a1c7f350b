import {
  computePaymentTotals,
  ORDER_CHANNEL,
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderStatus,
  pointsWorth,
} from "@kedai/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { type OrderStockUse, orderItems, orders } from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { notFound, refusal } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { isSeenVersion } from "../../lib/seen-version";
import { keepPointsPaying, reservationsOfOrder } from "./order-points";
import { ORDER_NOT_FOUND } from "./order-record";
import { totalsColumns } from "./price-order";

/**
 * What split, move and merge share (docs/decisions/0034-split-move-merge.md): which orders they
 * may touch, the rows locked in one order, the stored order priced again by the same function as
 * payment, and the compare-and-set write.
 */

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The statuses in which an order still sits at its table: the kitchen's, before payment. */
export const ON_THE_FLOOR: readonly OrderStatus[] = [ORDER_STATUS.New, ORDER_STATUS.Preparing, ORDER_STATUS.Ready];

/** How far along the kitchen an order is: New 0, Preparing 1, Ready 2. */
export const kitchenStep = (status: OrderStatus) => ON_THE_FLOOR.indexOf(status);

/** The orders with these ids, locked FOR UPDATE in id order (two tills locking the same pair cannot deadlock); 404 if one is missing. */
export async function lockOrders(tx: Tx, ids: string[]): Promise<Map<string, OrderRow>> {
  if (!ids.every(isUuid)) throw notFound(ORDER_NOT_FOUND);
  const rows = await tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id)).for("update");
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (!ids.every((id) => byId.has(id))) throw notFound(ORDER_NOT_FOUND);
  return byId;
}

const changedElsewhere = (orderId: string) =>
  refusal(
    "CHANGED_ELSEWHERE",
    `Pesanan ${orderId} sudah diubah oleh pengguna lain (dipindah, dipisah atau digabung). Muat ulang lalu coba lagi.`,
  );

/**
 * An order a split, move or merge may touch: a cashier's Dine-In order still at its table (New,
 * Preparing or Ready), not paid up front, and as the screen showed it (`seen`, its updatedAt).
 */
export function assertOnTheFloor(order: OrderRow, seen: string | undefined, action: string): void {
  if (order.channel !== ORDER_CHANNEL.pos)
    throw refusal("ORDER_NOT_EDITABLE", `Hanya pesanan kasir yang dapat ${action}.`);
  if (seen && !isSeenVersion(order.updatedAt, seen)) throw changedElsewhere(order.orderId);
  if (!ON_THE_FLOOR.includes(order.status)) {
    throw refusal(
      "ORDER_NOT_EDITABLE",
      `Pesanan ${order.orderId} berstatus "${order.status}" tidak dapat ${action}; hanya pesanan New, Preparing atau Ready.`,
    );
  }
  if (order.orderType !== ORDER_TYPE.DineIn)
    throw refusal("ORDER_NOT_EDITABLE", `Hanya pesanan Dine-In yang dapat ${action}.`);
  if (order.paymentDetails)
    throw refusal("ORDER_NOT_EDITABLE", `Pesanan ${order.orderId} sudah dibayar di muka, jadi tidak dapat ${action}.`);
}

/** An order's lines in cart order. */
export const itemsOf = (tx: Tx, orderId: string) =>
  tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));

/** A line as the pricing reads it. */
export type StoredLine = Pick<OrderItemRow, "basePrice" | "quantity" | "selectedOptions">;

/**
 * The order's totals columns for `lines`, priced by the function payment uses (computePaymentTotals,
 * from the prices and rates stored on the order: a split never reprices at today's menu) with
 * `promoDiscount` as its share of the promo. The points the order holds pay what they still can;
 * the rest go back to the customer. Answers the columns and the points it keeps.
 */
export async function repriceStored(
  tx: Tx,
  order: OrderRow,
  lines: StoredLine[],
  promoDiscount: number,
): Promise<{ columns: ReturnType<typeof totalsColumns> & { pointsRedeemed: number } }> {
  const reservations = order.pointsRedeemed > 0 ? await reservationsOfOrder(tx, order.id) : [];
  const totals = computePaymentTotals(
    {
      lines: lines.map((line) => ({
        basePrice: line.basePrice,
        quantity: line.quantity,
        options: line.selectedOptions,
      })),
      orderType: order.orderType,
      serviceRatePercent: order.serviceChargeRate,
      taxRatePercent: order.taxRate,
      packagingFee: order.packagingFee,
      promoDiscount,
      pointsDiscount: pointsWorth(reservations, order.pointsRedeemed),
    },
    null,
  );
  const pointsRedeemed = await keepPointsPaying(
    tx,
    order.customerId,
    reservations,
    order.pointsRedeemed,
    totals.pointsDiscount,
  );
  const rates = { serviceChargeRate: order.serviceChargeRate, taxRate: order.taxRate, taxLabel: order.taxLabel };
  const keepsPromo = promoDiscount > 0;
  return {
    columns: {
      ...totalsColumns(totals, rates, undefined),
      promoId: keepsPromo ? order.promoId : null,
      promoName: keepsPromo ? order.promoName : null,
      pointsRedeemed,
    },
  };
}

/**
 * Writes the order by compare-and-set on the status and last change read under the lock: 409
 * when another writer (one not locking the row, e.g. an edit) changed it in between. Its statuses
 * move only through their machines (lib/status-change.ts).
 */
export async function writeOrder(
  tx: Tx,
  order: OrderRow,
  set: Omit<Partial<typeof orders.$inferInsert>, "status" | "paymentStatus">,
): Promise<void> {
  const [written] = await tx
    .update(orders)
    .set(set)
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, order.status),
        sql`date_trunc('milliseconds', ${orders.updatedAt}) = ${order.updatedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: orders.id });
  if (!written) throw changedElsewhere(order.orderId);
}

/** The stock two orders took together, per item (a merge: the food is the same, nothing moves). */
export function stockSum(a: OrderStockUse[], b: OrderStockUse[]): OrderStockUse[] {
  const sum = new Map<string, number>();
  for (const use of [...a, ...b])
    sum.set(use.stockItemId, toFourDecimals((sum.get(use.stockItemId) ?? 0) + use.quantity));
  return [...sum]
    .map(([stockItemId, quantity]) => ({ stockItemId, quantity }))
    .sort((x, y) => x.stockItemId.localeCompare(y.stockItemId));
}

/**
 * The stock an order took in `parts` equal shares (four decimals, ADR 0003; what is left over on
 * the last), so each part of an equal split puts back its own share when cancelled.
 */
export function stockShares(uses: OrderStockUse[], parts: number): OrderStockUse[][] {
  return Array.from({ length: parts }, (_, i) =>
    uses
      .map(({ stockItemId, quantity }) => {
        const share = Math.floor((quantity / parts) * 10_000) / 10_000;
        return { stockItemId, quantity: toFourDecimals(i === parts - 1 ? quantity - share * (parts - 1) : share) };
      })
      .filter((use) => use.quantity !== 0),
  );
}

/** `amount` in `parts` whole rupiah shares: equal, the rupiah left over on the last one. */
export function equalShares(amount: number, parts: number): number[] {
  const share = Math.floor(amount / parts);
  return Array.from({ length: parts }, (_, i) => (i === parts - 1 ? amount - share * (parts - 1) : share));
}
