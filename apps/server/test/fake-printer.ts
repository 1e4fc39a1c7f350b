import { createServer, type Server } from "node:net";

/**
 * A network receipt printer on 127.0.0.1: it accepts connections on its raw port and keeps the
 * bytes of each one as one print job, as a thermal printer would print them.
 */
export class FakePrinter {
  readonly jobs: Buffer[] = [];
  private taken = 0;
  private readonly waiting: Array<() => void> = [];
  private server: Server | undefined;

  /** Listens on `port` (a free one by default: a test may start it late on a port it gave a printer). */
  async start(port = 0): Promise<number> {
    const server = createServer((socket) => {
      const chunks: Buffer[] = [];
      socket.on("data", (chunk) => chunks.push(chunk));
      socket.on("end", () => {
        this.jobs.push(Buffer.concat(chunks));
        this.waiting.shift()?.();
        socket.end();
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("fake printer: no port");
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
