import { appConfig, BUSINESS_TIME_ZONE, setBusinessTimeZone } from "@kedai/shared";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";

describe("GET /api/config", () => {
  it("publishes the business time zone the server runs on, to anyone", async () => {
    const ctx = await createTestApp({ env: { BUSINESS_TIMEZONE: "Asia/Makassar" } });
    try {
      const answer = await ctx.client().get("/api/config");
      expect(answer.statusCode).toBe(200);
      expect(appConfig.parse(answer.json())).toEqual({ businessTimeZone: "Asia/Makassar" });
    } finally {
      await ctx.close();
      // Building the app made WITA the process's default formatting zone; the server's test files
      // share modules, so the next file's receipts and reports would otherwise print WITA times.
      setBusinessTimeZone(BUSINESS_TIME_ZONE);
    }
  });
});
