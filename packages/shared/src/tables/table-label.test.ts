import { describe, expect, it } from "vitest";
import { tableLabel } from "./table-label";

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
