import { describe, expect, it } from "vitest";
import { isPromoActive } from "./promos.contract";

const JAKARTA = "Asia/Jakarta";
// 1 March 2026, 00:30 in Jakarta (UTC+7) is still 28 February in UTC.
const now = new Date("2026-02-28T17:30:00Z");
const promo = (startDate: string, endDate: string, isActive = true) => ({
  isActive,
  startDate: new Date(startDate),
  endDate: new Date(endDate),
});

describe("isPromoActive", () => {
  it("counts the start and end days whole, in the business time zone", () => {
    // Ends on 1 March at 00:00 Jakarta: still valid for the rest of that day.
    expect(isPromoActive(promo("2026-02-01T00:00:00+07:00", "2026-03-01T00:00:00+07:00"), JAKARTA, now)).toBe(true);
    // Starts on 1 March at 23:00 Jakarta: valid from the first minute of that day.
    expect(isPromoActive(promo("2026-03-01T23:00:00+07:00", "2026-03-31T00:00:00+07:00"), JAKARTA, now)).toBe(true);
  });

  it("is off before its start day, after its end day, and when switched off", () => {
    expect(isPromoActive(promo("2026-03-02T00:00:00+07:00", "2026-03-31T00:00:00+07:00"), JAKARTA, now)).toBe(false);
    // Ended on 28 February Jakarta, although that is "today" in UTC.
    expect(isPromoActive(promo("2026-02-01T00:00:00+07:00", "2026-02-28T23:00:00+07:00"), JAKARTA, now)).toBe(false);
    expect(isPromoActive(promo("2026-02-01T00:00:00+07:00", "2026-03-31T00:00:00+07:00", false), JAKARTA, now)).toBe(
      false,
    );
  });
});
