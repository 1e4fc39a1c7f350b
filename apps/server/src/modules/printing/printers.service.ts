import {
  type PrinterBody,
  type PrinterConnection,
  type PrinterLanguage,
  type PrinterPaperWidth,
  type PrinterRecord,
  type PrinterRole,
  printerBody,
} from "@kedai/shared";
import { asc, eq, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { locations, printers, printJobs } from "../../db/schema";
import { refusal } from "../../lib/app-error";
import { findByIdOr404 } from "../../lib/find-by-id";
import { isUuid } from "../../lib/ids";
import { countedDependents, deleteOrArchive } from "../../lib/in-use";
import { updatedRecord } from "../../lib/record-update";
import { findReferencedOr400 } from "../../lib/references";
import type { StaffPrincipal } from "../../plugins/auth";
import { recordAudit } from "../audit/audit.service";
import { assertPrinterAddress } from "./printer-address";
import { printersChanged } from "./printer-changes";

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
  /** An admin's override: any address and port (printer-address.ts). */
  anyAddress: boolean;
};

/** Who saves a printer, and whether printers on loopback are allowed (PRINTERS_ON_LOOPBACK, tests). */
export type PrinterEditor = { user: StaffPrincipal["user"]; loopback: boolean };

const PRINTER_CHANGED_MEANWHILE = "Alamat printer baru saja diubah pengguna lain. Muat ulang lalu simpan lagi.";

const OVERRIDE_ADMIN_ONLY =
  "Hanya admin yang dapat mengizinkan printer di alamat bebas (di luar jaringan lokal atau port printer), atau mengubah printer yang memakainya.";

const connectionOf = (row: PrinterRow): PrinterConnection =>
  row.connectionType === "network" && row.host && row.port
    ? { type: "network", host: row.host, port: row.port }
    : { type: row.connectionType === "device" ? "device" : "dialog" };

export const toPrinter = (row: PrinterRow): Printer => ({
  id: row.id,
  name: row.name,
  locationId: row.locationId,
  role: row.role,
  connection: connectionOf(row),
  paperWidth: row.paperWidth as PrinterPaperWidth,
  orderQr: row.orderQr,
  language: row.language,
  anyAddress: row.anyAddress,
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
    anyAddress: row.anyAddress,
    status:
      row.lastPrintAt && row.lastPrintOk !== null
        ? { ok: row.lastPrintOk, message: row.lastPrintMessage ?? "", at: row.lastPrintAt.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const columnsOf = (body: PrinterBody, anyAddress: boolean) => ({
  anyAddress,
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

/**
 * The address rule at save (docs/business-rules.md#printing): a network printer names a private-LAN
 * address on a printer port, unless the printer has the override; the override is set, kept on a
 * change and cleared by admins only.
 */
async function checkAddress(body: PrinterBody, anyAddress: boolean, wasAnyAddress: boolean, editor: PrinterEditor) {
  if ((anyAddress || wasAnyAddress) && editor.user.role !== "admin") throw refusal("FORBIDDEN", OVERRIDE_ADMIN_ONLY);
  if (body.connection.type !== "network") return;
  await assertPrinterAddress(body.connection, { anyAddress, loopback: editor.loopback });
}

/** The override's change in the audit log: who allowed a printer any address, or took it back. */
async function auditOverride(tx: Parameters<typeof recordAudit>[0], editor: PrinterEditor, row: PrinterRow) {
  const address = row.host ? `${row.host}:${row.port}` : null;
  await recordAudit(tx, editor.user, {
    action: "printer.address_override",
    entityType: "printer",
    entityId: row.id,
    label: row.name,
    before: { anyAddress: !row.anyAddress },
    after: { anyAddress: row.anyAddress, address },
  });
}

export async function createPrinter(db: Database, body: PrinterBody, editor: PrinterEditor): Promise<PrinterRecord> {
  const anyAddress = body.anyAddress ?? false;
  await checkAddress(body, anyAddress, false, editor);
  await findReferencedOr400(db, locations, [body.outlet], OUTLET_MISSING);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(printers).values(columnsOf(body, anyAddress)).returning();
    if (anyAddress) await auditOverride(tx, editor, created);
    return created;
  });
  printersChanged(db);
  return recordOf(db, row);
}

/** A changed address or role starts with no status: the last outcome was about the old set-up. */
/**
 * PUT: the fields sent over the stored printer, its connection one field (docs/api-conventions.md#put).
 * The address is checked on the printer as it will be, before the write's transaction: the check
 * may look the name up in DNS, and a transaction is never held across anything but the database.
 */
export async function updatePrinter(
  db: Database,
  id: string,
  sent: Partial<PrinterBody>,
  editor: PrinterEditor,
): Promise<PrinterRecord> {
  const merged = (printer: Printer) => updatedRecord(printerBody, { ...printer, outlet: printer.locationId }, sent);
  const before = toPrinter(await findByIdOr404(db, printers, id, NOT_FOUND));
  await checkAddress(merged(before), sent.anyAddress ?? before.anyAddress, before.anyAddress, editor);
  const row = await db.transaction(async (tx) => {
    const stored = toPrinter(await findByIdOr404(tx, printers, id, NOT_FOUND, { forUpdate: true }));
    // Changed meanwhile: the address checked above may not be the one this save would store.
    if (stored.anyAddress !== before.anyAddress || !sameConnection(stored.connection, before.connection))
      throw refusal("CONFLICT", PRINTER_CHANGED_MEANWHILE);
    const body = merged(stored);
    const anyAddress = sent.anyAddress ?? stored.anyAddress;
    await findReferencedOr400(tx, locations, [body.outlet], OUTLET_MISSING);
    const [updated] = await tx
      .update(printers)
      .set({ ...columnsOf(body, anyAddress), lastPrintOk: null, lastPrintMessage: null, lastPrintAt: null })
      .where(eq(printers.id, id))
      .returning();
    if (updated.anyAddress !== stored.anyAddress) await auditOverride(tx, editor, updated);
    return updated;
  });
  printersChanged(db);
  return recordOf(db, row);
}

const sameConnection = (a: PrinterConnection, b: PrinterConnection) =>
  a.type === b.type && (a.type !== "network" || (b.type === "network" && a.host === b.host && a.port === b.port));

/** A printer with papers still queued stays until they print (or fail for good); its queue goes with it. */
export async function deletePrinter(db: Database, id: string) {
  const deleted = await deleteOrArchive(db, printers, id, {
    missing: NOT_FOUND,
    subject: (printer) => `Printer "${printer.name}"`,
    inUse: async (tx) => [
      await countedDependents(tx, printJobs, eq(printJobs.printerId, id), "kertas menunggu dicetak"),
    ],
    advice: "Tunggu antreannya tercetak, atau nyalakan printernya terlebih dahulu.",
  });
  printersChanged(db);
  return deleted;
}

export async function getPrinter(db: DbOrTx, id: string): Promise<Printer> {
  return toPrinter(await findByIdOr404(db, printers, id, NOT_FOUND));
}

/** Keeps the outcome of the last delivery, for the admin screen and the till. */
export async function recordPrintOutcome(db: DbOrTx, printerId: string, outcome: { ok: boolean; message: string }) {
  await db
    .update(printers)
    .set({ lastPrintOk: outcome.ok, lastPrintMessage: outcome.message, lastPrintAt: new Date() })
    .where(eq(printers.id, printerId));
}
