import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder";
import { formatTime } from "../format";
import { formatRupiah } from "../money";
import { orderIdTail } from "../orders/order-status";
import type { OrderRecord } from "../orders/orders.contract";
import { roundOf, TAMBAHAN_WORD } from "../orders/status-words";
import { orderPlaceLabel, tableLabel } from "../tables/table-label";
import { drawerPulseDue } from "./cash-drawer";
import {
  type AmountLine,
  type FactLine,
  optionLine,
  orderTotalLines,
  RECEIPT_THANK_YOU,
  receiptFacts,
  receiptPaymentLines,
  SHIFT_REPORT_TITLE,
  type ShiftReportPaper,
  shiftReportLines,
} from "./paper-lines";
import type { KitchenNote, PlannedPaper } from "./print-policy";
import type { PrinterLanguage, PrinterPaperWidth } from "./printers.contract";

/** Characters per line of the printer's standard font: 58 mm rolls print 32, 80 mm rolls 48. */
const PAPER_COLUMNS: Record<PrinterPaperWidth, number> = { 58: 32, 80: 48 };

/*
 * Indonesian is written in plain Latin letters; what goes beyond ASCII is a name's accent
 * ("Crêpe", "Café") or the euro sign of an imported product. CP858 (Western European with €) holds
 * them all and is in the code page table of every ESC/POS printer sold here (Epson's numbering,
 * which the Chinese 58/80 mm printers copy) and of Star's printers (in Star's numbering), so one
 * fixed code page prints the same on all of them; a character outside it prints as "?" rather than
 * switching tables mid-line. The same document in StarPRNT: the encoder writes Star's commands
 * for the same layout (its cut, its drawer pulse).
 */
function encoderFor(paper: PrinterPaperWidth, language: PrinterLanguage = "esc-pos"): ReceiptPrinterEncoder {
  return new ReceiptPrinterEncoder({
    language,
    columns: PAPER_COLUMNS[paper],
    codepageMapping: language === "star-prnt" ? "star" : "epson",
    newline: "\n",
    // The paper must clear the tear bar before the cut, or the last lines stay inside the printer.
    feedBeforeCut: 4,
  })
    .initialize()
    .codepage("cp858");
}

/** The store name as the paper's heading: bold and twice as tall, wrapping rather than cut. */
function heading(encoder: ReceiptPrinterEncoder, storeName: string, subtitle: string) {
  encoder
    .align("center")
    .bold(true)
    .height(2)
    .line(storeName.toUpperCase())
    .height(1)
    .bold(false)
    .line(subtitle)
    .align("left")
    .rule();
}

type PairRow = { label: string; value: string; strong?: boolean };

/**
 * Label and value side by side, each wrapping in its own column. `keep` is the column that gets the
 * width of its longest text: the amount (never split over two lines or pushed off the paper), or
 * for facts the label (a long order number or date then wraps under itself, as in the browser).
 */
function pairs(encoder: ReceiptPrinterEncoder, rows: PairRow[], keep: "label" | "value") {
  if (rows.length === 0) return;
  const longest = Math.max(...rows.map((row) => row[keep].length));
  const kept = Math.min(longest, Math.floor(encoder.columns / 2));
  const rest = encoder.columns - kept - 1;
  const columns = [
    { width: keep === "label" ? kept : rest, overflow: "wrap" as const },
    { width: keep === "value" ? kept : rest, marginLeft: 1, align: "right" as const, overflow: "wrap" as const },
  ];
  for (const row of rows) {
    encoder.bold(Boolean(row.strong)).table(columns, [[row.label, row.value]]);
  }
  encoder.bold(false);
}

const moneyRows = (lines: AmountLine[]) =>
  lines.map((line) => ({ label: line.label, value: formatRupiah(line.amount), strong: line.strong }));

/**
 * The store's logo as pixels (RGBA, 4 bytes a pixel, row by row): decoded from the settings' logo
 * by whoever prints (the server from the uploaded PNG or JPEG, the browser through a canvas).
 */
export type LogoPixels = { data: Uint8Array | Uint8ClampedArray; width: number; height: number };

/** Printer dots across the printable width: 384 on a 58 mm head, 576 on an 80 mm one (203 dpi). */
const PRINTABLE_DOTS: Record<PrinterPaperWidth, number> = { 58: 384, 80: 576 };
/** The logo at most half the paper wide and this tall: a heading, not a poster (and quick to print). */
const LOGO_MAX_HEIGHT_DOTS = 120;

/**
 * The logo's size on paper, in dots, both multiples of 8 (what the printer's raster takes), its
 * shape kept; never larger than the picture itself.
 */
export function logoSize(logo: Pick<LogoPixels, "width" | "height">, paper: PrinterPaperWidth) {
  const scale = Math.min(1, PRINTABLE_DOTS[paper] / 2 / logo.width, LOGO_MAX_HEIGHT_DOTS / logo.height);
  const toDots = (size: number) => Math.max(8, Math.floor((size * scale) / 8) * 8);
  return { width: toDots(logo.width), height: toDots(logo.height) };
}

/**
 * The logo, centred, as a monochrome raster: the encoder scales it, lays it on white (transparent
 * pixels print nothing) and dithers it (Atkinson: a photo-like logo keeps its shading, flat ones stay crisp).
 */
function logo(encoder: ReceiptPrinterEncoder, pixels: LogoPixels, paper: PrinterPaperWidth) {
  // A plain object literal: the encoder recognises { data, width, height } by its constructor's name.
  const image = { data: pixels.data, width: pixels.width, height: pixels.height };
  encoder
    .align("center")
    .image(image, { ...logoSize(pixels, paper), algorithm: "atkinson" })
    .newline()
    .align("left");
}

export type ReceiptOptions = {
  paper: PrinterPaperWidth;
  storeName: string;
  /** Open the cash drawer: the order was paid in cash. */
  openDrawer: boolean;
  /** Print the order's number as a QR code under the totals (a setting of the printer). */
  orderQr: boolean;
  /** The store's logo above its name; none when the settings have none (or it could not be read). */
  logo?: LogoPixels | null;
  /** The printer's command language; ESC/POS unless it is set to StarPRNT. */
  language?: PrinterLanguage;
};

/** The customer's receipt: the same lines as the browser's print (shared paper-lines), then the cut. */
export function encodeReceipt(order: OrderRecord, options: ReceiptOptions): Uint8Array {
  const encoder = encoderFor(options.paper, options.language);
  if (options.logo) logo(encoder, options.logo, options.paper);
  heading(encoder, options.storeName, RECEIPT_THANK_YOU);
  pairs(encoder, receiptFacts(order), "label");
  encoder.rule();
  for (const item of order.items) {
    pairs(encoder, [{ label: `${item.quantity}x ${item.name}`, value: formatRupiah(item.lineTotal) }], "value");
    for (const option of item.selectedOptions) encoder.line(`  ${optionLine(option)}`);
  }
  encoder.rule();
  pairs(encoder, moneyRows([...orderTotalLines(order), ...receiptPaymentLines(order)]), "value");
  if (options.orderQr) encoder.newline().align("center").qrcode(order.orderId, { size: 6 }).align("left");
  // The pulse goes before the cut: the drawer opens while the receipt is still being torn off.
  if (options.openDrawer) encoder.pulse();
  return encoder.cut().encode();
}

/**
 * The kitchen's ticket: what to make in large type (items, options, the order's note), where it
 * goes (type and table) and the order's last 4 characters to call it by; no prices. With `round`
 * (a 'Tambahan' added to the order later), only that round's lines, under "TAMBAHAN".
 */
export function encodeKitchenTicket(
  order: OrderRecord,
  paper: PrinterPaperWidth,
  round?: number,
  language?: PrinterLanguage,
): Uint8Array {
  const encoder = encoderFor(paper, language);
  const where = orderPlaceLabel(order.orderType, order.table?.name);
  encoder
    .align("center")
    .size(2, 2)
    .bold(true)
    .line(`#${orderIdTail(order.orderId)}`)
    .size(1, 1);
  if (round !== undefined) encoder.invert(true).line(` ${TAMBAHAN_WORD} `).invert(false);
  encoder
    .line(where)
    .bold(false)
    .line(formatTime(round === undefined ? order.createdAt : order.updatedAt))
    .align("left")
    .rule()
    .size(1, 2);
  const items = round === undefined ? order.items : order.items.filter((item) => roundOf(item) === round);
  for (const item of items) {
    encoder.bold(true).line(`${item.quantity}x ${item.name}`).bold(false);
    for (const option of item.selectedOptions) encoder.line(`   + ${option.name}`);
  }
  if (order.notes) encoder.size(1, 1).rule().size(1, 2).bold(true).line(`Catatan: ${order.notes}`).bold(false);
  return encoder.size(1, 1).cut().encode();
}

const placeOf = (table: string | null) => (table ? tableLabel(table) : "tanpa meja");

/**
 * The note's headline, where the food was and where it goes now: 'PINDAH MEJA', 'Dari Meja 2',
 * 'Ke Meja 5'; a merge names the order whose ticket the kitchen holds ('#1234 dari Meja 2').
 * Plain ASCII words: an arrow is not in the printers' code page.
 */
function noteLines(note: KitchenNote, order: OrderRecord): { title: string; from: string; to: string } {
  const to = `Ke ${placeOf(order.table?.name ?? null)}`;
  return note.kind === "table-moved"
    ? { title: "PINDAH MEJA", from: `Dari ${placeOf(note.fromTable)}`, to }
    : {
        title: "GABUNG PESANAN",
        from: `#${orderIdTail(note.fromOrderId)} dari ${placeOf(note.fromTable)}`,
        to: `${to} (#${orderIdTail(order.orderId)})`,
      };
}

/**
 * The kitchen's note for food it already has a ticket for (a table move, a merge): the order to
 * call it by and, large, where it goes now, so the old ticket's table is not served.
 */
export function encodeKitchenNote(
  order: OrderRecord,
  note: KitchenNote,
  paper: PrinterPaperWidth,
  language?: PrinterLanguage,
): Uint8Array {
  const { title, from, to } = noteLines(note, order);
  return encoderFor(paper, language)
    .align("center")
    .size(2, 2)
    .bold(true)
    .line(`#${orderIdTail(order.orderId)}`)
    .size(1, 1)
    .invert(true)
    .line(` ${title} `)
    .invert(false)
    .bold(false)
    .line(formatTime(order.updatedAt))
    .rule()
    .size(1, 2)
    .line(from)
    .bold(true)
    .line(to)
    .bold(false)
    .size(1, 1)
    .align("left")
    .cut()
    .encode();
}

/** What a printer is (as far as its paper goes): both the server's network printers and a till's device printers. */
export type PaperPrinter = { paperWidth: PrinterPaperWidth; language?: PrinterLanguage; orderQr: boolean };

/**
 * One planned paper (the print policy's) as a printer's bytes: the server and a till encode
 * every order paper here, so one event gives the same bytes on either. The drawer's pulse is
 * decided by `drawerPulseDue` at `now` (when the bytes go out), never on a reprint.
 */
export function encodePaper(
  paper: PlannedPaper,
  order: OrderRecord,
  printer: PaperPrinter,
  heading: { storeName: string; logo?: LogoPixels | null },
  { now = Date.now(), reprint = false }: { now?: number; reprint?: boolean } = {},
): Uint8Array {
  switch (paper.document) {
    case "receipt":
      return encodeReceipt(order, {
        paper: printer.paperWidth,
        storeName: heading.storeName,
        logo: heading.logo ?? null,
        openDrawer: drawerPulseDue({ cashTakenAt: paper.cashTakenAt, now, reprint }),
        orderQr: printer.orderQr,
        language: printer.language,
      });
    case "kitchen":
      return encodeKitchenTicket(order, printer.paperWidth, paper.round, printer.language);
    case "kitchen-note":
      return encodeKitchenNote(order, paper.note, printer.paperWidth, printer.language);
  }
}

/** The shift report (always 80 mm in the browser; here on whichever roll the printer has). */
export function encodeShiftReport(
  report: ShiftReportPaper & { storeName: string },
  paper: PrinterPaperWidth,
  language?: PrinterLanguage,
): Uint8Array {
  const encoder = encoderFor(paper, language);
  const lines = shiftReportLines(report);
  heading(encoder, report.storeName, SHIFT_REPORT_TITLE);
  const sections: FactLine[][] = [lines.facts, lines.money, lines.openOrders].filter((rows) => rows.length > 0);
  sections.forEach((rows, index) => {
    if (index > 0) encoder.rule();
    const indented = rows.map((row) => (row.part ? { ...row, label: `  ${row.label}` } : row));
    pairs(encoder, indented, index === 0 ? "label" : "value");
  });
  return encoder.cut().encode();
}

/** The page the admin's "Tes cetak" prints: the printer's name, its roll and a ruler of its width. */
export function encodeTestPage(
  printer: { name: string; paperWidth: PrinterPaperWidth; language?: PrinterLanguage },
  storeName: string,
): Uint8Array {
  const encoder = encoderFor(printer.paperWidth, printer.language);
  heading(encoder, storeName, "TES PRINTER");
  pairs(
    encoder,
    [
      { label: "Printer", value: printer.name },
      { label: "Kertas", value: `${printer.paperWidth} mm` },
    ],
    "label",
  );
  return encoder.line("1234567890".repeat(5).slice(0, encoder.columns)).cut().encode();
}
