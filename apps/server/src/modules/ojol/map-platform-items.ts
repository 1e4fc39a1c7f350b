import { OJOL_PLATFORM_LABELS, type OjolMapBody, ORDER_STATUS } from "@kedai/shared";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { type OrderItemOption, orderItems, orders, platformItemMaps } from "../../db/schema";
import { badRequest, refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { recordAudit } from "../audit/audit.service";
import { recordOrderEvent } from "../events/order-events";
import { orderCatalog } from "../orders/order-catalog";
import { getOrderRecord, ORDER_NOT_FOUND } from "../orders/order-record";
import { type OrderActor, recordStatusChange } from "../orders/order-status-change";
import { moveStock, orderStockCause, stockUseOf, stockUseWith } from "../orders/order-stock";
import { restateCompletedOrderLines } from "../reports/sales-rollups";

type OrderItemRow = typeof orderItems.$inferSelect;
type PlatformItemMap = typeof platformItemMaps.$inferInsert;

/**
 * 'Cocokkan menu' (docs/business-rules.md#ojol): the cashier names the Kedai product (and, for each
 * of the line's options, the product's option) of lines a platform order carried that Kedai could
 * not match. In one transaction, with the order locked: the platform's ids are mapped
 * (`platform_item_maps`, so its next order of them is matched by itself); the lines are linked
 * (product, its name and option names, its recipe cost) at the platform's prices, untouched; the
 * recipes' stock is taken at the order's outlet, once, and added to what the order took (a
 * cancellation puts it back); the flag goes when no line is left unlinked; the history and the
 * audit log say what was mapped; the order event is the last write. A Completed order's lines move
 * in the day's rollups with their new name and cost.
 *
 * Refused, nothing changed: a cancelled order, an order with nothing to map, a line already linked
 * (so the same request again is refused and takes no stock twice), a product unknown or archived,
 * an option not of the product, a line whose options are not all named.
 */
export async function mapPlatformItems(
  db: Database,
  actor: OrderActor,
  id: string,
  body: OjolMapBody,
  timeZone: string,
) {
  return db.transaction(async (tx) => {
    const order = await findByIdOr404(tx, orders, id, ORDER_NOT_FOUND, { forUpdate: true });
    if (order.status === ORDER_STATUS.Cancelled)
      throw refusal("ORDER_NOT_EDITABLE", "Pesanan ini sudah dibatalkan, jadi menunya tidak dicocokkan lagi.");
    if (!order.platform || !order.needsMapping)
      throw refusal("OJOL_NOTHING_TO_MAP", "Semua menu pesanan ini sudah dicocokkan.");
    const platform = order.platform;

    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position));
    const catalog = await orderCatalog(db, tx);
    const lines = body.lines.map((line, index) => {
      const at = `lines.${index}`;
      const item = items.find((candidate) => candidate.id === line.lineId);
      if (!item) throw badRequest("Menu ini tidak ada di pesanan.", `${at}.lineId`);
      if (item.productId)
        throw refusal("OJOL_NOTHING_TO_MAP", `Menu "${item.name}" di pesanan ini sudah dicocokkan.`, `${at}.productId`);
      const product = catalog.products.get(line.productId);
      if (!product)
        throw badRequest("Menu Kedai yang dipilih tidak ditemukan atau sudah diarsipkan.", `${at}.productId`);
      if (line.optionIds.length !== item.selectedOptions.length)
        throw badRequest(
          `Cocokkan setiap pilihan "${item.name}" dengan pilihan menu "${product.name}".`,
          `${at}.optionIds`,
        );
      const ofProduct = product.groups.flatMap((group) => group.options);
      const options = line.optionIds.map((optionId, i) => {
        const option = ofProduct.find((candidate) => candidate._id === optionId);
        if (!option) throw badRequest(`Pilihan yang dipilih bukan pilihan menu "${product.name}".`, `${at}.optionIds`);
        const sold = item.selectedOptions[i];
        return { option, sold: { ...sold, name: option.name } satisfies OrderItemOption };
      });
      return { item, product, options };
    });

    // The platform's own ids are mapped; an id that is Kedai's own product or option keeps naming it.
    const kedaiOptionIds = new Set(
      [...catalog.products.values()].flatMap((product) =>
        product.groups.flatMap((group) => group.options.map((option) => option._id)),
      ),
    );
    const itemMaps = lines
      .filter(({ item }) => item.externalId && !catalog.products.has(item.externalId))
      .map(({ item, product }) => ({ platform, externalId: item.externalId as string, productId: product.id }));
    const optionMaps = lines.flatMap(({ options }) =>
      options
        .filter(({ sold }) => sold.externalId && !kedaiOptionIds.has(sold.externalId))
        .map(({ option, sold }) => ({ platform, externalId: sold.externalId as string, optionId: option._id })),
    );
    await saveMaps(tx, itemMaps, "productId");
    await saveMaps(tx, optionMaps, "optionId");

    await restateCompletedOrderLines(tx, order.id, timeZone, async () => {
      for (const { item, product, options } of lines) {
        await tx
          .update(orderItems)
          .set({
            productId: product.id,
            name: product.name,
            selectedOptions: options.map(({ sold }) => sold),
            unitCogs: product.cogs,
          })
          .where(and(eq(orderItems.id, item.id), isNull(orderItems.productId)));
      }
    });

    const taken = stockUseOf(
      lines.map(({ item, product }) => ({ recipe: product.recipe, item: { quantity: item.quantity } })),
      [],
    );
    await moveStock(tx, taken, -1, orderStockCause("sale", order, actor));
    const linked = new Set(lines.map(({ item }) => item.id));
    await tx
      .update(orders)
      .set({
        stockUsed: stockUseWith(order.stockUsed, taken),
        needsMapping: items.some((item) => !item.productId && !linked.has(item.id)),
      })
      .where(eq(orders.id, order.id));

    const mapped = lines.map(({ item, product, options }) => mappedWords(item, product.name, options));
    const note = `Menu ${OJOL_PLATFORM_LABELS[platform]} dicocokkan: ${mapped.join("; ")}`;
    await recordStatusChange(tx, order.id, { from: order.status, to: order.status }, actor, undefined, note);
    await recordAudit(tx, actor, {
      action: "order.ojol_items_mapped",
      entityType: "order",
      entityId: order.id,
      label: order.orderId,
      after: { platform, items: mapped },
    });
    // Its order event is the transaction's last write: the tills and the kitchen read the order again.
    await recordOrderEvent(tx, { type: "updated", orderId: order.id, status: order.status });
    return getOrderRecord(tx, order.id);
  });
}

/** 'Menu grab-77 → Crepes Coklat (Pisang)': the line as the platform named it, and what it is. */
function mappedWords(item: OrderItemRow, productName: string, options: { sold: OrderItemOption }[]) {
  const chosen = options.map(({ sold }) => sold.name);
  const was = [item.name, ...item.selectedOptions.map((option) => option.name)].join(", ");
  return `${was} → ${productName}${chosen.length ? ` (${chosen.join(", ")})` : ""}`;
}

/**
 * Stores the platform's ids (unique per platform and id) with the product or option each is; an id
 * mapped before is mapped again to the newer choice. One row per id: the last of the request wins.
 */
async function saveMaps(tx: Tx, rows: PlatformItemMap[], column: "productId" | "optionId") {
  const byId = [...new Map(rows.map((row) => [row.externalId, row])).values()];
  if (byId.length === 0) return;
  const target = column === "productId" ? platformItemMaps.productId : platformItemMaps.optionId;
  await tx
    .insert(platformItemMaps)
    .values(byId)
    .onConflictDoUpdate({
      target: [platformItemMaps.platform, platformItemMaps.externalId],
      set: { [column]: sql.raw(`excluded.${target.name}`) },
    });
}
