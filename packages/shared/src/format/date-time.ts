/**
 * Dates and times as Indonesians read them (id-ID: day 2-digit, short month, year), always in
 * the business time zone (docs/business-rules.md#time-zone): a browser in another zone, or a server on UTC,
 * must still show the shop's own day and clock.
 *
 * The zone is the installation's (BUSINESS_TIMEZONE, WIB by default). The web holds one shop's
 * zone, set once from GET /api/config (`setBusinessTimeZone`), and every function here that takes
 * an optional zone follows it. The server never sets it: it passes its zone to each call, and runs
 * the code that cannot take one (a request's date contracts, a paper it prints) in
 * `inBusinessTimeZone`, so two apps of different zones in one process each keep their own
 * (docs/decisions/0052-one-business-clock.md).
 */
export const BUSINESS_TIME_ZONE = "Asia/Jakarta";

let currentBusinessTimeZone: string = BUSINESS_TIME_ZONE;

/** The business time zone the formatters use when none is given. */
export function businessTimeZone(): string {
  return currentBusinessTimeZone;
}

const isTimeZone = (timeZone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
};

/** Makes `timeZone` (an IANA name, e.g. "Asia/Makassar") the web's default of every formatter; false if unknown. */
export function setBusinessTimeZone(timeZone: string): boolean {
  if (!isTimeZone(timeZone)) return false;
  currentBusinessTimeZone = timeZone;
  return true;
}

/**
 * Runs `work` (synchronous) with `timeZone` as the default zone, and puts the previous one back:
 * nothing else runs in between, so the zone reaches exactly the calls `work` makes.
 */
export function inBusinessTimeZone<T>(timeZone: string, work: () => T): T {
  const before = currentBusinessTimeZone;
  currentBusinessTimeZone = timeZone;
  try {
    return work();
  } finally {
    currentBusinessTimeZone = before;
  }
}

export type DateInput = Date | string | number;

// Intl.DateTimeFormat construction is slow relative to format(); screens format hundreds of rows.
const formatterCache = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let cached = formatterCache.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat("id-ID", { ...options, timeZone });
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
