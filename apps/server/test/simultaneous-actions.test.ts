import { ORDER_STATUS, ORDER_TYPE, todayKey } from "@kedai/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dailySales, registerSessions } from "../src/db/schema";
import { createCustomer, createLocation, createProduct } from "./factories";
import type { TestClient } from "./test-app";
import { useTill } from "./till";

/**
 * Two of the same action arriving at once, as a double tap or two screens make them: the result is
 * what one after the other would give, never the action done twice.
 */
const { db, ctx, loginAs, place, moveTo, clients, balanceOf } = useTill();
let cashier2: TestClient;
let staff: TestClient;
let locationId: string;

beforeAll(async () => {
  [cashier2, staff] = await Promise.all([loginAs("cashier"), loginAs("staff")]);
  locationId = (await createLocation(db())).id;
});

/** Today's completed orders and revenue over every outlet, as the reports read them. */
async function todaysSales() {
  const rows = await db()
    .select()
    .from(dailySales)
    .where(eq(dailySales.day, todayKey(ctx.env.BUSINESS_TIMEZONE)));
  return rows.reduce((sum, row) => ({ orders: sum.orders + row.orders, revenue: sum.revenue + row.revenue }), {
    orders: 0,
    revenue: 0,
  });
}

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

describe("the same action twice at once", () => {
  it("pays an order once: one payment completes it, the other is refused; revenue and points count once", async () => {
    const customer = await createCustomer(db(), { loyaltyPoints: 0 });
    const product = await createProduct(db(), { price: 50000 });
    const order = await place({
      items: [{ productId: product.id, quantity: 2 }],
      orderType: ORDER_TYPE.TakeAway,
      customer: customer.id,
    });
    await moveTo(order, ORDER_STATUS.Preparing);
    await moveTo(order, ORDER_STATUS.Ready);
    const salesBefore = await todaysSales();

    const pay = () =>
      clients.cashier.put(`/api/orders/${order._id}/finalize`, {
        paymentDetails: { method: "Cash", amountPaid: 200000 },
      });
    const answers = await Promise.all([pay(), pay()]);
    expect(statuses(answers)).toEqual([200, 409]);

    const salesAfter = await todaysSales();
    expect(salesAfter.orders - salesBefore.orders).toBe(1);
    expect(salesAfter.revenue - salesBefore.revenue).toBe(order.totalAmount);
    // 1 point per Rp 10.000 of the total, earned once.
    expect(await balanceOf(customer.id)).toBe(Math.floor(order.totalAmount / 10000));
  });

  it("moves an order once: of two moves from New to Preparing, one wins and the other is told", async () => {
    const product = await createProduct(db());
    const order = await place({ items: [{ productId: product.id, quantity: 1 }] });
    const answers = await Promise.all([
      moveTo(order, ORDER_STATUS.Preparing, ORDER_STATUS.New),
      moveTo(order, ORDER_STATUS.Preparing, ORDER_STATUS.New),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    const history = (await clients.cashier.get(`/api/orders/${order._id}`)).json().data.statusHistory;
    expect(history.map((h: { to: string }) => h.to)).toEqual(["New", "Preparing"]);
  });

  it("opens one register for a cashier who taps Buka Register twice", async () => {
    const open = () => cashier2.post("/api/register/open", { outlet: locationId, openingBalance: 100000 });
    const answers = await Promise.all([open(), open()]);
    expect(statuses(answers)).toEqual([201, 409]);
    const me = (await cashier2.get("/api/register/status")).json();
    const sessions = await db()
      .select()
      .from(registerSessions)
      .where(eq(registerSessions.cashierId, me.session.cashier._id));
    expect(sessions.filter((s) => s.closedAt === null)).toHaveLength(1);
  });

  it("clocks a person in once when the button is pressed twice", async () => {
    const clockIn = () => staff.post("/api/attendance/clock-in", { locationId });
    const answers = await Promise.all([clockIn(), clockIn()]);
    expect(answers.map((a) => a.statusCode).filter((s) => s < 300)).toHaveLength(1);
    expect(answers.map((a) => a.statusCode).filter((s) => s === 409)).toHaveLength(1);
    expect((await staff.get("/api/attendance/status")).json().status).toBe("Clocked In");
  });
});
