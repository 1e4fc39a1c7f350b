import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  IDEMPOTENCY_KEY_HEADER,
  type MenuItem,
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderRecord,
  type PosOrderInput,
  type StockItemRecord,
} from "@kedai/shared";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuCart } from "../../../bench/menu-cart.mjs";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import {
  customers,
  orderEvents,
  orderItems,
  orderStatusChanges,
  orders,
  pointsReservations,
  stockItems,
  stockMovements,
} from "../src/db/schema";
import { toFourDecimals } from "../src/db/schema/columns";
import { orderKeyOf } from "../src/modules/orders/order-submit";
import { HttpClient } from "./http-client";
import { freePort, type ServerProcess, startServerProcess, waitForHealth } from "./server-process";

/**
 * A process crash loses nothing acknowledged and leaves nothing half-written. The real server (demo
 * shop) takes POS orders from four tills at once, one of them redeeming a customer's points before
 * each order, and is killed with SIGKILL mid-stream. After a restart on the same data: every order
 * a till got a 2xx for is there exactly as answered, stock equals the opening quantities less the
 * recipes of the orders present, the points add up, and every order present is whole (items,
 * history, stock movements, live event), acknowledged or not. The tills then resend what got no
 * answer with the same Idempotency-Key, as the POS does, and each key ends as one order.
 *
 * Embedded database by default; with TEST_DATABASE_URL, the server runs on a fresh PostgreSQL
 * database of its own (as the rest of the suite).
 */
const DEMO_PASSWORD = "rahasia123";
const TILLS = ["kasir", "admin", "manajer", "staf"];
/** Orders acknowledged before the kill: enough that it lands mid-stream, few enough for a slow machine. */
const ORDERS_BEFORE_KILL = 40;

const serverUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), "kedai-crash-"));
const databaseName = `kedai_crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
let databaseUrl: string | undefined;
let admin: ReturnType<typeof postgres> | undefined;
let base = "";
let serverEnv: Record<string, string> = {};
let server: ServerProcess | undefined;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  serverEnv = { PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true" };
  if (serverUrl) {
    admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${databaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    serverEnv.DATABASE_URL = databaseUrl;
  }
  server = await start();
}, 180_000);

afterAll(async () => {
  server?.child.kill("SIGKILL");
  await server?.exited;
  if (admin) {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const started = startServerProcess(serverEnv);
  // A first start creates the embedded database in a process of its own: slow on a busy machine.
  await waitForHealth(base, started, 150_000);
  return started;
}

type Till = { name: string; client: HttpClient; userId: string; sessionId: string };
type Sent = { key: string; body: PosOrderInput; till: Till };

/** What the tills sent and what they were told, as they saw it. */
const acknowledged = new Map<string, OrderRecord>(); // by Idempotency-Key
/** The key as the server stores it: scoped to the cashier who sent it (orderKeyOf). */
const storedKeys = new Map<string, string>();
const acknowledge = (sent: Sent, order: OrderRecord) => {
  acknowledged.set(sent.key, order);
  storedKeys.set(sent.key, orderKeyOf(sent.key, `staff:${sent.till.userId}`, sent.body)!.key);
};
const unanswered: Sent[] = [];
let redemptionsAcknowledged = 0;

const submit = ({ key, body, till }: Sent) =>
  till.client.post<{ data: OrderRecord }>("/api/orders", body, { [IDEMPOTENCY_KEY_HEADER]: key });

describe(`a server killed mid-stream (${serverUrl ? "PostgreSQL" : "embedded database"})`, () => {
  it("keeps every acknowledged order whole and nothing half-written", async () => {
    const startedAt = new Date();
    const office = new HttpClient(base);
    await office.login("admin", DEMO_PASSWORD);

    const [outlet] = (await office.get<{ _id: string; name: string }[]>("/api/locations")).body.filter(
      (l) => l.name === "Kedai Crepes Pusat",
    );
    // The products with their recipes (the back office sees them).
    const menu = (await office.get<MenuItem[]>("/api/menu")).body.filter((p) => p.isAvailable && p.recipe?.length);
    expect(menu.length).toBeGreaterThan(3);
    const openingStock = new Map(
      (await office.get<StockItemRecord[]>("/api/stock")).body.map((s) => [s._id, s] as const),
    );
    const customer = (
      await office.get<{ _id: string; loyaltyPoints: number; email: string }[]>("/api/customers")
    ).body.find((c) => c.email === "pelanggan@contoh.id")!;

    const tills: Till[] = [];
    for (const name of TILLS) {
      const client = new HttpClient(base);
      const user = await client.login(name, DEMO_PASSWORD);
      const opened = await client.post<{ _id: string }>("/api/register/open", {
        outlet: outlet._id,
        openingBalance: 100_000,
      });
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
      tills.push({ name, client, userId: user._id, sessionId: opened.body._id });
    }

    let n = 0;
    const nextOrder = (till: Till, customerId?: string): PosOrderInput => {
      n++;
      return {
        waiter: till.userId,
        orderType: n % 2 ? ORDER_TYPE.TakeAway : ORDER_TYPE.DineIn,
        customer: customerId,
        items: menuCart(menu, n),
      };
    };

    // Each till places orders one after another until the server dies under it.
    let killed = false;
    let unexpected: string | undefined;
    const tillLoop = async (till: Till) => {
      while (!killed) {
        const withPoints = till.name === "kasir";
        try {
          if (withPoints) {
            const redeemed = await till.client.post("/api/customers/redeem-points", {
              customerId: customer._id,
              pointsToRedeem: 1,
            });
            if (redeemed.status !== 200) unexpected ??= `redeem ${redeemed.status} ${JSON.stringify(redeemed.body)}`;
            else redemptionsAcknowledged++;
          }
        } catch {
          return; // the server is gone
        }
        const sent: Sent = { key: randomUUID(), body: nextOrder(till, withPoints ? customer._id : undefined), till };
        try {
          const answer = await submit(sent);
          if (answer.status === 201) acknowledge(sent, answer.body.data);
          else unexpected ??= `order ${answer.status} ${JSON.stringify(answer.body)}`;
        } catch {
          unanswered.push(sent);
          return;
        }
      }
    };
    const running = tills.map(tillLoop);
    while (acknowledged.size < ORDERS_BEFORE_KILL && !unexpected) await new Promise((r) => setTimeout(r, 5));
    expect(unexpected).toBeUndefined();
    server!.child.kill("SIGKILL");
    killed = true;
    await server!.exited;
    await Promise.all(running);
    console.log(
      `killed after ${acknowledged.size} acknowledged orders, ${redemptionsAcknowledged} redemptions; ` +
        `${unanswered.length} orders in flight`,
    );

    const restartedAt = performance.now();
    server = await start();
    console.log(`restarted in ${Math.round(performance.now() - restartedAt)} ms`);

    // Every acknowledged order reads back exactly as it was answered.
    for (const order of acknowledged.values()) {
      const read = await office.get<{ data: OrderRecord }>(`/api/orders/${order._id}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toEqual(order);
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.statusHistory.map((h) => h.to)).toEqual([ORDER_STATUS.New]);
    }

    // What got no answer is sent again with its key: it is placed now or answers the order placed
    // before the kill, and that order is whole.
    for (const sent of unanswered) {
      const answer = await submit(sent);
      expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
      expect(answer.body.data.items.length).toBe(sent.body.items.length);
      acknowledge(sent, answer.body.data);
    }

    // Stock as the API reports it: opening quantity less the recipes of every order of these tills.
    const packaging = [...openingStock.values()].filter((s) => s.isPackaging).map((s) => s._id);
    const recipes = new Map(menu.map((p) => [p._id, p.recipe!] as const));
    const expected = new Map([...openingStock].map(([id, s]) => [id, s.quantityInStock] as const));
    const take = (id: string, quantity: number) => expected.set(id, toFourDecimals(expected.get(id)! - quantity));
    for (const order of acknowledged.values()) {
      for (const item of order.items) {
        for (const row of recipes.get(item.productId!)!) take(row.ingredient._id, row.quantityUsed * item.quantity);
      }
      if (order.orderType === ORDER_TYPE.TakeAway) for (const id of packaging) take(id, 1);
    }
    const stockNow = (await office.get<StockItemRecord[]>("/api/stock")).body;
    expect(Object.fromEntries(stockNow.map((s) => [s.name, s.quantityInStock]))).toEqual(
      Object.fromEntries(stockNow.map((s) => [s.name, expected.get(s._id)])),
    );

    // The rows themselves, read with the server stopped (the embedded database has one process).
    const stopped = server.exited;
    server.child.kill("SIGTERM");
    expect(await stopped).toBe(0);
    server = undefined;
    const database = await openDatabase(
      databaseUrl ? { engine: "postgres", url: databaseUrl } : { engine: "pglite", dataDir },
    );
    const checkedAt = performance.now();
    try {
      await checkRows(database, {
        sessionIds: tills.map((t) => t.sessionId),
        keys: [...storedKeys.values()],
        startedAt,
        customerId: customer._id,
        openingPoints: customer.loyaltyPoints,
        redemptionsAcknowledged,
        openingStock: new Map([...openingStock].map(([id, s]) => [id, s.quantityInStock] as const)),
      });
    } finally {
      await database.close();
    }
    console.log(`rows checked in ${Math.round(performance.now() - checkedAt)} ms`);
  }, 240_000);
});

/** Every order of the tills is whole, every order movement has its order, and stock and points add up. */
async function checkRows(
  { db }: DatabaseHandle,
  expected: {
    sessionIds: string[];
    keys: string[];
    startedAt: Date;
    customerId: string;
    openingPoints: number;
    redemptionsAcknowledged: number;
    openingStock: Map<string, number>;
  },
) {
  const placed = await db.select().from(orders).where(inArray(orders.registerSessionId, expected.sessionIds));
  // Each key sent is one order, and no order exists that no till sent.
  expect(placed.map((o) => o.idempotencyKey).sort()).toEqual([...expected.keys].sort());

  const countBy = async (table: typeof orderItems | typeof orderStatusChanges | typeof orderEvents) => {
    const rows = await db
      .select({ orderId: table.orderId, n: sql<number>`count(*)::int` })
      .from(table)
      .where(
        inArray(
          table.orderId,
          placed.map((o) => o.id),
        ),
      )
      .groupBy(table.orderId);
    return new Map(rows.map((r) => [r.orderId, r.n] as const));
  };
  const items = await countBy(orderItems);
  const history = await countBy(orderStatusChanges);
  const events = await countBy(orderEvents);
  const movements = await db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.referenceType, "order"), gte(stockMovements.createdAt, expected.startedAt)));
  for (const order of placed) {
    expect(items.get(order.id), order.orderId).toBeGreaterThan(0);
    expect(history.get(order.id), order.orderId).toBe(1);
    expect(events.get(order.id), order.orderId).toBe(1);
    const moved = movements
      .filter((m) => m.referenceId === order.id)
      .map((m) => ({ stockItemId: m.stockItemId, quantity: -m.quantity }))
      .sort((a, b) => a.stockItemId.localeCompare(b.stockItemId));
    expect(moved, order.orderId).toEqual(order.stockUsed);
  }
  const placedIds = new Set(placed.map((o) => o.id));
  expect(movements.filter((m) => !placedIds.has(m.referenceId!))).toEqual([]);

  // Each item's quantity is its opening quantity plus the movements since.
  const stock = await db.select({ id: stockItems.id, quantity: stockItems.quantityInStock }).from(stockItems);
  for (const item of stock) {
    const moved = movements.filter((m) => m.stockItemId === item.id).reduce((sum, m) => sum + m.quantity, 0);
    expect(item.quantity).toBeCloseTo(expected.openingStock.get(item.id)! + moved, 4);
  }

  // Points: every acknowledged redemption is a reservation; the balance is the opening balance less
  // the reservations; a used reservation's order redeemed exactly its points.
  const reservations = await db
    .select()
    .from(pointsReservations)
    .where(eq(pointsReservations.customerId, expected.customerId));
  const fresh = reservations.filter((r) => r.createdAt >= expected.startedAt);
  expect(fresh.length).toBeGreaterThanOrEqual(expected.redemptionsAcknowledged);
  expect(fresh.length).toBeLessThanOrEqual(expected.redemptionsAcknowledged + 1);
  const [{ balance }] = await db
    .select({ balance: customers.loyaltyPoints })
    .from(customers)
    .where(eq(customers.id, expected.customerId));
  expect(balance).toBe(expected.openingPoints - fresh.reduce((sum, r) => sum + r.points, 0));
  for (const order of placed.filter((o) => o.customerId === expected.customerId)) {
    const used = fresh.filter((r) => r.orderId === order.id).reduce((sum, r) => sum + r.points, 0);
    expect(order.pointsRedeemed, order.orderId).toBe(used);
  }
}
