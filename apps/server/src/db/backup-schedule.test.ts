import { describe, expect, it } from "vitest";
import { BACKUP_HOUR, DUE_BACKUP_DELAY_MS, nextBackupDelay, untilBusinessHour } from "./backup-schedule";

const HOUR = 3_600_000;
const JAKARTA = "Asia/Jakarta"; // UTC+7, no daylight saving

describe("when the embedded database is backed up", () => {
  it("counts to the next 04:00 on the business clock", () => {
    // 22:30 in Jakarta (15:30 UTC): 5½ hours to 04:00.
    expect(untilBusinessHour(new Date("2026-11-25T15:30:00Z"), JAKARTA, 4)).toBe(5.5 * HOUR);
    // 03:59:59.5 in Jakarta: half a second.
    expect(untilBusinessHour(new Date("2026-11-24T20:59:59.500Z"), JAKARTA, 4)).toBe(500);
    // Exactly 04:00: the next one, a day later.
    expect(untilBusinessHour(new Date("2026-11-24T21:00:00Z"), JAKARTA, 4)).toBe(24 * HOUR);
    // The same instant is 04:00 in UTC at another hour of the day.
    expect(untilBusinessHour(new Date("2026-11-25T03:00:00Z"), "UTC", 4)).toBe(HOUR);
  });

  it("runs a minute after start when there is no backup or the newest is a day old", () => {
    const now = new Date("2026-11-25T05:00:00Z"); // noon in Jakarta, rush hour
    expect(nextBackupDelay(now, JAKARTA, null)).toBe(DUE_BACKUP_DELAY_MS);
    expect(nextBackupDelay(now, JAKARTA, new Date(now.getTime() - 25 * HOUR))).toBe(DUE_BACKUP_DELAY_MS);
  });

  it("otherwise waits for the quiet hour, never in the middle of the day", () => {
    const noon = new Date("2026-11-25T05:00:00Z");
    const delay = nextBackupDelay(noon, JAKARTA, new Date(noon.getTime() - 8 * HOUR));
    expect(delay).toBe((24 - 12 + BACKUP_HOUR) * HOUR);
  });
});
