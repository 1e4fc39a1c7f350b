import {
  computeOnlineTotals,
  initialOnlinePaymentStatus,
  type OnlineOrderBody,
  ORDER_CHANNEL,
  orderTimeProblem,
  orderTypeForDelivery,
  paymentMethodProblem,
  preOrderAllowed,
  shopOpenState,
  TABLE_STATUS,
  TABLE_TOKEN_INVALID,
  type TotalChangedDetails,
  taxFor,
} from "@kedai/shared";
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { diningTables, locations } from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { AppError, badRequest, refusal } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { findActivePromoByCode } from "../promos/promos.service";
import { orderCatalog, outletTaxIn } from "./order-catalog";
import { linkedCustomerName, toOrderRecord } from "./order-record";
import { occupyTable } from "./order-status-change";
import { stockUseOf } from "./order-stock";
import {
  type CreatedOrder,
  claimThenRead,
  insertNewOrder,
  type OrderKey,
  orderKeyColumns,
  submitOrder,
} from "./order-submit";
import { type PricedLine, priceCart } from "./price-cart";
import { totalsColumns } from "./price-order";

/**
 * Places a storefront order in one transaction (docs/business-rules.md#channels, #shop-hours,
 * #totals): refused while the shop is closed; priced from the database and settings with the
 * online totals; a Xendit method leaves it Pending until paid; stock is taken by recipe (no
 * packaging); a table's QR token seats it at that table. `customerId` is the signed-in customer,
 * null for a guest. The same Idempotency-Key again answers the first order.
 */
export async function createOnlineOrder(
  db: Database,
  customerId: string | null,
  orderKey: OrderKey | null,
  body: OnlineOrderBody,
  timeZone: string,
): Promise<CreatedOrder> {
  return submitOrder(db, async (tx) => {
    const catalog = await claimThenRead(
      tx,
      orderKey,
      (earlier) => earlier.channel === ORDER_CHANNEL.online && earlier.customerId === customerId,
      () => orderCatalog(db, tx),
    );
    const { settings } = catalog;
    const { method, dateTime } = body.deliveryInfo;
    const shop = shopOpenState(settings.operationalHours, new Date(), timeZone);
    // Closed now: only a pre-order for later today inside the hours, when the settings allow it.
    const preOrder =
      !body.deliveryInfo.tableToken &&
      preOrderAllowed(
        settings.preOrdersWhileClosed,
        dateTime ?? undefined,
        settings.operationalHours,
        new Date(),
        timeZone,
      );
    if (!shop.open && !preOrder) throw refusal("SHOP_CLOSED", shop.message);

    // A time chosen for pickup or delivery must be ahead and inside that day's opening hours.
    const timeProblem =
      dateTime && !body.deliveryInfo.tableToken
        ? orderTimeProblem(dateTime, settings.operationalHours, new Date(), timeZone)
        : null;
    if (timeProblem) throw badRequest(timeProblem, "deliveryInfo.dateTime");
    const paymentProblem = paymentMethodProblem(body.paymentMethod, method, settings);
    if (paymentProblem) throw refusal("PAYMENT_METHOD_UNAVAILABLE", paymentProblem, "paymentMethod");
    const table = body.deliveryInfo.tableToken ? await seatAtTable(tx, body.deliveryInfo.tableToken) : undefined;
    // The outlet that makes the order: for a delivery the one that cooks and sends it (ADR 0050).
    const outlet = table
      ? undefined
      : method === "delivery" && !body.deliveryInfo.outlet
        ? await firstActiveOutlet(tx)
        : await activeOutlet(tx, body.deliveryInfo.outlet ?? "");
    const promo = body.promoCode ? await findActivePromoByCode(tx, body.promoCode, timeZone) : undefined;
    const lines = priceCart(catalog.products, body.items);
    const deliveryFee = method === "delivery" ? settings.deliveryFee : 0;
    // A pickup or dine-in outlet's own tax applies; a delivery (priced before its outlet is a
    // kitchen the customer sees) and a QR table order take the settings' tax.
    const tax = taxFor(settings, method === "delivery" ? undefined : outletTaxIn(catalog, outlet?.id));
    const taxRatePercent = toFourDecimals(tax.taxRatePercent);
    const totals = computeOnlineTotals({ lines: lines.map((line) => line.totals), taxRatePercent, promo, deliveryFee });
    if (body.confirmedTotal !== undefined && body.confirmedTotal !== totals.totalAmount) {
      throw totalChanged(body.confirmedTotal, totals, lines);
    }
    const stockUsed = stockUseOf(lines, []);
    const { name, phone, email, addressDetail, addressNotes } = body.customerDetails;

    // The customer places it: the history and the stock movements name them, with no staff id.
    const placedBy = { id: null, fullName: name };
    const {
      order,
      items,
      history,
      alongside: customerName,
      stockWarnings,
    } = await insertNewOrder(
      tx,
      "VNC",
      {
        channel: ORDER_CHANNEL.online,
        orderType: orderTypeForDelivery(method),
        paymentStatus: initialOnlinePaymentStatus(body.paymentMethod, method, settings),
        paymentMethod: body.paymentMethod,
        customerId,
        customerName: name,
        customerDetails: {
          name,
          phone,
          ...(email ? { email } : {}),
          ...(method === "delivery" && addressDetail ? { addressDetail } : {}),
          ...(method === "delivery" && addressNotes ? { addressNotes } : {}),
        },
        deliveryInfo: {
          method,
          ...(outlet ? { outlet: outlet.name } : {}),
          ...(body.deliveryInfo.dateTime && !table ? { dateTime: body.deliveryInfo.dateTime } : {}),
          fee: deliveryFee,
        },
        tableId: table?.id ?? null,
        tableName: table?.name ?? null,
        locationId: outlet?.id ?? null,
        ...orderKeyColumns(orderKey),
        notes: body.notes || null,
        stockUsed,
        ...totalsColumns(totals, { serviceChargeRate: 0, taxRate: taxRatePercent, taxLabel: tax.taxLabel }, promo),
      },
      lines,
      placedBy,
      () => (customerId ? linkedCustomerName(tx, customerId) : Promise.resolve(null)),
    );
    return {
      written: toOrderRecord(order, customerName, items, history),
      stockWarnings,
      accessToken: order.accessToken,
    };
  });
}

/**
 * The refusal of an order whose total is not the one the customer confirmed: thrown before
 * anything is written (the transaction rolls back), with the figures the server would charge now.
 */
function totalChanged(
  confirmedTotal: number,
  totals: ReturnType<typeof computeOnlineTotals>,
  lines: readonly PricedLine[],
): AppError {
  const details: TotalChangedDetails = {
    confirmedTotal,
    subTotal: totals.subTotal,
    promoDiscount: totals.promoDiscount,
    deliveryFee: totals.deliveryFee,
    tax: totals.tax,
    totalAmount: totals.totalAmount,
    items: lines.map(({ item }) => ({
      productId: item.productId,
      name: item.name,
      quantity: item.quantity,
      finalPricePerItem: item.finalPricePerItem,
    })),
  };
  return new AppError("TOTAL_CHANGED", { details });
}

/**
 * The table a QR token names. The guests are sitting there: an Available table becomes Occupied,
 * an Occupied one takes another order of the same party; a Reserved one is refused.
 */
async function seatAtTable(tx: Tx, token: string) {
  const [table] = await tx.select().from(diningTables).where(eq(diningTables.qrToken, token)).limit(1);
  if (!table) throw badRequest(TABLE_TOKEN_INVALID, "deliveryInfo.tableToken");
  if (table.status !== TABLE_STATUS.Occupied && !(await occupyTable(tx, table.id))) {
    throw refusal(
      "TABLE_UNAVAILABLE",
      `Meja "${table.name}" sedang tidak tersedia. Silakan hubungi kasir.`,
      "deliveryInfo.tableToken",
    );
  }
  return table;
}

/**
 * The outlet a delivery that names none is sent from: the first Active outlet by name, as the
 * checkout suggests (an API client may leave the choice out); refused when the shop has none.
 */
async function firstActiveOutlet(tx: Tx) {
  const [location] = await tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.status, "Active"), eq(locations.kind, "outlet")))
    .orderBy(asc(locations.name))
    .limit(1);
  if (!location) throw badRequest("Tidak ada outlet aktif yang dapat mengantar pesanan.", "deliveryInfo.outlet");
  return location;
}

/** The outlet an order names, by id or name: it must be an Active outlet (not head office). */
async function activeOutlet(tx: Tx, outlet: string) {
  const named = isUuid(outlet) ? eq(locations.id, outlet) : undefined;
  const [location] = await tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(
      and(
        eq(locations.status, "Active"),
        eq(locations.kind, "outlet"),
        or(named, sql`lower(${locations.name}) = lower(${outlet})`),
      ),
    )
    .limit(1);
  if (!location) throw badRequest("Outlet tidak ditemukan atau sedang tidak aktif.", "deliveryInfo.outlet");
  return location;
}
