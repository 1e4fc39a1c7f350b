import type { MenuItem, OrderRecord } from "@kedai/shared";
import { describe, expect, it } from "vitest";
import { type CartLine, cartFromOrder, cartReducer, cartTotals, orderItemsOf, parseServiceRate } from "./cart";

const crepe = { _id: "p-crepe", name: "Crepes Cokelat Keju", price: 24000 };
const tea = { _id: "p-tea", name: "Es Teh", price: 8000 };
const keju = { _id: "o-keju", name: "Keju Ekstra", price: 5000 };
const renyah = { _id: "o-renyah", name: "Renyah", price: 0 };
const settings = { taxRatePercent: 11, packagingFee: 2000 };

function cartOf(...actions: Parameters<typeof cartReducer>[1][]): CartLine[] {
  return actions.reduce(cartReducer, [] as CartLine[]);
}

// 2 × (24.000 + Keju 5.000) + 1 × 8.000 = 66.000
const mixed = cartOf(
  { type: "add", product: crepe, options: [keju, renyah] },
  { type: "add", product: crepe, options: [renyah, keju] },
  { type: "add", product: tea, options: [] },
);

describe("cartReducer", () => {
  it("raises the quantity of the same product with the same options, whatever their order", () => {
    expect(mixed.map((line) => [line.name, line.quantity])).toEqual([
      ["Crepes Cokelat Keju", 2],
      ["Es Teh", 1],
    ]);
  });

  it("keeps the same product with other options on its own line", () => {
    const cart = cartReducer(mixed, { type: "add", product: crepe, options: [renyah] });
    expect(cart).toHaveLength(3);
    expect(cart[2]).toMatchObject({ productId: "p-crepe", quantity: 1, options: [renyah] });
  });

  it("sets a quantity, and 0 or less removes the line", () => {
    const [first, second] = mixed;
    expect(cartReducer(mixed, { type: "setQuantity", key: second.key, quantity: 5 })[1].quantity).toBe(5);
    expect(cartReducer(mixed, { type: "setQuantity", key: first.key, quantity: 0 })).toEqual([second]);
    expect(cartReducer(mixed, { type: "setQuantity", key: first.key, quantity: -3 })).toEqual([second]);
  });

  it("never goes above the order limit of 999 per line", () => {
    const cart = cartOf(
      { type: "add", product: tea, options: [], quantity: 998 },
      { type: "add", product: tea, options: [], quantity: 5 },
    );
    expect(cart[0].quantity).toBe(999);
  });
});

describe("cartTotals (the money module's figures)", () => {
  it("Dine-In: 5 % service on the food, 11 % tax on food and service", () => {
    // service 5 % × 66.000 = 3.300; tax 11 % × 69.300 = 7.623; total 76.923
    const totals = cartTotals(mixed, {
      orderType: "Dine-In",
      serviceRatePercent: 5,
      settings,
      promo: null,
      pointsDiscount: 0,
    });
    expect(totals).toMatchObject({
      subTotal: 66000,
      serviceCharge: 3300,
      packagingFee: 0,
      tax: 7623,
      totalAmount: 76923,
    });
  });

  it("Take Away: packaging instead of service, and it is taxed", () => {
    // tax 11 % × (66.000 + 2.000) = 7.480; total 75.480
    const totals = cartTotals(mixed, {
      orderType: "Take Away",
      serviceRatePercent: 5,
      settings,
      promo: null,
      pointsDiscount: 0,
    });
    expect(totals).toMatchObject({ serviceCharge: 0, packagingFee: 2000, tax: 7480, totalAmount: 75480 });
  });

  it("a 10 % promo comes off before service and tax; points come off the end", () => {
    // promo 6.600 → 59.400; service 2.970; tax 11 % × 62.370 = 6.860,7 → 6.861; 69.231 − 5.000 points
    const totals = cartTotals(mixed, {
      orderType: "Dine-In",
      serviceRatePercent: 5,
      settings,
      promo: { type: "percentage", value: 10 },
      pointsDiscount: 5000,
    });
    expect(totals).toMatchObject({
      promoDiscount: 6600,
      serviceCharge: 2970,
      tax: 6861,
      pointsDiscount: 5000,
      totalAmount: 64231,
    });
  });

  it("uses the outlet's tax rate and the cashier's service rate", () => {
    // service 0; tax 10 % × 66.000 = 6.600
    const totals = cartTotals(mixed, {
      orderType: "Dine-In",
      serviceRatePercent: 0,
      settings: { taxRatePercent: 10, packagingFee: 2000 },
      promo: null,
      pointsDiscount: 0,
    });
    expect(totals).toMatchObject({ serviceCharge: 0, tax: 6600, totalAmount: 72600 });
  });
});

describe("what the order endpoints receive", () => {
  it("sends products, quantities and options by id and name, never a price", () => {
    expect(orderItemsOf(mixed)).toEqual([
      {
        productId: "p-crepe",
        quantity: 2,
        selectedOptions: [
          { _id: "o-keju", name: "Keju Ekstra" },
          { _id: "o-renyah", name: "Renyah" },
        ],
      },
      { productId: "p-tea", quantity: 1, selectedOptions: [] },
    ]);
  });

  it("an edited order comes back into the cart at today's menu prices", () => {
    const menu = [
      {
        ...crepe,
        price: 26000,
        customizationOptions: [
          { _id: "g", name: "Topping", type: "checkbox", isRequired: false, options: [{ ...keju, price: 6000 }] },
        ],
      },
    ] as unknown as MenuItem[];
    const order = {
      items: [
        {
          productId: "p-crepe",
          name: "Crepes Cokelat Keju",
          quantity: 2,
          basePrice: 24000,
          selectedOptions: [{ name: "Keju Ekstra", price: 5000 }],
        },
        { productId: "p-gone", name: "Menu Lama", quantity: 1, basePrice: 9000, selectedOptions: [] },
        { productId: null, name: "Dihapus", quantity: 1, basePrice: 1000, selectedOptions: [] },
      ],
    } as unknown as OrderRecord;
    expect(cartFromOrder(order, menu)).toEqual([
      expect.objectContaining({
        productId: "p-crepe",
        basePrice: 26000,
        quantity: 2,
        options: [{ _id: "o-keju", name: "Keju Ekstra", price: 6000 }],
      }),
      expect.objectContaining({ productId: "p-gone", name: "Menu Lama", basePrice: 9000, options: [] }),
    ]);
  });
});

describe("parseServiceRate", () => {
  it.each([
    ["5", 5],
    ["0", 0],
    ["100", 100],
    ["7.5", 7.5],
    ["", null],
    ["-1", null],
    ["101", null],
    ["abc", null],
  ])("%j → %j", (text, expected) => {
    expect(parseServiceRate(text)).toBe(expected);
  });
});
