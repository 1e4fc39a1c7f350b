import { describe, expect, it } from "vitest";
import { toOptionalNumber } from "./form-numbers";

describe("toOptionalNumber", () => {
  it("treats an emptied field as not given", () => {
    expect(toOptionalNumber("")).toBeUndefined();
    expect(toOptionalNumber(null)).toBeUndefined();
    expect(toOptionalNumber(undefined)).toBeUndefined();
  });

  it("reads what was typed as a number, zero and negatives included", () => {
    expect(toOptionalNumber("12.5")).toBe(12.5);
    expect(toOptionalNumber("0")).toBe(0);
    expect(toOptionalNumber("-4")).toBe(-4);
    expect(toOptionalNumber(6)).toBe(6);
  });

  it("leaves a non-number as NaN for the contract to refuse", () => {
    expect(toOptionalNumber("abc")).toBeNaN();
  });
});
