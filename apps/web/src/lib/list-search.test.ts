import { describe, expect, it } from "vitest";
import { matchesSearch } from "./list-search";

describe("matchesSearch", () => {
  it("matches any field, ignoring case and surrounding spaces", () => {
    expect(matchesSearch("  pusat ", "Kedai Crepes Pusat", "Jl. Merdeka")).toBe(true);
    expect(matchesSearch("MERDEKA", "Kedai Crepes Pusat", "Jl. Merdeka")).toBe(true);
  });

  it("an empty term matches everything, a missing field nothing", () => {
    expect(matchesSearch("", "apa saja")).toBe(true);
    expect(matchesSearch("x", null, undefined, "")).toBe(false);
  });
});
