import type {
  PrinterBody,
  PrinterConnection,
  PrinterLanguage,
  PrinterPaperWidth,
  PrinterRecord,
  PrinterRole,
} from "@kedai/shared";
import { printerBody } from "@kedai/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { locations, orders, printers } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { isUuid } from "../../lib/ids";
import { updatedRecord } from "../../lib/record-update";
import { findReferencedOr400 } from "../../lib/references";

type PrinterRow = typeof printers.$inferSelect;

const NOT_FOUND = "Printer tidak ditemukan.";
const OUTLET_MISSING = { field: "outlet", message: "Outlet printer tidak ditemukan." };

/** A printer as the server prints on it. */
export type Printer = {
  id: string;
  name: string;
  locationId: string;
  role: PrinterRole;
  connection: PrinterConnection;
  paperWidth: PrinterPaperWidth;
  orderQr: boolean;
  language: PrinterLanguage;
};

const connectionOf = (row: PrinterRow): PrinterConnection =>
  row.connectionType === "network" && row.host && row.port
    ? { type: "network", host: row.host, port: row.port }
    : { type: row.connectionType === "device" ? "device" : "dialog" };

const toPrinter = (row: PrinterRow): Printer => ({
  id: row.id,
  name: row.name,
  locationId: row.locationId,
  role: row.role,
  connection: connectionOf(row),
  paperWidth: row.paperWidth as PrinterPaperWidth,
  orderQr: row.orderQr,
  language: row.language,
});

function toRecord(row: PrinterRow, outletName: string): PrinterRecord {
  return {
    _id: row.id,
    name: row.name,
    outlet: { _id: row.locationId, name: outletName },
    role: row.role,
    connection: connectionOf(row),
    paperWidth: row.paperWidth as PrinterPaperWidth,
    orderQr: row.orderQr,
    language: row.language,
    status:
      row.lastPrintAt && row.lastPrintOk !== null
        ? { ok: row.lastPrintOk, message: row.lastPrintMessage ?? "", at: row.lastPrintAt.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const columnsOf = (body: PrinterBody) => ({
  name: body.name,
  locationId: body.outlet,
  role: body.role,
  connectionType: body.connection.type,
  host: body.connection.type === "network" ? body.connection.host : null,
  port: body.connection.type === "network" ? body.connection.port : null,
  paperWidth: body.paperWidth,
  orderQr: body.orderQr,
  language: body.language,
});

/** The printers of every outlet, or of one (`?outlet=`), by outlet then name. */
export async function listPrinters(db: DbOrTx, outlet?: string): Promise<PrinterRecord[]> {
  if (outlet !== undefined && !isUuid(outlet)) return [];
  const rows = await db
    .select({ printer: printers, outletName: locations.name })
    .from(printers)
    .innerJoin(locations, eq(locations.id, printers.locationId))
    .where(outlet === undefined ? undefined : eq(printers.locationId, outlet))
    .orderBy(asc(locations.name), asc(sql`lower(${printers.name})`));
  return rows.map((row) => toRecord(row.printer, row.outletName));
}

async function recordOf(db: DbOrTx, row: PrinterRow): Promise<PrinterRecord> {
  const [outlet] = await db.select({ name: locations.name }).from(locations).where(eq(locations.id, row.locationId));
  return toRecord(row, outlet?.name ?? "");
}

export async function createPrinter(db: Database, body: PrinterBody): Promise<PrinterRecord> {
  await findReferencedOr400(db, locations, [body.outlet], OUTLET_MISSING);
  const [row] = await db.insert(printers).values(columnsOf(body)).returning();
  return recordOf(db, row);
}

/** A changed address or role starts with no status: the last outcome was about the old set-up. */
/** PUT: the fields sent over the stored printer, its connection one field (docs/api-conventions.md#put). */
export async function updatePrinter(db: Database, id: string, sent: Partial<PrinterBody>): Promise<PrinterRecord> {
  return db.transaction(async (tx) => {
    const stored = toPrinter(await findByIdOr404(tx, printers, id, NOT_FOUND, { forUpdate: true }));
    const body = updatedRecord(printerBody, { ...stored, outlet: stored.locationId }, sent);
    await findReferencedOr400(tx, locations, [body.outlet], OUTLET_MISSING);
    const [row] = await tx
      .update(printers)
      .set({ ...columnsOf(body), lastPrintOk: null, lastPrintMessage: null, lastPrintAt: null })
      .where(eq(printers.id, id))
      .returning();
    return recordOf(tx, row);
  });
}

export async function deletePrinter(db: Database, id: string): Promise<{ _id: string; message: string }> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [row] = await db.delete(printers).where(eq(printers.id, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return { _id: row.id, message: `Printer "${row.name}" dihapus.` };
}

export async function getPrinter(db: DbOrTx, id: string): Promise<Printer> {
  return toPrinter(await findByIdOr404(db, printers, id, NOT_FOUND));
}

/** The outlet's printers that print `document` (a "both" printer prints either). */
export async function printersFor(db: DbOrTx, locationId: string, document: "receipt" | "kitchen"): Promise<Printer[]> {
  const rows = await db
    .select()
    .from(printers)
    .where(and(eq(printers.locationId, locationId), inArray(printers.role, [document, "both"])))
    .orderBy(asc(printers.createdAt));
  return rows.map(toPrinter);
}

/** The printers of the order's outlet that print `document`, in one query (none for an order without an outlet). */
export async function printersForOrder(
  db: DbOrTx,
  orderId: string,
  document: "receipt" | "kitchen",
): Promise<Printer[]> {
  if (!isUuid(orderId)) return [];
  const rows = await db
    .select({ printer: printers })
    .from(printers)
    .innerJoin(orders, eq(orders.locationId, printers.locationId))
    .where(and(eq(orders.id, orderId), inArray(printers.role, [document, "both"])))
    .orderBy(asc(printers.createdAt));
  return rows.map((row) => toPrinter(row.printer));
}

/** Keeps the outcome of the last delivery, for the admin screen and the till. */
export async function recordPrintOutcome(db: DbOrTx, printerId: string, outcome: { ok: boolean; message: string }) {
  await db
    .update(printers)
    .set({ lastPrintOk: outcome.ok, lastPrintMessage: outcome.message, lastPrintAt: new Date() })
    .where(eq(printers.id, printerId));
}
