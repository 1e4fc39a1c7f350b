import { BUSINESS_TIME_ZONE, businessTimeZone, formatTime, setBusinessTimeZone } from "@kedai/shared";
import { afterEach, describe, expect, it } from "vitest";
import { mockApi } from "../test/fetch-mock";
import { loadBusinessTimeZone } from "./business-time-zone";

/** GET /api/config as the server answers it, on the business clock `businessTimeZone`. */
const config = (businessTimeZone: string) => ({
  body: { businessTimeZone, publicUrl: "https://kedai.contoh.id", publicUrlProblem: null },
});

afterEach(() => {
  setBusinessTimeZone(BUSINESS_TIME_ZONE);
  window.localStorage.clear();
});

describe("loadBusinessTimeZone", () => {
  it("shows times on the server's business clock, says the zone changed and remembers it for the next visit", async () => {
    mockApi({ "GET /api/config": config("Asia/Makassar") });
    expect(await loadBusinessTimeZone()).toBe(true);
    expect(businessTimeZone()).toBe("Asia/Makassar");
    expect(formatTime("2026-11-22T07:05:00Z")).toBe("15.05");

    // The next visit starts on the remembered zone; a server that cannot answer changes nothing.
    setBusinessTimeZone(BUSINESS_TIME_ZONE);
    mockApi({ "GET /api/config": { status: 503, body: { message: "x", code: "UNAVAILABLE" } } });
    expect(await loadBusinessTimeZone()).toBe(false);
    expect(businessTimeZone()).toBe("Asia/Makassar");
  });

  it("uses the default at once, before the server answers", () => {
    mockApi({ "GET /api/config": () => new Promise(() => {}) });
    void loadBusinessTimeZone();
    expect(businessTimeZone()).toBe(BUSINESS_TIME_ZONE);
  });

  it("says nothing changed when the server's zone is the one in use", async () => {
    mockApi({ "GET /api/config": config(BUSINESS_TIME_ZONE) });
    expect(await loadBusinessTimeZone()).toBe(false);
  });

  it("ignores a zone this browser does not know", async () => {
    mockApi({ "GET /api/config": config("Mars/Olympus") });
    expect(await loadBusinessTimeZone()).toBe(false);
    expect(businessTimeZone()).toBe(BUSINESS_TIME_ZONE);
  });
});
