/**
 * Dates and times as Indonesians read them (id-ID: day 2-digit, short month, year), always in
 * the business time zone (docs/business-rules.md#time-zone): a browser in another zone, or a server on UTC,
 * must still show the shop's own day and clock.
 *
 * The zone is the installation's (BUSINESS_TIMEZONE, WIB by default): the server passes its own to
 * each call; the web sets it once from GET /api/config (`setBusinessTimeZone`), and every function
 * here that takes an optional zone follows it.
 */
export const BUSINESS_TIME_ZONE = "Asia/Jakarta";

let currentBusinessTimeZone: string = BUSINESS_TIME_ZONE;

/** The business time zone the formatters use when none is given. */
export function businessTimeZone(): string {
  return currentBusinessTimeZone;
}

/** Makes `timeZone` (an IANA name, e.g. "Asia/Makassar") the default of every formatter; false if unknown. */
export function setBusinessTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
  } catch {
    return false;
  }
  currentBusinessTimeZone = timeZone;
  return true;
}

export type DateInput = Date | string | number;

// Intl.DateTimeFormat construction is slow relative to format(); screens format hundreds of rows.
const formatterCache = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions, locale = "id-ID"): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let cached = formatterCache.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatterCache.set(key, cached);
  }
  return cached;
}

/** A Date for valid input, null for empty or unparsable values (shown as "-" by the formatters). */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const EMPTY = "-";

/** "22 Nov 2026". */
export function formatDate(value: DateInput | null | undefined, timeZone = businessTimeZone()): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  return formatter(timeZone, { day: "2-digit", month: "short", year: "numeric" }).format(date);
}

/** "14.05" (24-hour, the Indonesian dot separator); "14.05.09" with seconds, e.g. the POS clock. */
export function formatTime(
  value: DateInput | null | undefined,
  timeZone = businessTimeZone(),
  options: { seconds?: boolean } = {},
): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  return formatter(timeZone, {
    hour: "2-digit",
    minute: "2-digit",
    ...(options.seconds ? { second: "2-digit" } : {}),
    // h23, not hour12:false: some engines render midnight as "24.00" with hour12:false.
    hourCycle: "h23",
  }).format(date);
}

/**
 * "22 Nov 2026, 14.05". Composed from the two formatters rather than one combined Intl call,
 * whose joining text ("," or "pukul") differs between ICU versions.
 */
export function formatDateTime(value: DateInput | null | undefined, timeZone = businessTimeZone()): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  return `${formatDate(date, timeZone)}, ${formatTime(date, timeZone)}`;
}

/**
 * The calendar day of an instant in the business time zone as "YYYY-MM-DD": the value of an
 * `<input type="date">` and of the API's date filters.
 */
export function toDateKey(value: DateInput, timeZone = businessTimeZone()): string {
  const date = toDate(value);
  if (!date) throw new RangeError(`toDateKey expects a valid date, got ${String(value)}`);
  const parts = formatter(timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }, "en-US").formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Today in the business time zone as "YYYY-MM-DD" (default date filters: attendance, payroll). */
export function todayKey(timeZone = businessTimeZone(), now: DateInput = new Date()): string {
  return toDateKey(now, timeZone);
}

/** A "YYYY-MM-DD" day moved by `days` calendar days (negative goes back). */
export function addDays(dayKey: string, days: number): string {
  const date = new Date(`${dayKey}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first and last day of the month holding `dayKey`: the reports' default range. */
export function monthRange(dayKey: string): { startDate: string; endDate: string } {
  const startDate = `${dayKey.slice(0, 7)}-01`;
  const [year, month] = dayKey.split("-").map(Number);
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return { startDate, endDate: addDays(nextMonth, -1) };
}

/** Every day from `startDate` to `endDate`, both included. */
export function daysBetween(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) days.push(day);
  return days;
}

/** "25 Nov" for a "YYYY-MM-DD" day (a chart's axis): the day itself, whatever the time zone. */
export function formatDayKey(dayKey: string): string {
  return formatter("UTC", { day: "2-digit", month: "short" }).format(new Date(`${dayKey}T00:00:00Z`));
}

/** "29/11/2026": a day in figures (the audit log, printed papers), in the business time zone. */
export function formatNumericDate(value: DateInput | null | undefined, timeZone = businessTimeZone()): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  return formatter(timeZone, { day: "2-digit", month: "2-digit", year: "numeric" }).format(date);
}

/** "29/11/2026 14.05". */
export function formatNumericDateTime(value: DateInput | null | undefined, timeZone = businessTimeZone()): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  return `${formatNumericDate(date, timeZone)} ${formatTime(date, timeZone)}`;
}

/** "29/11/2026" for a "YYYY-MM-DD" day: the day itself, whatever the time zone. */
export const formatNumericDayKey = (dayKey: string): string => formatNumericDate(`${dayKey}T00:00:00Z`, "UTC");
