/**
 * Whether a typed or sent day exists, said the way the person typed it: the screens show days as
 * dd/mm/yyyy and the API takes "YYYY-MM-DD", and an impossible day (31 February) is named back in
 * the same form it came in, never as a format the person did not use.
 */

const KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHOWN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** What the web's date input passes on while a day is half typed: "3_/02/____". */
const HALF_TYPED = /^[\d_]{2}\/[\d_]{2}\/[\d_]{4}$/;

/** The message for the API's own day format, for API clients (a screen never sends another form). */
export const DAY_FORMAT_MESSAGE = "Tanggal harus berformat YYYY-MM-DD.";
/** An emptied day where one is needed (a date field cleared): not a matter of format. */
export const DAY_REQUIRED_MESSAGE = "Tanggal wajib diisi.";
/** A day half typed in the web's dd/mm/yyyy field. */
export const DAY_INCOMPLETE_MESSAGE = "Tanggal belum lengkap; isi hari, bulan dan tahun (dd/mm/yyyy).";

/** "Tanggal tidak valid (31/02/2026 tidak ada)." for the day as it was typed or sent. */
export function impossibleDayMessage(typed: string): string {
  return `Tanggal tidak valid (${typed} tidak ada).`;
}

/** Whether year, month and day make a day of the calendar (29 February only in a leap year). */
export function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "31/02/2026" → null (no such day), "26/11/2026" → "2026-11-26"; anything else null. */
export function shownDayToKey(text: string): string | null {
  const match = SHOWN.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  return isRealDay(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null;
}

/**
 * Why `value` is not a day, or null when it is a real "YYYY-MM-DD": an impossible day in either
 * form ("2026-02-31", or "31/02/2026" as the web's date input passes it on) is named as it came; an
 * emptied one is 'wajib diisi'; a half-typed dd/mm/yyyy asks for the rest; anything else gets the
 * API's format (API clients only: the web's date input never sends another form).
 */
export function dayKeyProblem(value: string): string | null {
  if (value.trim() === "") return DAY_REQUIRED_MESSAGE;
  const key = KEY.exec(value);
  if (key) return isRealDay(Number(key[1]), Number(key[2]), Number(key[3])) ? null : impossibleDayMessage(value);
  if (SHOWN.test(value)) return shownDayToKey(value) === null ? impossibleDayMessage(value) : DAY_FORMAT_MESSAGE;
  if (HALF_TYPED.test(value)) return DAY_INCOMPLETE_MESSAGE;
  return DAY_FORMAT_MESSAGE;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_SHAPE = /^\d{2}:\d{2}$/;

/** "Jam tidak valid (25:00 tidak ada)." for a whole time of day that does not exist. */
function impossibleTimeMessage(typed: string): string {
  return `Jam tidak valid (${typed} tidak ada).`;
}

/** A time of day half typed in the web's 24-hour hh:mm field. */
export const TIME_INCOMPLETE_MESSAGE = "Jam belum lengkap; isi jam dan menit, 24 jam (mis. 14:30).";

/** Why a typed 24-hour time ("14:30") is not one, or null when it is. */
export function timeTextProblem(text: string): string | null {
  if (TIME.test(text)) return null;
  return TIME_SHAPE.test(text) ? impossibleTimeMessage(text) : TIME_INCOMPLETE_MESSAGE;
}

/**
 * Why a day and time as the web's DateTimeInput emits it ("2026-11-30T14:30", or the parts as
 * typed while not whole: "31/02/2026T14:30", "2026-11-30T1_:__") is not one, or null when it is.
 * A wholly empty value is the form's to refuse, with its own 'required' words.
 */
export function dateTimeTextProblem(value: string): string | null {
  const [day = "", time = ""] = value.split("T");
  if (day === "") return DAY_INCOMPLETE_MESSAGE;
  return dayKeyProblem(day) ?? timeTextProblem(time);
}
