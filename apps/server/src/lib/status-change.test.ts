import { ORDER_STATUS, ORDER_STATUSES, type OrderStatus, orderStatusMachine, PAYMENT_STATUS } from "@kedai/shared";
import { eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrder } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { orders } from "../db/schema";
import { statusTargetOf } from "../db/status-columns";
import { changeStatus, changeStatusIfStill, type StatusTarget } from "./status-change";

const { db } = useTestApp({ seed: false });

const orderStatus: StatusTarget<OrderStatus> = { table: orders, machine: orderStatusMachine, noun: "pesanan" };
const { New, Preparing, Cancelled } = ORDER_STATUS;
const STALE = "Status pesanan sudah diubah oleh pengguna lain. Muat ulang lalu coba lagi.";

const statusOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]?.status;

describe("changeStatus on orders", () => {
  const moves = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => ({ from, to })));

  it.each(moves.filter(({ from, to }) => orderStatusMachine.canTransition(from, to)))(
    "moves $from → $to",
    async ({ from, to }) => {
      const order = await createOrder(db(), { status: from });
      await changeStatus(db(), orderStatus, order.id, { from, to });
      expect(await statusOf(order.id)).toBe(to);
    },
  );

  it.each(moves.filter(({ from, to }) => !orderStatusMachine.canTransition(from, to)))(
    "refuses $from → $to with a 409 naming both",
    async ({ from, to }) => {
      const order = await createOrder(db(), { status: from });
      await expect(changeStatus(db(), orderStatus, order.id, { from, to })).rejects.toMatchObject({
        statusCode: 409,
        code: "STATUS_TRANSITION_INVALID",
        message: `Status pesanan tidak bisa diubah dari "${from}" ke "${to}".`,
      });
      expect(await statusOf(order.id)).toBe(from);
    },
  );

  it("answers 404 for an order that does not exist or a malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "bukan-id"]) {
      await expect(changeStatus(db(), orderStatus, id, { from: New, to: Preparing })).rejects.toMatchObject({
        statusCode: 404,
        message: "Pesanan tidak ditemukan.",
      });
    }
  });

  it("commits or rolls back with the caller's transaction", async () => {
    const order = await createOrder(db());
    const failingCaller = db().transaction(async (tx) => {
      await changeStatus(tx, orderStatus, order.id, { from: New, to: Cancelled });
      throw new Error("stock could not be put back");
    });
    await expect(failingCaller).rejects.toThrow("stock could not be put back");
    expect(await statusOf(order.id)).toBe(New);

    await db().transaction((tx) => changeStatus(tx, orderStatus, order.id, { from: New, to: Cancelled }));
    expect(await statusOf(order.id)).toBe(Cancelled);
  });

  // Two cashiers see a New order and click at the same moment, each request in a transaction of
  // its own as a route's would be.
  it.each([
    ["the same move", Preparing, Preparing],
    ["different moves", Preparing, Cancelled],
  ])("lets exactly one of two simultaneous changes win (%s)", async (_, first, second) => {
    const order = await createOrder(db());
    const results = await Promise.allSettled(
      [first, second].map((to) =>
        db().transaction((tx) => changeStatus(tx, orderStatus, order.id, { from: New, to }).then(() => to)),
      ),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r) => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toMatchObject({ statusCode: 409, message: STALE });
    expect(await statusOf(order.id)).toBe(won[0].value);
  });

  it("refuses a change decided on a status the order no longer has", async () => {
    const order = await createOrder(db(), { status: Preparing });
    await expect(changeStatus(db(), orderStatus, order.id, { from: New, to: Cancelled })).rejects.toMatchObject({
      statusCode: 409,
      message: STALE,
    });
    expect(await statusOf(order.id)).toBe(Preparing);
  });
});

describe("changeStatus on a status column not named status (an order's payment)", () => {
  const payment = statusTargetOf(orders, "pembayaran pesanan", "paymentStatus");
  const { Pending, Paid, Expired } = PAYMENT_STATUS;
  const paymentOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

  it("moves it by its own machine, answering the row, and refuses a move out of a final status", async () => {
    const order = await createOrder(db(), { paymentStatus: Pending });
    const moved = await changeStatusIfStill(db(), payment, order.id, {
      from: Pending,
      to: Paid,
      set: { notes: "lunas" },
    });
    expect(moved).toMatchObject({ id: order.id, paymentStatus: Paid, status: New, notes: "lunas" });
    await expect(changeStatus(db(), payment, order.id, { from: Paid, to: Expired })).rejects.toMatchObject({
      statusCode: 409,
      message: 'Status pembayaran pesanan tidak bisa diubah dari "Paid" ke "Expired".',
    });
    expect((await paymentOf(order.id)).paymentStatus).toBe(Paid);
  });

  it("leaves the row as it is when it does not meet the move's further condition", async () => {
    const order = await createOrder(db(), { paymentStatus: Pending, status: Cancelled });
    const notCancelled = ne(orders.status, Cancelled);
    expect(await changeStatusIfStill(db(), payment, order.id, { from: Pending, to: Paid, onlyIf: notCancelled })).toBe(
      undefined,
    );
    expect((await paymentOf(order.id)).paymentStatus).toBe(Pending);
  });
});
