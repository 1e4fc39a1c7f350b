import { afterEach, describe, expect, it } from "vitest";
import {
  BUSINESS_TIME_ZONE,
  businessTimeZone,
  formatDate,
  formatDateTime,
  formatTime,
  setBusinessTimeZone,
  toDateKey,
  todayKey,
} from "./index";

describe("formatDate", () => {
  it.each([
    ["2026-11-22T07:05:00Z", "22 Nov 2026"],
    // 18:00 UTC on 3 August is already 4 August in Jakarta (UTC+7).
    ["2026-08-03T18:00:00Z", "04 Agu 2026"],
    ["2026-05-01T00:00:00+07:00", "01 Mei 2026"],
  ])("formats %s as %s in Asia/Jakarta", (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it("accepts Date objects and epoch milliseconds", () => {
    const instant = Date.UTC(2026, 10, 22, 7, 5);
    expect(formatDate(instant)).toBe("22 Nov 2026");
    expect(formatDate(new Date(instant))).toBe("22 Nov 2026");
  });

  it("uses the given time zone", () => {
    expect(formatDate("2026-08-03T18:00:00Z", "UTC")).toBe("03 Agu 2026");
  });

  it.each([null, undefined, "", "bukan tanggal"])("shows '-' for %s", (input) => {
    expect(formatDate(input)).toBe("-");
  });
});

describe("formatTime", () => {
  it("uses the 24-hour clock with Indonesian dot separators", () => {
    expect(formatTime("2026-11-22T07:05:00Z")).toBe("14.05");
    expect(formatTime("2026-11-22T07:05:09Z", undefined, { seconds: true })).toBe("14.05.09");
  });

  it("shows midnight as 00.00, never 24.00", () => {
    expect(formatTime("2026-08-03T17:00:00Z")).toBe("00.00");
  });
});

describe("formatDateTime", () => {
  it("joins date and time", () => {
    expect(formatDateTime("2026-11-22T07:05:00Z")).toBe("22 Nov 2026, 14.05");
    expect(formatDateTime(undefined)).toBe("-");
  });
});

describe("toDateKey / todayKey", () => {
  it("gives the business day, not the UTC day", () => {
    expect(toDateKey("2026-08-03T18:00:00Z")).toBe("2026-08-04");
    expect(toDateKey("2026-08-03T16:59:59Z")).toBe("2026-08-03");
    expect(todayKey("Asia/Jakarta", "2026-12-31T17:30:00Z")).toBe("2027-01-01");
  });

  it("rejects an invalid date instead of producing a bogus filter", () => {
    expect(() => toDateKey("nope")).toThrow(RangeError);
  });
});

describe("setBusinessTimeZone", () => {
  afterEach(() => {
    setBusinessTimeZone(BUSINESS_TIME_ZONE);
  });

  it("moves every formatter's default to the installation's zone (WITA: one hour after WIB)", () => {
    expect(setBusinessTimeZone("Asia/Makassar")).toBe(true);
    expect(businessTimeZone()).toBe("Asia/Makassar");
    expect(formatTime("2026-11-22T07:05:00Z")).toBe("15.05");
    expect(formatDateTime("2026-11-22T15:30:00Z")).toBe("22 Nov 2026, 23.30");
    expect(toDateKey("2026-08-03T16:30:00Z")).toBe("2026-08-04");
    expect(todayKey(undefined, "2026-12-31T16:30:00Z")).toBe("2027-01-01");
  });

  it("refuses a zone the browser does not know and keeps the one it had", () => {
    expect(setBusinessTimeZone("Asia/Atlantis")).toBe(false);
    expect(businessTimeZone()).toBe(BUSINESS_TIME_ZONE);
  });
});
