// The server under test for bench/pos-orders.mjs: the real app on the database the environment names
// (DATABASE_URL, else embedded in DATA_DIR), with a restaurant's data: 36 products with recipes of
// 3–5 stock items, a topping group on half of them, two packaging items, 240 tables, 20 cashiers at 4
// outlets and 4 waiters. Bench-only additions:
// - every 100 ms the occupied tables are freed in one statement (the guests leave at once), outside
//   any order's request: freeing each order's table before answering it put a second statement in
//   every Dine-In request, on the embedded database a second wait in its queue. The clients seat
//   orders round the 240 tables, so a table is drawn again only seconds after it was freed;
// - POST /bench/ceiling runs the order service in this process, without HTTP, with the same mix,
//   concurrency and Idempotency-Key (scoped to the cashier as POST /api/orders scopes it): the
//   database's ceiling for the same SQL; each answer is checked as the HTTP client checks its own;
// - GET /bench/settled answers once the orders a stopped run left in flight have finished;
// - GET /bench/stock-check compares every stock item with its starting quantity less what the
//   orders in the database took (recipes × quantities, plus packaging for Take Away);
// - BENCH_KITCHEN_PRINTER=host:port gives every outlet a network kitchen printer there (bench/print.mjs,
//   bench/ojol.ts), marked as an admin's override of the printer address rule (the fake is on 127.0.0.1);
// - BENCH_OJOL (bench/ojol.ts: the fake platforms' credentials, JSON) links every outlet to GrabFood and
//   GoFood, enabled and auto-accepting at 20 % commission, through the back office's own service;
//   the links are in the JSON line. The server reaches the fakes at GRAB_API_URL etc. (env).
import { randomUUID } from "node:crypto";
import {
  defaultSettings,
  OJOL_PLATFORMS,
  type OjolPlatform,
  ORDER_TYPE,
  type PosOrderBody,
  TABLE_STATUS,
} from "@kedai/shared";
import { count, eq, sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app";
import { parseEnv } from "../apps/server/src/config/env";
import { databaseOptionsFrom, openDatabase, type Tx } from "../apps/server/src/db/client";
import {
  categories,
  diningTables,
  locations,
  orderItems,
  orders,
  printers,
  productOptionGroups,
  productRecipes,
  products,
  stockItems,
  units,
  users,
} from "../apps/server/src/db/schema";
import { hashPassword } from "../apps/server/src/modules/auth/password";
import { savePlatformLink } from "../apps/server/src/modules/ojol/platform-links";
import { createPosOrder } from "../apps/server/src/modules/orders/create-pos-order";
import { orderKeyOf } from "../apps/server/src/modules/orders/order-submit";
import { saveSettings } from "../apps/server/src/modules/settings/settings.service";
import { recomputeProductCogs } from "../apps/server/src/modules/stock/cogs";
import { benchDatabase } from "./bench-database";
import { orderMix, wrongOrderAnswer } from "./pos-order-mix.mjs";
import { seedToppingGroup } from "./seed-toppings";

const PASSWORD = "bench-kasir-123";
const STARTING_STOCK = 1_000_000;
const TABLES = 240;
const env = parseEnv({ ...process.env, LOG_LEVEL: "warn", SEED_DEMO: "false" });
const database = await openDatabase(benchDatabase(databaseOptionsFrom(env)));
const db = database.db;

const catalog = await db.transaction(async (tx) => {
  await saveSettings(tx, defaultSettings());
  const [gram] = await tx.insert(units).values({ name: "gram" }).returning();
  const outlets = await tx
    .insert(locations)
    .values(
      ["Braga", "Dago", "Riau", "Buah Batu"].map((name, i) => ({
        name: `Kedai ${name}`,
        address: `Jl. ${name} No. ${i + 1}`,
        slug: `kedai-${i + 1}`,
      })),
    )
    .returning();
  const cats = await tx
    .insert(categories)
    .values(["Crepes Manis", "Crepes Asin", "Minuman", "Camilan"].map((name) => ({ name })))
    .returning();
  const ingredients = await tx
    .insert(stockItems)
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Bahan ${i + 1}`,
        unitId: gram.id,
        cost: 5 + (i % 7) * 3,
        quantityInStock: STARTING_STOCK,
      })),
    )
    .returning();
  await tx.insert(stockItems).values(
    ["Kotak Crepes", "Kantong Kertas"].map((name) => ({
      name,
      unitId: gram.id,
      cost: 800,
      quantityInStock: STARTING_STOCK,
      isPackaging: true,
    })),
  );
  const { group: toppingGroup, toppings } = await seedToppingGroup(tx);
  const menu = await tx
    .insert(products)
    .values(
      Array.from({ length: 36 }, (_, i) => ({
        name: `Crepes ${i + 1}`,
        price: 15000 + (i % 8) * 2500,
        categoryId: cats[i % cats.length].id,
      })),
    )
    .returning();
  await tx
    .insert(productOptionGroups)
    .values(
      menu.filter((_, i) => i % 2 === 0).map((p) => ({ productId: p.id, groupId: toppingGroup.id, position: 0 })),
    );
  await tx.insert(productRecipes).values(
    menu.flatMap((p, i) =>
      Array.from({ length: 3 + (i % 3) }, (_, k) => ({
        productId: p.id,
        stockItemId: ingredients[(i * 7 + k * 5) % ingredients.length].id,
        quantityUsed: 5 + k * 2.5,
      })),
    ),
  );
  await recomputeProductCogs(tx, { productIds: menu.map((p) => p.id) });
  const tables = await tx
    .insert(diningTables)
    .values(Array.from({ length: TABLES }, (_, i) => ({ name: `Meja ${i + 1}`, capacity: 4 })))
    .returning();
  const passwordHash = await hashPassword(PASSWORD);
  const staff = (role: "cashier" | "staff", count: number) =>
    tx
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          fullName: `${role === "cashier" ? "Kasir" : "Waiter"} ${i + 1}`,
          username: `${role === "cashier" ? "kasir" : "waiter"}-${i + 1}`,
          passwordHash,
          role,
          assignedLocationId: outlets[i % outlets.length].id,
          startDate: "2020-01-01",
        })),
      )
      .returning();
  const kitchenPrinter = process.env.BENCH_KITCHEN_PRINTER?.split(":");
  if (kitchenPrinter) {
    const [host, port] = kitchenPrinter;
    await tx.insert(printers).values(
      outlets.map((outlet) => ({
        name: `Dapur ${outlet.name}`,
        locationId: outlet.id,
        role: "kitchen" as const,
        connectionType: "network" as const,
        host,
        port: Number(port),
        paperWidth: 80,
        // The fake printer is on 127.0.0.1, which the printer address rule refuses without it.
        anyAddress: true,
      })),
    );
  }
  const cashiers = await staff("cashier", 20);
  const waiters = await staff("staff", 4);
  return {
    outletIds: outlets.map((outlet) => outlet.id),
    products: menu.map((p, i) => ({ id: p.id, toppingIds: i % 2 === 0 ? toppings.map((t) => t.id) : [] })),
    tableIds: tables.map((t) => t.id),
    waiterIds: waiters.map((w) => w.id),
    cashiers: cashiers.map((c) => ({
      id: c.id,
      fullName: c.fullName,
      username: c.username,
      role: c.role,
      outletId: c.assignedLocationId,
    })),
  };
});

let freeing: Promise<unknown> = Promise.resolve();
/** Frees every occupied table in one statement, after the previous sweep has finished. */
const freeTables = () => {
  freeing = freeing
    .then(() =>
      db
        .update(diningTables)
        .set({ status: TABLE_STATUS.Available })
        .where(eq(diningTables.status, TABLE_STATUS.Occupied)),
    )
    .catch((error) => console.error("freeing tables failed", error));
  return freeing;
};
const sweeper = setInterval(freeTables, 100);

const app = await buildApp({ env, database, logger: false });

/**
 * Orders a stopped run left in flight still finish here (a client that goes away does not stop
 * them): settled once no order has been written for a second, which at a few orders a second even
 * on a loaded machine means none is under way.
 */
app.get("/bench/settled", { config: { access: "public" } }, async () => {
  const placed = async () => (await db.select({ n: count() }).from(orders))[0].n;
  const until = performance.now() + 60_000;
  for (let before = await placed(); performance.now() < until; ) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await placed();
    if (now === before) return { settled: true };
    before = now;
  }
  return { settled: false };
});

/** `connections` workers placing orders back to back through the service for `seconds`. */
async function placeOrders(seconds: number, connections: number, seed: number) {
  // A new mix starts at the first table: the last run's tables are free first.
  await freeTables();
  const mix = orderMix(catalog, seed);
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const { cashier, body, tableId } = mix.next();
      const started = performance.now();
      try {
        // The key as the route makes it: a plain string here once ran orders without one (other SQL).
        const key = orderKeyOf(randomUUID(), `staff:${cashier.id}`, body);
        const created = await createPosOrder(db, cashier, key, body as PosOrderBody, env.BUSINESS_TIMEZONE);
        const wrong = created.replayed ? "answered as a replay" : wrongOrderAnswer(body, created.order);
        if (wrong) throw new Error(wrong);
        latencies.push(performance.now() - started);
      } catch (error) {
        failures++;
        firstFailure ??= String(error);
      }
      mix.release(tableId);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { orders: latencies.length, seconds, p50: at(0.5), p99: at(0.99), failures, firstFailure };
}

app.post("/bench/ceiling", { config: { access: "public", csrf: false } }, async (request) => {
  const { seconds, connections } = request.body as { seconds: number; connections: number };
  // The warm-up is no longer than the measured run (a tiny run's half second).
  const warmup = await placeOrders(Math.min(2, seconds), connections, 7);
  const measured = await placeOrders(seconds, connections, 11);
  await freeTables(); // the HTTP clients' mix starts at the first table too
  return { ...measured, warmupOrders: warmup.orders };
});

app.get("/bench/stock-check", { config: { access: "public" } }, () =>
  // One snapshot: an order committing mid-check would otherwise count in one query and not the other.
  db.transaction(stockCheck, { isolationLevel: "repeatable read" }),
);

async function stockCheck(tx: Tx) {
  const fromRecipes = tx
    .select({
      stockItemId: productRecipes.stockItemId,
      quantity: sql`sum(${orderItems.quantity} * ${productRecipes.quantityUsed})`.as("quantity"),
    })
    .from(orderItems)
    .innerJoin(productRecipes, eq(productRecipes.productId, orderItems.productId))
    .groupBy(productRecipes.stockItemId)
    .as("from_recipes");
  const [{ takeAway, placed }] = await tx
    .select({
      takeAway: sql<number>`count(*) filter (where ${orders.orderType} = ${ORDER_TYPE.TakeAway})`.mapWith(Number),
      placed: sql<number>`count(*)`.mapWith(Number),
    })
    .from(orders);
  const rows = await tx
    .select({
      name: stockItems.name,
      inStock: stockItems.quantityInStock,
      expected: sql<number>`${STARTING_STOCK} - coalesce(${fromRecipes.quantity}, 0)
        - case when ${stockItems.isPackaging} then ${takeAway} else 0 end`.mapWith(Number),
    })
    .from(stockItems)
    .leftJoin(fromRecipes, eq(fromRecipes.stockItemId, stockItems.id));
  const wrong = rows.filter((row) => row.inStock !== row.expected);
  const deducted = rows.reduce((sum, row) => sum + (STARTING_STOCK - row.inStock), 0);
  return { items: rows.length, wrong, orders: placed, deducted };
}

/** The fake platforms' credentials (bench/ojol.ts): what Kedai calls them with, and they Kedai. */
type OjolFakes = {
  grabfood: { clientId: string; clientSecret: string; partnerClientId: string; partnerClientSecret: string };
  gofood: { clientId: string; clientSecret: string; notificationSecret: string };
};

/** Every outlet linked to both platforms, as an admin links them ('Tautkan'); each link's platform ids. */
async function linkOutlets(fakes: OjolFakes) {
  const links: { outletId: string; platform: OjolPlatform; merchantRef: string; linkId: string }[] = [];
  for (const [i, outletId] of catalog.outletIds.entries()) {
    for (const platform of OJOL_PLATFORMS) {
      const grab = platform === "grabfood";
      const saved = await savePlatformLink(app.db, app.ojol.box, app.ojol.calls, {
        outletId,
        platform,
        merchantRef: `${grab ? "1-BENCHGRAB" : "G-BENCH"}-${i + 1}`,
        enabled: true,
        autoAccept: true,
        commissionPercent: 20,
        markupPercent: 0,
        clientId: fakes[platform].clientId,
        clientSecret: fakes[platform].clientSecret,
        inboundClientId: grab ? fakes.grabfood.partnerClientId : "",
        inboundSecret: grab ? fakes.grabfood.partnerClientSecret : fakes.gofood.notificationSecret,
      });
      links.push({ outletId, platform, merchantRef: saved.merchantRef, linkId: saved._id });
    }
  }
  return links;
}

await app.ready();
const links = process.env.BENCH_OJOL ? await linkOutlets(JSON.parse(process.env.BENCH_OJOL) as OjolFakes) : [];
await app.listen({ port: env.PORT, host: "127.0.0.1" });
console.log(JSON.stringify({ catalog, password: PASSWORD, links }));
process.on("SIGTERM", () => {
  clearInterval(sweeper);
  app.close().then(() => process.exit(0));
});
