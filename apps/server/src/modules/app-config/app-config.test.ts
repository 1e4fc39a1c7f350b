import { appConfig, BUSINESS_TIME_ZONE, setBusinessTimeZone } from "@kedai/shared";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";

describe("GET /api/config", () => {
  it("publishes the business time zone and the public address the server runs on, to anyone", async () => {
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
      // Building the app made WITA the process's default formatting zone; the server's test files
      // share modules, so the next file's receipts and reports would otherwise print WITA times.
      setBusinessTimeZone(BUSINESS_TIME_ZONE);
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
