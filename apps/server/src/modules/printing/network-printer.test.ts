import { createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { PrintAbandoned, sendToNetworkPrinter } from "./network-printer";

// A send to a network printer settles whatever the socket does: a printer that hangs up (end), is
// pulled off the network mid-answer (a reset: error, then close), closes at once, or stops reading
// (silence: the timeout) fails the send in bounded time, and the app closing abandons it. One that
// never settled stopped its printer's queue for good and held up shutdown.

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A raw TCP peer on 127.0.0.1 that treats each connection as `behave` says; answers its address. */
async function peer(behave: (socket: Socket) => void) {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on("error", () => {});
    behave(socket);
  });
  servers.push(server);
  // Closing the server waits for its connections: a stalled one is ended with the test.
  const close = server.close.bind(server);
  server.close = (callback) => {
    for (const socket of sockets) socket.destroy();
    return close(callback);
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { host: "127.0.0.1", port: address.port };
}

/** A printer that answers the status query 'ready' (Epson's bytes) and keeps what it is sent. */
async function readyPrinter() {
  const printed: Buffer[] = [];
  const address = await peer((socket) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => {
      if (chunk[0] === 0x10 && chunk[1] === 0x04) return void socket.write(Buffer.from([0x12, 0x12]));
      chunks.push(chunk);
    });
    socket.on("end", () => {
      printed.push(Buffer.concat(chunks));
      socket.end();
    });
  });
  return { address, printed };
}

const PAPER = Buffer.from("TIKET DAPUR #0001\n", "latin1");

/** How long the send took to settle, and how (the error it failed with, or null). */
async function settleOf(send: Promise<void>) {
  const started = performance.now();
  const error = await send.then(
    () => null,
    (failure: unknown) => failure,
  );
  return { error, ms: performance.now() - started };
}

describe("a send to a network printer", () => {
  it("fails in bounded time when the printer hangs up (end) during the status query, and the next paper prints", async () => {
    const address = await peer((socket) => socket.once("data", () => socket.end()));
    const { error, ms } = await settleOf(sendToNetworkPrinter(address, PAPER));
    expect(error).toBeInstanceOf(Error);
    // Three quick attempts and two pauses of half a second.
    expect(ms).toBeLessThan(3_000);

    const good = await readyPrinter();
    await sendToNetworkPrinter(good.address, PAPER);
    await expect.poll(() => good.printed).toEqual([PAPER]);
  });

  it("fails when the connection is reset (error, then close) during the status query", async () => {
    const address = await peer((socket) => socket.once("data", () => socket.resetAndDestroy()));
    const { error, ms } = await settleOf(sendToNetworkPrinter(address, PAPER));
    expect(error).toBeInstanceOf(Error);
    expect(ms).toBeLessThan(3_000);
  });

  it("fails when the printer closes the connection as soon as it opens, before the paper (close)", async () => {
    const address = await peer((socket) => socket.destroy());
    const { error, ms } = await settleOf(sendToNetworkPrinter(address, PAPER));
    expect(error).toBeInstanceOf(Error);
    expect(ms).toBeLessThan(3_000);
  });

  // Three attempts, each 3 s of silence after the kernel's buffers fill, and two pauses: the test's
  // timeout is the bound (a send that never settled failed it).
  it("fails on silence: a printer that takes the connection and stops reading times out", async () => {
    // Never reads: a paper larger than the loopback's buffers, so the write never completes. Each
    // attempt waits out 300 ms of silence here (the app's 3 s would make the test wait 9 s).
    const address = await peer((socket) => socket.pause());
    const paper = Buffer.alloc(16 * 1024 * 1024, 0x41);
    const { error, ms } = await settleOf(sendToNetworkPrinter(address, paper, { status: false, timeoutMs: 300 }));
    expect((error as Error).message).toMatch(/no answer within 300 ms/);
    expect(ms).toBeLessThan(5_000);
  });

  it("is abandoned at once when the app closes, whatever the printer is doing", async () => {
    const address = await peer((socket) => socket.pause());
    const closing = new AbortController();
    const send = settleOf(sendToNetworkPrinter(address, Buffer.alloc(16 * 1024 * 1024), { signal: closing.signal }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    closing.abort();
    const { error, ms } = await send;
    expect(error).toBeInstanceOf(PrintAbandoned);
    expect(ms).toBeLessThan(1_000);
  });
});
