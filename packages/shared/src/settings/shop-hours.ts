import { businessClockAt, toDateKey } from "../format/business-clock";
import { businessTimeZone, type DateInput, toDate } from "../format/date-time";

/** The settings' opening hours: a day ("Senin") or day range ("Senin - Jumat") and its hours. */
export type OperationalHours = ReadonlyArray<{ day: string; hours: string }>;

export type ShopOpenState = { open: true } | { open: false; message: string };

/** Indonesian day names, indexed like `Date.getDay()` (Sunday first). */
const DAY_NAMES = ["minggu", "senin", "selasa", "rabu", "kamis", "jumat", "sabtu"];
const EVERY_DAY = /setiap hari|tiap hari|senin\s*-\s*minggu/;
const TIME_RANGE = /(\d{1,2})[.:](\d{2})\s*(?:-|–|—|s\.?d\.?|sampai)\s*(\d{1,2})[.:](\d{2})/;
const CLOSED_WORDS = /tutup|libur/;

const normalise = (text: string) => text.toLocaleLowerCase("id").replace(/['’]/g, "").replace(/[–—]/g, "-").trim();

/** The day indexes a settings line covers: one day, a range (which may wrap past Sunday), or every day. */
function daysCovered(day: string): number[] {
  const text = normalise(day);
  if (EVERY_DAY.test(text)) return [0, 1, 2, 3, 4, 5, 6];
  const named = DAY_NAMES.map((name, index) => ({ index, at: text.indexOf(name) }))
    .filter((found) => found.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((found) => found.index);
  if (named.length === 2 && text.includes("-")) {
    const [first, last] = named;
    const days: number[] = [];
    for (let d = first; ; d = (d + 1) % 7) {
      days.push(d);
      if (d === last) return days;
    }
  }
  return named;
}

/** Weekday and minutes since midnight of `now` on the business clock. */
function localClock(now: Date, timeZone: string): { day: number; minutes: number } {
  const { weekday, sinceMidnight } = businessClockAt(now, timeZone);
  return { day: weekday, minutes: Math.floor(sinceMidnight / 60_000) };
}

/** Whether `minutes` falls within the line's hours; `undefined` when the text names no time range. */
function withinHours(hours: string, minutes: number): boolean | undefined {
  const text = normalise(hours);
  if (text.includes("24 jam")) return true;
  const range = TIME_RANGE.exec(text);
  if (!range) return CLOSED_WORDS.test(text) ? false : undefined;
  const [start, end] = [Number(range[1]) * 60 + Number(range[2]), Number(range[3]) * 60 + Number(range[4])];
  // An end at or before the start runs past midnight ("18.00 - 02.00").
  return end > start ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/**
 * Whether the shop takes orders now by its opening hours (docs/business-rules.md#shop-hours).
 * No hours at all means open; a day without a line, or a line saying "Tutup", means closed; a line
 * whose hours cannot be read does not block ordering. The message names today's hours.
 */
export function shopOpenState(
  hours: OperationalHours,
  now: DateInput = new Date(),
  timeZone: string = businessTimeZone(),
): ShopOpenState {
  if (hours.length === 0) return { open: true };
  const clock = localClock(toDate(now) ?? new Date(), timeZone);
  const today = hours.filter((line) => daysCovered(line.day).includes(clock.day));
  if (today.some((line) => withinHours(line.hours, clock.minutes) !== false)) return { open: true };
  const todayText = today.map((line) => line.hours.trim()).join(", ") || "tutup";
  return { open: false, message: `Maaf, toko sedang tutup. Jam operasional hari ini: ${todayText}.` };
}

/** How far in the past a chosen time may be (the form's minute precision, a slow tap) and still mean "now". */
const ORDER_TIME_GRACE_MS = 5 * 60 * 1000;
export const ORDER_TIME_PAST = "Waktu pesanan sudah lewat. Pilih waktu yang akan datang.";
export const ORDER_TIME_INVALID = "Waktu pesanan tidak valid.";

/**
 * Why a chosen pickup or delivery time cannot be taken, or null: it must be a time, not in the
 * past, and inside the opening hours of that day (read as shopOpenState reads them).
 */
export function orderTimeProblem(
  chosen: DateInput,
  hours: OperationalHours,
  now: DateInput = new Date(),
  timeZone: string = businessTimeZone(),
): string | null {
  const at = toDate(chosen);
  if (!at) return ORDER_TIME_INVALID;
  if (at.getTime() < (toDate(now) ?? new Date()).getTime() - ORDER_TIME_GRACE_MS) return ORDER_TIME_PAST;
  if (hours.length === 0) return null;
  const clock = localClock(at, timeZone);
  const that = hours.filter((line) => daysCovered(line.day).includes(clock.day));
  if (that.some((line) => withinHours(line.hours, clock.minutes) !== false)) return null;
  const thatText = that.map((line) => line.hours.trim()).join(", ") || "tutup";
  return `Waktu yang dipilih di luar jam operasional (hari itu: ${thatText}). Pilih waktu lain.`;
}

/**
 * A pre-order while the shop is closed (docs/business-rules.md#shop-hours): taken only when the
 * settings allow it (`preOrdersWhileClosed`), for a chosen pickup or delivery time later today and
 * inside today's opening hours. True when the order may be placed although the shop is closed now.
 */
export function preOrderAllowed(
  allowed: boolean,
  chosen: DateInput | undefined,
  hours: OperationalHours,
  now: DateInput = new Date(),
  timeZone: string = businessTimeZone(),
): boolean {
  if (!allowed || !chosen || !toDate(chosen)) return false;
  if (toDateKey(chosen, timeZone) !== toDateKey(now, timeZone)) return false;
  return orderTimeProblem(chosen, hours, now, timeZone) === null;
}

export const PRE_ORDER_HINT =
  "Toko sedang tutup, tetapi Anda dapat memesan di muka untuk diambil atau diantar nanti pada jam operasional hari ini.";

/** One day's opening as the food platforms take it: all day, closed, or periods ("HH:mm", end after start). */
export type DayOpening = "all-day" | "closed" | ReadonlyArray<{ start: string; end: string }>;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The opening hours per weekday (index as `Date.getDay()`, Sunday first), read as shopOpenState
 * reads them: no hours at all, "24 jam", or a line whose hours cannot be read is open all day; a
 * day without a line, or "Tutup", is closed; hours past midnight ("18.00 - 02.00") open until
 * 23:59 that day and from 00:00 the same day's morning (the platforms take no period across midnight).
 */
export function weeklyOpening(hours: OperationalHours): DayOpening[] {
  if (hours.length === 0) return Array.from({ length: 7 }, () => "all-day" as const);
  return [0, 1, 2, 3, 4, 5, 6].map((day): DayOpening => {
    const periods: { start: string; end: string }[] = [];
    for (const line of hours.filter((candidate) => daysCovered(candidate.day).includes(day))) {
      const text = normalise(line.hours);
      const range = TIME_RANGE.exec(text);
      if (text.includes("24 jam") || (!range && !CLOSED_WORDS.test(text))) return "all-day";
      if (!range) continue;
      const [start, end] = [Number(range[1]) * 60 + Number(range[2]), Number(range[3]) * 60 + Number(range[4])];
      if (end > start) periods.push({ start: hhmm(start), end: hhmm(end) });
      else {
        if (end > 0) periods.push({ start: "00:00", end: hhmm(end) });
        periods.push({ start: hhmm(start), end: "23:59" });
      }
    }
    return periods.length === 0 ? "closed" : periods.sort((a, b) => a.start.localeCompare(b.start));
  });
}
