import {
  type OjolPlatform,
  ORDER_CHANNEL,
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderRecord,
  PAYMENT_STATUS,
  platformCommission,
  todayKey,
} from "@kedai/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOnlineOrder, createOrder, createTable } from "../../../test/factories";
import type { TestClient } from "../../../test/test-app";
import { useTill } from "../../../test/till";
import { dailyChannelSales, platformLinks } from "../../db/schema";
import { addCompletedOrderToRollups, fillMissingSalesRollups, rebuildSalesRollups } from "./sales-rollups";

/*
 * One day of trading in every channel (docs/business-rules.md#channels-report), figures by hand:
 *   Till A: one Rp 15.000 crepe Take Away, + packaging 2.000 = base 17.000, tax 11 % 1.870, Rp 18.870, paid in cash.
 *   Till B: the same paid up front in cash, then cancelled: all Rp 18.870 given back (a refunded sale).
 *   QR table: a guest's Dine-In order at a table's QR code, Rp 30.000 + tax 3.300 = Rp 33.300, cash at the till.
 *   Storefront: a pickup order, Rp 50.000 + tax 5.500 = Rp 55.500.
 *   GoFood: Rp 44.000 as GoFood charged it (its prices include the outlet's PBJT 10 %: tax
 *     44.000 × 10/110 = 4.000, base 40.000); GoFood's rate at the outlet 20 %: commission 8.800.
 *   GrabFood: Rp 27.500 less the outlet's own promo 5.500 = Rp 22.000 (tax 2.000, base 20.000);
 *     rate 22,5 %: commission 4.950.
 *   Not counted: a GoFood order the platform cancelled (no money taken, no refund), a GrabFood order
 *     still in the kitchen.
 */
const { db, ctx, clients, loginAs, place, readyCrepe, outletId } = useTill();
const today = todayKey();
const range = `startDate=${today}&endDate=${today}`;
const CREPE_TOTAL = 18870;

let manager: TestClient;
let admin: TestClient;

const get = async (client: TestClient, name: string) => {
  const response = await client.get(`/api/reports/${name}?${range}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Completes an order written straight to the table, as finalize does: the same rollup call. */
const completed = async (order: { id: string }) =>
  addCompletedOrderToRollups(db(), order.id, ctx.env.BUSINESS_TIMEZONE);

/** An order as the platform's webhook records it (the webhooks' own path is tested in modules/ojol). */
async function platformOrder(
  platform: OjolPlatform,
  { subTotal, promo = 0, status = ORDER_STATUS.Completed }: { subTotal: number; promo?: number; status?: string },
) {
  const [link] = await db().select().from(platformLinks).where(eq(platformLinks.platform, platform));
  const totalAmount = subTotal - promo;
  return createOrder(db(), {
    orderId: `OJOL-${platform}-${Math.random()}`,
    channel: ORDER_CHANNEL.ojol,
    orderType: ORDER_TYPE.Ojol,
    status: status as typeof ORDER_STATUS.Completed,
    paymentStatus: PAYMENT_STATUS.Paid,
    paymentMethod: platform === "gofood" ? "GoFood" : "GrabFood",
    locationId: outletId(),
    subTotal,
    promoDiscount: promo,
    taxRate: 10,
    taxLabel: "PBJT (10%)",
    tax: Math.round((totalAmount * 10) / 110),
    totalAmount,
    platform,
    platformOrderId: `${platform}-${Math.random()}`,
    platformShortCode: "GF-1",
    platformCommission: platformCommission({ totalAmount, ratePercent: link!.commissionPercent }),
    completedAt: status === ORDER_STATUS.Completed ? new Date() : null,
  });
}

beforeAll(async () => {
  [manager, admin] = await Promise.all([loginAs("manager"), loginAs("admin")]);
  await db()
    .insert(platformLinks)
    .values([
      { outletId: outletId(), platform: "gofood", merchantRef: "G-1", commissionPercent: 20 },
      { outletId: outletId(), platform: "grabfood", merchantRef: "1-GRAB", commissionPercent: 22.5 },
    ]);

  const a = await readyCrepe();
  const paidA = await clients.cashier.put(`/api/orders/${a._id}/finalize`, {
    paymentDetails: { method: "Cash", amountPaid: 20000 },
  });
  expect(paidA.statusCode, paidA.body).toBe(200);
  const b: OrderRecord = await place({
    items: [{ productId: (await readyCrepe()).items[0]!.productId!, quantity: 1 }],
    paymentDetails: { method: "Cash", amountPaid: CREPE_TOTAL },
  });
  const cancelB = await admin.put(`/api/orders/${b._id}/status`, { status: ORDER_STATUS.Cancelled });
  expect(cancelB.statusCode, cancelB.body).toBe(200);

  const online = { status: ORDER_STATUS.Completed, paymentStatus: PAYMENT_STATUS.Paid, paymentMethod: "Cash" };
  await completed(
    await createOnlineOrder(db(), {
      ...online,
      orderType: ORDER_TYPE.DineIn,
      deliveryInfo: { method: "dine-in", fee: 0 },
      tableId: (await createTable(db())).id,
      subTotal: 30000,
      tax: 3300,
      totalAmount: 33300,
      completedAt: new Date(),
    }),
  );
  await completed(await createOnlineOrder(db(), { ...online, completedAt: new Date() }));
  await completed(await platformOrder("gofood", { subTotal: 44000 }));
  await completed(await platformOrder("grabfood", { subTotal: 27500, promo: 5500 }));
  await platformOrder("gofood", { subTotal: 10000, status: ORDER_STATUS.Cancelled });
  await platformOrder("grabfood", { subTotal: 12000, status: ORDER_STATUS.Preparing });
});

const EXPECTED = {
  rows: [
    {
      channel: "till",
      orders: 1,
      refundedOrders: 1,
      gross: 2 * CREPE_TOTAL,
      refunds: CREPE_TOTAL,
      commission: 0,
      net: CREPE_TOTAL,
    },
    { channel: "qr-table", orders: 1, refundedOrders: 0, gross: 33300, refunds: 0, commission: 0, net: 33300 },
    { channel: "storefront", orders: 1, refundedOrders: 0, gross: 55500, refunds: 0, commission: 0, net: 55500 },
    { channel: "gofood", orders: 1, refundedOrders: 0, gross: 44000, refunds: 0, commission: 8800, net: 35200 },
    { channel: "grabfood", orders: 1, refundedOrders: 0, gross: 22000, refunds: 0, commission: 4950, net: 17050 },
  ],
  // 37.740 + 33.300 + 55.500 + 44.000 + 22.000
  total: { orders: 5, refundedOrders: 1, gross: 192540, refunds: 18870, commission: 13750, net: 159920 },
};

describe("the sales-by-channel report", () => {
  it("gives each channel its gross, refunds, commission and net, every channel listed", async () => {
    expect(await get(manager, "channels")).toEqual(EXPECTED);
  });

  it("adds up to the sales report: gross and refunds, and net + commission = its revenue", async () => {
    const [channels, sales] = await Promise.all([get(manager, "channels"), get(manager, "sales")]);
    expect(sales.summary).toEqual({
      grossRevenue: channels.total.gross,
      refunds: channels.total.refunds,
      totalRevenue: channels.total.net + channels.total.commission,
      totalOrders: channels.total.orders,
      refundedOrders: channels.total.refundedOrders,
    });
    expect(sales.summary.totalRevenue).toBe(173670);
  });

  it("is for the finance roles only", async () => {
    expect((await clients.cashier.get(`/api/reports/channels?${range}`)).statusCode).toBe(403);
  });

  it("is what a rebuild of the rollups gives, and a database from before it gets it filled at start", async () => {
    await rebuildSalesRollups(db(), ctx.env.BUSINESS_TIMEZONE);
    expect(await get(manager, "channels")).toEqual(EXPECTED);
    await db().delete(dailyChannelSales);
    expect(await fillMissingSalesRollups(db(), ctx.env.BUSINESS_TIMEZONE)).toBe(true);
    expect(await get(manager, "channels")).toEqual(EXPECTED);
    expect(await fillMissingSalesRollups(db(), ctx.env.BUSINESS_TIMEZONE)).toBe(false);
  });
});

describe("the platforms' commission in the P&L and their orders in the PBJT report", () => {
  it("counts the commission as a cost between gross profit and net profit", async () => {
    expect((await get(admin, "profit-loss")).summary).toEqual({
      grossRevenue: 192540,
      refunds: 18870,
      totalRevenue: 173670,
      totalCOGS: 0,
      grossProfit: 173670,
      platformCommission: 13750,
      totalExpenses: 0,
      netProfit: 173670 - 13750,
    });
  });

  it("declares a platform order's PBJT on its price less the tax inside it, at the outlet", async () => {
    const tax = await get(manager, "tax");
    const outlet = tax.rows.find((row: { locationId: string | null }) => row.locationId === outletId());
    // Till A 17.000 / 1.870, till B the same given back, GoFood 40.000 / 4.000, GrabFood 20.000 / 2.000.
    expect(outlet).toMatchObject({
      orders: 3,
      refundedOrders: 1,
      grossTaxBase: 17000 + 17000 + 40000 + 20000,
      refundedTaxBase: 17000,
      taxBase: 77000,
      grossTax: 1870 + 1870 + 4000 + 2000,
      refundedTax: 1870,
      tax: 7870,
    });
    // The QR table and the storefront order have no outlet: 30.000 / 3.300 and 50.000 / 5.500.
    expect(tax.rows.find((row: { locationId: string | null }) => row.locationId === null)).toMatchObject({
      orders: 2,
      taxBase: 80000,
      tax: 8800,
    });
  });
});
