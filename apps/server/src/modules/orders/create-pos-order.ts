import { ORDER_CHANNEL, PAYMENT_STATUS, type PosOrderBody, pointsWorth } from "@kedai/shared";
import type { Database } from "../../db/client";
import { badRequest } from "../../lib/app-error";
import { settleInOrder } from "../../lib/settle-in-order";
import { findOpenSession } from "../register/register-session";
import { orderCatalog } from "./order-catalog";
import { findChosenRecords, takeTable } from "./order-choices";
import { assignReservations, keepPointsPaying, openReservations } from "./order-points";
import { toOrderRecord } from "./order-record";
import type { OrderActor } from "./order-status-change";
import { type CreatedOrder, claimThenRead, insertNewOrder, submitOrder } from "./order-submit";
import { priceOrder } from "./price-order";

const WALK_IN_NAME = "Pelanggan Umum";

/**
 * Places a POS order in one transaction (docs/business-rules.md#channels, #totals, #stock, #points):
 * everything is priced from the database and settings, stock is taken, the table occupied, the
 * customer's reserved points spent, and the first history line written; any refusal leaves
 * nothing behind. The same Idempotency-Key again answers the first order (see claimThenRead).
 */
export async function createPosOrder(
  db: Database,
  cashier: OrderActor & { id: string },
  idempotencyKey: string,
  body: PosOrderBody,
  timeZone: string,
): Promise<CreatedOrder> {
  return submitOrder(db, async (tx) => {
    // Independent reads and the table (settleInOrder: the first refusal in this order wins).
    const [session, { waiter, customer, promo }, catalog, table] = await claimThenRead(
      tx,
      idempotencyKey,
      (earlier) => earlier.cashierId === cashier.id,
      () =>
        settleInOrder([
          findOpenSession(tx, cashier.id, { lock: "share" }).then(
            (open) => open ?? Promise.reject(badRequest("Sesi kasir tidak aktif.")),
          ),
          findChosenRecords(tx, body, timeZone),
          orderCatalog(db, tx),
          body.tableId ? takeTable(tx, body.tableId, body.orderType) : undefined,
        ]),
    );

    // The customer's points reserved at this register are all spent on this order.
    const reserved = customer ? await openReservations(tx, customer.id, session.id) : [];
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

    const { order, items, history, stockWarnings } = await insertNewOrder(
      tx,
      "CREPES",
      {
        channel: ORDER_CHANNEL.pos,
        orderType: body.orderType,
        paymentStatus: PAYMENT_STATUS.Paid,
        paymentMethod: "",
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
        idempotencyKey,
        notes: body.notes || null,
        stockUsed: priced.stockUsed,
        ...priced.columns,
        pointsRedeemed,
      },
      priced.lines,
      cashier,
      (order) => assignReservations(tx, reserved, order.id),
    );
    return { written: toOrderRecord(order, customer?.name ?? null, items, history), stockWarnings };
  });
}

/** The customer as the order names them: the chosen customer, or the walk-in guest. */
export const walkInDetails = (customer: { name: string; phone: string } | undefined) => ({
  customerName: customer?.name ?? WALK_IN_NAME,
  customerDetails: customer ? { name: customer.name, phone: customer.phone } : { name: WALK_IN_NAME },
});
