import {
  type PageQuery,
  type SortQuery,
  type STOCK_TRANSFER_SORT_KEYS,
  STOCK_TRANSFER_STATUS,
  type StockTransferBody,
  type StockTransferList,
  type StockTransferListQuery,
  type StockTransferReceiveBody,
  type StockTransferRecord,
  type StockTransferStatus,
} from "@kedai/shared";
import { and, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, DbOrTx, Tx } from "../../db/client";
import { locations, stockItems, stockTransferItems, stockTransfers } from "../../db/schema";
import { toFourDecimals } from "../../db/schema/columns";
import { statusTargetOf } from "../../db/status-columns";
import { AppError, badRequest, notFound } from "../../lib/app-error";
import { nextDocumentNumber } from "../../lib/document-numbers";
import { isUuid } from "../../lib/ids";
import { pageOffset } from "../../lib/paging";
import { findReferencedOr400 } from "../../lib/references";
import { caseless, sortedBy } from "../../lib/sorting";
import { changeStatus } from "../../lib/status-change";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import { recordedLinesOf, unitNamesOf } from "../stock/recorded-items";
import { stockLocationOr400 } from "../stock/stock-locations";
import { applyStockChanges, refuseIfSentShort, type StockCause } from "../stock/stock-movements";

type Actor = NonNullable<StockCause["actor"]> & AuditActor;
type TransferRow = typeof stockTransfers.$inferSelect;

const NOT_FOUND = "Transfer stok tidak ditemukan.";
const transferTarget = statusTargetOf(stockTransfers, "transfer stok");
const ITEM_NOT_FOUND = "Item stok yang dipilih tidak ditemukan. Muat ulang lalu pilih item lain.";

/**
 * Sends a transfer (docs/decisions/0030-stock-transfers.md): the quantities leave `from` now, with a
 * 'transfer_out' movement each, in the transaction that records the transfer. Like a franchise
 * shipment out of head office, a transfer larger than what `from` holds is refused, naming the
 * items: goods that are not there cannot be packed, and the outlet's figure would go negative
 * without a sale to explain it.
 */
export async function sendStockTransfer(
  db: Database,
  actor: Actor,
  body: StockTransferBody,
  timeZone: string,
): Promise<StockTransferRecord> {
  return db.transaction(async (tx) => {
    const from = await stockLocationOr400(tx, body.from, "from");
    const to = await stockLocationOr400(tx, body.to, "to");
    const ids = body.items.map((item) => item.stockItem);
    await findReferencedOr400(tx, stockItems, ids, { field: "items", message: ITEM_NOT_FOUND });
    const unitOf = await unitNamesOf(tx, ids);
    const [transfer] = await tx
      .insert(stockTransfers)
      .values({
        number: await nextDocumentNumber(tx, "TRF", timeZone),
        fromLocationId: from._id,
        toLocationId: to._id,
        notes: body.notes || null,
        byUserId: actor.id,
        byName: actor.fullName,
      })
      .returning();
    await tx.insert(stockTransferItems).values(
      body.items.map((item, position) => ({
        transferId: transfer.id,
        stockItemId: item.stockItem,
        unitName: unitOf.get(item.stockItem) ?? "",
        sentQuantity: item.quantity,
        position,
      })),
    );
    const moved = await applyStockChanges(
      tx,
      body.items.map((item) => ({ stockItemId: item.stockItem, quantity: -item.quantity })),
      { reason: "transfer_out", locationId: from._id, reference: reference(transfer, to.name), actor },
    );
    refuseIfSentShort(moved, from.name);
    return stockTransferById(tx, transfer.id);
  });
}

/** What a movement of this transfer points to; the label is the other end, as the card reads it. */
const reference = (transfer: TransferRow, otherEnd: string) => ({
  type: "stock_transfer" as const,
  id: transfer.id,
  label: otherEnd,
});

/**
 * Moves a transfer on from 'Dikirim' along its status machine and returns it as it was, or 404
 * when there is none and 409 when it has been received or cancelled already. The row is locked
 * first: of two simultaneous receipts the second waits, then finds the status changed and writes
 * nothing.
 */
async function leaveTransit(
  tx: Tx,
  id: string,
  to: StockTransferStatus,
  set: Partial<TransferRow>,
): Promise<TransferRow> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [before] = await tx.select().from(stockTransfers).where(eq(stockTransfers.id, id)).for("update");
  if (!before) throw notFound(NOT_FOUND);
  if (!transferTarget.machine.canTransition(before.status, to)) throw new AppError("TRANSFER_NOT_IN_TRANSIT");
  await changeStatus(tx, transferTarget, id, { from: before.status, to, set });
  return before;
}

/**
 * Receives a transfer once: every sent item's arrived quantity (0 when none came) is added to `to`
 * with a 'transfer_in' movement and kept on its line beside what was sent. A receipt that differs
 * from what was sent is written to the audit log: stock lost (or found) between two places is what
 * an owner asks about, like a drawer that does not hold its cash.
 */
export async function receiveStockTransfer(
  db: Database,
  actor: Actor,
  id: string,
  body: StockTransferReceiveBody,
): Promise<StockTransferRecord> {
  return db.transaction(async (tx) => {
    const transfer = await leaveTransit(tx, id, STOCK_TRANSFER_STATUS.Diterima, {
      receivedByName: actor.fullName,
      receivedAt: new Date(),
    });
    const lines = await linesOf(tx, transfer.id);
    const sent = new Map(lines.flatMap((line) => (line.stockItemId ? [[line.stockItemId, line]] : [])));
    const received = new Map(body.items.map((item) => [item.stockItem, item.quantity]));
    if (body.items.some((item) => !sent.has(item.stockItem)) || [...sent.keys()].some((item) => !received.has(item))) {
      throw badRequest("Isi jumlah diterima untuk setiap item transfer ini, dan hanya item tersebut.", "items");
    }
    await refuseMoreThanSent(tx, body, sent);
    // One statement for every line; an item deleted since it was sent can receive nothing.
    await tx.execute(sql`
      update ${stockTransferItems} set received_quantity = coalesce(arrived.quantity, 0)
      from ${stockTransferItems} line
      left join unnest(${`{${[...received.keys()].join(",")}}`}::text::uuid[],
        ${`{${[...received.values()].join(",")}}`}::text::numeric[]) as arrived (id, quantity)
        on arrived.id = line.stock_item_id
      where line.id = ${stockTransferItems.id} and line.transfer_id = ${transfer.id}`);
    const [to] = await tx.select().from(locations).where(eq(locations.id, transfer.toLocationId));
    const [from] = await tx.select().from(locations).where(eq(locations.id, transfer.fromLocationId));
    await applyStockChanges(
      tx,
      [...received].map(([stockItemId, quantity]) => ({ stockItemId, quantity })),
      { reason: "transfer_in", locationId: to.id, reference: reference(transfer, from.name), actor },
    );
    const record = await stockTransferById(tx, transfer.id);
    const differing = record.items.filter((item) => item.difference !== 0);
    if (differing.length > 0) {
      await recordAudit(tx, actor, {
        action: "stock_transfer.received_short",
        entityType: "stockTransfer",
        entityId: transfer.id,
        label: `${from.name} → ${to.name}`,
        // With the unit, so the log reads "10 kg → 9,5 kg".
        before: Object.fromEntries(
          differing.map((item) => [item.stockItem.name, { quantity: item.sentQuantity, unit: item.stockItem.unit }]),
        ),
        after: Object.fromEntries(
          differing.map((item) => [
            item.stockItem.name,
            { quantity: item.receivedQuantity, unit: item.stockItem.unit },
          ]),
        ),
      });
    }
    return record;
  });
}

const quantityText = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 4 });

/**
 * What arrives is at most what was sent (docs/business-rules.md#stock): a typo of
 * 1e12 g for 0,5 g would otherwise put a trillion grams on the outlet's shelf. A real surplus (the
 * sender packed more than it booked) is a separate stock adjustment, with its own reason. 400
 * naming each line over, with what was sent.
 */
async function refuseMoreThanSent(
  tx: Tx,
  body: StockTransferReceiveBody,
  sent: Map<string, { sentQuantity: number; unitName: string }>,
): Promise<void> {
  const over = body.items.flatMap((item, index) => {
    const line = sent.get(item.stockItem);
    return line && toFourDecimals(item.quantity) > line.sentQuantity ? [{ index, item: item.stockItem, line }] : [];
  });
  if (over.length === 0) return;
  const names = new Map(
    (
      await tx
        .select({ id: stockItems.id, name: stockItems.name })
        .from(stockItems)
        .where(inArray(stockItems.id, [...new Set(over.map((entry) => entry.item))]))
    ).map((row) => [row.id, row.name]),
  );
  const messages = over.map(
    ({ item, line }) =>
      `Jumlah diterima ${names.get(item) ?? "item"} melebihi yang dikirim (${quantityText.format(line.sentQuantity)} ${line.unitName}). Kelebihan dicatat terpisah lewat Penyesuaian Stok.`,
  );
  throw badRequest(
    messages.join(" "),
    Object.fromEntries(over.map(({ index }, at) => [`items.${index}.quantity`, messages[at]])),
  );
}

/** Cancels a transfer still on its way: what was sent is put back at `from` ('transfer_return'). */
export async function cancelStockTransfer(db: Database, actor: Actor, id: string): Promise<StockTransferRecord> {
  return db.transaction(async (tx) => {
    const transfer = await leaveTransit(tx, id, STOCK_TRANSFER_STATUS.Dibatalkan, {
      cancelledByName: actor.fullName,
      cancelledAt: new Date(),
    });
    const [to] = await tx.select().from(locations).where(eq(locations.id, transfer.toLocationId));
    const lines = await linesOf(tx, transfer.id);
    await applyStockChanges(
      tx,
      lines.flatMap((line) =>
        line.stockItemId ? [{ stockItemId: line.stockItemId, quantity: line.sentQuantity }] : [],
      ),
      {
        reason: "transfer_return",
        locationId: transfer.fromLocationId,
        reference: reference(transfer, to.name),
        actor,
      },
    );
    return stockTransferById(tx, transfer.id);
  });
}

const linesOf = (tx: Tx, transferId: string) =>
  tx.select().from(stockTransferItems).where(eq(stockTransferItems.transferId, transferId));

/** GET /api/stock-transfers: newest first; `location` matches either end (an unknown one matches nothing). */
export async function listStockTransfers(db: DbOrTx, query: StockTransferListQuery): Promise<StockTransferList> {
  const page = { page: query.page, limit: query.limit };
  if (query.location && !isUuid(query.location)) return { ...page, data: [], total: 0 };
  const where = and(
    query.location
      ? or(eq(stockTransfers.fromLocationId, query.location), eq(stockTransfers.toLocationId, query.location))
      : undefined,
    query.status ? eq(stockTransfers.status, query.status) : undefined,
  );
  const data = await recordsWhere(db, where, query);
  const [{ total }] = await db.select({ total: count() }).from(stockTransfers).where(where);
  return { ...page, data, total };
}

/** GET /api/stock-transfers/{id}. */
export async function stockTransferById(db: DbOrTx, id: string): Promise<StockTransferRecord> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [record] = await recordsWhere(db, eq(stockTransfers.id, id), { page: 1, limit: 1 });
  if (!record) throw notFound(NOT_FOUND);
  return record;
}

const fromLocation = alias(locations, "from_location");
const toLocation = alias(locations, "to_location");

/** The transfers matching `where` with both ends' names and their lines, newest first. */
async function recordsWhere(
  db: DbOrTx,
  where: SQL | undefined,
  query: PageQuery & SortQuery<(typeof STOCK_TRANSFER_SORT_KEYS)[number]>,
): Promise<StockTransferRecord[]> {
  const rows = await db
    .select({
      transfer: stockTransfers,
      from: { _id: fromLocation.id, name: fromLocation.name },
      to: { _id: toLocation.id, name: toLocation.name },
    })
    .from(stockTransfers)
    .innerJoin(fromLocation, eq(fromLocation.id, stockTransfers.fromLocationId))
    .innerJoin(toLocation, eq(toLocation.id, stockTransfers.toLocationId))
    .where(where)
    .orderBy(
      ...sortedBy(
        query,
        { time: stockTransfers.createdAt, from: caseless(fromLocation.name), to: caseless(toLocation.name) },
        [desc(stockTransfers.createdAt), desc(stockTransfers.id)],
      ),
    )
    .limit(query.limit)
    .offset(pageOffset(query));
  const itemsOf = await recordedLinesOf(
    db,
    stockTransferItems,
    stockTransferItems.transferId,
    rows.map((row) => row.transfer.id),
    (line, stockItem): StockTransferRecord["items"][number] => ({
      stockItem,
      sentQuantity: line.sentQuantity,
      receivedQuantity: line.receivedQuantity,
      difference: line.receivedQuantity === null ? null : toFourDecimals(line.sentQuantity - line.receivedQuantity),
    }),
  );
  const step = (byName: string | null, at: Date | null) => (at ? { byName, at: at.toISOString() } : null);
  return rows.map(({ transfer, from, to }) => ({
    _id: transfer.id,
    number: transfer.number,
    from,
    to,
    status: transfer.status,
    notes: transfer.notes,
    items: itemsOf.get(transfer.id)!,
    sent: { byName: transfer.byName, at: transfer.createdAt.toISOString() },
    received: step(transfer.receivedByName, transfer.receivedAt),
    cancelled: step(transfer.cancelledByName, transfer.cancelledAt),
  }));
}
