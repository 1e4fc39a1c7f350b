import { format, isValid, parse } from "date-fns";
import { CalendarDays } from "lucide-react";
import { type ComponentProps, type Ref, useEffect, useRef, useState } from "react";
import { DayPicker } from "react-day-picker";
import { id as idLocale } from "react-day-picker/locale/id";
import type { FieldPath, FieldValues } from "react-hook-form";
import { PatternFormat } from "react-number-format";
import "react-day-picker/style.css";
import { impossibleDayMessage, shownDayToKey } from "@kedai/shared";
import { cn } from "../../lib/cn";
import { type ControlledFieldProps, useControlledField } from "./controlled-field";
import { Field } from "./field";
import { controlClasses } from "./input";

const SHOWN = "dd/MM/yyyy";
const KEY = "yyyy-MM-dd";

/** "2026-11-26" → a local Date, or undefined for an empty or malformed key. */
function keyToDate(key: string | undefined): Date | undefined {
  if (!key || !/^\d{4}-\d{2}-\d{2}$/.test(key)) return undefined;
  const date = parse(key, KEY, new Date());
  return isValid(date) ? date : undefined;
}

/** "2026-11-26" → "26/11/2026"; anything else is shown as it is (a half-typed date stays). */
function keyToText(key: string | undefined): string {
  const date = keyToDate(key);
  return date ? format(date, SHOWN) : (key ?? "");
}

/**
 * "26/11/2026" → "2026-11-26". A date that does not exist (31/02/2026) or is half typed comes back
 * as typed, so the contract refuses it (naming it as typed, never by the API's format) instead of
 * the form keeping an old date.
 */
function textToKey(text: string): string {
  if (text.replace(/\D/g, "") === "") return "";
  return shownDayToKey(text) ?? text;
}

/** "Tanggal tidak valid (31/02/2026 tidak ada)." once a whole day is typed that does not exist. */
function typedDayProblem(text: string): string | null {
  return /^\d{2}\/\d{2}\/\d{4}$/.test(text) && shownDayToKey(text) === null ? impossibleDayMessage(text) : null;
}

export type DateInputProps = Omit<
  ComponentProps<"input">,
  "type" | "value" | "defaultValue" | "onChange" | "ref" | "min" | "max"
> & {
  /** The day as "YYYY-MM-DD" (what the API takes), or "" for none. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** The first and last day that may be picked, "YYYY-MM-DD". */
  min?: string;
  max?: string;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A date typed or picked as dd/mm/yyyy whatever the browser's language (a native type="date"
 * follows the browser and shows mm/dd/yyyy on an English one). The calendar is Indonesian.
 * Emits "YYYY-MM-DD", "" when emptied, or the text as typed while it is not a whole, real date.
 * A whole day that does not exist is refused under the field as soon as it is typed ('Tanggal
 * tidak valid (31/02/2026 tidak ada).'), unless the field already shows an error of its own.
 */
export function DateInput({
  value,
  onChange,
  min,
  max,
  invalid,
  className,
  disabled,
  ref,
  id,
  "aria-describedby": describedBy,
  ...rest
}: DateInputProps) {
  const key = value ?? "";
  const [text, setText] = useState(() => keyToText(key));
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  // A new value from outside (a reset, a picked day, a filter preset) replaces what is shown,
  // unless it is what the shown text already means.
  const [lastKey, setLastKey] = useState(key);
  if (key !== lastKey) {
    setLastKey(key);
    if (textToKey(text) !== key) setText(keyToText(key));
  }

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const problem = invalid ? null : typedDayProblem(text);
  const problemId = id ? `${id}-problem` : undefined;
  const selected = keyToDate(key);
  const first = keyToDate(min);
  const last = keyToDate(max);
  const disabledDays = [...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the calendar from anywhere inside it.
    <div
      ref={boxRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <div className="relative">
        <PatternFormat
          {...rest}
          id={id}
          getInputRef={ref}
          format="##/##/####"
          mask="_"
          placeholder="dd/mm/yyyy"
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          value={text}
          valueIsNumericString={false}
          onValueChange={({ formattedValue, value: digits }, { source }) => {
            if (source !== "event") return;
            const shown = digits === "" ? "" : formattedValue;
            setText(shown);
            const next = textToKey(shown);
            setLastKey(next);
            onChange(next);
          }}
          aria-invalid={invalid || Boolean(problem) || undefined}
          aria-describedby={[describedBy, problem ? problemId : undefined].filter(Boolean).join(" ") || undefined}
          className={cn(controlClasses, "pr-10 tabular-nums", className)}
        />
        <button
          type="button"
          aria-label="Pilih tanggal dari kalender"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => setOpen((isOpen) => !isOpen)}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-stone-500 hover:text-amber-700 disabled:opacity-50"
        >
          <CalendarDays aria-hidden="true" className="size-4" />
        </button>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="mt-1.5 text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      {open ? (
        <div className="absolute left-0 z-40 mt-1 rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
          <DayPicker
            mode="single"
            locale={idLocale}
            selected={selected}
            defaultMonth={selected ?? first ?? last}
            disabled={disabledDays}
            autoFocus
            onSelect={(day) => {
              if (!day) return;
              const next = format(day, KEY);
              setText(format(day, SHOWN));
              setLastKey(next);
              onChange(next);
              setOpen(false);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

export type DateFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> = ControlledFieldProps<
  Values,
  Name,
  Pick<DateInputProps, "min" | "max" | "className" | "disabled" | "invalid">
>;

/**
 * Field + DateInput bound to a react-hook-form field: `<DateField control={control} name="date"
 * id="expense-date" label="Tanggal" error={errors.date?.message} />`. Every date field is this, or a
 * bare DateInput inside a Field outside a form (the report filters).
 */
export function DateField<Values extends FieldValues, Name extends FieldPath<Values>>(
  props: DateFieldProps<Values, Name>,
) {
  const { field, input } = useControlledField(props);
  return (
    <Field {...field}>
      <DateInput {...input} />
    </Field>
  );
}
