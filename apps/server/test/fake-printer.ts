import { createServer, type Server } from "node:net";

/**
 * How the fake printer answers ESC/POS real-time status (DLE EOT n): `ready`, `paper-out`,
 * `cover-open` as an Epson does, `silent`, a cheap printer without status, or `hangs-up`, one that
 * closes the connection when asked (a printer rebooting, a flaky network).
 */
export type FakePrinterState = "ready" | "paper-out" | "cover-open" | "silent" | "hangs-up";

const DLE = 0x10;
const EOT = 0x04;

/** The status byte an Epson answers to DLE EOT `n` in `state` (bits 1 and 4 always set). */
function statusByte(n: number, state: FakePrinterState): number {
  if (n === 2 && state === "cover-open") return 0x12 | 0x04;
  if (n === 2 && state === "paper-out") return 0x12 | 0x20;
  if (n === 4 && state === "paper-out") return 0x12 | 0x60;
  return 0x12;
}

/**
 * A network receipt printer on 127.0.0.1: it accepts connections on its raw port and keeps the
 * bytes of each one as one print job, as a thermal printer would print them. Status queries at the
 * start of a connection are answered (per `state`) and not part of the job; `statusQueries`
 * counts them.
 */
export class FakePrinter {
  readonly jobs: Buffer[] = [];
  state: FakePrinterState = "ready";
  statusQueries = 0;
  /** Called with each job as it arrives (a bench times it). */
  onJob: ((job: Buffer) => void) | null = null;
  /** Where it listens, once started. */
  port = 0;
  private taken = 0;
  private readonly waiting: Array<() => void> = [];
  private server: Server | undefined;

  /** Listens on `port` (a free one by default: a test may start it late on a port it gave a printer). */
  async start(port = 0): Promise<number> {
    const server = createServer((socket) => {
      const chunks: Buffer[] = [];
      let pending = Buffer.alloc(0);
      let inJob = false;
      socket.on("data", (chunk) => {
        if (inJob) return void chunks.push(chunk);
        pending = Buffer.concat([pending, chunk]);
        // Real-time status queries first, each answered at once (unless silent).
        while (pending.length >= 3 && pending[0] === DLE && pending[1] === EOT) {
          this.statusQueries++;
          if (this.state === "hangs-up") return void socket.end();
          if (this.state !== "silent") socket.write(Buffer.from([statusByte(pending[2], this.state)]));
          pending = pending.subarray(3);
        }
        const query = pending.length > 0 && pending[0] === DLE && (pending.length < 2 || pending[1] === EOT);
        if (pending.length > 0 && !query) {
          inJob = true;
          chunks.push(pending);
        }
      });
      socket.on("end", () => {
        if (chunks.length === 0) return void socket.end();
        const job = Buffer.concat(chunks);
        this.jobs.push(job);
        this.onJob?.(job);
        this.waiting.shift()?.();
        socket.end();
      });
      socket.on("error", () => {});
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("fake printer: no port");
    this.port = address.port;
    return address.port;
  }
  /** The oldest job not yet taken, waiting for it to arrive. */
  async nextJob(timeoutMs = 10_000): Promise<Buffer> {
    if (this.taken >= this.jobs.length) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("fake printer: no print job arrived")), timeoutMs);
        this.waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.jobs[this.taken++];
  }

  /** Jobs that arrived and no test took. */
  get untaken(): number {
    return this.jobs.length - this.taken;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** A port on 127.0.0.1 where nothing listens: a printer that is switched off. */
export async function closedPort(): Promise<number> {
  const printer = new FakePrinter();
  const port = await printer.start();
  await printer.stop();
  return port;
}
