import { describe, expect, it } from "vitest";
import {
  CHECKOUT_EMAIL_INVALID,
  CHECKOUT_NAME_REQUIRED,
  CHECKOUT_NAME_TOO_LONG,
  CHECKOUT_NAME_TOO_SHORT,
  CHECKOUT_PHONE_INVALID,
  CHECKOUT_PHONE_REQUIRED,
  checkoutContactProblems,
  isIndonesianMobile,
} from "./checkout-contact";

describe("an Indonesian mobile number", () => {
  it.each(["081234567890", "0812-3456-7890", "0812 345 678", "+6281234567890", "6281234567890", "0812345678901"])(
    "takes %s",
    (phone) => expect(isIndonesianMobile(phone)).toBe(true),
  );
  it.each([
    ["too short", "0812"],
    ["9 digits", "081234567"],
    ["14 digits", "08123456789012"],
    ["a landline", "0215551234"],
    ["another country", "+6581234567"],
    ["letters", "0812abc4567"],
  ])("refuses %s (%s)", (_case, phone) => expect(isIndonesianMobile(phone)).toBe(false));
});

describe("the checkout contact", () => {
  const fine = { name: "Sari", phone: "081234567890", email: "" };

  it("has no problem when name, phone and the optional email are right", () => {
    expect(checkoutContactProblems(fine)).toEqual({});
    expect(checkoutContactProblems({ ...fine, email: "sari@contoh.id" })).toEqual({});
  });

  it("says for each field what is wrong", () => {
    expect(checkoutContactProblems({ name: " ", phone: "", email: "sari@" })).toEqual({
      name: CHECKOUT_NAME_REQUIRED,
      phone: CHECKOUT_PHONE_REQUIRED,
      email: CHECKOUT_EMAIL_INVALID,
    });
    expect(checkoutContactProblems({ ...fine, name: "S", phone: "0812" })).toEqual({
      name: CHECKOUT_NAME_TOO_SHORT,
      phone: CHECKOUT_PHONE_INVALID,
    });
    expect(checkoutContactProblems({ ...fine, name: "a".repeat(101) })).toEqual({ name: CHECKOUT_NAME_TOO_LONG });
  });
});
