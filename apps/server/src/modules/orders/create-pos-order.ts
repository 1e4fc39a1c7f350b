import {
  computePosTotals,
  ORDER_CHANNEL,
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderRecord,
  PAYMENT_STATUS,
  type PosOrderBody,
} from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { customers, diningTables, orderItems, orders, promos, users } from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { badRequest, conflict } from "../../lib/app-error";
import { findReferencedOr400 } from "../../lib/references";
import { lockTableWriters } from "../../lib/write-guards";
import { recordOrderEvent } from "../events/order-events";
import { findOpenSession } from "../register/register-session";
import { getSettings } from "../settings/settings.service";
import { getOrderRecord } from "./order-record";
import { type OrderActor, occupyTable, recordStatusChange } from "./order-status-change";
import { moveStock, stockUseOf } from "./order-stock";
import { priceCart } from "./price-cart";

export type CreatedOrder = {
  order: OrderRecord;
  stockWarnings: { _id: string; name: string; quantityInStock: number }[];
  /** True when the key had already made this order: nothing new was written. */
  replayed: boolean;
};

const WALK_IN_NAME = "Pelanggan Umum";

/**
 * Places a POS order in one transaction (docs/business-rules.md#channels, #totals, #stock):
 * everything is priced from the database and settings, stock is taken, the table occupied, and
 * the first history line written; any refusal leaves nothing behind.
 *
 * Order writers are serialised by a lock held to the commit. That makes the id's millisecond
 * unique and the idempotency key safe: a second submit with the same key (a retry, a double tap,
 * both at once) waits, then finds the first one's order and answers it.
 */
export async function createPosOrder(
  db: Database,
  cashier: OrderActor,
  idempotencyKey: string,
  body: PosOrderBody,
): Promise<CreatedOrder> {
  return db.transaction(async (tx) => {
    await lockTableWriters(tx, orders);
    const [earlier] = await tx
      .select({ id: orders.id, cashierId: orders.cashierId })
      .from(orders)
      .where(eq(orders.idempotencyKey, idempotencyKey))
      .limit(1);
    if (earlier) {
      if (earlier.cashierId !== cashier.id) throw conflict("Idempotency-Key ini sudah dipakai untuk pesanan lain.");
      return { order: await getOrderRecord(tx, earlier.id), stockWarnings: [], replayed: true };
    }

    const session = await findOpenSession(tx, cashier.id, { lock: "share" });
    if (!session) throw badRequest("Sesi kasir tidak aktif.");
    const [waiter] = await findReferencedOr400(tx, users, [body.waiterId], {
      field: "waiterId",
      message: "Waiter tidak ditemukan.",
    });
    const [customer] = await findReferencedOr400(tx, customers, body.customerId ? [body.customerId] : [], {
      field: "customerId",
      message: "Pelanggan tidak ditemukan.",
    });
    const promo = body.promoId ? await activePromo(tx, body.promoId) : undefined;
    const table = body.tableId ? await takeTable(tx, body.tableId, body.orderType) : undefined;

    const lines = await priceCart(tx, body.items);
    const settings = await getSettings(tx);
    // Rates as the order stores them, so payment recomputes the same totals from the stored rates.
    const serviceRatePercent = toFourDecimals(
      body.orderType === ORDER_TYPE.DineIn ? (body.serviceChargeRate ?? settings.serviceChargePercent) : 0,
    );
    const taxRatePercent = toFourDecimals(settings.taxRatePercent);
    const totals = computePosTotals({
      lines: lines.map((line) => line.totals),
      orderType: body.orderType,
      serviceRatePercent,
      taxRatePercent,
      packagingFee: settings.packagingFee,
      promo,
    });
    const stockUsed = await stockUseOf(tx, lines, body.orderType);

    const [order] = await tx
      .insert(orders)
      .values({
        orderId: await uniqueOrderId(tx, "CREPES"),
        channel: ORDER_CHANNEL.pos,
        orderType: body.orderType,
        status: ORDER_STATUS.New,
        paymentStatus: PAYMENT_STATUS.Paid,
        paymentMethod: "",
        customerId: customer?.id ?? null,
        customerName: customer?.name ?? WALK_IN_NAME,
        customerDetails: customer ? { name: customer.name, phone: customer.phone } : { name: WALK_IN_NAME },
        cashierId: cashier.id,
        waiterId: waiter.id,
        waiterName: waiter.fullName,
        tableId: table?.id ?? null,
        tableName: table?.name ?? null,
        locationId: session.locationId,
        registerSessionId: session.id,
        idempotencyKey,
        notes: body.notes || null,
        stockUsed,
        subTotal: totals.subTotal,
        serviceChargeRate: serviceRatePercent,
        serviceCharge: totals.serviceCharge,
        packagingFee: totals.packagingFee,
        taxRate: taxRatePercent,
        taxLabel: settings.taxLabel,
        tax: totals.tax,
        promoId: promo?.id ?? null,
        promoName: promo?.name ?? null,
        promoDiscount: totals.promoDiscount,
        totalAmount: totals.totalAmount,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(lines.map((line, position) => ({ ...line.item, position, orderId: order.id })));
    await recordStatusChange(tx, order.id, { from: null, to: ORDER_STATUS.New }, cashier);
    const stockWarnings = await moveStock(tx, stockUsed, -1);
    await recordOrderEvent(tx, { type: "created", orderId: order.id, status: ORDER_STATUS.New });
    return { order: await getOrderRecord(tx, order.id), stockWarnings, replayed: false };
  });
}

/** A promo the cashier may apply now: switched on and within its dates. */
async function activePromo(tx: Tx, promoId: string) {
  const [promo] = await findReferencedOr400(tx, promos, [promoId], {
    field: "promoId",
    message: "Promo tidak ditemukan.",
  });
  const now = new Date();
  if (!promo.isActive || promo.startDate > now || promo.endDate < now) {
    throw badRequest(`Promo "${promo.name}" sedang tidak berlaku.`, "promoId");
  }
  return promo;
}

/** A Dine-In order's table, taken from Available to Occupied (or refused if someone has it). */
async function takeTable(tx: Tx, tableId: string, orderType: PosOrderBody["orderType"]) {
  if (orderType !== ORDER_TYPE.DineIn) throw badRequest("Meja hanya dapat dipilih untuk pesanan Dine-In.", "tableId");
  const [table] = await findReferencedOr400(tx, diningTables, [tableId], {
    field: "tableId",
    message: "Meja tidak ditemukan.",
  });
  if (!(await occupyTable(tx, table.id))) throw conflict(`Meja "${table.name}" sedang tidak tersedia.`, "tableId");
  return table;
}

/**
 * `{prefix}-{milliseconds}`, moved on by a millisecond while taken, so two orders of the same
 * millisecond still get different ids. Called under the order writers' lock.
 */
async function uniqueOrderId(tx: Tx, prefix: string): Promise<string> {
  for (let stamp = Date.now(); ; stamp++) {
    const candidate = `${prefix}-${stamp}`;
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderId, candidate)).limit(1);
    if (!taken) return candidate;
  }
}
