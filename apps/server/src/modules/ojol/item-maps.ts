import {
  type DeleteAnswer,
  OJOL_PLATFORM_LABELS,
  type OjolItemMapQuery,
  type OjolItemMapRecord,
  type OjolUnmappedQuery,
  ORDER_STATUS,
} from "@kedai/shared";
import { and, desc, eq, ne, type SQL } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { customizationOptions, orders, platformItemMaps, products } from "../../db/schema";
import { findByIdOr404 } from "../../lib/find-by-id";
import { type AuditActor, recordRemoval } from "../audit/audit.service";
import { pageOfOrders } from "../orders/list-orders";

export const ITEM_MAP_NOT_FOUND = "Pencocokan menu ojol tidak ditemukan.";

/** The mappings with the names of the Kedai product or option each one is. */
function selectItemMaps(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      _id: platformItemMaps.id,
      platform: platformItemMaps.platform,
      externalId: platformItemMaps.externalId,
      productId: platformItemMaps.productId,
      productName: products.name,
      optionId: platformItemMaps.optionId,
      optionName: customizationOptions.name,
      createdAt: platformItemMaps.createdAt,
    })
    .from(platformItemMaps)
    .leftJoin(products, eq(products.id, platformItemMaps.productId))
    .leftJoin(customizationOptions, eq(customizationOptions.id, platformItemMaps.optionId))
    .where(where);
}

/**
 * 'Menu ojol yang dicocokkan' (docs/decisions/0063-mapping-a-platforms-unknown-item-at-the-till.md):
 * every platform id the tills mapped, newest first. Not paged: only items set up on the platform by
 * hand are ever mapped, a short list.
 */
export async function listItemMaps(db: DbOrTx, query: OjolItemMapQuery): Promise<OjolItemMapRecord[]> {
  const rows = await selectItemMaps(db, query.platform ? eq(platformItemMaps.platform, query.platform) : undefined)
    .orderBy(desc(platformItemMaps.createdAt), platformItemMaps.externalId)
    .limit(1000);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * 'Hapus' of a wrong mapping: the platform's next order of that id arrives unmatched and flagged
 * for 'Cocokkan menu' again. Orders already placed keep the product they were linked to (their
 * lines, stock and cost are their own). One transaction with its audit row (`record.deleted`).
 */
export async function deleteItemMap(db: Database, id: string, actor: AuditActor): Promise<DeleteAnswer> {
  return db.transaction(async (tx) => {
    const row = await findByIdOr404(tx, platformItemMaps, id, ITEM_MAP_NOT_FOUND, { forUpdate: true });
    const [named] = await selectItemMaps(tx, eq(platformItemMaps.id, row.id));
    const kedaiName = named?.productName ?? named?.optionName ?? "-";
    const label = `${OJOL_PLATFORM_LABELS[row.platform]} ${row.externalId} → ${kedaiName}`;
    await tx.delete(platformItemMaps).where(eq(platformItemMaps.id, row.id));
    await recordRemoval(tx, actor, "ojolItemMap", row, label, { archived: false });
    return {
      _id: row.id,
      message: `Pencocokan ${label} dihapus. Pesanan ${OJOL_PLATFORM_LABELS[row.platform]} berikutnya dari item ini perlu dicocokkan lagi.`,
      archived: false,
    };
  });
}

/**
 * 'Pesanan ojol yang belum dicocokkan': platform orders still flagged for 'Cocokkan menu', whatever
 * their status (one delivered before anyone mapped it too), newest first. A cancelled order is left
 * out: it can no longer be mapped.
 */
export const listUnmappedOrders = (db: DbOrTx, query: OjolUnmappedQuery) =>
  pageOfOrders(db, and(eq(orders.needsMapping, true), ne(orders.status, ORDER_STATUS.Cancelled)), query);
