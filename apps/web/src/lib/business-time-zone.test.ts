import { BUSINESS_TIME_ZONE, businessTimeZone, formatTime, setBusinessTimeZone } from "@kedai/shared";
import { afterEach, describe, expect, it } from "vitest";
import { mockApi } from "../test/fetch-mock";
import { loadBusinessTimeZone } from "./business-time-zone";

afterEach(() => {
  setBusinessTimeZone(BUSINESS_TIME_ZONE);
  window.localStorage.clear();
});

describe("loadBusinessTimeZone", () => {
  it("shows times on the server's business clock and remembers it for the next visit", async () => {
    mockApi({ "GET /api/config": { body: { businessTimeZone: "Asia/Makassar" } } });
    await loadBusinessTimeZone();
    expect(businessTimeZone()).toBe("Asia/Makassar");
    expect(formatTime("2026-11-22T07:05:00Z")).toBe("15.05");

    setBusinessTimeZone(BUSINESS_TIME_ZONE);
    mockApi({ "GET /api/config": { status: 503, body: { message: "x", code: "UNAVAILABLE" } } });
    await loadBusinessTimeZone();
    expect(businessTimeZone()).toBe("Asia/Makassar");
  });

  it("starts with the default when the server cannot say, without waiting for ever", async () => {
    mockApi({ "GET /api/config": () => new Promise(() => {}) });
    await loadBusinessTimeZone({ waitMs: 20 });
    expect(businessTimeZone()).toBe(BUSINESS_TIME_ZONE);
  });

  it("ignores a zone this browser does not know", async () => {
    mockApi({ "GET /api/config": { body: { businessTimeZone: "Mars/Olympus" } } });
    await loadBusinessTimeZone();
    expect(businessTimeZone()).toBe(BUSINESS_TIME_ZONE);
  });
});
