import { Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** How long one attempt may take, from connecting to the last byte written. */
const ATTEMPT_TIMEOUT_MS = 3_000;
/** A printer busy cutting or waking from sleep refuses a connection for a moment: try again. */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 500;
/**
 * How long a printer may take to answer the status query. One on the outlet's network answers in
 * a few milliseconds; a cheap one that has no status at all never does, and gets its paper after this.
 */
const STATUS_TIMEOUT_MS = 400;

export type NetworkAddress = { host: string; port: number };

/** What keeps a printer that answers from printing: no paper, or its cover open. */
export type PrinterProblem = "paper-out" | "cover-open";

/** The printer answered that it cannot print now: the paper was not sent (it would be lost). */
export class PrinterNotReady extends Error {
  constructor(readonly problem: PrinterProblem) {
    super(`printer not ready: ${problem}`);
  }
}

const DLE = 0x10;
const EOT = 0x04;
/**
 * ESC/POS real-time status: DLE EOT 2 (why the printer is offline: bit 2 the cover is open, bit 5
 * it stopped at the paper's end) and DLE EOT 4 (the roll sensor: bits 5 and 6 the paper has run
 * out). Real-time commands are answered at once, also while the printer is busy with a job.
 */
export const STATUS_QUERY = Uint8Array.from([DLE, EOT, 2, DLE, EOT, 4]);

/** Every status byte has bit 1 and 4 set and bits 0 and 7 clear; anything else is not an answer to it. */
const isStatusByte = (byte: number) => (byte & 0x93) === 0x12;

/** The problem the two answers name, if any; undefined when they are not status bytes. */
export function problemOf(offline: number, paper: number): PrinterProblem | null | undefined {
  if (!isStatusByte(offline) || !isStatusByte(paper)) return undefined;
  if (offline & 0x04) return "cover-open";
  if (offline & 0x20 || (paper & 0x60) === 0x60) return "paper-out";
  return null;
}

/**
 * Printers that did not answer the status query (by address): asked no more, so a cheap printer
 * pays the wait once per process, not once per ticket.
 */
const silentPrinters = new Set<string>();

/**
 * Asks the printer its status on the open socket. Answers the problem, null when it is fine or did
 * not answer in time (it may have no status at all: it still gets its paper).
 */
function askStatus(socket: Socket, key: string): Promise<PrinterProblem | null> {
  return new Promise((resolve) => {
    const answer: number[] = [];
    const done = (problem: PrinterProblem | null) => {
      clearTimeout(timer);
      socket.off("data", onData);
      socket.off("close", onClose);
      resolve(problem);
    };
    // Hung up before answering: the send fails on its own (the printer is not taken for a silent one).
    const onClose = () => done(null);
    const onData = (chunk: Buffer) => {
      answer.push(...chunk);
      if (answer.length < 2) return;
      const problem = problemOf(answer[0], answer[1]);
      if (problem === undefined) silentPrinters.add(key);
      done(problem ?? null);
    };
    const timer = setTimeout(() => {
      silentPrinters.add(key);
      done(null);
    }, STATUS_TIMEOUT_MS);
    socket.on("data", onData);
    socket.once("close", onClose);
    socket.write(STATUS_QUERY);
  });
}

/** The app is closing: a send it abandons (the paper stays stored for the next start). */
export class PrintAbandoned extends Error {
  constructor() {
    super("print abandoned: the app is closing");
  }
}

/**
 * Sends ESC/POS bytes to a network printer's raw port (9100): connect, ask its status (unless it is
 * known not to answer, or `status` is false), write, close. The write being flushed to the socket
 * and the connection closing cleanly is the delivery. Rejects with PrinterNotReady, without
 * writing the paper, when the printer says it has no paper or its cover is open.
 *
 * Settles once, whatever the socket does: an error, `timeoutMs` of silence, the printer hanging up
 * (end or close) before the paper was written, or `signal` aborting. A send that never settles
 * stops its printer's queue for good (every later paper waits behind it) and holds up shutdown.
 */
function sendOnce(
  { host, port }: NetworkAddress,
  bytes: Uint8Array,
  timeoutMs: number,
  status: boolean,
  signal?: AbortSignal,
): Promise<void> {
  const key = `${host}:${port}`;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new PrintAbandoned());
    const socket = new Socket();
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const onAbort = () => settle(new PrintAbandoned());
    signal?.addEventListener("abort", onAbort, { once: true });
    socket.setTimeout(timeoutMs, () => settle(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on("error", (error) => settle(error));
    // The printer hung up before taking the paper (after it, `settle()` has already run).
    socket.once("end", () => settle(new Error("the printer closed the connection")));
    socket.once("close", () => settle(new Error("the printer closed the connection")));
    socket.connect(port, host, async () => {
      const problem = status && !silentPrinters.has(key) ? await askStatus(socket, key) : null;
      // Timed out, failed or hung up while asking: already settled.
      if (settled) return;
      if (problem) return settle(new PrinterNotReady(problem));
      socket.end(bytes, () => settle());
    });
  });
}

/**
 * Delivers with a timeout per attempt and a few retries. Throws the last attempt's error when the
 * printer never took the bytes (switched off, unplugged, wrong address), or PrinterNotReady at once
 * (trying again a moment later finds the paper still out). `status`: ask the printer's ESC/POS
 * status first (not for a printer speaking another command language). `signal`: the app is
 * closing; PrintAbandoned at once. `timeoutMs`: the silence an attempt waits out (a test's own,
 * shorter one; the app always uses the default).
 */
export async function sendToNetworkPrinter(
  address: NetworkAddress,
  bytes: Uint8Array,
  {
    status = true,
    signal,
    timeoutMs = ATTEMPT_TIMEOUT_MS,
  }: { status?: boolean; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<void> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      await sendOnce(address, bytes, timeoutMs, status, signal);
      return;
    } catch (error) {
      if (error instanceof PrinterNotReady || error instanceof PrintAbandoned) throw error;
      lastError = error;
      if (attempt < ATTEMPTS) {
        await sleep(RETRY_DELAY_MS, undefined, { signal }).catch(() => {
          throw new PrintAbandoned();
        });
      }
    }
  }
  throw lastError;
}
