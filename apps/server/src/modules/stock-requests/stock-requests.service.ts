import {
  DELETED_MEMBER_LABEL,
  formatQuantity,
  type MyStockRequestListQuery,
  type PageQuery,
  type SortQuery,
  STOCK_REQUEST_SHIPPABLE_STATUSES,
  STOCK_REQUEST_SHIPPED_STATUSES,
  type STOCK_REQUEST_SORT_KEYS,
  STOCK_REQUEST_STATUS,
  STOCK_REQUEST_VIEWS,
  type StockRequestBody,
  type StockRequestList,
  type StockRequestListQuery,
  type StockRequestRecord,
  type StockRequestShipmentBody,
  type StockRequestStatus,
  type StockRequestStatusBody,
  stockRequestStatusMachine,
} from "@kedai/shared";
import { asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, DbOrTx, Tx } from "../../db/client";
import { customers, stockItems, stockRequestItems, stockRequests } from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { badRequest, refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { pageOffset } from "../../lib/paging";
import { findReferencedOr400 } from "../../lib/references";
import { isSeenVersion } from "../../lib/seen-version";
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
    return recordOf(tx, request.id);
  });
}

/**
 * Head office moves a request on through the status table (409 for a move it does not allow or a
 * status changed meanwhile). 'Dikirim' ships everything still open (shipStockRequest with every open
 * quantity); a part is shipped with the quantities per item (POST …/shipments). Cancelling a
 * shipped request puts what was shipped back in head office's stock, in the same transaction.
 */
export async function changeStockRequestStatus(
  db: Database,
  actor: Actor,
  id: string,
  body: StockRequestStatusBody,
): Promise<StockRequestRecord> {
  if (body.status === STOCK_REQUEST_STATUS["Dikirim Sebagian"]) {
    throw badRequest("Pengiriman sebagian dicatat dengan jumlah kirim per item.", "status");
  }
  return db.transaction(async (tx) => {
    const request = await findByIdOr404(tx, stockRequests, id, NOT_FOUND, { forUpdate: true });
    const from = body.from ?? request.status;
    if (body.status === STOCK_REQUEST_STATUS.Dikirim) {
      const lines = await linesOf(tx, request.id);
      await ship(tx, request, from, shipAllOpen(lines), lines, actor);
    } else {
      await changeStatus(tx, target, id, { from, to: body.status });
    }
    if (body.status === STOCK_REQUEST_STATUS.Dibatalkan) {
      await tx.update(stockRequests).set({ cancelReason: body.reason }).where(eq(stockRequests.id, id));
      if (isShipped(request.status)) await returnShipped(tx, request, actor);
    }
    return recordOf(tx, id);
  });
}

/**
 * One shipment of a request (docs/business-rules.md#stock-requests): of each item, the quantity
 * sent now, at most what is still open on the request (400 naming the item otherwise), taken out of
 * head office's stock as `shipment` movements of exactly those quantities (409 naming the items when
 * head office holds less). What is left open keeps the request 'Dikirim Sebagian' for a later
 * shipment; nothing left makes it 'Dikirim'. All in one transaction: a refusal writes nothing.
 */
export async function shipStockRequest(
  db: Database,
  actor: Actor,
  id: string,
  body: StockRequestShipmentBody,
): Promise<StockRequestRecord> {
  return db.transaction(async (tx) => {
    const request = await findByIdOr404(tx, stockRequests, id, NOT_FOUND, { forUpdate: true });
    if (!isSeenVersion(request.updatedAt, body.updatedAt)) {
      throw refusal(
        "CHANGED_ELSEWHERE",
        "Permintaan stok sudah berubah sejak ditampilkan (pengiriman ini mungkin sudah tercatat). Muat ulang lalu periksa sebelum mengirim lagi.",
      );
    }
    const lines = await linesOf(tx, request.id);
    await ship(tx, request, body.from, planShipment(lines, body.items), lines, actor);
    return recordOf(tx, id);
  });
}

type RequestRow = typeof stockRequests.$inferSelect;
type Line = {
  id: string;
  stockItemId: string | null;
  quantity: number;
  shippedQuantity: number;
  name: string | null;
  unitName: string;
};
/** How much more of each line a shipment sends (line id → quantity), only lines that get some. */
type Shipment = Map<string, number>;

const isShipped = (status: StockRequestStatus) =>
  (STOCK_REQUEST_SHIPPED_STATUSES as readonly StockRequestStatus[]).includes(status);
const openOf = (line: Line) => toFourDecimals(line.quantity - line.shippedQuantity);

/** The request's lines in entry order, with what was shipped of each (locked with the request). */
const linesOf = (tx: Tx, requestId: string): Promise<Line[]> =>
  tx
    .select({
      id: stockRequestItems.id,
      stockItemId: stockRequestItems.stockItemId,
      quantity: stockRequestItems.quantity,
      shippedQuantity: stockRequestItems.shippedQuantity,
      name: stockItems.name,
      unitName: stockRequestItems.unitName,
    })
    .from(stockRequestItems)
    .leftJoin(stockItems, eq(stockItems.id, stockRequestItems.stockItemId))
    .where(eq(stockRequestItems.requestId, requestId))
    .orderBy(asc(stockRequestItems.position));

/** Everything still open (a line whose item was deleted has nothing head office could send). */
const shipAllOpen = (lines: Line[]): Shipment =>
  new Map(lines.filter((line) => line.stockItemId && openOf(line) > 0).map((line) => [line.id, openOf(line)]));

/**
 * The shipment the board asked for, spread over the request's lines of each item in entry order:
 * an item the request does not have, an item twice, or more than is open of it is refused (400),
 * under the field of the quantity the user typed.
 */
function planShipment(lines: Line[], items: StockRequestShipmentBody["items"]): Shipment {
  const shipment: Shipment = new Map();
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const field = `items.${index}.quantity`;
    const ofItem = lines.filter((line) => line.stockItemId === item.stockItem);
    if (ofItem.length === 0) {
      throw badRequest("Item yang dikirim tidak ada di permintaan ini. Muat ulang lalu coba lagi.", field);
    }
    const name = ofItem[0].name ?? "";
    if (seen.has(item.stockItem)) throw badRequest(`${name} disebut lebih dari sekali.`, field);
    seen.add(item.stockItem);
    const open = toFourDecimals(ofItem.reduce((sum, line) => sum + openOf(line), 0));
    if (item.quantity > open) {
      throw badRequest(
        `Jumlah kirim ${name} melebihi sisa permintaan (${formatQuantity(open)} ${ofItem[0].unitName}).`,
        field,
      );
    }
    let left = item.quantity;
    for (const line of ofItem) {
      const now = Math.min(left, openOf(line));
      if (now > 0) shipment.set(line.id, now);
      left = toFourDecimals(left - now);
    }
  });
  return shipment;
}

/**
 * Writes one shipment: the request must still be in the status the decision was made on (`from`,
 * 409 otherwise) and in one a shipment leaves from; the lines' shipped quantities go up, head
 * office's stock goes down by the same, and the status follows what is left open.
 */
async function ship(
  tx: Tx,
  request: RequestRow,
  from: StockRequestStatus,
  shipment: Shipment,
  lines: Line[],
  actor: Actor,
) {
  if (request.status !== from) {
    throw refusal(
      "CHANGED_ELSEWHERE",
      "Status permintaan stok sudah diubah oleh pengguna lain. Muat ulang lalu coba lagi.",
    );
  }
  if (!(STOCK_REQUEST_SHIPPABLE_STATUSES as readonly StockRequestStatus[]).includes(request.status)) {
    throw refusal(
      "STATUS_TRANSITION_INVALID",
      `Status permintaan stok tidak bisa diubah dari "${request.status}" ke "${STOCK_REQUEST_STATUS.Dikirim}".`,
    );
  }
  const stillOpen = lines.some((line) => line.stockItemId && openOf(line) > (shipment.get(line.id) ?? 0));
  const to = stillOpen ? STOCK_REQUEST_STATUS["Dikirim Sebagian"] : STOCK_REQUEST_STATUS.Dikirim;
  if (to !== request.status) {
    await changeStatus(tx, target, request.id, { from: request.status, to });
  } else {
    // A further part while the rest stays open: the status stands, the request still changed.
    await tx.update(stockRequests).set({ updatedAt: new Date() }).where(eq(stockRequests.id, request.id));
  }
  for (const [lineId, quantity] of shipment) {
    await tx
      .update(stockRequestItems)
      .set({ shippedQuantity: sql`${stockRequestItems.shippedQuantity} + ${quantity}` })
      .where(eq(stockRequestItems.id, lineId));
  }
  const changes = lines.flatMap((line) =>
    line.stockItemId && shipment.has(line.id)
      ? [{ stockItemId: line.stockItemId, quantity: -(shipment.get(line.id) ?? 0) }]
      : [],
  );
  refuseIfSentShort(await applyStockChanges(tx, changes, shipmentCause(request, "shipment", actor)), "kantor pusat");
}

/** A returned delivery: everything shipped of the request goes back into head office's stock. */
async function returnShipped(tx: Tx, request: RequestRow, actor: Actor) {
  const lines = await linesOf(tx, request.id);
  const changes = lines.flatMap((line) =>
    line.stockItemId && line.shippedQuantity > 0
      ? [{ stockItemId: line.stockItemId, quantity: line.shippedQuantity }]
      : [],
  );
  await applyStockChanges(tx, changes, shipmentCause(request, "shipment_return", actor));
}

const shipmentCause = (request: RequestRow, reason: "shipment" | "shipment_return", actor: Actor): StockCause => ({
  reason,
  locationId: null, // head office ships franchise requests
  reference: { type: "stock_request", id: request.id, label: request.outletName },
  actor,
});

const recordOf = async (db: DbOrTx, id: string) =>
  (await recordsWhere(db, eq(stockRequests.id, id), { page: 1, limit: 1 }))[0];

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
    (line, stockItem): StockRequestRecord["items"][number] => ({
      stockItem,
      quantity: line.quantity,
      shippedQuantity: line.shippedQuantity,
    }),
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
