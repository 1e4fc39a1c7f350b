import { describe, expect, it } from "vitest";
import {
  changeDue,
  computeOnlineTotals,
  computePaymentTotals,
  computePosTotals,
  finalPricePerItem,
  type OrderTotals,
  type PosTotalsInput,
  pointsEarned,
  pointsPaying,
  pointsToRupiah,
  pointsWorth,
  promoDiscount,
  QUICK_CASH_AMOUNTS,
  subTotal,
  type TotalsLine,
} from "./totals";

const line = (basePrice: number, quantity = 1, optionPrices: number[] = []): TotalsLine => ({
  basePrice,
  quantity,
  options: optionPrices.map((price) => ({ price })),
});

// 2 × Crepe Coklat (25.000 + Keju 5.000) + 1 × Es Teh 8.000 = 68.000
const mixedCart = [line(25000, 2, [5000]), line(8000)];

const zeroTotals: OrderTotals = {
  subTotal: 0,
  promoDiscount: 0,
  cashierDiscount: 0,
  discount: 0,
  serviceCharge: 0,
  packagingFee: 0,
  deliveryFee: 0,
  tax: 0,
  pointsDiscount: 0,
  totalAmount: 0,
};

describe("line prices", () => {
  it("adds every option to the base price", () => {
    expect(finalPricePerItem(line(25000, 3, [5000, 3000]))).toBe(33000);
  });

  it("multiplies by quantity across lines", () => {
    expect(subTotal(mixedCart)).toBe(68000);
    expect(subTotal([])).toBe(0);
  });
});

describe("promoDiscount", () => {
  it.each([
    ["no promo", 25000, null, 0],
    ["10% of 25.000", 25000, { type: "percentage", value: 10 }, 2500],
    ["15% of 33.333 = 4.999,95 rounds half up", 33333, { type: "percentage", value: 15 }, 5000],
    ["100% is the whole subtotal", 25000, { type: "percentage", value: 100 }, 25000],
    ["fixed below the subtotal", 25000, { type: "fixed_amount", value: 10000 }, 10000],
    ["fixed above the subtotal is capped", 25000, { type: "fixed_amount", value: 50000 }, 25000],
    ["fixed on an empty cart", 0, { type: "fixed_amount", value: 10000 }, 0],
  ] as const)("%s", (_case, sub, promo, expected) => {
    expect(promoDiscount(sub, promo)).toBe(expected);
  });
});

describe("computePosTotals", () => {
  // Worked by hand, Dine-In, no discount, service 5 %, tax 11 %:
  //   subTotal      = 2 × (25.000 + 5.000) + 8.000       = 68.000
  //   serviceCharge = 5 % × 68.000                        =  3.400
  //   tax           = 11 % × (68.000 + 3.400) = 7.854     =  7.854
  //   total         = 68.000 + 3.400 + 7.854              = 79.254
  it("Dine-In charges service then taxes food and service", () => {
    expect(computePosTotals({ lines: mixedCart, orderType: "Dine-In" })).toEqual({
      ...zeroTotals,
      subTotal: 68000,
      serviceCharge: 3400,
      tax: 7854,
      totalAmount: 79254,
    });
  });

  it.each<[string, PosTotalsInput, Partial<OrderTotals>]>([
    [
      // after 10 % promo: 61.200; service 3.060; tax 11 % × 64.260 = 7.068,6 → 7.069
      "Dine-In service is on the discounted subtotal",
      { lines: mixedCart, orderType: "Dine-In", promo: { type: "percentage", value: 10 } },
      { subTotal: 68000, promoDiscount: 6800, discount: 6800, serviceCharge: 3060, tax: 7069, totalAmount: 71329 },
    ],
    [
      "Dine-In service 5 % of 10.010 = 500,5 rounds up; tax 11 % × 10.511 = 1.156,21",
      { lines: [line(10010)], orderType: "Dine-In" },
      { subTotal: 10010, serviceCharge: 501, tax: 1156, totalAmount: 11667 },
    ],
    [
      "Dine-In with a settings service rate of 0 charges no service",
      { lines: [line(25000)], orderType: "Dine-In", serviceRatePercent: 0 },
      { subTotal: 25000, tax: 2750, totalAmount: 27750 },
    ],
    [
      "Take Away adds packaging and taxes it, no service",
      { lines: [line(25000)], orderType: "Take Away" },
      { subTotal: 25000, packagingFee: 2000, tax: 2970, totalAmount: 29970 },
    ],
    [
      "Take Away ignores the service rate",
      { lines: [line(25000)], orderType: "Take Away", serviceRatePercent: 10 },
      { subTotal: 25000, packagingFee: 2000, tax: 2970, totalAmount: 29970 },
    ],
    [
      "Ojol has neither service nor packaging",
      { lines: [line(25000)], orderType: "Ojol" },
      { subTotal: 25000, tax: 2750, totalAmount: 27750 },
    ],
    [
      "Ojol tax 11 % of 4.545 = 499,95 rounds up",
      { lines: [line(4545)], orderType: "Ojol" },
      { subTotal: 4545, tax: 500, totalAmount: 5045 },
    ],
    [
      "a PB1 10 % outlet uses its own tax rate",
      { lines: [line(25000)], orderType: "Ojol", taxRatePercent: 10 },
      { subTotal: 25000, tax: 2500, totalAmount: 27500 },
    ],
    [
      "a fixed promo larger than the subtotal makes Dine-In free",
      { lines: [line(25000)], orderType: "Dine-In", promo: { type: "fixed_amount", value: 50000 } },
      { subTotal: 25000, promoDiscount: 25000, discount: 25000 },
    ],
    [
      "a fixed promo larger than the subtotal still leaves Take Away packaging and its tax",
      { lines: [line(25000)], orderType: "Take Away", promo: { type: "fixed_amount", value: 50000 } },
      { subTotal: 25000, promoDiscount: 25000, discount: 25000, packagingFee: 2000, tax: 220, totalAmount: 2220 },
    ],
    [
      // promo 10 % of 100.000 = 10.000; cashier 10 % of the remaining 90.000 = 9.000
      "a cashier percent stacks on the promo, taken from what is left",
      {
        lines: [line(50000, 2)],
        orderType: "Ojol",
        promo: { type: "percentage", value: 10 },
        cashierDiscount: { type: "percent", value: 10 },
      },
      { subTotal: 100000, promoDiscount: 10000, cashierDiscount: 9000, discount: 19000, tax: 8910, totalAmount: 89910 },
    ],
    [
      "a cashier fixed discount stacks on the promo",
      {
        lines: [line(50000, 2)],
        orderType: "Ojol",
        promo: { type: "fixed_amount", value: 20000 },
        cashierDiscount: { type: "fixed", value: 5000 },
      },
      { subTotal: 100000, promoDiscount: 20000, cashierDiscount: 5000, discount: 25000, tax: 8250, totalAmount: 83250 },
    ],
    [
      "promo plus cashier fixed is capped at the subtotal",
      {
        lines: [line(50000, 2)],
        orderType: "Dine-In",
        promo: { type: "fixed_amount", value: 80000 },
        cashierDiscount: { type: "fixed", value: 30000 },
      },
      { subTotal: 100000, promoDiscount: 80000, cashierDiscount: 20000, discount: 100000 },
    ],
    [
      "a 100 % promo leaves nothing for a cashier percent",
      {
        lines: [line(50000, 2)],
        orderType: "Ojol",
        promo: { type: "percentage", value: 100 },
        cashierDiscount: { type: "percent", value: 50 },
      },
      { subTotal: 100000, promoDiscount: 100000, discount: 100000 },
    ],
    [
      "points are subtracted after tax",
      { lines: [line(25000)], orderType: "Ojol", pointsDiscount: 5000 },
      { subTotal: 25000, tax: 2750, pointsDiscount: 5000, totalAmount: 22750 },
    ],
    [
      "points worth more than the bill are capped so the total is 0, not negative",
      { lines: [line(25000)], orderType: "Ojol", pointsDiscount: 30000 },
      { subTotal: 25000, tax: 2750, pointsDiscount: 27750, totalAmount: 0 },
    ],
  ])("%s", (_case, input, expected) => {
    expect(computePosTotals(input)).toEqual({ ...zeroTotals, ...expected });
  });

  it.each<[string, PosTotalsInput]>([
    ["a negative quantity", { lines: [line(25000, -1)], orderType: "Ojol" }],
    ["a fractional quantity", { lines: [line(25000, 1.5)], orderType: "Ojol" }],
    ["a fractional price", { lines: [line(25000.5)], orderType: "Ojol" }],
    ["a negative option price", { lines: [line(25000, 1, [-1000])], orderType: "Ojol" }],
    ["a tax rate above 100", { lines: [line(25000)], orderType: "Ojol", taxRatePercent: 101 }],
    ["a negative service rate", { lines: [line(25000)], orderType: "Dine-In", serviceRatePercent: -1 }],
    ["a NaN rate", { lines: [line(25000)], orderType: "Ojol", taxRatePercent: Number.NaN }],
    [
      "a promo percentage above 100",
      { lines: [line(25000)], orderType: "Ojol", promo: { type: "percentage", value: 150 } },
    ],
    [
      "a negative cashier discount",
      { lines: [line(25000)], orderType: "Ojol", cashierDiscount: { type: "fixed", value: -500 } },
    ],
    ["a fractional points discount", { lines: [line(25000)], orderType: "Ojol", pointsDiscount: 10.5 }],
  ])("throws RangeError for %s", (_case, input) => {
    expect(() => computePosTotals(input)).toThrow(RangeError);
  });
});

describe("computeOnlineTotals", () => {
  it.each<[string, Parameters<typeof computeOnlineTotals>[0], Partial<OrderTotals>]>([
    [
      // tax 11 % × (50.000 − 5.000) = 4.950; delivery 5.000 untaxed → 54.950 (not 55.500)
      "taxes the discounted food and adds delivery after tax",
      { lines: [line(25000, 2)], promo: { type: "percentage", value: 10 }, deliveryFee: 5000 },
      { subTotal: 50000, promoDiscount: 5000, discount: 5000, tax: 4950, deliveryFee: 5000, totalAmount: 54950 },
    ],
    [
      "pickup carries no delivery fee",
      { lines: [line(25000)], deliveryFee: 0 },
      { subTotal: 25000, tax: 2750, totalAmount: 27750 },
    ],
    [
      "a fixed promo above the subtotal leaves only the delivery fee",
      { lines: [line(25000)], promo: { type: "fixed_amount", value: 40000 }, deliveryFee: 5000 },
      { subTotal: 25000, promoDiscount: 25000, discount: 25000, deliveryFee: 5000, totalAmount: 5000 },
    ],
    [
      "tax 11 % of 4.545 rounds half up",
      { lines: [line(4545)], deliveryFee: 5000 },
      { subTotal: 4545, tax: 500, deliveryFee: 5000, totalAmount: 10045 },
    ],
  ])("%s", (_case, input, expected) => {
    expect(computeOnlineTotals(input)).toEqual({ ...zeroTotals, ...expected });
  });

  it("throws RangeError for a fractional delivery fee", () => {
    expect(() => computeOnlineTotals({ lines: [line(25000)], deliveryFee: 5000.5 })).toThrow(RangeError);
  });
});

describe("loyalty points", () => {
  it.each([
    [0, 0],
    [50, 5000],
    [123, 12300],
  ])("%d points are worth Rp %d by default", (points, rupiah) => {
    expect(pointsToRupiah(points)).toBe(rupiah);
  });

  it("uses the settings value per point", () => {
    expect(pointsToRupiah(50, 250)).toBe(12500);
  });

  it.each([
    [0, 0],
    [9999, 0],
    [10000, 1],
    [99999, 9],
    [100000, 10],
  ])("a total of %d earns %d points", (total, points) => {
    expect(pointsEarned(total)).toBe(points);
  });

  it("uses the settings value for earning", () => {
    expect(pointsEarned(99999, 5000)).toBe(19);
  });

  it.each([
    ["negative points", () => pointsToRupiah(-1)],
    ["fractional points", () => pointsToRupiah(1.5)],
    ["zero rupiah per earned point", () => pointsEarned(10000, 0)],
  ])("throws RangeError for %s", (_case, call) => {
    expect(call).toThrow(RangeError);
  });
});

describe("changeDue", () => {
  it.each([
    [27750, 50000, 22250],
    [27750, 27750, 0],
    [27750, 20000, null],
    [0, 0, 0],
  ])("total %d paid %d gives %s", (total, paid, expected) => {
    expect(changeDue(total, paid)).toBe(expected);
  });

  it("every quick-cash amount is a whole rupiah payment", () => {
    expect(QUICK_CASH_AMOUNTS).toEqual([10000, 15000, 20000, 50000, 75000, 100000]);
    for (const amount of QUICK_CASH_AMOUNTS) expect(changeDue(10000, amount)).toBe(amount - 10000);
  });
});

describe("reserved points", () => {
  // 100 points at Rp 100, then 50 points reserved after the value became Rp 200.
  const reserved = [
    { points: 100, discountAmount: 10000 },
    { points: 50, discountAmount: 10000 },
  ];

  it("values the first points at their own reservation's rate", () => {
    expect(pointsWorth(reserved, 150)).toBe(20000);
    expect(pointsWorth(reserved, 120)).toBe(14000);
    expect(pointsWorth(reserved, 0)).toBe(0);
  });

  it("uses every point when the bill takes the whole discount", () => {
    expect(pointsPaying(reserved, 20000)).toBe(150);
  });

  it("uses only the whole points a smaller bill needs, the last one rounded up", () => {
    // 10.000 from the first reservation, 2.750 from the second = 13,75 points → 14.
    expect(pointsPaying(reserved, 12750)).toBe(114);
    expect(pointsPaying(reserved, 9950)).toBe(100);
    expect(pointsPaying(reserved, 9901)).toBe(100);
    expect(pointsPaying(reserved, 9900)).toBe(99);
    expect(pointsPaying(reserved, 0)).toBe(0);
  });
});

describe("computePaymentTotals", () => {
  // Placed Dine-In with a 10 % promo (6.800 off 68.000), 5 % service, PB1 10 %.
  const placed = {
    lines: mixedCart,
    orderType: "Dine-In" as const,
    serviceRatePercent: 5,
    taxRatePercent: 10,
    packagingFee: 0,
    promoDiscount: 6800,
    pointsDiscount: 0,
  };

  it("reproduces the placed total when the cashier gives no discount", () => {
    // 61.200 + service 3.060 + tax 10 % × 64.260 = 6.426
    expect(computePaymentTotals(placed, null).totalAmount).toBe(70686);
  });

  it("takes the cashier's percent from what the promo left", () => {
    // 10 % of 61.200 = 6.120; 55.080 + service 2.754 + tax 5.783,4
    expect(computePaymentTotals(placed, { type: "percent", value: 10 })).toMatchObject({
      cashierDiscount: 6120,
      discount: 12920,
      serviceCharge: 2754,
      tax: 5783,
      totalAmount: 63617,
    });
  });
});
