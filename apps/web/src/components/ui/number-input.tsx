import { type ComponentProps, type Ref, useState } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { type NumberFormatValues, NumericFormat } from "react-number-format";
import { cn } from "../../lib/cn";
import { type ControlledFieldProps, useControlledField } from "./controlled-field";
import { Field } from "./field";
import { controlClasses } from "./input";

/**
 * The most digits a figure may have before the decimal comma: 15 stays inside
 * Number.MAX_SAFE_INTEGER, so the number sent is exactly the one on screen (a 19-digit figure
 * would silently become another). The contracts' own maxima are far below and give their messages.
 */
const MAX_WHOLE_DIGITS = 15;

/** An emptied field is "not given" (undefined), so the contract says 'wajib diisi' or uses its default. */
export type NumberValue = number | undefined;

export type NumberInputProps = Omit<
  ComponentProps<"input">,
  "type" | "value" | "defaultValue" | "onChange" | "ref" | "inputMode"
> & {
  /** A number, or a numeric text (a form's default from the server); empty/null/undefined = blank. */
  value: number | string | null | undefined;
  onChange: (value: NumberValue) => void;
  /** Digits allowed after the comma; 0 takes whole numbers only. */
  decimals: number;
  /** Whether a '-' is taken (a stored stock figure sales took below zero); default not. */
  allowNegative?: boolean;
  /** False for a number that names rather than counts (a port, 9100): no thousands dots shown. */
  grouped?: boolean;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

function shownValue(value: NumberInputProps["value"]): number | "" {
  if (value === null || value === undefined || value === "") return "";
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) ? number : "";
}

/**
 * A figure typed the Indonesian way, the one parser of typed numbers in the web (react-number-format
 * reads the text): '1.000' is one thousand ('.' groups thousands as it is typed, never a decimal
 * point), ',' starts the decimals where `decimals` allows them ('0,5'), and the browser's language
 * changes nothing (a text field, not type="number", which reads '1.000' as 1 on most browsers).
 * Emits a number, or undefined when emptied. RupiahInput and QuantityInput are this.
 */
export function NumberInput({
  value,
  onChange,
  decimals,
  allowNegative = false,
  grouped = true,
  invalid,
  className,
  ref,
  ...rest
}: NumberInputProps) {
  // Emptied by the user, the field stays empty even when the form answers with its default:
  // react-hook-form reads an emptied (undefined) field as "use the default", so a prefilled 10
  // cleared and typed 9 would show, and store, 109. What the form answers to the emptying is
  // noted; another value after it (a record loaded, a reset) ends it.
  const [emptied, setEmptied] = useState<{ answer?: NumberInputProps["value"] } | null>(null);
  if (emptied && !("answer" in emptied)) setEmptied({ answer: value });
  else if (emptied && emptied.answer !== value) setEmptied(null);
  const showEmpty = emptied !== null && (!("answer" in emptied) || emptied.answer === value);
  return (
    <NumericFormat
      {...rest}
      getInputRef={ref}
      value={showEmpty ? "" : shownValue(value)}
      valueIsNumericString={false}
      thousandSeparator={grouped ? "." : undefined}
      decimalSeparator=","
      allowedDecimalSeparators={[","]}
      decimalScale={decimals}
      allowNegative={allowNegative}
      inputMode={decimals > 0 ? "decimal" : "numeric"}
      autoComplete="off"
      isAllowed={({ value: digits }) => digits.split(".")[0].replace(/^0+/, "").length <= MAX_WHOLE_DIGITS}
      // Only what the user typed or pasted; a new `value` from the form is not a change.
      onValueChange={({ floatValue }: NumberFormatValues, { source }) => {
        if (source !== "event") return;
        setEmptied(floatValue === undefined ? {} : null);
        onChange(floatValue);
      }}
      aria-invalid={invalid || undefined}
      className={cn(controlClasses, "tabular-nums", className)}
    />
  );
}

export type NumberFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> = ControlledFieldProps<
  Values,
  Name,
  Pick<
    NumberInputProps,
    "decimals" | "grouped" | "placeholder" | "disabled" | "className" | "autoFocus" | "invalid" | "readOnly"
  >
> & {
  /** What an emptied field holds; default undefined ('wajib diisi'), null where blank clears a figure. */
  emptyValue?: null;
};

/**
 * Field + NumberInput bound to a react-hook-form field, for a figure that is neither money nor a
 * stock quantity (a tax percentage, guests, points): `<NumberField control={control}
 * name="guestCount" id="catering-guestCount" label="Jumlah Tamu" decimals={0} />`.
 */
export function NumberField<Values extends FieldValues, Name extends FieldPath<Values>>({
  emptyValue,
  ...props
}: NumberFieldProps<Values, Name>) {
  const { field, input } = useControlledField(props);
  return (
    <Field {...field}>
      <NumberInput {...input} onChange={(figure) => input.onChange(figure ?? emptyValue)} />
    </Field>
  );
}
