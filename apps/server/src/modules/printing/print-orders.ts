import { type OrderRecord, orderIdTail, type PrintOutcome, type RegisterSessionRecord } from "@kedai/shared";
import {
  encodeKitchenTicket,
  encodeReceipt,
  encodeShiftReport,
  encodeTestPage,
} from "@kedai/shared/printing/escpos-documents";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { getOrderRecord } from "../orders/order-record";
import { listOpenOrders } from "../register/shift-summary";
import { getSettings } from "../settings/settings.service";
import { sendToNetworkPrinter } from "./network-printer";
import type { PrintQueue } from "./print-queue";
import { getPrinter, type Printer, printersFor, printersForOrder, recordPrintOutcome } from "./printers.service";
import type { ReceiptLogo } from "./receipt-logo";

export type PrintDocument = "receipt" | "kitchen";

const DOCUMENT_NAMES: Record<PrintDocument, string> = { receipt: "Struk", kitchen: "Tiket dapur" };

/** A printer the server reaches: the other kinds print from the till's browser. */
type NetworkPrinter = Printer & { connection: { type: "network"; host: string; port: number } };
const isNetwork = (printer: Printer): printer is NetworkPrinter => printer.connection.type === "network";

const addressOf = (printer: NetworkPrinter) => `${printer.connection.host}:${printer.connection.port}`;

/** 'Printer "Dapur" (192.168.1.50:9100) tidak menjawab. Periksa …': which printer, and what to check. */
const unreachable = (printer: NetworkPrinter) =>
  `Printer "${printer.name}" (${addressOf(printer)}) tidak menjawab. Periksa daya, kabel jaringan dan alamat IP printer.`;

type Delivered = { printer: NetworkPrinter; ok: boolean; message: string };

/** Sends the bytes. Never throws: a printer that does not answer is an outcome, not an error of the sale. */
async function deliver(log: FastifyBaseLogger, { printer, bytes, what }: Paper): Promise<Delivered> {
  try {
    await sendToNetworkPrinter(printer.connection, bytes);
    return { printer, ok: true, message: `${what} tercetak.` };
  } catch (err) {
    log.warn({ err, printer: printer.id, address: addressOf(printer) }, "printer did not answer");
    return { printer, ok: false, message: `${what} tidak tercetak: ${unreachable(printer)}` };
  }
}

/**
 * A printer that keeps printing is not written down after every ticket: at most this often, so a
 * busy kitchen does not add a write per order to the database's queue. A failure is always written.
 */
const STATUS_REFRESH_MS = 30_000;

type Paper = { printer: NetworkPrinter; bytes: Uint8Array; what: string };

/** The heading of every paper: the company's name from the settings, "Kedai" until it is set. */
const storeNameOf = async (db: Database) => (await getSettings(db)).companyName || "Kedai";

/** The receipt's heading: the store's name and, when the settings have one that reads, its logo. */
async function receiptHeadingOf(db: Database, logo: ReceiptLogo | null) {
  const settings = await getSettings(db);
  return {
    storeName: settings.companyName || "Kedai",
    logo: logo ? await logo.pixels(settings.logoUrl) : null,
  };
}

/** The outlet's network printers that print `document`. */
const networkPrintersFor = async (db: Database, locationId: string, document: PrintDocument) =>
  (await printersFor(db, locationId, document)).filter(isNetwork);

/** The order's papers of one kind, one per network printer of its outlet that prints them. */
async function papersFor(
  db: Database,
  orderId: string,
  document: PrintDocument,
  openDrawer: boolean,
  known?: OrderRecord,
  round?: number,
  logo: ReceiptLogo | null = null,
): Promise<Paper[]> {
  // The printers first: an outlet without any costs one query, and the order is read only for them.
  const printers = (await printersForOrder(db, orderId, document)).filter(isNetwork);
  if (printers.length === 0) return [];
  const order = known ?? (await getOrderRecord(db, orderId));
  const heading = document === "receipt" ? await receiptHeadingOf(db, logo) : { storeName: "", logo: null };
  const what = `${DOCUMENT_NAMES[document]} #${orderIdTail(order.orderId)}`;
  return printers.map((printer) => ({
    printer,
    what,
    bytes:
      document === "kitchen"
        ? encodeKitchenTicket(order, printer.paperWidth, round)
        : encodeReceipt(order, {
            paper: printer.paperWidth,
            storeName: heading.storeName,
            logo: heading.logo,
            openDrawer,
            orderQr: printer.orderQr,
          }),
  }));
}

/**
 * The server's printing: papers queued after the sale (never inside its transaction, never
 * awaited by its request) and the prints a user waits for (a reprint, a test page).
 */
export class OrderPrinting {
  /** When this instance last wrote a success on each printer (at its address). */
  private readonly lastSuccessWritten = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    readonly queue: PrintQueue,
    /** The settings' logo for receipts; none in a set-up without uploads. */
    private readonly logo: ReceiptLogo | null = null,
  ) {}

  /** Whether the outcome is news to write: a failure, or a success not written in the last while. */
  private isNews({ printer, ok }: Delivered): boolean {
    // By address too: a printer moved to another address (its status reset) starts afresh.
    const key = `${printer.id}@${addressOf(printer)}`;
    const written = this.lastSuccessWritten.get(key);
    if (ok && written !== undefined && Date.now() - written <= STATUS_REFRESH_MS) return false;
    if (ok) this.lastSuccessWritten.set(key, Date.now());
    else this.lastSuccessWritten.delete(key);
    return true;
  }

  /** Keeps the outcome on the printer: its status on the admin screen and the till. */
  private async record({ printer, ok, message }: Delivered): Promise<void> {
    await recordPrintOutcome(this.db, printer.id, { ok, message }).catch((err) =>
      this.log.error({ err, printer: printer.id }, "could not record the printer's status"),
    );
  }

  /** Sends a paper the user waits for (a reprint, a test page), with its outcome written before answering. */
  private async deliverNow(paper: Paper): Promise<Delivered> {
    const delivered = await deliver(this.log, paper);
    this.isNews(delivered);
    await this.record(delivered);
    return delivered;
  }

  /**
   * Queues papers after the caller's transaction has committed. Reading what they print and
   * encoding it happen in the job too, so the request that placed or paid the order answers
   * without waiting for any of it; each paper then waits its turn on its printer.
   */
  private enqueue(job: string, prepare: () => Promise<Paper[]>): void {
    this.queue.enqueue(job, async () => {
      try {
        for (const paper of await prepare()) {
          this.queue.enqueue(paper.printer.id, async () => {
            const delivered = await deliver(this.log, paper);
            // Written beside the printer's line, so the next ticket does not wait for the database.
            if (this.isNews(delivered)) this.queue.enqueue(`status:${paper.printer.id}`, () => this.record(delivered));
          });
        }
      } catch (err) {
        this.log.error({ err, job }, "could not prepare a print");
      }
    });
  }

  /**
   * A new order reached the kitchen: its ticket on the outlet's kitchen printers. `placed` is the
   * order as the request that placed it answered (committed): the ticket prints it without reading it again.
   * `round`: an edit added that round ('Tambahan'): the ticket has only its lines.
   */
  kitchenTicket(orderId: string, placed?: OrderRecord, round?: number): void {
    this.enqueue(`order:${orderId}`, () => papersFor(this.db, orderId, "kitchen", false, placed, round));
  }

  /** The order was paid: its receipt, with the drawer pulse when cash was just taken. */
  receipt(orderId: string, openDrawer: boolean): void {
    this.enqueue(`order:${orderId}`, () =>
      papersFor(this.db, orderId, "receipt", openDrawer, undefined, undefined, this.logo),
    );
  }

  /** A closed register session: its shift report on the outlet's receipt printers, for the drawer's paperwork. */
  shiftReport(session: RegisterSessionRecord): void {
    const summary = session.summary;
    if (!summary) return;
    this.enqueue(`session:${session._id}`, async () => {
      const printers = await networkPrintersFor(this.db, session.outlet._id, "receipt");
      if (printers.length === 0) return [];
      const openOrders = await listOpenOrders(this.db, session._id);
      const report = {
        storeName: await storeNameOf(this.db),
        session,
        summary,
        openOrders,
        closedAt: session.closedAt,
      };
      return printers.map((printer) => ({
        printer,
        what: "Laporan shift",
        bytes: encodeShiftReport(report, printer.paperWidth),
      }));
    });
  }

  /**
   * 'Cetak ulang': prints again now and says how it went. No drawer pulse: the money was taken
   * the first time. 502 when no printer took it, so the till shows the message and keeps the button.
   */
  async reprint(orderId: string, document: PrintDocument): Promise<PrintOutcome> {
    const papers = await papersFor(this.db, orderId, document, false, undefined, undefined, this.logo);
    if (papers.length === 0) {
      throw notFound(
        `Outlet pesanan ini belum punya printer jaringan untuk ${DOCUMENT_NAMES[document].toLowerCase()}. Tambahkan di menu Printer.`,
      );
    }
    const delivered = await Promise.all(papers.map((paper) => this.deliverNow(paper)));
    return outcomeOf(delivered);
  }

  /** 'Tes cetak' on the admin screen: a test page on a network printer, or a 502 saying why not. */
  async testPage(printerId: string): Promise<PrintOutcome> {
    const printer = await getPrinter(this.db, printerId);
    if (!isNetwork(printer)) throw new AppError("PRINTER_NOT_NETWORK");
    const bytes = encodeTestPage(printer, await storeNameOf(this.db));
    return outcomeOf([await this.deliverNow({ printer, bytes, what: "Halaman tes" })]);
  }
}

function outcomeOf(delivered: Delivered[]): PrintOutcome {
  const printers = delivered.map(({ printer, ok, message }) => ({ _id: printer.id, name: printer.name, ok, message }));
  const failed = delivered.filter((result) => !result.ok);
  if (failed.length === delivered.length) {
    throw new AppError("PRINTER_UNREACHABLE", { message: failed.map((result) => result.message).join(" ") });
  }
  return {
    message: failed.length === 0 ? delivered[0].message : failed.map((result) => result.message).join(" "),
    printers,
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** The server's printing on the outlets' network printers. */
    printing: OrderPrinting;
  }
}
