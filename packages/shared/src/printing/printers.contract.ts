import { z } from "zod";
import { entityName, timestamp } from "../common/answers.contract";
import { storableText } from "../common/text.contract";

/** What a printer prints: the customer's receipts (and the drawer on it), the kitchen's tickets, or both. */
export const PRINTER_ROLES = ["receipt", "kitchen", "both"] as const;
export type PrinterRole = (typeof PRINTER_ROLES)[number];
export const PRINTER_ROLE_LABELS: Record<PrinterRole, string> = {
  receipt: "Struk kasir",
  kitchen: "Tiket dapur",
  both: "Struk & dapur",
};

/**
 * How a printer is reached: `network`, by the Kedai server over the outlet's network (raw TCP, port
 * 9100 on nearly every thermal printer); `device`, by the till's browser (USB, serial, Bluetooth);
 * `dialog`, the browser's print dialog (any printer the computer has, the fallback).
 */
export const PRINTER_CONNECTION_TYPES = ["network", "device", "dialog"] as const;
export type PrinterConnectionType = (typeof PRINTER_CONNECTION_TYPES)[number];
export const PRINTER_CONNECTION_LABELS: Record<PrinterConnectionType, string> = {
  network: "Jaringan (IP)",
  device: "Perangkat kasir (USB/Bluetooth)",
  dialog: "Dialog cetak browser",
};

/** Roll widths: 58 mm prints 32 characters a line, 80 mm 48. */
export const PAPER_WIDTHS = [58, 80] as const;
export type PrinterPaperWidth = (typeof PAPER_WIDTHS)[number];

/**
 * The command language the printer speaks: ESC/POS (Epson and nearly every Chinese 58/80 mm
 * printer) or StarPRNT (Star Micronics' TSP100/TSP650/mC-Print in their own mode).
 */
export const PRINTER_LANGUAGES = ["esc-pos", "star-prnt"] as const;
export type PrinterLanguage = (typeof PRINTER_LANGUAGES)[number];
export const PRINTER_LANGUAGE_LABELS: Record<PrinterLanguage, string> = {
  "esc-pos": "ESC/POS (Epson, umumnya)",
  "star-prnt": "StarPRNT (Star Micronics)",
};

/** The raw-print port of ESC/POS network printers (JetDirect). */
export const RAW_PRINT_PORT = 9100;

// A host name or an IPv4/IPv6 address, nothing that could smuggle a path or a scheme in.
const HOST_PATTERN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$|^[0-9A-Fa-f:]+$/;

export const printerConnection = z.discriminatedUnion(
  "type",
  [
    z.object({
      type: z.literal("network"),
      host: z
        .string({ error: "Alamat IP printer wajib diisi." })
        .trim()
        .min(1, "Alamat IP printer wajib diisi.")
        .max(253, "Alamat IP printer maksimal 253 karakter.")
        .regex(HOST_PATTERN, "Alamat IP printer tidak valid (contoh: 192.168.1.50)."),
      port: z.coerce
        .number({ error: "Port printer harus berupa angka." })
        .int("Port printer harus bilangan bulat.")
        .min(1, "Port printer antara 1 dan 65535.")
        .max(65535, "Port printer antara 1 dan 65535.")
        .default(RAW_PRINT_PORT),
    }),
    z.object({ type: z.literal("device") }),
    z.object({ type: z.literal("dialog") }),
  ],
  { error: "Pilih cara printer terhubung: jaringan, perangkat kasir atau dialog cetak." },
);
export type PrinterConnection = z.infer<typeof printerConnection>;

/** POST /api/printers and PUT /api/printers/{id}. */
export const printerBody = z.object(
  {
    name: storableText("Nama printer", 80),
    outlet: z.string({ error: "Pilih outlet printer." }).trim().min(1, "Pilih outlet printer."),
    role: z.enum(PRINTER_ROLES, { error: "Pilih fungsi printer: struk, dapur atau keduanya." }),
    connection: printerConnection,
    paperWidth: z.union([z.literal(58), z.literal(80)], { error: "Lebar kertas harus 58 atau 80 mm." }),
    /**
     * Print the order's number as a QR code on its receipts. Per printer: the cheapest 58 mm models
     * have no QR command and would print its data as garbage.
     */
    orderQr: z.boolean({ error: "Pilihan QR pesanan harus ya atau tidak." }).default(false),
    /** Optional: ESC/POS unless the printer is set to StarPRNT. */
    language: z.enum(PRINTER_LANGUAGES, { error: "Bahasa printer harus ESC/POS atau StarPRNT." }).default("esc-pos"),
    /**
     * Admins only: the server may connect to this printer at any address and port, not only a
     * private-LAN address (192.168.x.x, 10.x.x.x, 172.16–31.x.x, fc00::/7) on a printer port
     * (9100–9109, 515, 631). Left out on a change: kept as it was.
     */
    anyAddress: z.boolean({ error: "Pilihan alamat bebas harus ya atau tidak." }).optional(),
  },
  { error: "Data printer tidak valid." },
);
export type PrinterBody = z.infer<typeof printerBody>;
export type PrinterInput = z.input<typeof printerBody>;

/** GET /api/printers: every outlet's printers, or one outlet's (`?outlet=` a location id). */
export const printerListQuery = z.object({ outlet: z.string().optional() });

/**
 * The last delivery the server attempted to a network printer: `ok` false with the Indonesian
 * message when the printer did not answer (the sale went on; the print can be repeated).
 * Null until the server has printed on it.
 */
export const printerStatus = z.object({ ok: z.boolean(), message: z.string(), at: timestamp }).nullable();

export const printerRecord = z.object({
  _id: z.string(),
  name: z.string(),
  outlet: entityName,
  role: z.enum(PRINTER_ROLES),
  connection: printerConnection,
  paperWidth: z.union([z.literal(58), z.literal(80)]),
  orderQr: z.boolean(),
  language: z.enum(PRINTER_LANGUAGES),
  /** Set by an admin: any address and port allowed (see printerBody). */
  anyAddress: z.boolean(),
  status: printerStatus,
  createdAt: timestamp,
});
export type PrinterRecord = z.infer<typeof printerRecord>;
export const printerList = z.array(printerRecord);

/** POST /api/orders/{id}/print ('Cetak ulang'): which paper to print again. */
export const PRINT_DOCUMENTS = ["receipt", "kitchen"] as const;
export const reprintBody = z.object(
  { document: z.enum(PRINT_DOCUMENTS, { error: "Pilih yang dicetak ulang: struk atau tiket dapur." }) },
  { error: "Data cetak ulang tidak valid." },
);
export type ReprintBody = z.infer<typeof reprintBody>;

/** What a print request did: one line per printer it reached or failed to reach. */
export const printOutcome = z.object({
  message: z.string(),
  printers: z.array(z.object({ _id: z.string(), name: z.string(), ok: z.boolean(), message: z.string() })),
});
export type PrintOutcome = z.infer<typeof printOutcome>;
