import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { printers } from "../../db/schema";
import { printerChanges } from "./printer-changes";
import { type Printer, toPrinter } from "./printers.service";

/** A printer the server reaches: the other kinds print from the till's browser. */
export type NetworkPrinter = Printer & { connection: { type: "network"; host: string; port: number } };
export const isNetwork = (printer: Printer): printer is NetworkPrinter => printer.connection.type === "network";

/**
 * How long a process trusts what it read: a printer saved through another app instance (or
 * written to the database by hand) is seen at most this late. One saved through this process is
 * seen at once (`printersChanged`).
 */
export const PRINTERS_KEPT_MS = 30_000;

/** What was read, when, and at which count of this process's printer changes. */
type Known = { at: number; changes: number; byOutlet: Map<string, NetworkPrinter[]> };

const known = new WeakMap<Database, Known>();
/** A read under way, shared by the questions asked meanwhile (unless a printer changed since it began). */
const loading = new WeakMap<Database, { changes: number; read: Promise<Known> }>();

/*
 * The outlets' network printers, kept in memory (docs/decisions/0047-one-print-policy.md): the
 * print subscriber asks after every order event, and an outlet without a network printer (most
 * of them, and every till printing on its own device) must cost nothing, not a query per order.
 * All of them in one read: a shop has a handful.
 */

/** The outlet's network printers if they are known and fresh; undefined when they must be read. */
export function knownNetworkPrinters(db: Database, outlet: string, now = Date.now()): NetworkPrinter[] | undefined {
  const entry = known.get(db);
  if (!entry || entry.changes !== printerChanges(db) || now - entry.at > PRINTERS_KEPT_MS) return undefined;
  return entry.byOutlet.get(outlet) ?? [];
}

/** The outlet's network printers, oldest first; read again when not fresh. */
export async function networkPrintersOf(db: Database, outlet: string): Promise<NetworkPrinter[]> {
  const fresh = knownNetworkPrinters(db, outlet);
  if (fresh) return fresh;
  const current = loading.get(db);
  const pending =
    (current?.changes === printerChanges(db) ? current.read : undefined) ??
    (async () => {
      const at = Date.now();
      const changes = printerChanges(db);
      const rows = await db
        .select()
        .from(printers)
        .where(eq(printers.connectionType, "network"))
        .orderBy(asc(printers.createdAt));
      const byOutlet = new Map<string, NetworkPrinter[]>();
      for (const printer of rows.map(toPrinter).filter(isNetwork)) {
        byOutlet.set(printer.locationId, [...(byOutlet.get(printer.locationId) ?? []), printer]);
      }
      const entry = { at, changes, byOutlet };
      known.set(db, entry);
      return entry;
    })();
  loading.set(db, { changes: printerChanges(db), read: pending });
  const done = () => {
    if (loading.get(db)?.read === pending) loading.delete(db);
  };
  pending.then(done, done);
  return (await pending).byOutlet.get(outlet) ?? [];
}
