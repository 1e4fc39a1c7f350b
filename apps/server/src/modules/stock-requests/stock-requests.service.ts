import {
  DELETED_MEMBER_LABEL,
  type MyStockRequestListQuery,
  type PageQuery,
  type SortQuery,
  type STOCK_REQUEST_SORT_KEYS,
  STOCK_REQUEST_STATUS,
  STOCK_REQUEST_VIEWS,
  type StockRequestBody,
  type StockRequestList,
  type StockRequestListQuery,
  type StockRequestRecord,
  type StockRequestStatusBody,
  stockRequestStatusMachine,
} from "@kedai/shared";
import { count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database, DbOrTx, Tx } from "../../db/client";
import { customers, stockItems, stockRequestItems, stockRequests } from "../../db/schema";
import { badRequest } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { pageOffset } from "../../lib/paging";
import { findReferencedOr400 } from "../../lib/references";
import { caseless, sortedBy } from "../../lib/sorting";
import { changeStatus, type StatusTarget } from "../../lib/status-change";
import { recordedLinesOf, unitNamesOf } from "../stock/recorded-items";
import { applyStockChanges, refuseIfSentShort, type StockCause } from "../stock/stock-movements";

type Member = typeof customers.$inferSelect;
type Actor = NonNullable<StockCause["actor"]>;

const NOT_FOUND = "Permintaan stok tidak ditemukan.";
const ITEM_NOT_FOUND = "Item stok yang dipilih tidak ditemukan. Muat ulang lalu pilih item lain.";
const target: StatusTarget<StockRequestRecord["status"]> = {
  table: stockRequests,
  machine: stockRequestStatusMachine,
  noun: "permintaan stok",
};

/**
 * A franchise member's request (docs/business-rules.md#stock-requests): ingredients only, never
 * packaging; the outlet's name is kept as it was for head office's board.
 */
export async function createStockRequest(
  db: Database,
  member: Member,
  body: StockRequestBody,
): Promise<StockRequestRecord> {
  return db.transaction(async (tx) => {
    const items = await findReferencedOr400(
      tx,
      stockItems,
      body.items.map((item) => item.stockItem),
      { field: "items", message: ITEM_NOT_FOUND },
    );
    const packaging = items.filter((item) => item.isPackaging).map((item) => item.name);
    if (packaging.length > 0) {
      throw badRequest(`Item kemasan tidak dapat diminta: ${packaging.join(", ")}.`, "items");
    }
    const unitOf = await unitNamesOf(
      tx,
      items.map((item) => item.id),
    );
    const [request] = await tx
      .insert(stockRequests)
      .values({ memberId: member.id, outletName: member.outletName ?? "", notes: body.notes || null })
      .returning({ id: stockRequests.id });
    await tx.insert(stockRequestItems).values(
      body.items.map((item, position) => ({
        requestId: request.id,
        stockItemId: item.stockItem,
        unitName: unitOf.get(item.stockItem) ?? "",
        quantity: item.quantity,
        position,
      })),
    );
    const [record] = await recordsWhere(tx, eq(stockRequests.id, request.id), { page: 1, limit: 1 });
    return record;
  });
}

/**
 * Head office moves a request on through the status table (409 for a move it does not allow or a
 * status changed meanwhile). Shipping takes the quantities out of head office's stock, with a
 * movement each, in the same transaction; a shipment larger than the stock is refused, naming the
 * items, so stock never goes negative through a shipment. Cancelling a shipped request puts the
 * same quantities back.
 */
export async function changeStockRequestStatus(
  db: Database,
  actor: Actor,
  id: string,
  body: StockRequestStatusBody,
): Promise<StockRequestRecord> {
  return db.transaction(async (tx) => {
    const request = await findByIdOr404(tx, stockRequests, id, NOT_FOUND, { forUpdate: true });
    await changeStatus(tx, target, id, { from: body.from ?? request.status, to: body.status });
    if (body.status === STOCK_REQUEST_STATUS.Dibatalkan) {
      await tx.update(stockRequests).set({ cancelReason: body.reason }).where(eq(stockRequests.id, id));
    }
    if (body.status === STOCK_REQUEST_STATUS.Dikirim) await ship(tx, request, actor);
    if (body.status === STOCK_REQUEST_STATUS.Dibatalkan && request.status === STOCK_REQUEST_STATUS.Dikirim) {
      await returnShipment(tx, request, actor);
    }
    const [record] = await recordsWhere(tx, eq(stockRequests.id, id), { page: 1, limit: 1 });
    return record;
  });
}

type RequestRow = typeof stockRequests.$inferSelect;

/** Moves the request's quantities out of head office's stock (`sign` -1) or back in (+1). */
async function moveRequestStock(tx: Tx, request: RequestRow, actor: Actor, sign: 1 | -1) {
  const lines = await tx
    .select({ stockItemId: stockRequestItems.stockItemId, quantity: stockRequestItems.quantity })
    .from(stockRequestItems)
    .where(eq(stockRequestItems.requestId, request.id));
  const changes = lines.flatMap((line) =>
    line.stockItemId ? [{ stockItemId: line.stockItemId, quantity: sign * line.quantity }] : [],
  );
  return applyStockChanges(tx, changes, {
    reason: sign < 0 ? "shipment" : "shipment_return",
    locationId: null, // head office ships franchise requests
    reference: { type: "stock_request", id: request.id, label: request.outletName },
    actor,
  });
}

const returnShipment = (tx: Tx, request: RequestRow, actor: Actor) => moveRequestStock(tx, request, actor, 1);

async function ship(tx: Tx, request: RequestRow, actor: Actor) {
  refuseIfSentShort(await moveRequestStock(tx, request, actor, -1), "kantor pusat");
}

/** Head office's board: one view, newest first. */
export const listStockRequests = (db: DbOrTx, query: StockRequestListQuery) =>
  pagedRequests(db, inArray(stockRequests.status, [...STOCK_REQUEST_VIEWS[query.view]]), query);

/** A member's own requests, newest first. */
export const listMemberStockRequests = (db: DbOrTx, memberId: string, query: MyStockRequestListQuery) =>
  pagedRequests(db, eq(stockRequests.memberId, memberId), query);

async function pagedRequests(
  db: DbOrTx,
  where: SQL,
  query: PageQuery & SortQuery<(typeof STOCK_REQUEST_SORT_KEYS)[number]>,
): Promise<StockRequestList> {
  const data = await recordsWhere(db, where, query);
  const [{ total }] = await db.select({ total: count() }).from(stockRequests).where(where);
  return { data, page: query.page, limit: query.limit, total };
}

/** The requests matching `where` with their member and items, newest first. */
async function recordsWhere(
  db: DbOrTx,
  where: SQL,
  query: PageQuery & SortQuery<(typeof STOCK_REQUEST_SORT_KEYS)[number]>,
): Promise<StockRequestRecord[]> {
  const rows = await db
    .select({ request: stockRequests, memberName: customers.name })
    .from(stockRequests)
    .leftJoin(customers, eq(customers.id, stockRequests.memberId))
    .where(where)
    .orderBy(
      ...sortedBy(query, { time: stockRequests.createdAt, outlet: caseless(stockRequests.outletName) }, [
        desc(stockRequests.createdAt),
        desc(stockRequests.id),
      ]),
    )
    .limit(query.limit)
    .offset(pageOffset(query));
  const itemsOf = await recordedLinesOf(
    db,
    stockRequestItems,
    stockRequestItems.requestId,
    rows.map((row) => row.request.id),
    (line, stockItem): StockRequestRecord["items"][number] => ({ stockItem, quantity: line.quantity }),
  );
  return rows.map(({ request, memberName }) => ({
    _id: request.id,
    franchiseMember: {
      _id: request.memberId,
      name: memberName ?? DELETED_MEMBER_LABEL,
      outletName: request.outletName,
    },
    status: request.status,
    notes: request.notes,
    cancelReason: request.cancelReason,
    items: itemsOf.get(request.id)!,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  }));
}

/** The status of the member's newest request, or null when they have none. */
export async function latestStockRequestStatus(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({ status: stockRequests.status })
    .from(stockRequests)
    .where(eq(stockRequests.memberId, memberId))
    .orderBy(desc(stockRequests.createdAt), desc(stockRequests.id))
    .limit(1);
  return row?.status ?? null;
}
