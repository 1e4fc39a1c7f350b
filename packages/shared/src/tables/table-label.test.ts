import { describe, expect, it } from "vitest";
import { orderPlaceLabel, tableLabel } from "./table-label";

describe("tableLabel", () => {
  it.each([
    ["5", "Meja 5"],
    ["Meja 5", "Meja 5"],
    ["meja 12", "meja 12"],
    [" Meja 3 ", "Meja 3"],
    ["Teras", "Meja Teras"],
    ["Mejanine", "Meja Mejanine"],
  ])("names %j as %j", (name, shown) => {
    expect(tableLabel(name)).toBe(shown);
  });
});

describe("orderPlaceLabel", () => {
  it("names where an order goes in one line, the table once", () => {
    expect(orderPlaceLabel("Dine-In", "Meja 3")).toBe("Dine-In · Meja 3");
    expect(orderPlaceLabel("Dine-In", "3")).toBe("Dine-In · Meja 3");
    expect(orderPlaceLabel("Dine-In", "Teras")).toBe("Dine-In · Meja Teras");
    expect(orderPlaceLabel("Take Away", null)).toBe("Take Away");
    expect(orderPlaceLabel("Take Away", undefined)).toBe("Take Away");
  });
});
