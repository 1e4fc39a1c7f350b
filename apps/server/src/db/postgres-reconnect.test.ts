import { once } from "node:events";
import net from "node:net";
import postgres from "postgres";
import { afterEach, describe, expect, it } from "vitest";

/** The start of every StartupMessage after its length: protocol version 3.0. */
const PROTOCOL_3 = 196_608;
/** ReadyForQuery, idle. */
const READY_FOR_QUERY = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
/** AuthenticationOk: any login is welcome. */
const AUTHENTICATION_OK = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
/** CommandComplete "SELECT 0". */
const SELECTED_NOTHING = Buffer.concat([Buffer.from([0x43, 0, 0, 0, 13]), Buffer.from("SELECT 0\0")]);

/**
 * A PostgreSQL server that accepts any login and answers every simple query with no rows,
 * recording the first bytes each connection sent (its StartupMessage when all is well).
 */
async function startFakeServer() {
  const firstBytes: Buffer[] = [];
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    socket.once("data", (bytes) => {
      firstBytes.push(bytes);
      socket.write(Buffer.concat([AUTHENTICATION_OK, READY_FOR_QUERY]));
      socket.on("data", () => socket.write(Buffer.concat([SELECTED_NOTHING, READY_FOR_QUERY])));
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, port: (server.address() as net.AddressInfo).port, firstBytes };
}

/**
 * postgres.js 3.4.9 batches small writes behind a setImmediate and, when a connection's socket
 * closes with such a write pending, cancels the immediate without forgetting it or the buffered
 * bytes: the connection's next StartupMessage is appended to the dead query's bytes and never
 * sent, so every request that needs that connection waits for connect_timeout (30 s) and fails.
 * PostgreSQL dropping the app's connections under load (a restart, a failover) hit it.
 * `patches/postgres+3.4.9.patch` forgets both on close; this test fails (CONNECT_TIMEOUT) without
 * it, and again if an upgrade loses the fix (audited-libraries.ts names this file for that review).
 */
describe("postgres.js after a connection closed with a write pending", () => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  it("connects again at once, sending a clean StartupMessage", async () => {
    const fake = await startFakeServer();
    const sockets: net.Socket[] = [];
    // `socket` is a postgres.js option its type declarations leave out: passed as a variable, not a literal.
    const options = {
      host: "127.0.0.1",
      port: fake.port,
      database: "kedai",
      username: "kedai",
      max: 1,
      fetch_types: false,
      connect_timeout: 2,
      onnotice: () => {},
      socket: async () => {
        const socket = net.connect(fake.port, "127.0.0.1");
        await once(socket, "connect");
        sockets.push(socket);
        return socket;
      },
    };
    const sql = postgres(options);
    close = async () => {
      await sql.end({ timeout: 0 });
      fake.server.close();
    };

    await sql.unsafe("select 1").simple();
    const written: Buffer[] = [];
    const socket = sockets[0]!;
    // What the first connection sends from here on.
    const write = socket.write.bind(socket);
    socket.write = ((chunk: Buffer, ...rest: never[]) => {
      written.push(chunk);
      return write(chunk, ...rest);
    }) as typeof socket.write;

    const lost = sql
      .unsafe("select 2")
      .simple()
      .execute()
      .then(
        () => "answered",
        (error: { code?: string }) => error.code,
      );
    // The query's handler runs one microtask later and buffers its bytes for the next turn.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    expect(written).toHaveLength(0);
    // The socket's close event arriving now, before the batched write goes out: what a dropped
    // connection does when its close is handled in the same turn a query was given to it.
    socket.emit("close", false);
    socket.destroy();
    expect(await lost).toBe("CONNECTION_CLOSED");

    const started = Date.now();
    await expect(sql.unsafe("select 3").simple()).resolves.toHaveLength(0);
    expect(Date.now() - started).toBeLessThan(1000);

    expect(fake.firstBytes).toHaveLength(2);
    const startup = fake.firstBytes[1]!;
    expect(startup.readUInt32BE(0)).toBe(startup.length);
    expect(startup.readUInt32BE(4)).toBe(PROTOCOL_3);
  });
});
