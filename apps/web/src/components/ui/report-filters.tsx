import { Search } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import type { DateRange } from "../../lib/use-report-filters";
import { Button } from "./button";
import { DateInput } from "./date-input";
import { describedBy, Field } from "./field";

export type ReportFiltersProps = {
  /** Prefix of the fields' ids, unique on the page. */
  id: string;
  range: DateRange;
  onChange: (change: Partial<DateRange>) => void;
  onApply: () => void;
  /** Why the range was refused ('Silakan pilih tanggal mulai dan tanggal akhir.'), shown under the dates. */
  error?: string | null;
  busy?: boolean;
  /** False where the list may be asked for without dates (an open range). */
  datesRequired?: boolean;
  /** More filters after the dates, e.g. the location select. */
  children?: ReactNode;
};

/** A report's filter row: start and end date (required unless said otherwise), any further filters, and 'Tampilkan'. */
export function ReportFilters({
  id,
  range,
  onChange,
  onApply,
  error,
  busy = false,
  datesRequired = true,
  children,
}: ReportFiltersProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply();
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Filter laporan"
      className="mb-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm md:p-5"
    >
      <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,14rem))_auto]">
        <Field id={`${id}-start`} label="Tanggal Mulai" required={datesRequired} error={error ?? undefined}>
          <DateInput
            id={`${id}-start`}
            value={range.startDate}
            max={range.endDate || undefined}
            invalid={Boolean(error)}
            aria-required={datesRequired || undefined}
            aria-describedby={describedBy(`${id}-start`, { error: error ?? undefined })}
            onChange={(startDate) => onChange({ startDate })}
          />
        </Field>
        <Field id={`${id}-end`} label="Tanggal Akhir" required={datesRequired}>
          <DateInput
            id={`${id}-end`}
            value={range.endDate}
            min={range.startDate || undefined}
            invalid={Boolean(error)}
            aria-required={datesRequired || undefined}
            onChange={(endDate) => onChange({ endDate })}
          />
        </Field>
        {children}
        <Button type="submit" busy={busy} busyText="Memuat..." icon={<Search aria-hidden="true" className="size-4" />}>
          Tampilkan
        </Button>
      </div>
    </form>
  );
}
