import { z } from "zod";
import { toDateKey } from "../format/business-clock";
import { businessTimeZone } from "../format/date-time";
import {
  DAY_FORMAT_MESSAGE,
  DAY_REQUIRED_MESSAGE,
  dayKeyProblem,
  impossibleDayMessage,
  isRealDay,
} from "../format/day-text";

/** A day left out (or null) is missing, 'wajib diisi', like an emptied one; anything else not text gets `format`. */
const missingOr = (format: string) => (issue: { input?: unknown }) =>
  issue.input == null ? DAY_REQUIRED_MESSAGE : format;

/**
 * A calendar day in the business time zone as "YYYY-MM-DD" (docs/business-rules.md#time-zone):
 * the value of the web's DateInput and of every date filter of the API. A day that does not exist
 * is named as it came ("Tanggal tidak valid (2026-02-31 tidak ada).", or 31/02/2026 as the web's
 * date input passes an impossible day on), so no screen shows the API's format (dayKeyProblem).
 */
export const dateKey = z.string({ error: missingOr(DAY_FORMAT_MESSAGE) }).superRefine((value, ctx) => {
  const problem = dayKeyProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

// `dayInput` takes a date-time's day in the business time zone: the server validates each request
// in its own zone (inBusinessTimeZone, format/date-time.ts), the web follows GET /api/config.

const DAY_INPUT_MESSAGE = "Tanggal harus berformat YYYY-MM-DD atau tanggal-waktu ISO 8601.";
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
const DATE_TIME = z.iso.datetime({ offset: true, local: true });
const DATE_TIME_DAY = /^(\d{4})-(\d{2})-(\d{2})T/;

/**
 * Why a sent day is refused, or null: a date-time must be a real ISO 8601 one (its impossible day
 * named as sent); a day is a dateKey, whose messages name a day typed in the web as it was typed.
 */
function dayInputProblem(value: string): string | null {
  const day = DATE_TIME_DAY.exec(value);
  if (!day) {
    const problem = dayKeyProblem(value);
    return problem === DAY_FORMAT_MESSAGE ? DAY_INPUT_MESSAGE : problem;
  }
  if (!isRealDay(Number(day[1]), Number(day[2]), Number(day[3]))) return impossibleDayMessage(value.slice(0, 10));
  return DATE_TIME.safeParse(value).success ? null : DAY_INPUT_MESSAGE;
}

/**
 * A day the API is sent (every date field and date filter of a request): "YYYY-MM-DD", or an ISO
 * 8601 date-time such as a JavaScript Date serialises ("2026-11-26T07:00:00.000Z"), which stands
 * for its day in the business time zone (docs/business-rules.md#time-zone). A date-time without an
 * offset is already business local time. Always parses to "YYYY-MM-DD".
 */
export const dayInput = z
  .string({ error: missingOr(DAY_INPUT_MESSAGE) })
  .superRefine((value, ctx) => {
    const problem = dayInputProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
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
