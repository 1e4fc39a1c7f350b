import { describe, expect, it } from "vitest";
import { formatRupiah, roundRupiah } from "./rupiah";

describe("formatRupiah", () => {
  it.each([
    [0, "Rp 0"],
    [2000, "Rp 2.000"],
    [25000, "Rp 25.000"],
    [1234567, "Rp 1.234.567"],
    [-5000, "-Rp 5.000"],
    [-0, "Rp 0"],
    [1500.5, "Rp 1.501"],
  ])("formats %d as %s", (amount, expected) => {
    expect(formatRupiah(amount)).toBe(expected);
  });

  it("uses an ordinary space so receipts and text searches match", () => {
    expect(formatRupiah(25000)).not.toMatch(/\u00a0/);
  });

  it('refuses NaN rather than printing "Rp NaN"', () => {
    expect(() => formatRupiah(Number.NaN)).toThrow(RangeError);
  });
});

describe("roundRupiah", () => {
  it.each([
    ["a half rounds up", 2.5, 3],
    ["just under a half rounds down", 1.4999, 1],
    ["11% of 4545 = 499.95", (4545 * 11) / 100, 500],
    ["5% of 10010 = 500.5", (10010 * 5) / 100, 501],
    ["1.005 × 100 is meant as 100.5", 1.005 * 100, 101],
    ["0.1 + 0.2 noise", 0.1 + 0.2, 0],
    ["(0.1 + 0.2) × 10 noise", (0.1 + 0.2) * 10, 3],
    ["a negative half rounds away from zero", -2.5, -3],
    ["a large amount keeps its precision", 1_000_000_000_000 + 0.4, 1_000_000_000_000],
    ["a large half still rounds up", 1_000_000_000_000 + 0.5, 1_000_000_000_001],
  ])("%s", (_case, amount, expected) => {
    expect(roundRupiah(amount)).toBe(expected);
  });

  it("never returns negative zero", () => {
    expect(Object.is(roundRupiah(-0.4), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])("refuses %d", (amount) => {
    expect(() => roundRupiah(amount)).toThrow(RangeError);
  });
});
