import { appConfig } from "@kedai/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";

/**
 * A WITA shop and a WIT shop served by one process (as the test suite runs them): each reads days
 * on its own clock, so no zone may be a default of the process (ADR 0052).
 */
describe("one business clock per shop", () => {
  const shops: Record<"wita" | "wit", TestContext> = {} as never;

  beforeAll(async () => {
    shops.wita = await createTestApp({ env: { BUSINESS_TIMEZONE: "Asia/Makassar" } });
    shops.wit = await createTestApp({ env: { BUSINESS_TIMEZONE: "Asia/Jayapura" } });
  });
  afterAll(async () => {
    await Promise.all(Object.values(shops).map((shop) => shop?.close()));
  });

  it("publishes each shop's business time zone, to anyone", async () => {
    for (const [shop, zone] of [
      [shops.wita, "Asia/Makassar"],
      [shops.wit, "Asia/Jayapura"],
    ] as const) {
      const answer = await shop.client().get("/api/config");
      expect(answer.statusCode).toBe(200);
      expect(appConfig.parse(answer.json())).toMatchObject({ businessTimeZone: zone });
    }
  });

  it.each([
    // 15.30 UTC on the last day of October: 23.30 in Makassar, already 00.30 on 1 November in Jayapura.
    ["a month's last evening", "2026-10-31T15:30:00.000Z", "2026-10-31", "2026-11-01"],
    // 16.00 UTC: midnight in Makassar, one in the morning in Jayapura.
    ["WITA midnight", "2026-10-31T16:00:00.000Z", "2026-11-01", "2026-11-01"],
    // 14.59 UTC on New Year's Eve: 22.59 in Makassar, 23.59 in Jayapura.
    ["the year's last minute in WIT", "2025-12-31T14:59:00.000Z", "2025-12-31", "2025-12-31"],
  ])("books a date-time sent for a day on each shop's clock: %s", async (_, sent, witaDay, witDay) => {
    for (const [shop, day] of [
      [shops.wita, witaDay],
      [shops.wit, witDay],
    ] as const) {
      const admin = shop.client();
      await admin.login((await createAccount(shop.database.db, "admin")).login);
      const category = (await admin.post("/api/expenses/categories", { name: `Gas ${sent}` })).json()._id;
      const expense = await admin.post("/api/expenses", { amount: 25_000, category, date: sent });
      expect(expense.statusCode, expense.body).toBe(201);
      expect(expense.json().data.date).toBe(day);
    }
  });
});

describe("GET /api/config", () => {
  it("publishes the public address the server runs on, to anyone", async () => {
    const ctx = await createTestApp({
      env: { BUSINESS_TIMEZONE: "Asia/Makassar", PUBLIC_URL: "https://kedai.example" },
    });
    try {
      const answer = await ctx.client().get("/api/config", { headers: { host: "192.168.1.5:3201" } });
      expect(answer.statusCode).toBe(200);
      // The configured address, never the Host the request came by.
      expect(appConfig.parse(answer.json())).toEqual({
        businessTimeZone: "Asia/Makassar",
        publicUrl: "https://kedai.example",
        publicUrlProblem: null,
      });
    } finally {
      await ctx.close();
    }
  });
});

describe("GET /api/config on a private address", () => {
  it("says why a QR code built from it would not open on a guest's phone", async () => {
    const ctx = await createTestApp({ env: { PUBLIC_URL: "http://192.168.1.20:3201" } });
    try {
      const answer = appConfig.parse((await ctx.client().get("/api/config")).json());
      expect(answer.publicUrl).toBe("http://192.168.1.20:3201");
      expect(answer.publicUrlProblem).toContain("alamat lokal 192.168.1.20");
    } finally {
      await ctx.close();
    }
  });
});
