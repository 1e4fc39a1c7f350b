import { afterEach, describe, expect, it } from "vitest";
import { BUSINESS_TIME_ZONE, setBusinessTimeZone } from "../format/date-time";
import { dateKey, dayInput, reportRangeQuery } from "./date.contract";

afterEach(() => {
  setBusinessTimeZone(BUSINESS_TIME_ZONE);
});

describe("dayInput", () => {
  it.each([
    ["a plain day", "2026-11-26", "2026-11-26"],
    ["a JavaScript Date in UTC, morning in Jakarta", "2026-11-26T07:00:00.000Z", "2026-11-26"],
    ["a UTC evening that is already the next day in Jakarta", "2026-11-26T20:00:00.000Z", "2026-11-27"],
    ["a date-time with Jakarta's offset", "2026-11-26T23:30:00+07:00", "2026-11-26"],
    ["a local date-time without offset", "2026-11-26T23:30:00", "2026-11-26"],
  ])("takes %s as its business day", (_label, sent, day) => {
    expect(dayInput.parse(sent)).toBe(day);
  });

  it("uses the business time zone the server configured", () => {
    setBusinessTimeZone("UTC");
    expect(dayInput.parse("2026-11-26T20:00:00.000Z")).toBe("2026-11-26");
    setBusinessTimeZone("Asia/Makassar");
    expect(dayInput.parse("2026-11-26T16:30:00.000Z")).toBe("2026-11-27");
  });

  it.each(["26/11/2026", "besok", "2026-11-26T25:00:00Z", "2026-11-26T10:00:00Y"])(
    "refuses %j with an Indonesian message",
    (sent) => {
      const result = dayInput.safeParse(sent);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe("Tanggal harus berformat YYYY-MM-DD atau tanggal-waktu ISO 8601.");
    },
  );

  it.each([
    ["the API's form", "2026-02-31", "Tanggal tidak valid (2026-02-31 tidak ada)."],
    ["a month past December", "2026-13-01", "Tanggal tidak valid (2026-13-01 tidak ada)."],
    ["29 February of a common year", "2026-02-29", "Tanggal tidak valid (2026-02-29 tidak ada)."],
    ["a date-time", "2026-02-30T10:00:00Z", "Tanggal tidak valid (2026-02-30 tidak ada)."],
    // What the web's date input passes on for a day that does not exist: named as it was typed.
    ["the screen's form", "31/02/2026", "Tanggal tidak valid (31/02/2026 tidak ada)."],
  ])("names a day that does not exist in %s as it came", (_label, sent, message) => {
    const result = dayInput.safeParse(sent);
    expect(result.error?.issues[0].message).toBe(message);
    // A day alone (not a date-time) gets the same answer where only a day is taken.
    if (sent.length === 10) expect(dateKey.safeParse(sent).error?.issues[0].message).toBe(message);
  });

  it("calls an emptied day required, not a matter of format", () => {
    expect(dayInput.safeParse("").error?.issues[0].message).toBe("Tanggal wajib diisi.");
    expect(dateKey.safeParse("").error?.issues[0].message).toBe("Tanggal wajib diisi.");
  });

  it("asks for the rest of a half-typed day without naming the API's format", () => {
    expect(dayInput.safeParse("3_/02/____").error?.issues[0].message).toBe(
      "Tanggal belum lengkap; isi hari, bulan dan tahun (dd/mm/yyyy).",
    );
  });

  it("takes 29 February of a leap year", () => {
    expect(dateKey.parse("2028-02-29")).toBe("2028-02-29");
  });

  it("report ranges take date-times too and compare their days", () => {
    expect(
      reportRangeQuery.parse({ startDate: "2026-11-01T00:00:00.000Z", endDate: "2026-11-30T16:59:59.999Z" }),
    ).toEqual({ startDate: "2026-11-01", endDate: "2026-11-30" });
    expect(reportRangeQuery.safeParse({ startDate: "2026-11-30", endDate: "2026-11-29T10:00:00Z" }).success).toBe(
      false,
    );
  });
});
