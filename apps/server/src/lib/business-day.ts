import { addDays, todayKey } from "@kedai/shared";
import { gte, lt, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { badRequest } from "./app-error";
import { now } from "./clock";

/**
 * The first instant of a business-time-zone day ("YYYY-MM-DD" + `days`), as the database computes
 * it (docs/business-rules.md#time-zone). A filter from day A to day B, both included, is
 * `>= startOfDay(A)` and `< startOfDay(B, 1)`.
 */
export const startOfDay = (day: string, timeZone: string, days = 0): SQL =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone ${timeZone})`;

/**
 * The days from `startDate` to `endDate` ("YYYY-MM-DD", both included), or a 400 when the range
 * runs backwards. ISO dates compare as text.
 */
export function dayRangeOr400(startDate: string, endDate: string): { startDate: string; endDate: string } {
  if (startDate > endDate) throw badRequest("Tanggal mulai tidak boleh setelah tanggal akhir.", "endDate");
  return { startDate, endDate };
}

/**
 * The conditions of an optional `startDate`/`endDate` filter (both included) on a column that
 * holds a business day already ("YYYY-MM-DD", a `date` column), or a 400 when it runs backwards.
 */
export function dayColumnFilters(
  column: AnyPgColumn,
  { startDate, endDate }: { startDate?: string; endDate?: string },
) {
  if (startDate && endDate) dayRangeOr400(startDate, endDate);
  return [...(startDate ? [gte(column, startDate)] : []), ...(endDate ? [lte(column, endDate)] : [])];
}

/**
 * The conditions that keep an instant (a timestamp column) within business days `startDate` to
 * `endDate` ("YYYY-MM-DD", both included, to the last millisecond of the end day); either end may
 * be left open. A backwards range is the caller's to refuse (dayRangeOr400) where it must.
 */
export function withinBusinessDays(
  column: AnyPgColumn,
  { startDate, endDate }: { startDate?: string; endDate?: string },
  timeZone: string,
) {
  return [
    ...(startDate ? [gte(column, startOfDay(startDate, timeZone))] : []),
    ...(endDate ? [lt(column, startOfDay(endDate, timeZone, 1))] : []),
  ];
}

/** "30/11/2026" for "2026-11-30": the day as every screen writes it. */
const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * The day something happened on (a stock count, a purchase, a stock adjustment, an expense) is at
 * most tomorrow in the business time zone (docs/business-rules.md#dates): a count dated 9999-12-31
 * would stand as the newest for ever. Tomorrow, not today, so a device a few hours ahead, or a
 * purchase booked the evening before it arrives, is not refused.
 */
export function refuseAfterTomorrow(day: string, field: string, timeZone: string): void {
  const tomorrow = addDays(todayKey(timeZone, now()), 1);
  if (day > tomorrow) throw badRequest(`Tanggal tidak boleh setelah besok (${dayText(tomorrow)}).`, field);
}
