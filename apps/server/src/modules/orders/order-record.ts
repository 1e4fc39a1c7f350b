import {
  type OjolOrderRecord,
  type OrderRecord,
  type OrderRefund,
  ojolOrderLabel,
  orderPayments,
  personNamed,
} from "@kedai/shared";
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { customers, orderItems, orderStatusChanges, orders } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { refundsOfOrders } from "../refunds/refund-record";

export const ORDER_NOT_FOUND = "Pesanan tidak ditemukan.";

type OrderRow = typeof orders.$inferSelect;

type OrderItemRow = typeof orderItems.$inferSelect;
type StatusChangeRow = typeof orderStatusChanges.$inferSelect;

/** Orders with their names, items and status history, in the order of `rows`. */
export async function orderRecords(
  db: DbOrTx,
  rows: { order: OrderRow; customerName: string | null }[],
): Promise<OrderRecord[]> {
  const ids = rows.map((row) => row.order.id);
  if (ids.length === 0) return [];
  const [items, history, refunds] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position)),
    db
      .select()
      .from(orderStatusChanges)
      .where(inArray(orderStatusChanges.orderId, ids))
      .orderBy(asc(orderStatusChanges.changedAt)),
    refundsOfOrders(db, ids),
  ]);
  return rows.map(({ order, customerName }) =>
    toOrderRecord(
      order,
      customerName,
      items.filter((item) => item.orderId === order.id),
      history.filter((change) => change.orderId === order.id),
      refunds.get(order.id) ?? null,
    ),
  );
}

/**
 * One order as the API answers it, from its rows: `items` in cart order and `history` oldest
 * first; `customerName` is the linked customer's name (null without one); `refund` the money
 * given back after it was cancelled paid.
 */
export function toOrderRecord(
  order: OrderRow,
  customerName: string | null,
  items: OrderItemRow[],
  history: StatusChangeRow[],
  refund: OrderRefund | null = null,
): OrderRecord {
  return {
    _id: order.id,
    orderId: order.orderId,
    channel: order.channel,
    orderType: order.orderType,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    paymentDetails: order.paymentDetails ?? null,
    payments: orderPayments({ payments: order.payments ?? undefined, paymentDetails: order.paymentDetails ?? null }),
    customer: order.customerId && customerName ? { _id: order.customerId, name: customerName } : null,
    customerName: order.customerName,
    customerDetails: order.channel === "online" ? (order.customerDetails ?? null) : null,
    deliveryInfo: order.deliveryInfo ?? null,
    cashier: order.cashierName ? personNamed(order.cashierId, order.cashierName) : null,
    waiter: order.waiterName ? personNamed(order.waiterId, order.waiterName) : null,
    table: order.tableName ? { _id: order.tableId, name: order.tableName } : null,
    registerSessionId: order.registerSessionId,
    outlet: order.locationId,
    items: items.map((item) => ({
      _id: item.id,
      productId: item.productId,
      name: item.name,
      quantity: item.quantity,
      basePrice: item.basePrice,
      selectedOptions: item.selectedOptions,
      finalPricePerItem: item.finalPricePerItem,
      lineTotal: item.finalPricePerItem * item.quantity,
      round: item.round,
      ...(item.cameFrom ? { cameFrom: item.cameFrom } : {}),
    })),
    subTotal: order.subTotal,
    serviceChargeRatePercent: order.serviceChargeRate,
    serviceCharge: order.serviceCharge,
    packagingFee: order.packagingFee,
    deliveryFee: order.deliveryFee,
    taxRatePercent: order.taxRate,
    taxLabel: order.taxLabel,
    tax: order.tax,
    promo: order.promoName ? { _id: order.promoId, name: order.promoName, discountAmount: order.promoDiscount } : null,
    discount: order.discount,
    pointsRedeemed: order.pointsRedeemed,
    pointsDiscount: order.pointsDiscount,
    pointsEarned: order.pointsEarned,
    totalAmount: order.totalAmount,
    notes: order.notes,
    offline: order.offline ?? null,
    approvals: order.approvals,
    statusHistory: history.map((change) => ({
      from: change.fromStatus,
      to: change.toStatus,
      by: change.changedByName,
      at: change.changedAt.toISOString(),
      ...(change.note && { note: change.note }),
    })),
    refund,
    ojol: ojolOf(order),
    completedAt: order.completedAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** The platform's side of an order from a food platform; null for Kedai's own. */
const ojolOf = (order: OrderRow): OjolOrderRecord | null =>
  order.platform && order.platformOrderId
    ? {
        platform: order.platform,
        platformOrderId: order.platformOrderId,
        shortCode: order.platformShortCode ?? order.platformOrderId,
        label: ojolOrderLabel(order.platform, order.platformShortCode ?? order.platformOrderId),
        driverName: order.driverName,
        commission: order.platformCommission,
        needsMapping: order.needsMapping,
        acceptDeadline: order.acceptDeadline?.toISOString() ?? null,
      }
    : null;

/** The select every order answer starts from: the order and its customer's name. */
export const selectOrders = (db: DbOrTx) =>
  db
    .select({ order: orders, customerName: customers.name })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId));

/** The name of the customer an order links (toOrderRecord's `customerName`). */
export async function linkedCustomerName(db: DbOrTx, customerId: string): Promise<string | null> {
  const [customer] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, customerId));
  return customer?.name ?? null;
}

/** One order as the API answers it, or 404. */
export async function getOrderRecord(db: DbOrTx, id: string): Promise<OrderRecord> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  const rows = await selectOrders(db).where(eq(orders.id, id)).limit(1);
  if (rows.length === 0) throw notFound(ORDER_NOT_FOUND);
  const [record] = await orderRecords(db, rows);
  return record;
}
