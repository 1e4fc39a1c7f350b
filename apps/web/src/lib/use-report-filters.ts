import { dayKeyProblem } from "@kedai/shared";
import { useState } from "react";
import { monthRange, todayKey } from "./format";

/** A report's date range as the API's filters take it: business-time-zone days, "YYYY-MM-DD". */
export type DateRange = { startDate: string; endDate: string };

const DATES_REQUIRED = "Silakan pilih tanggal mulai dan tanggal akhir.";
const END_BEFORE_START = "Tanggal mulai tidak boleh setelah tanggal akhir.";

/**
 * Why a range cannot be asked for, or null when it can. Without `required` either end may stay
 * empty (an open range); a given end must be a real day (31/02/2026 is named as typed, not compared
 * as text and called "after the end"), and two given ends must still be in order.
 */
export function rangeError({ startDate, endDate }: DateRange, required = true): string | null {
  if (required && (!startDate || !endDate)) return DATES_REQUIRED;
  const notADay = [startDate, endDate].map((day) => (day ? dayKeyProblem(day) : null)).find(Boolean);
  if (notADay) return notADay;
  return startDate && endDate && endDate < startDate ? END_BEFORE_START : null;
}

/**
 * A report's filters: what the form shows (`draft`) and what the report was last asked for
 * (`applied`, the query). The report starts on today's date for both ends, or on the current
 * month with `period: "month"` (the money reports), plus `extra`'s defaults; 'Tampilkan' applies the draft when its range is complete and in order. A list whose
 * dates are optional (`datesRequired: false`, the purchase history) starts with both ends empty.
 * `apply` says whether the filters changed: asked again for the same ones, the screen reloads the
 * report itself (its query key is unchanged, so nothing else would).
 */
export function useReportFilters<Extra extends Record<string, string>>(
  extra: Extra,
  { datesRequired = true, period = "day" }: { datesRequired?: boolean; period?: "day" | "month" } = {},
) {
  const [initial] = useState(() => {
    const today = todayKey();
    const range = !datesRequired
      ? { startDate: "", endDate: "" }
      : period === "month"
        ? monthRange(today)
        : { startDate: today, endDate: today };
    return { ...range, ...extra };
  });
  const [draft, setDraft] = useState(initial);
  const [applied, setApplied] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  return {
    datesRequired,
    draft,
    applied,
    error,
    update: (change: Partial<DateRange & Extra>) => {
      setDraft((current) => ({ ...current, ...change }));
      setError(null);
    },
    apply: (): "invalid" | "changed" | "unchanged" => {
      const problem = rangeError(draft, datesRequired);
      setError(problem);
      if (problem) return "invalid";
      const changed = Object.keys(draft).some(
        (key) => draft[key as keyof typeof draft] !== applied[key as keyof typeof applied],
      );
      setApplied(draft);
      return changed ? "changed" : "unchanged";
    },
  };
}
