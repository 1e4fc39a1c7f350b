import { describe, expect, it } from "vitest";
import { platformCommission } from "./commission";

describe("platformCommission", () => {
  it.each([
    // 20 % of Rp 33.000
    [{ totalAmount: 33_000, ratePercent: 20 }, 6_600],
    // 22,5 % of Rp 25.300 = 5.692,5 → half up
    [{ totalAmount: 25_300, ratePercent: 22.5 }, 5_693],
    // 18,75 % of Rp 10.001 = 1.875,1875 → down
    [{ totalAmount: 10_001, ratePercent: 18.75 }, 1_875],
    [{ totalAmount: 40_000, ratePercent: 0 }, 0],
  ])("takes the outlet's rate of the total when the platform sends no figure: %o → %i", (order, expected) => {
    expect(platformCommission(order)).toBe(expected);
    expect(platformCommission({ ...order, platformFigure: null })).toBe(expected);
  });

  it("takes the platform's own figure over the rate, even 0", () => {
    expect(platformCommission({ totalAmount: 33_000, ratePercent: 20, platformFigure: 5_940 })).toBe(5_940);
    expect(platformCommission({ totalAmount: 33_000, ratePercent: 20, platformFigure: 0 })).toBe(0);
  });

  it("refuses a figure that is not whole rupiah", () => {
    expect(() => platformCommission({ totalAmount: 33_000, ratePercent: 20, platformFigure: 12.5 })).toThrow(
      RangeError,
    );
    expect(() => platformCommission({ totalAmount: 33_000, ratePercent: 20, platformFigure: -1 })).toThrow(RangeError);
  });
});
