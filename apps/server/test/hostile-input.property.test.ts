import { randomUUID } from "node:crypto";
import { MAX_EXPENSE_AMOUNT, MAX_ORDER_ITEM_QUANTITY, MAX_STOCK_NUMBER } from "@kedai/shared";
import { eq, type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { executeRows } from "../src/db/client";
import { stockItems } from "../src/db/schema";
import { createCustomer, createProduct, createStockItem } from "./factories";
import type { TestClient } from "./test-app";
import { useTill } from "./till";

/**
 * Property-based hostile input: fast-check makes up bodies no form would send (wrong types,
 * negative, fractional and huge numbers, NaN, long and nested values, unknown ids) for every
 * mutating route, and for the routes that move money or stock it varies one number of an
 * otherwise valid request. The rules: never a 5xx; an error carries an Indonesian message; a
 * refused request leaves every table exactly as it was.
 */
const { db, clients, loginAs, submit, waiterId } = useTill();
let callers: { role: string; client: TestClient }[];

beforeAll(async () => {
  const [admin, customer, franchise, staff] = await Promise.all(
    (["admin", "customer", "franchise", "staff"] as const).map((kind) => loginAs(kind)),
  );
  // Each route is called by the roles that reach its validation: the back office's routes by an
  // admin, the till's by a cashier with an open register, the storefront's and the member area's
  // by their own accounts.
  callers = [
    { role: "admin", client: admin },
    { role: "cashier", client: clients.cashier },
    { role: "customer", client: customer },
    { role: "franchise", client: franchise },
    { role: "staff", client: staff },
  ];
});

type Method = "POST" | "PUT" | "PATCH" | "DELETE";
type Operation = { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

// Ending the caller's session would turn every later call into a plain 401.
const skipped = new Set(["POST /api/auth/logout"]);

async function mutatingRoutes(): Promise<{ method: Method; path: string; keys: string[] }[]> {
  const spec = (await clients.cashier.get("/api/docs/json")).json<OpenApi>();
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => method !== "get" && !skipped.has(`${method.toUpperCase()} ${path}`))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        path,
        keys: Object.keys(operation.requestBody?.content?.["application/json"]?.schema?.properties ?? {}),
      })),
  );
}

/**
 * Every table's row count and newest row version (xmin): any insert, update or delete, committed
 * by anyone, changes it. Rate limits count requests on purpose, refused ones too, so their table is left out.
 */
let fingerprintQuery: SQL | undefined;
async function everyTable(): Promise<string> {
  if (!fingerprintQuery) {
    const tables = await rows<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits'
          order by table_name`,
    );
    const parts = tables.map(
      ({ name }) =>
        sql`(select ${name} || ':' || count(*) || '.' || coalesce(max(xmin::text::bigint), 0) from ${sql.identifier(name)})`,
    );
    fingerprintQuery = sql`select concat_ws(' ', ${sql.join(parts, sql`, `)}) as state`;
  }
  const [row] = await rows<{ state: string }>(fingerprintQuery);
  return row.state;
}

const rows = <Row>(query: SQL) => executeRows<Row>(db(), query);

/** The answer's rules; on a refusal, also that nothing changed. */
async function expectRefusedCleanly(
  label: string,
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  before: string,
) {
  expect(response.statusCode, `${label} → ${response.statusCode} ${response.body.slice(0, 200)}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  if (String(response.headers["content-type"] ?? "").includes("application/json")) {
    const { message } = JSON.parse(response.body) as { message?: unknown };
    expect(typeof message, `${label} has no message`).toBe("string");
    expect(message, label).not.toMatch(/expected|received|invalid input|syntax error|undefined|null value/i);
    expect(message, label).not.toMatch(/\bNaN\b/);
  }
  expect(await everyTable(), `${label} was refused but changed the database`).toBe(before);
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "",
    "   ",
    "NaN",
    "Infinity",
    "1e999",
    "-1",
    "../../etc/passwd",
    "<img src=x onerror=alert(1)>",
    "'; DROP TABLE orders; --",
    "\u0000",
    "x".repeat(5_000),
  ),
);
const hostileNumber = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -0, -1, 0.5, -0.0001, 1e21, Number.MAX_SAFE_INTEGER + 2, 1e308),
);
const hostileScalar = fc.oneof(hostileNumber, hostileText, fc.boolean(), fc.constant(null), fc.uuid());

function hostileBody(keys: string[]) {
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      hostileScalar,
      fc.array(tie("value"), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom(...keys), tie("value"), { maxKeys: keys.length }),
    ),
  }));
  // Mostly objects with the route's own field names, so the values reach the field rules.
  return fc.oneof({ weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...keys), value) }, value);
}

const pathValue = fc.oneof(fc.uuid(), hostileText.map(encodeURIComponent), fc.constant("%2e%2e%2f"));

describe("property: hostile bodies on every mutating route", { timeout: 300_000 }, () => {
  it("are refused with a 4xx and an Indonesian message, and write nothing", async () => {
    const routes = await mutatingRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const allKeys = [...new Set(routes.flatMap((r) => r.keys)), "items", "quantity", "price", "orderType"];
    let refused = 0;
    let answered = 0;

    for (const { method, path, keys } of routes) {
      await fc.assert(
        fc.asyncProperty(
          hostileBody(keys.length ? keys : allKeys),
          pathValue,
          fc.constantFrom(...callers.map((caller) => caller.role)),
          async (body, id, role) => {
            const { client } = callers.find((caller) => caller.role === role)!;
            const url = path.replace(/\{[^}]+\}/g, id);
            const before = await everyTable();
            const response = await client.request(method, url, {
              payload: body as object,
              headers: { "idempotency-key": randomUUID() },
            });
            answered++;
            if (response.statusCode >= 400) refused++;
            await expectRefusedCleanly(
              `${role} ${method} ${url} ${JSON.stringify(body)?.slice(0, 120)}`,
              response,
              before,
            );
          },
        ),
        { numRuns: 12 },
      );
    }
    // Made-up bodies are almost never valid: if most were accepted, the check above checked little.
    expect(refused / answered).toBeGreaterThan(0.9);
  });

  it("a 10 MB body and a deeply nested one are refused without touching the database", async () => {
    const before = await everyTable();
    const huge = await clients.cashier.post("/api/customers", `{"name":"${"x".repeat(10 * 1024 * 1024)}"}`, {
      headers: { "content-type": "application/json" },
    });
    expect(huge.statusCode).toBe(413);
    const deep = await clients.cashier.post("/api/customers", `${"[".repeat(50_000)}${"]".repeat(50_000)}`, {
      headers: { "content-type": "application/json" },
    });
    await expectRefusedCleanly("deep JSON", deep, before);
    expect(deep.statusCode).toBe(400);
    await expectRefusedCleanly("10 MB", huge, before);

    // The fingerprint sees a write, so "unchanged" above means something.
    const accepted = await clients.cashier.post("/api/customers", {
      name: "Pelanggan Uji",
      email: `uji-${randomUUID()}@contoh.id`,
      phone: "081234567890",
    });
    expect(accepted.statusCode).toBe(201);
    expect(await everyTable()).not.toBe(before);
  });
});

/** A number as a request may carry it: mostly numbers at and around the edges, sometimes not one at all. */
const edgeNumber = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -5, max: MAX_ORDER_ITEM_QUANTITY + 5 }) },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.constantFrom("3", "", "tiga", "1e3")) },
);
const isWholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

describe("property: one number of a valid request pushed to its edges", { timeout: 300_000 }, () => {
  it("an order line's quantity: whole 1–999 is sold at price × quantity, anything else refused", async () => {
    const product = await createProduct(db(), { price: 17_500 });
    await fc.assert(
      fc.asyncProperty(edgeNumber, async (quantity) => {
        const before = await everyTable();
        const response = await submit({ items: [{ productId: product.id, quantity: quantity as number }] });
        if (isWholeIn(quantity, 1, MAX_ORDER_ITEM_QUANTITY)) {
          expect(response.statusCode, response.body).toBe(201);
          const order = response.json().data;
          expect(order.items[0].quantity).toBe(quantity);
          expect(order.subTotal).toBe(17_500 * quantity);
        } else {
          expect(response.statusCode, `quantity ${JSON.stringify(quantity)}`).toBe(400);
          await expectRefusedCleanly(`quantity ${quantity}`, response, before);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("a service charge: 0–100 % on a Dine-In order, anything else refused", async () => {
    const product = await createProduct(db(), { price: 20_000 });
    await fc.assert(
      fc.asyncProperty(edgeNumber, async (rate) => {
        const before = await everyTable();
        const response = await submit({
          items: [{ productId: product.id, quantity: 1 }],
          orderType: "Dine-In",
          serviceChargeRate: rate as number,
        });
        if (typeof rate === "number" && Number.isFinite(rate) && rate >= 0 && rate <= 100) {
          expect(response.statusCode, response.body).toBe(201);
          expect(response.json().data.serviceCharge).toBeGreaterThanOrEqual(0);
          expect(response.json().data.serviceCharge).toBeLessThanOrEqual(20_000);
        } else {
          expect(response.statusCode, `rate ${JSON.stringify(rate)}`).toBe(400);
          await expectRefusedCleanly(`rate ${rate}`, response, before);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("points to redeem: never more than the balance, never a part or a negative point", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 500 });
    let balance = 500;
    await fc.assert(
      fc.asyncProperty(fc.oneof(edgeNumber, fc.integer({ min: 1, max: 60 })), async (points) => {
        const before = await everyTable();
        const response = await clients.cashier.post("/api/customers/redeem-points", {
          customerId: customer.id,
          pointsToRedeem: points,
        });
        if (isWholeIn(points, 1, balance)) {
          expect(response.statusCode, response.body).toBe(200);
          balance -= points;
        } else {
          expect(response.statusCode, `points ${JSON.stringify(points)}`).toBe(400);
          await expectRefusedCleanly(`points ${points}`, response, before);
        }
        const [row] = await rows<{ points: number }>(
          sql`select loyalty_points as points from customers where id = ${customer.id}`,
        );
        expect(row.points).toBe(balance);
      }),
      { numRuns: 60 },
    );
    expect(balance).toBeGreaterThanOrEqual(0);
  });

  it("an expense: whole rupiah above 0 up to the cap is booked, anything else refused", async () => {
    const admin = callers[0].client;
    const categoryId = (await admin.post("/api/expenses/categories", { name: `Uji ${randomUUID()}` })).json()._id;
    const amounts = fc.oneof(edgeNumber, fc.constantFrom(MAX_EXPENSE_AMOUNT, MAX_EXPENSE_AMOUNT + 1));
    await fc.assert(
      fc.asyncProperty(amounts, async (amount) => {
        const before = await everyTable();
        const response = await admin.post("/api/expenses", { amount, category: categoryId });
        // A form sends its numbers as text: "3" is three rupiah.
        if (isWholeIn(Number(amount ?? Number.NaN), 1, MAX_EXPENSE_AMOUNT) && amount !== "") {
          expect(response.statusCode, response.body).toBe(201);
          expect(response.json().data.amount).toBe(Number(amount));
        } else {
          expect(response.statusCode, `amount ${JSON.stringify(amount)}`).toBe(400);
          await expectRefusedCleanly(`amount ${amount}`, response, before);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("a purchase line: positive quantity and price add exactly that stock, anything else refused", async () => {
    const admin = callers[0].client;
    const item = await createStockItem(db(), { quantityInStock: 10 });
    const supplier = (
      await admin.post("/api/suppliers", { name: `Pemasok ${randomUUID()}`, phone: "0812345678" })
    ).json()._id;
    const stockOf = async () =>
      Number((await db().select().from(stockItems).where(eq(stockItems.id, item.id)))[0].quantityInStock);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(edgeNumber, fc.constantFrom(5e-324, 0.00009, 0.0001, 0.00015)),
        fc.constantFrom(1, 2500, 0.75),
        async (quantity, purchasePrice) => {
          const stockBefore = await stockOf();
          const before = await everyTable();
          const response = await admin.post("/api/purchases", {
            supplier,
            purchaseDate: "2026-11-20",
            items: [{ stockItem: item.id, quantity, purchasePrice }],
          });
          // Stock keeps 4 decimals: a smaller quantity would be stored as nothing.
          if (typeof quantity === "number" && quantity >= 0.0001 && quantity <= MAX_STOCK_NUMBER) {
            expect(response.statusCode, response.body).toBe(201);
            expect(await stockOf()).toBeCloseTo(stockBefore + quantity, 3);
          } else {
            expect(response.statusCode, `quantity ${JSON.stringify(quantity)}`).toBe(400);
            await expectRefusedCleanly(`quantity ${quantity}`, response, before);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

it("the till still takes an order after all of it", async () => {
  const product = await createProduct(db(), { price: 10_000 });
  const response = await submit({ items: [{ productId: product.id, quantity: 2 }], waiter: waiterId() });
  expect(response.statusCode).toBe(201);
  expect(response.json().data.totalAmount).toBeGreaterThanOrEqual(20_000);
});
