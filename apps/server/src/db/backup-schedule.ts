import { businessClockAt } from "@kedai/shared";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The daily backup's hour on the business clock: long after closing, long before opening. */
export const BACKUP_HOUR = 4;
/** A backup that is due waits this long after start, so start-up and the first requests come first. */
export const DUE_BACKUP_DELAY_MS = 60_000;

/** Milliseconds from `now` to the next `hour`:00 on the business clock (a full day when it is that instant). */
export function untilBusinessHour(now: Date, timeZone: string, hour: number): number {
  const { sinceMidnight } = businessClockAt(now, timeZone);
  const delay = (((hour * 3_600_000 - sinceMidnight) % DAY_MS) + DAY_MS) % DAY_MS;
  return delay === 0 ? DAY_MS : delay;
}

/**
 * When the next backup of the embedded database runs. Writing one holds the database for a second
 * or two (it is copied and compressed in the server's own thread), so it runs at BACKUP_HOUR, when
 * no till is busy. A shop whose PC is off at that hour would never get one: when the newest backup
 * is a day old or there is none, it runs a minute after start instead, which is usually before opening.
 */
export function nextBackupDelay(now: Date, timeZone: string, newestBackupAt: Date | null): number {
  if (!newestBackupAt || now.getTime() - newestBackupAt.getTime() >= DAY_MS) return DUE_BACKUP_DELAY_MS;
  return untilBusinessHour(now, timeZone, BACKUP_HOUR);
}
