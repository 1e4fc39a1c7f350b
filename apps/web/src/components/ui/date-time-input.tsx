import { timeTextProblem } from "@kedai/shared";
import { type Ref, useState } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { PatternFormat } from "react-number-format";
import { cn } from "../../lib/cn";
import { type ControlledFieldProps, useControlledField } from "./controlled-field";
import { DateInput } from "./date-input";
import { Field } from "./field";
import { controlClasses } from "./input";

/** "2026-11-30T14:30" → its day and time parts ("" for a missing one). */
function split(value: string): { day: string; time: string } {
  const [day = "", time = ""] = value.split("T");
  return { day, time };
}

/** The parts back into one value; "" when both are empty. */
function join(day: string, time: string): string {
  return day === "" && time === "" ? "" : `${day}T${time}`;
}

export type DateTimeInputProps = {
  /** The day and time as "YYYY-MM-DDTHH:mm" (business time, as a datetime-local field gives it), or "". */
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The day part's id: the Field's label names it. */
  id: string;
  /** The time part's accessible name, e.g. 'Jam pesanan'. */
  timeLabel: string;
  /** The first day that may be picked, "YYYY-MM-DD". */
  min?: string;
  invalid?: boolean;
  disabled?: boolean;
  name?: string;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A day and a time of day, typed dd/mm/yyyy and hh:mm on a 24-hour clock whatever the browser's
 * language (a native datetime-local follows it: mm/dd/yyyy and AM/PM on an English one). The day is
 * the shared DateInput; the time is typed as four digits. Emits "YYYY-MM-DDTHH:mm", "" when both
 * parts are emptied, or the parts as typed while either is not whole and real (so the form's
 * check, dateTimeTextProblem, names what is wrong). A whole time that does not exist ('25:00') is
 * refused under the field as it is typed.
 */
export function DateTimeInput({
  value,
  onChange,
  onBlur,
  id,
  timeLabel,
  min,
  invalid,
  disabled,
  name,
  ref,
  ...aria
}: DateTimeInputProps) {
  const current = value ?? "";
  const [time, setTime] = useState(() => split(current).time);
  const [lastValue, setLastValue] = useState(current);
  // A new value from outside (a reset, a kept draft) replaces the time shown.
  if (current !== lastValue) {
    setLastValue(current);
    setTime(split(current).time);
  }
  const { day } = split(current);
  const emit = (nextDay: string, nextTime: string) => {
    const next = join(nextDay, nextTime);
    setLastValue(next);
    onChange(next);
  };
  const wholeTime = /^\d{2}:\d{2}$/.test(time);
  const timeProblem = !invalid && wholeTime ? timeTextProblem(time) : null;
  const timeProblemId = `${id}-time-problem`;

  return (
    <div>
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-start gap-2">
        <DateInput
          id={id}
          name={name}
          ref={ref}
          value={day}
          min={min}
          invalid={invalid}
          disabled={disabled}
          onBlur={onBlur}
          onChange={(nextDay) => emit(nextDay, time)}
          {...aria}
        />
        <PatternFormat
          aria-label={timeLabel}
          format="##:##"
          mask="_"
          placeholder="hh:mm"
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          value={time}
          valueIsNumericString={false}
          onBlur={onBlur}
          onValueChange={({ formattedValue, value: digits }, { source }) => {
            if (source !== "event") return;
            const shown = digits === "" ? "" : formattedValue;
            setTime(shown);
            emit(day, shown);
          }}
          aria-invalid={invalid || Boolean(timeProblem) || undefined}
          aria-describedby={timeProblem ? timeProblemId : undefined}
          className={cn(controlClasses, "tabular-nums")}
        />
      </div>
      {timeProblem ? (
        <p id={timeProblemId} role="alert" className="mt-1.5 text-sm text-red-600">
          {timeProblem}
        </p>
      ) : null}
    </div>
  );
}

export type DateTimeFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> = ControlledFieldProps<
  Values,
  Name,
  Pick<DateTimeInputProps, "timeLabel" | "min" | "disabled" | "invalid">
>;

/**
 * Field + DateTimeInput bound to a react-hook-form field: `<DateTimeField control={control}
 * name="dateTime" id="checkout-time" label="Waktu Pesanan" timeLabel="Jam pesanan" />`. Every
 * day-and-time field is this.
 */
export function DateTimeField<Values extends FieldValues, Name extends FieldPath<Values>>(
  props: DateTimeFieldProps<Values, Name>,
) {
  const { field, input } = useControlledField(props);
  return (
    <Field {...field}>
      <DateTimeInput {...input} />
    </Field>
  );
}
