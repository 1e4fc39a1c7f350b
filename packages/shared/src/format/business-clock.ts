import { TZDate } from "@date-fns/tz";
import { addDays as addCalendarDays, endOfMonth } from "date-fns";
import { businessTimeZone, type DateInput, toDate } from "./date-time";

/**
 * The business clock (docs/decisions/0052-one-business-clock.md): every "today", "this month",
 * business day and report range of the server and the web is read here, in the shop's IANA time
 * zone (BUSINESS_TIMEZONE), on `@date-fns/tz` rather than offset arithmetic of our own. The server
 * passes its zone to every call; the web's calls follow the zone GET /api/config named.
 *
 * A day is "YYYY-MM-DD": it names a calendar day and carries no zone (adding to it or finding its
 * month needs none). An instant becomes a day, a weekday or a clock time only in a zone, and a
 * local date and time becomes an instant only in one.
 */

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * A date's own calendar day as "YYYY-MM-DD" (a TZDate's getters read its zone). Not date-fns'
 * `format`: its token machinery is 7 KB of the storefront's first load, which reads days too.
 */
const dayOf = (date: Date): string =>
  `${String(date.getFullYear()).padStart(4, "0")}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;

/** The calendar day itself, at its midnight in UTC, for day arithmetic that no zone can shift. */
function calendarDay(day: string): TZDate {
  const [year, month, date] = day.split("-").map(Number);
  return new TZDate(year, month - 1, date, "UTC");
}

/**
 * The calendar day of an instant in the business time zone as "YYYY-MM-DD": the value of an
 * `<input type="date">` and of the API's date filters.
 */
export function toDateKey(value: DateInput, timeZone = businessTimeZone()): string {
  const date = toDate(value);
  if (!date) throw new RangeError(`toDateKey expects a valid date, got ${String(value)}`);
  return dayOf(new TZDate(date, timeZone));
}

/** Today in the business time zone as "YYYY-MM-DD" (default date filters: attendance, payroll). */
export function todayKey(timeZone = businessTimeZone(), now: DateInput = new Date()): string {
  return toDateKey(now, timeZone);
}

/** A "YYYY-MM-DD" day moved by `days` calendar days (negative goes back). */
export const addDays = (dayKey: string, days: number): string => dayOf(addCalendarDays(calendarDay(dayKey), days));

/** The first and last day of the month holding `dayKey`: "this month", the reports' default range. */
export function monthRange(dayKey: string): { startDate: string; endDate: string } {
  return { startDate: `${dayKey.slice(0, 7)}-01`, endDate: dayOf(endOfMonth(calendarDay(dayKey))) };
}

/** Every day from `startDate` to `endDate`, both included. */
export function daysBetween(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * "2026-11-24T10:30" (seconds optional) read on the business clock, as the instant it names: a
 * time chosen in a form, a plan made in local time; null when it is not such a text.
 */
export function businessInstant(localDateTime: string, timeZone = businessTimeZone()): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(localDateTime);
  if (!parts) return null;
  const [year, month, date, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0));
  const instant = new TZDate(year, month - 1, date, hour, minute, second, timeZone);
  return Number.isNaN(instant.getTime()) ? null : new Date(instant.getTime());
}

/** Weekday (0 Sunday … 6 Saturday) and the wall-clock milliseconds since midnight of an instant on the business clock. */
export function businessClockAt(
  instant: Date,
  timeZone = businessTimeZone(),
): { weekday: number; sinceMidnight: number } {
  const local = new TZDate(instant, timeZone);
  const sinceMidnight =
    ((local.getHours() * 60 + local.getMinutes()) * 60 + local.getSeconds()) * 1000 + local.getMilliseconds();
  return { weekday: local.getDay(), sinceMidnight };
}
