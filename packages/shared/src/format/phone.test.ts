import { describe, expect, it } from "vitest";
import { dialablePhone, formatPhone } from "./phone";

describe("a phone number as shown", () => {
  it.each([
    ["081234567890", "+62 812-3456-7890"],
    ["6281234567890", "+62 812-3456-7890"],
    ["+62 812-3456-7890", "+62 812-3456-7890"],
    ["0812 3456 789", "+62 812-3456-789"],
    [" 0858-1234-5678 ", "+62 858-1234-5678"],
  ])("reads %s as %s", (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it("shows a landline or a foreign number as typed", () => {
    expect(formatPhone("022-4201234")).toBe("022-4201234");
    expect(formatPhone("+65 6123 4567")).toBe("+65 6123 4567");
  });

  it("dials with the country code", () => {
    expect(dialablePhone("0812-3456-7890")).toBe("+6281234567890");
    expect(dialablePhone("+62 812 3456 7890")).toBe("+6281234567890");
  });
});
