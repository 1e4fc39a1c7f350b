import { z } from "zod";
import { businessTimeZone, toDateKey } from "../format/date-time";

/**
 * A calendar day in the business time zone as "YYYY-MM-DD" (docs/business-rules.md#time-zone):
 * the value of an `<input type="date">` and of every date filter of the API.
 */
export const dateKey = z.iso.date({ error: "Tanggal harus berformat YYYY-MM-DD." });

// `dayInput` takes a date-time's day in the business time zone: the server sets it once at start
// from BUSINESS_TIMEZONE (setBusinessTimeZone, format/date-time.ts), the web from GET /api/config.

const DAY_INPUT_MESSAGE = "Tanggal harus berformat YYYY-MM-DD atau tanggal-waktu ISO 8601.";
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A day the API is sent (every date field and date filter of a request): "YYYY-MM-DD", or an ISO
 * 8601 date-time such as a JavaScript Date serialises ("2026-11-26T07:00:00.000Z"), which stands
 * for its day in the business time zone (docs/business-rules.md#time-zone). A date-time without an
 * offset is already business local time. Always parses to "YYYY-MM-DD".
 */
export const dayInput = z
  .union([dateKey, z.iso.datetime({ offset: true, local: true })], { error: DAY_INPUT_MESSAGE })
  .transform((value) =>
    value.length === 10 || !HAS_OFFSET.test(value) ? value.slice(0, 10) : toDateKey(value, businessTimeZone()),
  );

const DATES_REQUIRED = "Silakan pilih tanggal mulai dan tanggal akhir.";
const requiredDate = z.string({ error: DATES_REQUIRED }).min(1, DATES_REQUIRED).pipe(dayInput);

/**
 * The days a report covers, in the business time zone, both included: both required (the
 * screens default to the current month), the end not before the start.
 */
export const reportRangeQuery = z
  .object({ startDate: requiredDate, endDate: requiredDate }, { error: DATES_REQUIRED })
  .refine((range) => range.startDate <= range.endDate, {
    message: "Tanggal mulai tidak boleh setelah tanggal akhir.",
    path: ["endDate"],
  })
  // A report lists every day of its range: ten years is more than any report needs.
  .refine((range) => Number(range.endDate.slice(0, 4)) - Number(range.startDate.slice(0, 4)) <= 10, {
    message: "Rentang tanggal laporan paling lama 10 tahun.",
    path: ["endDate"],
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;
