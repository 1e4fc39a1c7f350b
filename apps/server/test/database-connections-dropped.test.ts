import { randomUUID } from "node:crypto";
import { ORDER_TYPE } from "@kedai/shared";
import postgres from "postgres";
import { beforeAll, describe, expect, it } from "vitest";
import { openEventStream } from "./event-stream";
import { createProduct, createRegisterSession, createStaffUser, TEST_PASSWORD } from "./factories";
import { useTestApp } from "./test-app";

/**
 * PostgreSQL may drop every connection of the app at any moment (a restart of the database, a
 * failover, an operator's pg_terminate_backend): the running app must serve again by itself, with
 * no restart, and its live order events must come back, since the kitchen screens stay open.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("the app after PostgreSQL dropped all its connections", () => {
  const { ctx, db, clients, accounts } = useTestApp({ login: { cashier: "cashier" } });
  let baseUrl = "";
  let waiterId = "";
  let productId = "";
  beforeAll(async () => {
    await createRegisterSession(db(), { cashierId: accounts.cashier.id });
    waiterId = (await createStaffUser(db(), { role: "staff" })).id;
    productId = (await createProduct(db(), { price: 15_000 })).id;
    baseUrl = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  });

  const placeOrder = () =>
    clients.cashier.post(
      "/api/orders",
      { waiter: waiterId, orderType: ORDER_TYPE.TakeAway, items: [{ productId, quantity: 1 }] },
      { headers: { "idempotency-key": randomUUID() } },
    );

  /**
   * Terminates every backend of the app's database; with `refuseMs`, the database then refuses new
   * connections that long, as while PostgreSQL restarts. How many backends it ended.
   */
  async function dropAppConnections(refuseMs = 0): Promise<number> {
    // From the server's maintenance database: the app's own refuses connections meanwhile.
    const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    const database = new URL(ctx.databaseUrl!).pathname.slice(1);
    try {
      if (refuseMs) await admin`alter database ${admin(database)} allow_connections false`;
      const ended = await admin`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = ${database} and pid <> pg_backend_pid()`;
      if (refuseMs) {
        await new Promise((r) => setTimeout(r, refuseMs));
        await admin`alter database ${admin(database)} allow_connections true`;
      }
      return ended.filter((row) => row.ended).length;
    } finally {
      await admin.end();
    }
  }

  it.each([
    ["dropped", 0],
    ["dropped, then refused for 2 s", 2000],
  ])(
    "connections %s: answers again within 5 s without a restart, and the open live stream carries the next order",
    async (_, refuseMs) => {
      const stream = await openEventStream(`${baseUrl}/api/events`, { cookie: clients.cashier.cookieHeader() });
      try {
        expect((await stream.next(5000))?.id).toBeDefined();
        const before = await placeOrder();
        expect(before.statusCode).toBe(201);
        expect((await stream.nextOrderEvent(5000)).orderId).toBe(before.json().data._id);

        // The pool's connections and the one holding the LISTEN.
        expect(await dropAppConnections(refuseMs)).toBeGreaterThanOrEqual(2);
        const backAt = Date.now();

        // A DB-backed request succeeds again within 5 s of the database taking connections again.
        const login = async () =>
          ctx.client().post("/api/auth/login", { username: accounts.cashier.login, password: TEST_PASSWORD });
        // Until then a request is told to try again shortly (503), never a server fault (500).
        let answer = await login();
        while (answer.statusCode !== 200 && Date.now() - backAt < 5000) {
          expect(answer.json(), answer.body).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
          await new Promise((r) => setTimeout(r, 100));
          answer = await login();
        }
        expect(answer.statusCode, answer.body).toBe(200);
        expect(Date.now() - backAt).toBeLessThan(5000);
        expect((await clients.cashier.get("/api/menu")).statusCode).toBe(200);
        const after = await placeOrder();
        expect(after.statusCode, after.body).toBe(201);

        // The live stream that stayed open gets it.
        expect((await stream.nextOrderEvent(5000)).orderId).toBe(after.json().data._id);
      } finally {
        stream.close();
      }
    },
  );
});
