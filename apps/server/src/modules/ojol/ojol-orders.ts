import {
  finalPricePerItem,
  OJOL_PLATFORM_LABELS,
  type OjolPlatform,
  type OjolRejectReason,
  ORDER_CHANNEL,
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderStatus,
  orderStatusMachine,
  PAYMENT_STATUS,
  platformCommission,
  taxFor,
} from "@kedai/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { orders, platformItemMaps, type platformLinks } from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { isUuid } from "../../lib/ids";
import { recordOrderEvent } from "../events/order-events";
import { cancelOrder } from "../orders/cancel-order";
import { markOrderPaid } from "../orders/mark-order-paid";
import { type OrderCatalog, orderCatalog, outletTaxIn } from "../orders/order-catalog";
import { getOrderRecord, ORDER_NOT_FOUND } from "../orders/order-record";
import { type HistoryActor, moveOrderStatus, type OrderActor, recordStatusChange } from "../orders/order-status-change";
import { stockUseOf } from "../orders/order-stock";
import { insertNewOrder } from "../orders/order-submit";
import type { SoldLine } from "../orders/price-cart";
import { addCompletedOrderToRollups } from "../reports/sales-rollups";
import { queuePlatformCall } from "./platform-calls";

export type PlatformLink = typeof platformLinks.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/**
 * An order as a platform sent it, in Kedai's terms (each platform's webhook is read into this:
 * grab/grab-webhooks.ts, gofood/gofood-webhooks.ts). Money is whole rupiah as the platform charged it.
 */
export type PlatformOrder = {
  platformOrderId: string;
  shortCode: string;
  /** The platform accepted it by itself: the outlet cannot turn it down. */
  acceptedByPlatform: boolean;
  method: "delivery" | "pickup";
  customerName: string | null;
  driverName: string | null;
  lines: PlatformLine[];
  /** What the outlet's own promotion took off the food (GrabFood's merchantFundPromo). */
  merchantPromo: number;
};
export type PlatformLine = {
  /** Kedai's product id as the menu sent it, or the platform's own id (platform_item_maps). */
  externalId: string;
  name: string | null;
  quantity: number;
  /** One item with its options, as charged. */
  unitPrice: number;
  options: { externalId: string; name: string | null; price: number }[];
  note: string | null;
};

/** How long the outlet has to accept a manual order: GoFood's documented 3 minutes (ADR 0055), for both. */
export const ACCEPT_WINDOW_MS = 3 * 60 * 1000;

/** Who the history names for what a platform did. */
export const platformActor = (platform: OjolPlatform): HistoryActor => ({
  id: null,
  fullName: OJOL_PLATFORM_LABELS[platform],
});

/** The order a platform's id names, if Kedai has it. */
export async function findPlatformOrder(tx: Tx, platform: OjolPlatform, platformOrderId: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.platform, platform), eq(orders.platformOrderId, platformOrderId)))
    .for("update");
  return order;
}

/**
 * Makes the platform's order a Kedai 'Ojol' order at the link's outlet (docs/business-rules.md#ojol),
 * through the same order writer as the till's, so it reaches the till, the live stream, the
 * kitchen and its printers like any order. Items are matched by id (Kedai's product and option ids,
 * else platform_item_maps); an item that matches nothing is kept under the platform's name and
 * the order flagged `needsMapping`. Prices are the platform's; the PBJT is the outlet's rate,
 * included in them. An order accepted (by the platform, or by the link's auto-accept) is paid by
 * the platform at once and goes to the kitchen; one waiting for the cashier carries its deadline
 * and reaches the kitchen when accepted. The same platform order again answers the first.
 */
export async function placePlatformOrder(
  db: Database,
  tx: Tx,
  link: PlatformLink,
  incoming: PlatformOrder,
): Promise<string> {
  const existing = await findPlatformOrder(tx, link.platform, incoming.platformOrderId);
  if (existing) {
    if (incoming.acceptedByPlatform && existing.acceptDeadline) await acceptOrder(tx, existing, null);
    if (incoming.driverName && incoming.driverName !== existing.driverName)
      await tx.update(orders).set({ driverName: incoming.driverName }).where(eq(orders.id, existing.id));
    return existing.id;
  }
  const catalog = await orderCatalog(db, tx);
  const lines = await soldLines(tx, catalog, link.platform, incoming.lines);
  const subTotal = lines.reduce((sum, line) => sum + line.item.finalPricePerItem * line.item.quantity, 0);
  const promoDiscount = Math.min(Math.max(incoming.merchantPromo, 0), subTotal);
  const totalAmount = subTotal - promoDiscount;
  const tax = taxFor(catalog.settings, outletTaxIn(catalog, link.outletId));
  const taxRate = toFourDecimals(tax.taxRatePercent);
  const accepted = incoming.acceptedByPlatform || link.autoAccept;
  const label = OJOL_PLATFORM_LABELS[link.platform];
  const actor = platformActor(link.platform);
  const customerName = incoming.customerName || `Pelanggan ${label}`;
  const notes = incoming.lines
    .filter((line) => line.note)
    .map((line, i) => `${lines[i]?.item.name ?? line.externalId}: ${line.note}`)
    .join("; ");

  const { order } = await insertNewOrder(
    tx,
    "OJOL",
    {
      channel: ORDER_CHANNEL.ojol,
      orderType: ORDER_TYPE.Ojol,
      paymentStatus: accepted ? PAYMENT_STATUS.Paid : PAYMENT_STATUS.Pending,
      paymentMethod: label,
      customerName,
      customerDetails: { name: customerName },
      deliveryInfo: { method: incoming.method, fee: 0 },
      locationId: link.outletId,
      notes: notes || null,
      stockUsed: stockUseOf(lines, []),
      subTotal,
      serviceChargeRate: 0,
      taxRate,
      taxLabel: tax.taxLabel,
      tax: includedTax(totalAmount, taxRate),
      promoName: promoDiscount > 0 ? `Promo ${label}` : null,
      promoDiscount,
      totalAmount,
      platform: link.platform,
      platformOrderId: incoming.platformOrderId,
      platformShortCode: incoming.shortCode,
      driverName: incoming.driverName,
      platformCommission: platformCommission({ totalAmount, ratePercent: link.commissionPercent }),
      needsMapping: lines.some((line) => line.item.productId === null),
      // Left out, not null, once accepted: the prepared insert binds no null time.
      ...(accepted ? {} : { acceptDeadline: new Date(Date.now() + ACCEPT_WINDOW_MS) }),
    },
    lines,
    actor,
    async () => undefined,
  );
  // Accepted by the link's own rule, not by the platform: the platform is told.
  if (accepted && !incoming.acceptedByPlatform) await queuePlatformCall(tx, link, order, { action: "accept" });
  return order.id;
}

/** The PBJT inside a price that includes it, rounded half up to the rupiah (docs/business-rules.md#ojol). */
export const includedTax = (price: number, ratePercent: number) =>
  ratePercent > 0 ? Math.round((price * ratePercent) / (100 + ratePercent)) : 0;

/** The platform's lines as Kedai sells them: matched to the menu where their ids say which product. */
async function soldLines(
  tx: Tx,
  catalog: OrderCatalog,
  platform: OjolPlatform,
  lines: PlatformLine[],
): Promise<SoldLine[]> {
  const ids = lines.flatMap((line) => [line.externalId, ...line.options.map((option) => option.externalId)]);
  const maps =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(platformItemMaps)
          .where(and(eq(platformItemMaps.platform, platform), inArray(platformItemMaps.externalId, ids)));
  const mapped = new Map(maps.map((row) => [row.externalId, row]));
  return lines.map((line) => {
    const productId = mapped.get(line.externalId)?.productId ?? (isUuid(line.externalId) ? line.externalId : null);
    const product = productId ? catalog.products.get(productId) : undefined;
    const productOptions = product?.groups.flatMap((group) => group.options) ?? [];
    const options = line.options.map((option) => {
      const optionId = mapped.get(option.externalId)?.optionId ?? option.externalId;
      const known = productOptions.find((candidate) => candidate._id === optionId);
      return { known, name: known?.name ?? option.name ?? `Pilihan ${option.externalId}`, option };
    });
    // Each option keeps the platform's id, so an unlinked line can be mapped later (mapPlatformItems).
    const selectedOptions = options.map(({ name, option }) => ({
      name,
      price: option.price,
      externalId: option.externalId,
    }));
    const optionsPrice = selectedOptions.reduce((sum, option) => sum + option.price, 0);
    const basePrice = Math.max(line.unitPrice - optionsPrice, 0);
    const totals = { basePrice, quantity: line.quantity, options: selectedOptions };
    const matched = product !== undefined && options.every((option) => option.known);
    return {
      totals,
      // An item or option Kedai cannot name is kept unlinked, without stock or cost, and the order
      // flagged for mapping: the stock is taken when the cashier maps it.
      recipe: matched ? product.recipe : [],
      item: {
        productId: matched ? product.id : null,
        name: product?.name ?? line.name ?? `Menu ${line.externalId}`,
        quantity: line.quantity,
        basePrice,
        selectedOptions,
        finalPricePerItem: finalPricePerItem(totals),
        unitCogs: matched ? product.cogs : 0,
        externalId: line.externalId,
      },
    };
  });
}

/**
 * Accepts an order that waits for the outlet: it is paid by the platform and goes to the kitchen
 * (markOrderPaid). `by` null: the platform says it was accepted (elsewhere, or by its own timeout
 * rule), so nothing is sent back.
 */
async function acceptOrder(tx: Tx, order: OrderRow, by: { link: PlatformLink; actor: HistoryActor } | null) {
  await tx.update(orders).set({ acceptDeadline: null }).where(eq(orders.id, order.id));
  await recordStatusChange(
    tx,
    order.id,
    { from: order.status, to: order.status },
    by?.actor ?? platformActor(order.platform as OjolPlatform),
    undefined,
    "Pesanan diterima",
  );
  if (by) await queuePlatformCall(tx, by.link, order, { action: "accept" });
  // Its order event is the transaction's last write.
  await markOrderPaid(tx, order.id, null);
}

const waitsForOutlet = (order: OrderRow) =>
  order.platform !== null &&
  order.acceptDeadline !== null &&
  order.status === ORDER_STATUS.New &&
  order.paymentStatus === PAYMENT_STATUS.Pending;

/** 'Terima' at the till. */
export async function acceptPlatformOrder(
  db: Database,
  actor: OrderActor,
  id: string,
  linkOf: (tx: Tx, order: OrderRow) => Promise<PlatformLink>,
) {
  return db.transaction(async (tx) => {
    const order = await findByIdOr404(tx, orders, id, ORDER_NOT_FOUND, { forUpdate: true });
    if (!waitsForOutlet(order)) throw refusal("OJOL_NOT_AWAITING", "Pesanan ini tidak sedang menunggu diterima.");
    await acceptOrder(tx, order, { link: await linkOf(tx, order), actor });
    return getOrderRecord(tx, order.id);
  });
}

/**
 * 'Tolak' at the till, with the platform's reason: the order is cancelled (its stock back) and the
 * platform told: turned down while it waits, cancelled once accepted.
 */
export async function rejectPlatformOrder(
  db: Database,
  actor: OrderActor,
  id: string,
  reason: OjolRejectReason,
  linkOf: (tx: Tx, order: OrderRow) => Promise<PlatformLink>,
) {
  return db.transaction(async (tx) => {
    const order = await findByIdOr404(tx, orders, id, ORDER_NOT_FOUND, { forUpdate: true });
    const live = order.status !== ORDER_STATUS.Cancelled && order.status !== ORDER_STATUS.Completed;
    if (!order.platform || !live) throw refusal("OJOL_NOT_AWAITING", "Pesanan ini tidak bisa ditolak lagi.");
    const link = await linkOf(tx, order);
    await queuePlatformCall(tx, link, order, {
      action: waitsForOutlet(order) ? "reject" : "cancel",
      reason,
    });
    await cancelOrder(tx, order, actor);
    return getOrderRecord(tx, order.id);
  });
}

/**
 * The platform cancelled the order (the customer, the driver, the platform's timeout): Kedai's
 * order is cancelled at whatever status it had, its stock put back, and the history says why.
 * An order already completed or cancelled stays as it is.
 */
export async function cancelFromPlatform(tx: Tx, order: OrderRow, reason: string | undefined): Promise<void> {
  if (order.status === ORDER_STATUS.Cancelled || order.status === ORDER_STATUS.Completed) return;
  const actor = platformActor(order.platform as OjolPlatform);
  const why = `Dibatalkan oleh ${actor.fullName}${reason ? `: ${reason}` : ""}`;
  await recordStatusChange(tx, order.id, { from: order.status, to: order.status }, actor, undefined, why);
  await tx.update(orders).set({ acceptDeadline: null }).where(eq(orders.id, order.id));
  await cancelOrder(tx, order, actor);
}

/** The kitchen flow's next step towards Completed (New → Preparing → Ready → Completed). */
const KITCHEN_FLOW: readonly OrderStatus[] = [
  ORDER_STATUS.New,
  ORDER_STATUS.Preparing,
  ORDER_STATUS.Ready,
  ORDER_STATUS.Completed,
];

/**
 * The platform delivered the order (GrabFood's DELIVERED, GoFood's `gofood.order.completed`): the
 * platform took the customer's money, so the order is Completed, walking the status table's steps
 * from where the kitchen left it, each in the history by the platform; it joins the daily sales
 * rollups (with its commission, by channel) in the same transaction, as a payment at the till
 * does. An order still waiting for the outlet, cancelled or already completed stays as it is.
 */
export async function completeFromPlatform(tx: Tx, order: OrderRow, timeZone: string): Promise<void> {
  if (order.paymentStatus !== PAYMENT_STATUS.Paid || orderStatusMachine.final.includes(order.status)) return;
  const actor = platformActor(order.platform as OjolPlatform);
  const at = new Date();
  for (let step = KITCHEN_FLOW.indexOf(order.status); step < KITCHEN_FLOW.length - 1; step++) {
    const move = { from: KITCHEN_FLOW[step], to: KITCHEN_FLOW[step + 1] };
    const note = move.to === ORDER_STATUS.Completed ? `Diantar oleh ${actor.fullName}` : undefined;
    await moveOrderStatus(tx, order.id, move, actor, at, note);
  }
  await tx.update(orders).set({ completedAt: at, acceptDeadline: null }).where(eq(orders.id, order.id));
  await addCompletedOrderToRollups(tx, order.id, timeZone);
  // Its order event is the transaction's last write.
  await recordOrderEvent(tx, { type: "status", orderId: order.id, status: ORDER_STATUS.Completed });
}
