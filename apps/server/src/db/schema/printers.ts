import { PRINTER_CONNECTION_TYPES, PRINTER_LANGUAGES, PRINTER_ROLES } from "@kedai/shared";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt, id, updatedAt } from "./columns";
import { locations } from "./places";

/**
 * The outlets' thermal printers (docs/decisions/0027-thermal-printing.md). A network printer has
 * its host and port; the server prints on it and keeps the last delivery's outcome, so the admin
 * screen and the till can say which printer did not answer.
 */
export const printers = pgTable(
  "printers",
  {
    id: id(),
    name: text("name").notNull(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "restrict" }),
    role: text("role", { enum: PRINTER_ROLES }).notNull(),
    connectionType: text("connection_type", { enum: PRINTER_CONNECTION_TYPES }).notNull(),
    host: text("host"),
    port: integer("port"),
    paperWidth: integer("paper_width").notNull(),
    /** Its receipts carry the order's number as a QR code. */
    orderQr: boolean("order_qr").notNull().default(false),
    /** The command language its papers are encoded in (ESC/POS unless set to StarPRNT). */
    language: text("language", { enum: PRINTER_LANGUAGES }).notNull().default("esc-pos"),
    /**
     * An admin's explicit override: the server may connect to this printer at any address and port,
     * not only a private-LAN address on a printer port (docs/business-rules.md#printing).
     */
    anyAddress: boolean("any_address").notNull().default(false),
    /** The last delivery the server attempted: whether it arrived, its message, when. */
    lastPrintOk: boolean("last_print_ok"),
    lastPrintMessage: text("last_print_message"),
    lastPrintAt: timestamp("last_print_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("printers_location_idx").on(t.locationId),
    check("printers_paper_width", sql`${t.paperWidth} in (58, 80)`),
    check(
      "printers_network_address",
      sql`(${t.connectionType} = 'network') = (${t.host} is not null and ${t.port} is not null)`,
    ),
  ],
);

/**
 * Papers on their way to a network printer (docs/decisions/0037-printing-from-the-till.md): stored
 * once encoded, deleted once delivered (or given up), so a restart does not lose a kitchen ticket.
 * `next_attempt_at` is when it may be tried next and also the lease of the instance trying it:
 * an instance claims a job by moving it forward, so two never send the same paper.
 */
export const printJobs = pgTable(
  "print_jobs",
  {
    id: id(),
    printerId: uuid("printer_id")
      .notNull()
      .references(() => printers.id, { onDelete: "cascade" }),
    /** The paper, as the printer's status names it: 'Tiket dapur #1055'. */
    what: text("what").notNull(),
    /** Its ESC/POS bytes. */
    bytes: bytea("bytes").notNull(),
    /** Rounds of delivery tried so far (each of a few quick connects). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("print_jobs_next_attempt_idx").on(t.nextAttemptAt)],
);
