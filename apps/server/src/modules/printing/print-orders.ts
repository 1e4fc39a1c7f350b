import {
  drawerPulseDue,
  inBusinessTimeZone,
  type OrderRecord,
  orderIdTail,
  type PlannedPaper,
  type PrintOutcome,
  printPlan,
  printsRole,
  type RegisterSessionRecord,
} from "@kedai/shared";
import { encodePaper, encodeShiftReport, encodeTestPage } from "@kedai/shared/printing/escpos-documents";
import { and, eq, lte } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { databaseWorkForTheKitchen } from "../../db/database-turns";
import { printJobs } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { type CommittedOrderEvent, followOrderEvents } from "../events/order-events";
import { getOrderRecord } from "../orders/order-record";
import { listOpenOrders } from "../register/shift-summary";
import { getSettings } from "../settings/settings.service";
import { PrintAbandoned, PrinterNotReady, type PrinterProblem, sendToNetworkPrinter } from "./network-printer";
import { isNetwork, knownNetworkPrinters, type NetworkPrinter, networkPrintersOf } from "./outlet-printers";
import type { PrintQueue } from "./print-queue";
import { connectableAddress, PrinterAddressRefused } from "./printer-address";
import { getPrinter, recordPrintOutcome } from "./printers.service";
import type { ReceiptLogo } from "./receipt-logo";

export type PrintDocument = "receipt" | "kitchen";

const DOCUMENT_NAMES: Record<PlannedPaper["document"], string> = {
  receipt: "Struk",
  kitchen: "Tiket dapur",
  "kitchen-note": "Catatan dapur",
};

const addressOf = (printer: NetworkPrinter) => `${printer.connection.host}:${printer.connection.port}`;

/** 'Printer "Dapur" (192.168.1.50:9100) tidak menjawab. Periksa …': which printer, and what to check. */
const unreachable = (printer: NetworkPrinter) =>
  `Printer "${printer.name}" (${addressOf(printer)}) tidak menjawab. Periksa daya, kabel jaringan dan alamat IP printer.`;

/** What the printer answered it lacks: 'Kertas habis di printer "Dapur" (…). Isi kertasnya.' */
const NOT_READY: Record<PrinterProblem, (printer: NetworkPrinter) => string> = {
  "paper-out": (printer) => `Kertas habis di printer "${printer.name}" (${addressOf(printer)}). Isi kertasnya.`,
  "cover-open": (printer) => `Penutup printer "${printer.name}" (${addressOf(printer)}) terbuka. Tutup penutupnya.`,
};

/**
 * `problem`: the printer answered but cannot print now (no paper, cover open). `abandoned`: the app
 * closed while sending (nothing to record: the paper stays stored for the next start).
 */
type Delivered = {
  printer: NetworkPrinter;
  ok: boolean;
  message: string;
  problem?: PrinterProblem;
  abandoned?: boolean;
};

/** How a delivery goes: whether loopback printers are allowed (tests), and the app's closing. */
type DeliveryContext = { log: FastifyBaseLogger; loopback: boolean; signal: AbortSignal };

/**
 * Sends the bytes. Never throws: a printer that does not answer is an outcome, not an error of the
 * sale. The address is checked again now (a name may resolve elsewhere than when it was saved) and
 * the bytes go to the address checked; one no longer allowed reads as a printer that does not
 * answer, the same as a closed port, so the answers tell nothing about what listens where.
 */
async function deliver(
  { log, loopback, signal }: DeliveryContext,
  { printer, bytes, what }: Paper,
): Promise<Delivered> {
  try {
    const address = await connectableAddress(printer.connection, { anyAddress: printer.anyAddress, loopback });
    // DLE EOT is ESC/POS: a printer in StarPRNT mode is sent its paper without asking.
    await sendToNetworkPrinter(address, bytes, { status: printer.language === "esc-pos", signal });
    return { printer, ok: true, message: `${what} tercetak.` };
  } catch (err) {
    if (err instanceof PrintAbandoned)
      return { printer, ok: false, message: `${what} belum tercetak.`, abandoned: true };
    if (err instanceof PrinterAddressRefused) {
      log.warn({ printer: printer.id, address: addressOf(printer), reason: err.message }, "printer address refused");
      return { printer, ok: false, message: `${what} tidak tercetak: ${unreachable(printer)}` };
    }
    if (err instanceof PrinterNotReady) {
      log.warn({ problem: err.problem, printer: printer.id, address: addressOf(printer) }, "printer not ready");
      const message = `${what} tidak tercetak: ${NOT_READY[err.problem](printer)}`;
      return { printer, ok: false, message, problem: err.problem };
    }
    log.warn({ err, printer: printer.id, address: addressOf(printer) }, "printer did not answer");
    return { printer, ok: false, message: `${what} tidak tercetak: ${unreachable(printer)}` };
  }
}

/**
 * A printer that keeps printing is not written down after every ticket: at most this often, so a
 * busy kitchen does not add a write per order to the database's queue. A failure is always written.
 */
const STATUS_REFRESH_MS = 30_000;

/**
 * `queuedAt`: when the sale queued it (ms), which bounds how long it waits for paper. `bytes` never
 * open the drawer; `drawer` is the same receipt with the pulse, sent instead while `drawerPulseDue`
 * says the cash was taken moments ago. Only the paper as first queued has it: the stored copy a
 * retry reads is `bytes`, so a receipt that waited for its printer prints without opening the drawer.
 */
type Paper = {
  printer: NetworkPrinter;
  bytes: Uint8Array;
  what: string;
  queuedAt: number;
  drawer?: { bytes: Uint8Array; cashTakenAt: number };
};

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
const networkPrintersFor = async (db: Database, outlet: string, document: PrintDocument) =>
  (await networkPrintersOf(db, outlet)).filter((printer) => printsRole(printer, document));

/**
 * The order's planned papers (the print policy's) as bytes, one per printer; a receipt of cash
 * taken just now also with the drawer's pulse (sent instead while the drawer's window lasts).
 */
async function papersOf(
  db: Database,
  timeZone: string,
  order: OrderRecord,
  plan: { printer: NetworkPrinter; paper: PlannedPaper }[],
  logo: ReceiptLogo | null,
): Promise<Paper[]> {
  if (plan.length === 0) return [];
  const heading = plan.some(({ paper }) => paper.document === "receipt")
    ? await receiptHeadingOf(db, logo)
    : { storeName: "", logo: null };
  // Times on paper are the shop's clock (ADR 0052): the papers are shared with the till, which reads its zone itself.
  return inBusinessTimeZone(timeZone, () =>
    plan.map(({ printer, paper }) => {
      const drawn = (cashTakenAt: number | null) =>
        encodePaper({ ...paper, ...(paper.document === "receipt" && { cashTakenAt }) }, order, printer, heading, {
          now: cashTakenAt ?? 0,
        });
      const cashTakenAt = paper.document === "receipt" ? paper.cashTakenAt : null;
      return {
        printer,
        what: `${DOCUMENT_NAMES[paper.document]} #${orderIdTail(order.orderId)}`,
        queuedAt: Date.now(),
        bytes: drawn(null),
        ...(cashTakenAt !== null && { drawer: { bytes: drawn(cashTakenAt), cashTakenAt } }),
      };
    }),
  );
}

/**
 * Rounds of delivery a queued paper gets after its first, and the pause before each: a printer
 * switched off for a few minutes still prints the tickets it missed, in order. After the last, the
 * paper is given up (its status tells the cashier, who reprints): a ticket much later is no use.
 */
export const RETRY_DELAYS_MS = [10_000, 30_000, 90_000, 180_000];
/** How long an instance holds a paper it is sending: longer than a round's tries (3 × 3 s and the pauses). */
const LEASE_MS = 60_000;

/**
 * A printer that answers it has no paper or its cover open is asked again this often, without the
 * paper losing one of its rounds, until it has waited this long: the cashier refills the roll and
 * the waiting tickets come out, in order. Older, a ticket is no use and goes as any other.
 */
export const NOT_READY_RETRY_MS = 10_000;
const NOT_READY_WAIT_MS = 15 * 60_000;

const retryNote = (delayMs: number) => ` Dicoba lagi dalam ${Math.round(delayMs / 1000)} detik.`;
const gaveUpNote = (rounds: number) => ` Sudah dicoba ${rounds} kali; cetak ulang dari daftar pesanan.`;

/**
 * The server's printing: papers queued after the sale (never inside its transaction, never
 * awaited by its request) and the prints a user waits for (a reprint, a test page).
 */
export class OrderPrinting {
  /** When this instance last wrote a success on each printer (at its address). */
  private readonly lastSuccessWritten = new Map<string, number>();
  /** Retries waiting for their time; cleared when the app closes (the jobs stay stored). */
  private readonly retries = new Set<NodeJS.Timeout>();
  private closed = false;
  /** Aborted when the app closes: sends under way are abandoned (their papers stay stored). */
  private readonly closing = new AbortController();
  /** Stops following the order events (the app is closing). */
  private readonly unfollow: () => void;
  /** The pauses before each retry (tests shorten them). */
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS;
  notReadyRetryMs = NOT_READY_RETRY_MS;
  /** The clock the drawer's window is read on (tests move it). */
  now: () => number = Date.now;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    readonly queue: PrintQueue,
    /** BUSINESS_TIMEZONE: the clock the papers' dates and times are printed in. */
    private readonly timeZone: string,
    /** The settings' logo for receipts; none in a set-up without uploads. */
    private readonly logo: ReceiptLogo | null = null,
    /** PRINTERS_ON_LOOPBACK: printers on 127.0.0.1 allowed (the tests' fake printers). */
    private readonly loopback = false,
  ) {
    this.unfollow = followOrderEvents(db, (event) => this.orderEvent(event));
  }

  private get delivery(): DeliveryContext {
    return { log: this.log, loopback: this.loopback, signal: this.closing.signal };
  }

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
    const delivered = await deliver(this.delivery, paper);
    if (delivered.abandoned) return delivered;
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
        // Its reads go ahead of the tills' queue (db/database-turns.ts): a cook waits for this paper.
        for (const paper of await databaseWorkForTheKitchen(prepare)) {
          // Stored while it is first sent (not before: the ticket does not wait for a write), so a
          // process that stops now finds it at its next start. At least once: a paper whose
          // delivery was cut short by the stop prints again then.
          const stored = this.store(paper);
          this.queue.enqueue(paper.printer.id, () => this.attempt(paper, stored, 0));
        }
      } catch (err) {
        this.log.error({ err, job }, "could not prepare a print");
      }
    });
  }

  /** Keeps the paper in `print_jobs`, held by this instance while it sends it; its id, or null if the write failed. */
  private store(paper: Paper): Promise<string | null> {
    return this.db
      .insert(printJobs)
      .values({
        printerId: paper.printer.id,
        what: paper.what,
        bytes: Buffer.from(paper.bytes),
        nextAttemptAt: new Date(Date.now() + LEASE_MS),
      })
      .returning({ id: printJobs.id })
      .then(
        ([row]) => row.id,
        (err) => {
          this.log.error({ err, printer: paper.printer.id }, "could not store a print job");
          return null;
        },
      );
  }

  /**
   * One round of delivery of a stored paper: done (the job is deleted), another round later (the
   * pause grows), or given up after the last. The outcome goes on the printer's status, with when
   * it is tried again or that it was given up.
   */
  private async attempt(paper: Paper, stored: Promise<string | null>, roundsBefore: number): Promise<void> {
    // Closing: the paper is not sent by this instance. Its row (written before the database closes)
    // keeps it for the next start, which sends it once the lease has passed.
    if (this.closed) return void (await stored);
    // Decided as the paper goes to the printer, not when it was queued: it may have waited.
    const { drawer } = paper;
    const pulse = drawer && drawerPulseDue({ cashTakenAt: drawer.cashTakenAt, now: this.now(), reprint: false });
    const delivered = await deliver(this.delivery, pulse ? { ...paper, bytes: drawer.bytes } : paper);
    if (delivered.abandoned) return void (await stored);
    const waitsForPaper = delivered.problem !== undefined && Date.now() - paper.queuedAt < NOT_READY_WAIT_MS;
    const rounds = waitsForPaper ? roundsBefore : roundsBefore + 1;
    const retryIn = delivered.ok
      ? null
      : waitsForPaper
        ? this.notReadyRetryMs
        : (this.retryDelaysMs[roundsBefore] ?? null);
    const outcome = delivered.ok
      ? delivered
      : { ...delivered, message: delivered.message + (retryIn === null ? gaveUpNote(rounds) : retryNote(retryIn)) };
    const news = this.isNews(outcome);
    // Written beside the printer's line, so the next ticket does not wait for the database.
    this.queue.enqueue(`status:${paper.printer.id}`, async () => {
      if (news) await this.record(outcome);
      const jobId = await stored;
      if (!jobId) return;
      try {
        if (retryIn === null) {
          await this.db.delete(printJobs).where(eq(printJobs.id, jobId));
        } else {
          await this.db
            .update(printJobs)
            .set({ attempts: rounds, nextAttemptAt: new Date(Date.now() + retryIn) })
            .where(eq(printJobs.id, jobId));
          this.retryLater(jobId, retryIn);
        }
      } catch (err) {
        this.log.error({ err, job: jobId }, "could not update a print job");
      }
    });
  }

  private retryLater(jobId: string, delayMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      void this.retry(jobId);
    }, delayMs);
    timer.unref();
    this.retries.add(timer);
  }

  /**
   * Claims a stored paper whose time has come (moving its time forward by the lease, so another
   * instance leaves it) and queues its next round on its printer as the printer is now (a printer
   * moved to another address prints there; one deleted or no longer on the network drops it).
   */
  private async retry(jobId: string): Promise<void> {
    try {
      const [job] = await this.db
        .update(printJobs)
        .set({ nextAttemptAt: new Date(Date.now() + LEASE_MS) })
        // A timer may fire a moment before the stored time.
        .where(and(eq(printJobs.id, jobId), lte(printJobs.nextAttemptAt, new Date(Date.now() + 1000))))
        .returning();
      if (!job) return;
      const printer = await getPrinter(this.db, job.printerId).catch(() => null);
      if (!printer || !isNetwork(printer)) {
        await this.db.delete(printJobs).where(eq(printJobs.id, job.id));
        return;
      }
      const paper = { printer, bytes: new Uint8Array(job.bytes), what: job.what, queuedAt: job.createdAt.getTime() };
      this.queue.enqueue(printer.id, () => this.attempt(paper, Promise.resolve(job.id), job.attempts));
    } catch (err) {
      this.log.error({ err, job: jobId }, "could not retry a print job");
    }
  }

  /**
   * At start: the papers a stopped process left (queued, or waiting for a retry), each at its
   * time; one still held by a process that stopped is taken up when its lease ends. Answers how many.
   */
  async resume(): Promise<number> {
    const jobs = await this.db.select({ id: printJobs.id, at: printJobs.nextAttemptAt }).from(printJobs);
    for (const job of jobs) this.retryLater(job.id, Math.max(0, job.at.getTime() - Date.now()));
    return jobs.length;
  }

  /**
   * The app is closing: no more retries from this instance, sends under way abandoned and papers
   * still queued not sent (every one is stored: the next start sends them).
   */
  close(): void {
    this.closed = true;
    this.unfollow();
    this.closing.abort();
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
  }

  /**
   * The print subscriber (docs/decisions/0047-one-print-policy.md): told of each order event once
   * its transaction has committed, it prints what the print policy says on the outlet's network
   * printers. Nothing here is awaited by the request that changed the order. An outlet known to
   * have no network printer costs nothing: no query, no job.
   */
  private orderEvent({ orderId, outlet, print }: CommittedOrderEvent): void {
    if (!print || !outlet || knownNetworkPrinters(this.db, outlet)?.length === 0) return;
    this.enqueue(`order:${orderId}`, async () => {
      const printers = await networkPrintersOf(this.db, outlet);
      if (printers.length === 0) return [];
      // Read as committed, when its turn comes: what the paper says is what the order is.
      const order = await getOrderRecord(this.db, orderId);
      return papersOf(this.db, this.timeZone, order, printPlan(print, order, printers), this.logo);
    });
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
      return inBusinessTimeZone(this.timeZone, () =>
        printers.map((printer) => ({
          printer,
          what: "Laporan shift",
          queuedAt: Date.now(),
          bytes: encodeShiftReport(report, printer.paperWidth, printer.language),
        })),
      );
    });
  }

  /**
   * 'Cetak ulang': prints again now and says how it went. No drawer pulse: the money was taken
   * the first time. 502 when no printer took it, so the till shows the message and keeps the button.
   */
  async reprint(orderId: string, document: PrintDocument): Promise<PrintOutcome> {
    const order = await getOrderRecord(this.db, orderId);
    const printers = order.outlet ? await networkPrintersFor(this.db, order.outlet, document) : [];
    const paper: PlannedPaper = document === "receipt" ? { document, cashTakenAt: null } : { document };
    const papers = await papersOf(
      this.db,
      this.timeZone,
      order,
      printers.map((printer) => ({ printer, paper })),
      this.logo,
    );
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
    const storeName = await storeNameOf(this.db);
    const bytes = inBusinessTimeZone(this.timeZone, () => encodeTestPage(printer, storeName));
    return outcomeOf([await this.deliverNow({ printer, bytes, what: "Halaman tes", queuedAt: Date.now() })]);
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
