import { describe, expect, it } from "vitest";
import { checkAdjustment } from "./adjustment-check";

describe("checkAdjustment", () => {
  it("lets an ordinary adjustment through", () => {
    expect(checkAdjustment(500, "Rusak", 250)).toEqual({ confirm: false });
    expect(checkAdjustment(500, "Ditemukan", 250)).toEqual({ confirm: false });
    expect(checkAdjustment(500, "Rusak", 500)).toEqual({ confirm: false });
  });

  it("asks when the stock would go below zero, with the resulting figure", () => {
    expect(checkAdjustment(500, "Hilang", 750)).toEqual({ confirm: true, reason: "negative", after: -250 });
    expect(checkAdjustment(0.3, "Rusak", 0.5)).toEqual({ confirm: true, reason: "negative", after: -0.2 });
  });

  it("asks when the quantity is far beyond what is in stock, even when it adds", () => {
    expect(checkAdjustment(500, "Ditemukan", 50_000)).toEqual({ confirm: true, reason: "large", after: 50_500 });
    expect(checkAdjustment(0, "Lainnya", 11)).toEqual({ confirm: true, reason: "large", after: 11 });
    expect(checkAdjustment(500, "Ditemukan", 5_000)).toEqual({ confirm: false });
  });
});
