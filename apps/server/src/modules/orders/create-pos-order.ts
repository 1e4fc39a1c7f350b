import {
  errorMessages,
  ORDER_CHANNEL,
  PAYMENT_STATUS,
  type PosOrderBody,
  pointsWorth,
  type StaffRole,
} from "@kedai/shared";
import type { Database } from "../../db/client";
import { refusal } from "../../lib/app-error";
import { settleInOrder } from "../../lib/settle-in-order";
import { findOpenSession } from "../register/register-session";
import {
  bookOfflineOrder,
  linesOfExistingProducts,
  offlineColumn,
  offlineNotices,
  offlineOrderCatalog,
} from "./offline-order";
import { orderCatalog } from "./order-catalog";
import { findChosenRecords, takeTable } from "./order-choices";
import { paymentTaken } from "./order-payment";
import { assignReservations, keepPointsPaying, openReservations } from "./order-points";
import { toOrderRecord } from "./order-record";
import type { OrderActor } from "./order-status-change";
import {
  type CreatedOrder,
  claimThenRead,
  insertNewOrder,
  type OrderKey,
  orderKeyColumns,
  submitOrder,
} from "./order-submit";
import { priceOrder } from "./price-order";

const WALK_IN_NAME = "Pelanggan Umum";

/**
 * Places a POS order in one transaction (docs/business-rules.md#channels, #totals, #stock, #points):
 * everything is priced from the database and settings, stock is taken, the table occupied, the
 * customer's reserved points spent, and the first history line written; a payment sent with it
 * ('Bayar Pas') is recorded with the order, which still goes through the kitchen. Any refusal
 * (too little paid included) leaves nothing behind. The same Idempotency-Key again answers the first order (see claimThenRead).
 * An order the till took offline (`body.offline`, #offline) is booked at the time it was taken and
 * priced with the catalog the till priced it with; a table taken meanwhile is shared with a notice.
 */
export async function createPosOrder(
  db: Database,
  cashier: OrderActor & { id: string; role: StaffRole },
  orderKey: OrderKey | null,
  body: PosOrderBody,
  timeZone: string,
): Promise<CreatedOrder> {
  const { offline } = body;
  const now = new Date();
  const takenAt = offline ? new Date(offline.takenAt) : undefined;
  return submitOrder(db, async (tx) => {
    // Independent reads and the table (settleInOrder: the first refusal in this order wins). An
    // offline order's own refusals are among them, so a replay of its key answers the order even
    // when the order has meanwhile grown too old or its register closed.
    const [{ session, createdAt }, { waiter, customer, promo }, catalogs, table] = await claimThenRead(
      tx,
      orderKey,
      (earlier) => earlier.cashierId === cashier.id,
      () =>
        settleInOrder([
          findOpenSession(tx, cashier.id, { lock: "share" }).then((open) => {
            if (takenAt) return bookOfflineOrder(takenAt, open, now, timeZone);
            if (!open) throw refusal("REGISTER_CLOSED", "Sesi kasir tidak aktif.");
            return { session: open, createdAt: undefined };
          }),
          findChosenRecords(tx, cashier, body, timeZone, takenAt),
          offline
            ? offlineOrderCatalog(db, tx, offline.catalogVersion)
            : orderCatalog(db, tx).then((catalog) => ({ catalog, current: catalog })),
          body.table ? takeTable(tx, body.table, body.orderType, { takenOffline: !!offline }) : undefined,
        ]),
    );
    const { catalog } = catalogs;

    // The customer's points reserved at this register are all spent on this order.
    const reserved = customer ? await openReservations(tx, customer.id, session.id) : [];
    // Spending them needs the network (docs/business-rules.md#offline).
    if (offline && reserved.length > 0) throw refusal("OFFLINE_POINTS_REFUSED", errorMessages.OFFLINE_POINTS_REFUSED);
    const heldPoints = reserved.reduce((sum, reservation) => sum + reservation.points, 0);
    const priced = priceOrder(catalog, body.items, {
      orderType: body.orderType,
      serviceChargeRate: body.serviceChargeRate,
      promo,
      pointsWorth: pointsWorth(reserved, heldPoints),
      locationId: session.locationId,
    });
    const pointsRedeemed = await keepPointsPaying(
      tx,
      customer?.id ?? null,
      reserved,
      heldPoints,
      priced.totals.pointsDiscount,
    );

    const payment = body.paymentDetails ? paymentTaken(priced.totals.totalAmount, body.paymentDetails) : null;

    const { order, items, history, stockWarnings } = await insertNewOrder(
      tx,
      "CREPES",
      {
        channel: ORDER_CHANNEL.pos,
        orderType: body.orderType,
        paymentStatus: PAYMENT_STATUS.Paid,
        paymentMethod: payment?.method ?? "",
        // Left out, not null, when no money was taken: the column then stays SQL NULL.
        ...(payment ? { paymentDetails: payment } : {}),
        customerId: customer?.id ?? null,
        ...walkInDetails(customer),
        cashierId: cashier.id,
        cashierName: cashier.fullName,
        waiterId: waiter.id,
        waiterName: waiter.fullName,
        tableId: table?.id ?? null,
        tableName: table?.name ?? null,
        locationId: session.locationId,
        registerSessionId: session.id,
        ...orderKeyColumns(orderKey),
        notes: body.notes || null,
        stockUsed: priced.stockUsed,
        ...priced.columns,
        pointsRedeemed,
        // Left out for an order placed online: its time is the database's now().
        ...(offline ? { createdAt, offline: offlineColumn(offline, catalog, now) } : {}),
      },
      offline ? linesOfExistingProducts(priced.lines, catalogs.current) : priced.lines,
      cashier,
      (order) => assignReservations(tx, reserved, order.id),
    );
    return {
      written: toOrderRecord(order, customer?.name ?? null, items, history),
      stockWarnings,
      notices: offline ? offlineNotices(offline, catalog, table) : undefined,
    };
  });
}

/** The customer as the order names them: the chosen customer, or the walk-in guest. */
export const walkInDetails = (customer: { name: string; phone: string } | undefined) => ({
  customerName: customer?.name ?? WALK_IN_NAME,
  customerDetails: customer ? { name: customer.name, phone: customer.phone } : { name: WALK_IN_NAME },
});
