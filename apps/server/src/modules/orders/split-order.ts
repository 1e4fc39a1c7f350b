import type { LineOrigin, OrderRecord, OrderSplitBody } from "@kedai/shared";
import { eq } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { type OrderStockUse, orderItems } from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { badRequest } from "../../lib/app-error";
import { recordAudit } from "../audit/audit.service";
import { recordOrderEvent } from "../events/order-events";
import { orderCatalog } from "./order-catalog";
import { getOrderRecord } from "./order-record";
import {
  assertOnTheFloor,
  equalShares,
  itemsOf,
  lockOrders,
  type OrderItemRow,
  type OrderRow,
  repriceStored,
  type StoredLine,
  stockShares,
  writeOrder,
} from "./order-regroup";
import { type OrderActor, recordStatusChange } from "./order-status-change";
import { stockChange, stockUseOf } from "./order-stock";
import { insertOrderItems, insertOrderWithId } from "./order-submit";
import type { SoldLine } from "./price-cart";

/** The name of an equal part's one line (docs/decisions/0034-split-move-merge.md). */
export const shareLineName = (part: number, parts: number) => `Bagian tagihan ${part}/${parts}`;

/** A line of a bill split at a table: a platform's id of the item (an Ojol order's) has no place there. */
type NewLine = Omit<OrderItemRow, "id" | "orderId" | "position" | "createdAt" | "externalId">;

/**
 * POST /api/orders/{id}/split ('Pisah Tagihan', ADR 0034): chosen quantities of chosen lines go
 * to one new order at the same table, or the bill is cut in `parts` equal orders. Each order is
 * priced again from its stored prices and rates by payment's function (tax and service per
 * order, the promo shared in proportion, the redeemed points kept by the first order); no stock
 * moves, only which order holds it. One transaction under the order's row lock: two tills
 * splitting the same order at once make one split, the other gets 409.
 */
export async function splitOrder(
  db: Database,
  actor: OrderActor,
  id: string,
  body: OrderSplitBody,
): Promise<OrderRecord[]> {
  return db.transaction(async (tx) => {
    const order = (await lockOrders(tx, [id])).get(id) as OrderRow;
    assertOnTheFloor(order, body.updatedAt, "dipisah");
    const items = await itemsOf(tx, order.id);
    const made = body.lines
      ? [await splitByLines(db, tx, actor, order, items, body.lines)]
      : await splitEqually(tx, actor, order, items, body.parts as number);
    await recordAudit(tx, actor, {
      action: "order.split",
      entityType: "order",
      entityId: order.id,
      label: order.orderId,
      before: {
        totalAmount: order.totalAmount,
        items: items.map((item) => ({ name: item.name, quantity: item.quantity })),
      },
      after: { parts: body.parts ?? null, orders: made.map((m) => m.orderId) },
    });
    const orders = [order.id, ...made.map((m) => m.id)];
    return Promise.all(orders.map((orderId) => getOrderRecord(tx, orderId)));
  });
}

async function splitByLines(
  db: Database,
  tx: Tx,
  actor: OrderActor,
  order: OrderRow,
  items: OrderItemRow[],
  wanted: NonNullable<OrderSplitBody["lines"]>,
) {
  const byId = new Map(items.map((item) => [item.id, item]));
  const taking = new Map<string, number>();
  for (const { lineId, quantity } of wanted) {
    const item = byId.get(lineId);
    if (!item) throw badRequest("Menu yang dipilih bukan bagian dari pesanan ini. Muat ulang lalu coba lagi.", "lines");
    if (taking.has(lineId)) throw badRequest(`Menu "${item.name}" dipilih lebih dari sekali.`, "lines");
    if (quantity > item.quantity)
      throw badRequest(`Jumlah "${item.name}" yang dipisah melebihi ${item.quantity} pada pesanan.`, "lines");
    taking.set(lineId, quantity);
  }
  const moved: NewLine[] = [];
  const kept: StoredLine[] = [];
  const cameFrom = splitFrom(order);
  for (const item of items) {
    const line = newLine(item);
    const quantity = taking.get(item.id) ?? 0;
    if (quantity > 0) moved.push({ ...line, quantity, cameFrom });
    if (line.quantity > quantity) kept.push({ ...line, quantity: line.quantity - quantity });
  }
  if (kept.length === 0) {
    throw badRequest(
      "Sisakan minimal satu menu di pesanan asal. Untuk memindah semuanya, gunakan Pindah Meja.",
      "lines",
    );
  }

  // The promo is shared in proportion to the food each order keeps; the rupiah left over stays.
  const food = (lines: StoredLine[]) => lines.reduce((sum, l) => sum + lineAmount(l), 0);
  const movedPromo = Math.floor((order.promoDiscount * food(moved)) / Math.max(food(items), 1));
  // The stock follows the food by today's recipes, never more of an item than the order holds.
  const products = (await orderCatalog(db, tx)).products;
  const recipeUse = stockUseOf(
    moved.map((line) => ({
      recipe: (line.productId && products.get(line.productId)?.recipe) || [],
      item: { quantity: line.quantity },
    })),
    [],
  );
  const held = new Map(order.stockUsed.map((use) => [use.stockItemId, use.quantity]));
  const movedStock: OrderStockUse[] = recipeUse
    .filter((use) => held.has(use.stockItemId))
    .map((use) => ({ ...use, quantity: Math.min(use.quantity, held.get(use.stockItemId) as number) }));
  const keptStock = stockChange(movedStock, order.stockUsed).filter((use) => use.quantity > 0);

  // The original order first (its lines, totals, stock), then the new one.
  for (const { id, quantity } of items) {
    const taken = taking.get(id) ?? 0;
    if (taken === 0) continue;
    if (taken === quantity) await tx.delete(orderItems).where(eq(orderItems.id, id));
    else
      await tx
        .update(orderItems)
        .set({ quantity: quantity - taken })
        .where(eq(orderItems.id, id));
  }
  const { columns } = await repriceStored(tx, order, kept, order.promoDiscount - movedPromo);
  await writeOrder(tx, order, { ...columns, stockUsed: keptStock });
  const made = await insertSibling(tx, actor, order, moved, movedPromo, movedStock, `Dipisah dari ${order.orderId}`);
  await recordStatusChange(
    tx,
    order.id,
    { from: order.status, to: order.status },
    actor,
    undefined,
    `Sebagian menu dipisah ke ${made.orderId}`,
  );
  await recordOrderEvent(tx, { type: "updated", orderId: order.id, status: order.status });
  return made;
}

/**
 * The bill in `parts` equal orders: each holds one line, its share of the food (the rupiah left
 * over on the last), with its share of the promo, cost of goods and stock taken. The original order
 * becomes part 1 and keeps the points; the food's own lines are kept in the audit log's entry.
 */
async function splitEqually(tx: Tx, actor: OrderActor, order: OrderRow, items: OrderItemRow[], parts: number) {
  const food = items.reduce((sum, item) => sum + lineAmount(item), 0);
  if (food < parts) throw badRequest(`Tagihan terlalu kecil untuk dibagi ${parts}.`, "parts");
  const foodShares = equalShares(food, parts);
  const promoShares = equalShares(order.promoDiscount, parts);
  const cogs = items.reduce((sum, item) => sum + item.unitCogs * item.quantity, 0);
  const cogsShare = toFourDecimals(Math.floor((cogs / parts) * 10_000) / 10_000);
  const stock = stockShares(order.stockUsed, parts);
  const shareLine = (part: number): NewLine => ({
    productId: null,
    name: shareLineName(part, parts),
    quantity: 1,
    basePrice: foodShares[part - 1],
    selectedOptions: [],
    finalPricePerItem: foodShares[part - 1],
    unitCogs: part === parts ? toFourDecimals(cogs - cogsShare * (parts - 1)) : cogsShare,
    // A share of the bill, not food for the kitchen: never a 'Tambahan', nor a ticket of its own.
    round: 1,
    cameFrom: part === 1 ? null : splitFrom(order),
  });

  await tx.delete(orderItems).where(eq(orderItems.orderId, order.id));
  await insertOrderItems(tx, order.id, [asSold(shareLine(1))]);
  const { columns } = await repriceStored(tx, order, [shareLine(1)], promoShares[0]);
  await writeOrder(tx, order, { ...columns, stockUsed: stock[0] });
  const made = [];
  for (let part = 2; part <= parts; part++) {
    made.push(
      await insertSibling(
        tx,
        actor,
        order,
        [shareLine(part)],
        promoShares[part - 1],
        stock[part - 1],
        `Bagian ${part} dari ${parts}, dipisah dari ${order.orderId}`,
      ),
    );
  }
  await recordStatusChange(
    tx,
    order.id,
    { from: order.status, to: order.status },
    actor,
    undefined,
    `Tagihan dibagi rata ${parts}: bagian 1 (${made.map((m) => m.orderId).join(", ")})`,
  );
  await recordOrderEvent(tx, { type: "updated", orderId: order.id, status: order.status });
  return made;
}

/** What a line a split moves says of where it came from (the kitchen has it on that order's ticket). */
const splitFrom = (order: OrderRow): LineOrigin => ({ how: "split", orderId: order.orderId, table: order.tableName });

const newLine = (item: OrderItemRow): NewLine => ({
  productId: item.productId,
  name: item.name,
  quantity: item.quantity,
  basePrice: item.basePrice,
  selectedOptions: item.selectedOptions,
  finalPricePerItem: item.finalPricePerItem,
  unitCogs: item.unitCogs,
  // The kitchen already has it in this round.
  round: item.round,
  cameFrom: item.cameFrom,
});

const lineAmount = (line: StoredLine) =>
  (line.basePrice + line.selectedOptions.reduce((sum, option) => sum + option.price, 0)) * line.quantity;

const asSold = (line: NewLine) => ({ item: line }) as unknown as SoldLine;

/**
 * A new order beside `order`: same table, waiter, cashier, shift, customer, rates and status (the
 * kitchen's work is the same), holding `lines`; its history starts with `note`.
 */
async function insertSibling(
  tx: Tx,
  actor: OrderActor,
  order: OrderRow,
  lines: NewLine[],
  promoDiscount: number,
  stockUsed: OrderStockUse[],
  note: string,
) {
  const { columns } = await repriceStored(tx, { ...order, pointsRedeemed: 0 }, lines, promoDiscount);
  const made = await insertOrderWithId(tx, "CREPES", {
    channel: order.channel,
    orderType: order.orderType,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: "",
    customerId: order.customerId,
    customerName: order.customerName,
    customerDetails: order.customerDetails,
    cashierId: order.cashierId,
    cashierName: order.cashierName,
    waiterId: order.waiterId,
    waiterName: order.waiterName,
    tableId: order.tableId,
    tableName: order.tableName,
    locationId: order.locationId,
    registerSessionId: order.registerSessionId,
    notes: order.notes,
    stockUsed,
    ...columns,
    pointsRedeemed: 0,
  });
  await insertOrderItems(tx, made.id, lines.map(asSold));
  await recordStatusChange(tx, made.id, { from: null, to: made.status }, actor, made.createdAt, note);
  await recordOrderEvent(tx, { type: "created", orderId: made.id, status: made.status });
  return made;
}
