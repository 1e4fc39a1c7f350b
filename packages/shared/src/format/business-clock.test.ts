import { describe, expect, it } from "vitest";
import {
  addDays,
  businessClockAt,
  businessInstant,
  daysBetween,
  monthRange,
  toDateKey,
  todayKey,
} from "./business-clock";

const WITA = "Asia/Makassar"; // UTC+8
const WIT = "Asia/Jayapura"; // UTC+9

describe("the business clock of a WITA and a WIT shop", () => {
  it.each([
    // 23.59.59 in Makassar on 30 November is already 00.59 on 1 December in Jayapura.
    ["2026-11-30T15:59:59Z", "2026-11-30", "2026-12-01"],
    ["2026-11-30T16:00:00Z", "2026-12-01", "2026-12-01"],
    // 14.59 UTC: one minute to midnight in Jayapura on New Year's Eve; 15.00: the new year there only.
    ["2026-12-31T14:59:00Z", "2026-12-31", "2026-12-31"],
    ["2026-12-31T15:00:00Z", "2026-12-31", "2027-01-01"],
    // The leap day's last minutes.
    ["2028-02-29T15:30:00Z", "2028-02-29", "2028-03-01"],
  ])("puts %s on the day each shop lives it", (instant, wita, wit) => {
    expect(toDateKey(instant, WITA)).toBe(wita);
    expect(toDateKey(instant, WIT)).toBe(wit);
    expect(todayKey(WITA, instant)).toBe(wita);
    expect(todayKey(WIT, instant)).toBe(wit);
  });

  it("gives 'this month' from each shop's today at a month's end", () => {
    const lastEvening = "2026-01-31T15:30:00Z";
    expect(monthRange(todayKey(WITA, lastEvening))).toEqual({ startDate: "2026-01-01", endDate: "2026-01-31" });
    expect(monthRange(todayKey(WIT, lastEvening))).toEqual({ startDate: "2026-02-01", endDate: "2026-02-28" });
    expect(monthRange("2028-02-10")).toEqual({ startDate: "2028-02-01", endDate: "2028-02-29" });
    expect(monthRange("2026-12-31")).toEqual({ startDate: "2026-12-01", endDate: "2026-12-31" });
  });

  it("moves days across month and year ends, whatever the zone", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(daysBetween("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("reads a local date and time as the instant each shop means", () => {
    expect(businessInstant("2026-11-30T00:00", WITA)?.toISOString()).toBe("2026-11-29T16:00:00.000Z");
    expect(businessInstant("2026-11-30T00:00", WIT)?.toISOString()).toBe("2026-11-29T15:00:00.000Z");
    expect(businessInstant("2026-12-31T23:59:30", WIT)?.toISOString()).toBe("2026-12-31T14:59:30.000Z");
    expect(businessInstant("30/11/2026 10:00", WIT)).toBeNull();
  });

  it("tells the weekday and the time since midnight on each shop's clock", () => {
    // Saturday 28 November, 16.05 UTC: Sunday 00.05 in Makassar, Sunday 01.05 in Jayapura.
    const instant = new Date("2026-11-28T16:05:00Z");
    expect(businessClockAt(instant, WITA)).toEqual({ weekday: 0, sinceMidnight: 5 * 60_000 });
    expect(businessClockAt(instant, WIT)).toEqual({ weekday: 0, sinceMidnight: 65 * 60_000 });
    expect(businessClockAt(new Date("2026-11-28T15:59:59.500Z"), WITA)).toEqual({
      weekday: 6,
      sinceMidnight: 86_399_500,
    });
  });
});
