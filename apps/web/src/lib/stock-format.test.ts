import { describe, expect, it } from "vitest";
import { formatQuantity, formatUnitCost } from "./stock-format";

describe("formatUnitCost", () => {
  it("shows whole amounts like every other rupiah amount", () => {
    expect(formatUnitCost(25000)).toBe("Rp 25.000");
    expect(formatUnitCost(0)).toBe("Rp 0");
  });

  it("keeps up to two decimals of a per-unit cost", () => {
    expect(formatUnitCost(12.5)).toBe("Rp 12,5");
    expect(formatUnitCost(1234.5678)).toBe("Rp 1.234,57");
    expect(formatUnitCost(0.004)).toBe("Rp 0");
  });
});

describe("formatQuantity", () => {
  it("uses Indonesian grouping and decimal comma", () => {
    expect(formatQuantity(1500)).toBe("1.500");
    expect(formatQuantity(2.25)).toBe("2,25");
    expect(formatQuantity(-3)).toBe("-3");
  });
});
