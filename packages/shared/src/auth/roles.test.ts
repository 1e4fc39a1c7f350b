import { describe, expect, it } from "vitest";
import { homePathFor, loginRedirectFor, logoutPathFor, profilePathFor } from "./roles";

const member = { role: "customer", customerType: "Franchise" } as const;
const customer = { role: "customer", customerType: "Regular" } as const;
const as = (role: "admin" | "manager" | "cashier" | "staff") => ({ role, customerType: null });

describe("where each role goes", () => {
  it.each([
    ["admin", as("admin"), "/admin", "/admin"],
    ["manager", as("manager"), "/admin", "/admin"],
    ["staff", as("staff"), "/staff/absensi", "/admin"],
    ["cashier", as("cashier"), "/pos", "/pos"],
    ["franchise member", member, "/member/dashboard", "/member/dashboard"],
    ["customer", customer, "/", "/"],
    ["guest", null, "/", "/"],
  ])(
    "%s: lands on %s after login; home, greeting and the POS Dashboard button go to %s",
    (_who, user, landing, home) => {
      expect(loginRedirectFor(user)).toBe(landing);
      expect(homePathFor(user)).toBe(home);
    },
  );

  it("sends every back-office role, the cashier included, to /admin/profil and /admin/login; others to /profile and /login", () => {
    for (const role of ["admin", "manager", "cashier", "staff"] as const) {
      expect(profilePathFor(as(role))).toBe("/admin/profil");
      expect(logoutPathFor(as(role))).toBe("/admin/login");
    }
    for (const user of [member, customer]) {
      expect(profilePathFor(user)).toBe("/profile");
      expect(logoutPathFor(user)).toBe("/login");
    }
  });
});
