import { randomUUID } from "node:crypto";
import {
  MAX_TILL_COMMANDS,
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderRecord,
  type TillCommand,
  type TillCommandResult,
} from "@kedai/shared";
import { count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createProduct, createStockItem, createTable } from "../../../test/factories";
import type { TestClient } from "../../../test/test-app";
import { useTill } from "../../../test/till";
import {
  diningTables,
  orderItems,
  orderStatusChanges,
  orders,
  registerSessions,
  stockItems,
  stockMovements,
  tillCommands,
} from "../../db/schema";
import { orderKeyOf } from "./order-submit";

/** POST /api/orders/sync: a till's typed commands (docs/decisions/0046-till-commands.md). */

const { ctx, db, clients, accounts, submit, waiterId, loginAs, moveTo } = useTill();

// The cashier's register opened an hour ago, so what the till did minutes ago falls in it.
beforeAll(async () => {
  await db()
    .update(registerSessions)
    .set({ openedAt: new Date(Date.now() - 60 * MINUTE) })
    .where(eq(registerSessions.cashierId, accounts.cashier.id));
});

const MINUTE = 60 * 1000;
const DEVICE = "kasir-sinkron";
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
const base = (minutesAgo: number) => ({ idempotencyKey: randomUUID(), takenAt: ago(minutesAgo), deviceId: DEVICE });

const catalogVersion = async () => (await clients.cashier.get("/api/orders/catalog")).json().version as number;

/** A command placing a Take Away order taken offline `minutesAgo` minutes ago. */
const placeCommand = (
  productId: string,
  version: number,
  {
    minutesAgo = 5,
    quantity = 1,
    key = randomUUID(),
    table,
  }: { minutesAgo?: number; quantity?: number; key?: string; table?: string } = {},
): Extract<TillCommand, { kind: "place" }> => ({
  kind: "place",
  ...base(minutesAgo),
  idempotencyKey: key,
  catalogVersion: version,
  order: {
    items: [{ productId, quantity, selectedOptions: [] }],
    orderType: table ? ORDER_TYPE.DineIn : ORDER_TYPE.TakeAway,
    table,
    waiter: waiterId(),
  },
});

const sync = async (commands: unknown[], client: TestClient = clients.cashier) => {
  const response = await client.post("/api/orders/sync", { commands });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as TillCommandResult[];
};

const orderOf = (result: TillCommandResult | undefined) => (result?.answer?.data as OrderRecord | undefined) ?? null;
const statusesOf = (results: TillCommandResult[]) => results.map((result) => result.status);
const historyOf = async (id: string) =>
  (await db().select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, id))).length;

describe("POST /api/orders/sync", () => {
  it("places each order in the order sent, with its lines and stock, and sent again answers the same orders", async () => {
    const stock = await createStockItem(db(), { quantityInStock: 100 });
    const product = await createProduct(db(), { price: 15000, recipe: [{ stockItemId: stock.id, quantityUsed: 2 }] });
    const version = await catalogVersion();
    const movementsOf = async () =>
      (await db().select().from(stockMovements).where(eq(stockMovements.stockItemId, stock.id))).length;
    const movementsBefore = await movementsOf();
    const commands = [3, 2, 1].map((minutesAgo, i) =>
      placeCommand(product.id, version, { minutesAgo, quantity: i + 1 }),
    );

    const results = await sync(commands);
    expect(results.map((result) => [result.idempotencyKey, result.status])).toEqual(
      commands.map((command) => [command.idempotencyKey, 201]),
    );
    const ids = results.map((result) => orderOf(result)?._id ?? "");
    const times = results.map((result) => Date.parse(orderOf(result)?.createdAt ?? ""));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(results.map((result) => orderOf(result)?.offline?.deviceId)).toEqual([DEVICE, DEVICE, DEVICE]);

    const again = await sync(commands);
    expect(statusesOf(again)).toEqual([200, 200, 200]);
    expect(again.map((result) => result.replayed)).toEqual([true, true, true]);
    expect(again.map((result) => orderOf(result)?._id)).toEqual(ids);

    const [[made], lines, [left]] = await Promise.all([
      db().select({ n: count() }).from(orders).where(inArray(orders.id, ids)),
      db().select().from(orderItems).where(inArray(orderItems.orderId, ids)),
      db().select().from(stockItems).where(eq(stockItems.id, stock.id)),
    ]);
    expect(made?.n).toBe(3);
    expect(lines.map((line) => line.quantity).sort()).toEqual([1, 2, 3]);
    expect(Number(left?.quantityInStock)).toBe(100 - 2 * (1 + 2 + 3));
    expect(await movementsOf()).toBe(movementsBefore + 3);
  });

  it("applies commands on an order known only by its key: moved on, a round added, paid in cash with change", async () => {
    const product = await createProduct(db(), { price: 15000 });
    const version = await catalogVersion();
    const place = placeCommand(product.id, version, { minutesAgo: 10 });
    const order = { placedBy: place.idempotencyKey };
    const commands: TillCommand[] = [
      place,
      { kind: "status", ...base(9), order, from: ORDER_STATUS.New, to: ORDER_STATUS.Preparing },
      { kind: "add-round", ...base(8), order, items: [{ productId: product.id, quantity: 1, selectedOptions: [] }] },
      { kind: "status", ...base(7), order, from: ORDER_STATUS.Preparing, to: ORDER_STATUS.Ready },
      { kind: "pay", ...base(6), order, paymentDetails: { method: "Cash", amountPaid: 50000 } },
    ];
    const results = await sync(commands);
    expect(statusesOf(results), JSON.stringify(results.map((r) => r.error))).toEqual([201, 200, 200, 200, 200]);
    const paid = orderOf(results[4]);
    // Two crepes of Rp 15.000 + packaging 2.000, tax 11 % of 32.000: Rp 35.520; change of Rp 50.000.
    expect(paid).toMatchObject({ status: ORDER_STATUS.Completed, totalAmount: 35520 });
    expect(paid?.paymentDetails).toEqual({ method: "Cash", amountPaid: 50000, change: 14480 });
    expect(paid?.items.map((item) => item.round).sort()).toEqual([1, 2]);
    // Booked when the till paid it, not when it synced.
    expect(Date.parse(paid?.completedAt ?? "")).toBe(Date.parse(commands[4]?.takenAt ?? ""));

    // Sent again whole (the answer lost): every command answered as applied, nothing written twice.
    const id = paid?._id ?? "";
    const history = await historyOf(id);
    const again = await sync(commands);
    expect(statusesOf(again)).toEqual([200, 200, 200, 200, 200]);
    expect(again.map((result) => result.replayed)).toEqual([true, true, true, true, true]);
    expect(await historyOf(id)).toBe(history);
    const [row] = await db().select().from(orders).where(eq(orders.id, id));
    expect(row?.totalAmount).toBe(35520);
    expect((await db().select().from(orderItems).where(eq(orderItems.orderId, id))).length).toBe(2);
    expect((await db().select().from(tillCommands).where(eq(tillCommands.orderId, id))).length).toBe(4);
  });

  it("takes a cash payment split in parts, cancels an unpaid order, moves a table, and each replay writes nothing", async () => {
    const stock = await createStockItem(db(), { quantityInStock: 10 });
    const product = await createProduct(db(), { price: 15000, recipe: [{ stockItemId: stock.id, quantityUsed: 1 }] });
    const [fromTable, toTable] = [await createTable(db()), await createTable(db())];
    const toPay = (await submit({ items: [{ productId: product.id, quantity: 1 }] })).json().data as OrderRecord;
    const toCancel = (await submit({ items: [{ productId: product.id, quantity: 1 }] })).json().data as OrderRecord;
    const seated = (
      await submit({
        items: [{ productId: product.id, quantity: 1 }],
        orderType: ORDER_TYPE.DineIn,
        table: fromTable.id,
      })
    ).json().data as OrderRecord;
    await moveTo(toPay, ORDER_STATUS.Preparing);
    await moveTo(toPay, ORDER_STATUS.Ready);
    const commands: TillCommand[] = [
      {
        kind: "pay",
        ...base(3),
        order: { id: toPay._id },
        payments: [
          { method: "Cash", amount: 10000 },
          { method: "Cash", amount: 10000 },
        ],
      },
      { kind: "cancel", ...base(2), order: { id: toCancel._id }, from: ORDER_STATUS.New },
      { kind: "move-table", ...base(1), order: { id: seated._id }, table: toTable.id },
    ];
    const results = await sync(commands);
    expect(statusesOf(results), JSON.stringify(results.map((r) => r.error))).toEqual([200, 200, 200]);
    expect(orderOf(results[0])?.payments).toEqual([
      { method: "Cash", amount: 10000, change: 0 },
      { method: "Cash", amount: 10000, change: 1130 },
    ]);
    expect(orderOf(results[1])?.status).toBe(ORDER_STATUS.Cancelled);
    expect(orderOf(results[2])?.table?._id).toBe(toTable.id);
    const movements = async () =>
      (await db().select().from(stockMovements).where(eq(stockMovements.stockItemId, stock.id))).length;
    const tableStatus = async (id: string) =>
      (await db().select().from(diningTables).where(eq(diningTables.id, id)))[0]?.status;
    const [movementsAfter, historyAfter] = [await movements(), await historyOf(seated._id)];

    // Sent again, even after the order has moved on since: answered as applied, never refused, never doubled.
    const again = await sync(commands);
    expect(statusesOf(again)).toEqual([200, 200, 200]);
    expect(again.every((result) => result.replayed)).toBe(true);
    expect(await movements()).toBe(movementsAfter);
    expect(await historyOf(seated._id)).toBe(historyAfter);
    expect(await tableStatus(toTable.id)).toBe("Occupied");
    expect(await tableStatus(fromTable.id)).toBe("Available");
  });

  it("refuses a command alone, with the order as the server holds it, and runs the ones after it", async () => {
    const product = await createProduct(db());
    const version = await catalogVersion();
    const other = (await submit({ items: [{ productId: product.id, quantity: 1 }] })).json().data as OrderRecord;
    await moveTo(other, ORDER_STATUS.Preparing);
    await moveTo(other, ORDER_STATUS.Ready);
    // Another till took the money meanwhile.
    await clients.cashier.put(`/api/orders/${other._id}/finalize`, {
      paymentDetails: { method: "Cash", amountPaid: other.totalAmount },
    });
    const lostPlace = randomUUID();
    const commands: unknown[] = [
      placeCommand(product.id, version),
      placeCommand(product.id, version, { minutesAgo: -10 }),
      { kind: "pay", ...base(1), order: { id: other._id }, paymentDetails: { method: "Cash", amountPaid: 50000 } },
      { kind: "status", ...base(1), order: { id: other._id }, from: "Preparing", to: "Ready" },
      { kind: "pay", ...base(1), order: { id: other._id }, paymentDetails: { method: "QRIS", amountPaid: 50000 } },
      { kind: "status", ...base(1), order: { placedBy: lostPlace }, from: "New", to: "Preparing" },
      { kind: "teleport", ...base(1) },
      "bukan perintah",
      placeCommand(product.id, version),
    ];
    const results = await sync(commands);
    expect(statusesOf(results)).toEqual([201, 422, 409, 409, 400, 404, 400, 400, 201]);
    expect(results[1]?.error?.code).toBe("OFFLINE_TAKEN_IN_FUTURE");
    expect(results[1]?.answer).toBeUndefined();
    // Paid meanwhile by another till: the cashier's cash payment is refused, never absorbed or taken twice,
    // and the answer carries the order as the server holds it.
    expect(results[2]?.error).toMatchObject({
      code: "ORDER_NOT_PAYABLE",
      message: expect.stringContaining("sudah dibayar"),
    });
    expect(results[2]?.current?.paymentDetails?.amountPaid).toBe(other.totalAmount);
    // A move the order has gone past: refused, with what the server holds for the cashier to see.
    expect(results[3]?.current).toMatchObject({ _id: other._id, status: ORDER_STATUS.Completed });
    expect(results[4]?.error?.message).toBe("Saat offline hanya pembayaran tunai yang dapat dicatat.");
    expect(results[5]?.error?.message).toContain("belum sampai di server");
    expect(results[6]?.error?.message).toBe("Jenis perintah kasir tidak dikenal.");
    expect(results[7]?.idempotencyKey).toBe("");
  });

  it("answers a cash payment the till made online and queued after losing the answer as applied, taken once", async () => {
    const order = (await submit({ items: [{ productId: (await createProduct(db())).id, quantity: 1 }] })).json()
      .data as OrderRecord;
    await moveTo(order, ORDER_STATUS.Preparing);
    await moveTo(order, ORDER_STATUS.Ready);
    const paymentDetails = { method: "Cash" as const, amountPaid: 50000 };
    const online = await clients.cashier.put(`/api/orders/${order._id}/finalize`, { paymentDetails });
    expect(online.statusCode).toBe(200);
    const [queued] = await sync([{ kind: "pay", ...base(0), order: { id: order._id }, paymentDetails }]);
    expect(queued).toMatchObject({ status: 200, replayed: true });
    expect(orderOf(queued)?.payments).toEqual(online.json().data.payments);
    // Another amount is another payment: a conflict for the cashier, never a second sale.
    const [other] = await sync([
      { kind: "pay", ...base(0), order: { id: order._id }, paymentDetails: { method: "Cash", amountPaid: 20000 } },
    ]);
    expect(other?.error?.code).toBe("ORDER_NOT_PAYABLE");
  });

  it("refuses cancelling a paid order offline (a manager's approval needs the server), with both versions", async () => {
    const product = await createProduct(db());
    const paidUpFront = (
      await submit({
        items: [{ productId: product.id, quantity: 1 }],
        paymentDetails: { method: "Cash", amountPaid: 100000 },
      })
    ).json().data as OrderRecord;
    const [result] = await sync([{ kind: "cancel", ...base(1), order: { id: paidUpFront._id }, from: "New" }]);
    expect(result?.status).toBe(403);
    expect(result?.error?.code).toBe("APPROVAL_REQUIRED");
    expect(result?.current).toMatchObject({ _id: paidUpFront._id, status: ORDER_STATUS.New });
    // Refused, it left no row: the cashier may send it again once a manager is there.
    expect((await db().select().from(tillCommands).where(eq(tillCommands.orderId, paidUpFront._id))).length).toBe(0);
  });

  it("answers an order first sent on its own (its answer lost) with that order, and a key reused for another command is refused", async () => {
    const product = await createProduct(db());
    const command = placeCommand(product.id, await catalogVersion());
    const first = await submit(command.order, { key: command.idempotencyKey as ReturnType<typeof randomUUID> });
    expect(first.statusCode).toBe(201);
    const [result] = await sync([command]);
    expect(result?.status).toBe(200);
    expect(orderOf(result)?._id).toBe(first.json().data._id);

    const changed = placeCommand(product.id, await catalogVersion(), { key: command.idempotencyKey, quantity: 2 });
    const [reused] = await sync([changed]);
    expect(reused?.error?.code).toBe("IDEMPOTENCY_KEY_REUSED");

    const order = first.json().data as OrderRecord;
    const move = {
      kind: "status" as const,
      ...base(1),
      order: { id: order._id },
      from: "New" as const,
      to: "Preparing" as const,
    };
    expect(statusesOf(await sync([move]))).toEqual([200]);
    const [other] = await sync([{ ...move, to: "Ready" }]);
    expect(other?.error?.code).toBe("IDEMPOTENCY_KEY_REUSED");
    // The fingerprint leaves the key's scope out: another cashier's same key is another command.
    expect(orderKeyOf(move.idempotencyKey, `staff:${accounts.cashier.id}`, {})?.key).not.toBe(
      orderKeyOf(move.idempotencyKey, "staff:another", {})?.key,
    );
  });

  it("refuses a batch that is empty or too long as a whole, and callers who are not the till's staff", async () => {
    const product = await createProduct(db());
    const version = await catalogVersion();
    expect((await clients.cashier.post("/api/orders/sync", { commands: [] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: MAX_TILL_COMMANDS + 1 }, () => placeCommand(product.id, version));
    expect((await clients.cashier.post("/api/orders/sync", { commands: tooMany })).statusCode).toBe(400);

    const commands = [placeCommand(product.id, version)];
    expect((await ctx.client().post("/api/orders/sync", { commands })).statusCode).toBe(401);
    const asCustomer = await loginAs("customer");
    expect((await asCustomer.post("/api/orders/sync", { commands })).statusCode).toBe(403);
  });
});
