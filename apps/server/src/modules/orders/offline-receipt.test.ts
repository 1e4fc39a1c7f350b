import { randomUUID } from "node:crypto";
import {
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderRecord,
  type OrderType,
  orderTotalLines,
  paidOfflineRecord,
  queuedOrderRecord,
  receiptPaymentLines,
  type TillCatalog,
  taxFor,
} from "@kedai/shared";
import { describe, expect, it } from "vitest";
import { createOption, createOptionGroup, createProduct, createPromo } from "../../../test/factories";
import { useTill } from "../../../test/till";

/*
 * The receipt a till hands over for an order or a cash payment it took offline is built on the
 * till from its copy of the catalog (docs/decisions/0029-till-offline-first.md): every figure on it
 * must be the one the server stores when the outbox sends the order later.
 */

const { db, clients, submit, waiterId } = useTill();

const tillCatalog = async (): Promise<TillCatalog> => {
  const response = await clients.cashier.get("/api/orders/catalog");
  expect(response.statusCode).toBe(200);
  return response.json();
};

async function makePromo(type: "percentage" | "fixed_amount", value: number) {
  const promo = await createPromo(db(), type, value);
  return { _id: promo.id, name: promo.name, type, value };
}

type CartLine = { productId: string; quantity: number; optionNames: string[] };

/** The till's cart lines: products and option prices from its copy of the catalog, as the POS screen builds them. */
function tillLines(catalog: TillCatalog, cart: CartLine[]) {
  return cart.map(({ productId, quantity, optionNames }) => {
    const product = catalog.products.find((row) => row._id === productId);
    if (!product) throw new Error("the product is not in the till's catalog");
    const options = product.groups.flatMap((group) => group.options).filter((o) => optionNames.includes(o.name));
    return { productId, name: product.name, basePrice: product.price, quantity, options };
  });
}

/** What a receipt prints in money, line by line. */
const moneyOnReceipt = (order: OrderRecord) => ({
  lines: order.items.map((item) => [item.name, item.quantity, item.lineTotal]),
  totals: [...orderTotalLines(order), ...receiptPaymentLines(order)],
});

async function crepesWithOptions() {
  const cheese = await createOption(db(), { name: "Keju Ekstra", price: 3500 });
  const banana = await createOption(db(), { name: "Pisang", price: 2750 });
  const toppings = await createOptionGroup(db(), { type: "checkbox", optionIds: [cheese.id, banana.id] });
  const crepe = await createProduct(db(), { name: "Crepes Keju", price: 23_500, groupIds: [toppings.id] });
  const tea = await createProduct(db(), { name: "Es Teh", price: 7_900 });
  return { crepe, tea };
}

/**
 * Takes `cart` offline as the till does: its own record of the order (the receipt), then the same
 * order sent later as the outbox sends it. Answers both.
 */
async function takenOffline(
  cart: CartLine[],
  how: {
    orderType: OrderType;
    serviceRatePercent: number;
    promo: Awaited<ReturnType<typeof makePromo>> | null;
    cashPaid: number | null;
  },
) {
  const catalog = await tillCatalog();
  const key = randomUUID();
  const takenAt = new Date(Date.now() - 60_000).toISOString();
  const receipt = queuedOrderRecord({
    idempotencyKey: key,
    takenAt,
    lines: tillLines(catalog, cart),
    orderType: how.orderType,
    serviceRatePercent: how.serviceRatePercent,
    pricing: { ...catalog.settings, ...taxFor(catalog.settings, null) },
    promo: how.promo,
    cashier: null,
    waiter: null,
    table: null,
    customer: null,
    notes: null,
    registerSessionId: null,
    cashPaid: how.cashPaid,
  });
  const response = await submit(
    {
      orderType: how.orderType,
      serviceChargeRate: how.serviceRatePercent,
      promoId: how.promo?._id ?? null,
      items: cart.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        selectedOptions: line.optionNames.map((name) => ({ name })),
      })),
      paymentDetails: how.cashPaid === null ? undefined : { method: "Cash", amountPaid: how.cashPaid },
      offline: { takenAt, catalogVersion: catalog.version, deviceId: "kasir-depan" },
    },
    { key },
  );
  expect(response.statusCode, response.body).toBe(201);
  return { receipt, stored: response.json().data as OrderRecord };
}

describe("the receipt of an order taken offline", () => {
  it("Dine-In with options, a percentage promo, service and tax, paid 'Bayar Pas': the server stores its figures", async () => {
    const { crepe, tea } = await crepesWithOptions();
    const promo = await makePromo("percentage", 15);
    const cart = [
      { productId: crepe.id, quantity: 3, optionNames: ["Keju Ekstra", "Pisang"] },
      { productId: tea.id, quantity: 2, optionNames: [] },
    ];
    const { receipt: quote } = await takenOffline(cart, {
      orderType: ORDER_TYPE.DineIn,
      serviceRatePercent: 7.5,
      promo,
      cashPaid: null,
    });
    const { receipt, stored } = await takenOffline(cart, {
      orderType: ORDER_TYPE.DineIn,
      serviceRatePercent: 7.5,
      promo,
      cashPaid: quote.totalAmount,
    });
    expect(receipt.serviceCharge).toBeGreaterThan(0);
    expect(receipt.promo?.discountAmount).toBeGreaterThan(0);
    expect(moneyOnReceipt(receipt)).toEqual(moneyOnReceipt(stored));
    expect(receipt.paymentDetails).toEqual({ method: "Cash", amountPaid: stored.totalAmount, change: 0 });
  });

  it("Take Away with its packaging fee and a fixed promo, paid later: the same figures", async () => {
    const { crepe, tea } = await crepesWithOptions();
    const promo = await makePromo("fixed_amount", 4_250);
    const { receipt, stored } = await takenOffline(
      [
        { productId: crepe.id, quantity: 1, optionNames: ["Pisang"] },
        { productId: tea.id, quantity: 1, optionNames: [] },
      ],
      { orderType: ORDER_TYPE.TakeAway, serviceRatePercent: 5, promo, cashPaid: null },
    );
    expect(receipt.packagingFee).toBeGreaterThan(0);
    expect(receipt.serviceCharge).toBe(0);
    expect(moneyOnReceipt(receipt)).toEqual(moneyOnReceipt(stored));
  });
});

describe("the receipt of a cash payment taken offline", () => {
  it("with a cashier discount and change: the server completes the order with the same figures", async () => {
    const { crepe } = await crepesWithOptions();
    const order = (
      await submit({
        waiter: waiterId(),
        orderType: ORDER_TYPE.DineIn,
        serviceChargeRate: 5,
        items: [{ productId: crepe.id, quantity: 2, selectedOptions: [{ name: "Keju Ekstra" }] }],
      })
    ).json().data as OrderRecord;
    for (const status of [ORDER_STATUS.Preparing, ORDER_STATUS.Ready]) {
      expect((await clients.cashier.put(`/api/orders/${order._id}/status`, { status })).statusCode).toBe(200);
    }
    const takenAt = new Date(Date.now() - 60_000).toISOString();
    const body = {
      paymentDetails: { method: "Cash" as const, amountPaid: 100_000 },
      discount: { type: "percent" as const, value: 12.5 },
    };
    const receipt = paidOfflineRecord(order, body, takenAt);
    const paid = await clients.cashier.put(`/api/orders/${order._id}/finalize`, {
      ...body,
      offline: { takenAt, deviceId: "kasir-depan" },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const stored = paid.json().data as OrderRecord;
    expect(receipt.discount).toBeGreaterThan(0);
    expect(moneyOnReceipt(receipt)).toEqual(moneyOnReceipt(stored));
    expect(receipt.paymentDetails).toEqual(stored.paymentDetails);
  });
});
