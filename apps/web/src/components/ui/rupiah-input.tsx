import type { ComponentProps, Ref } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { type NumberFormatValues, NumericFormat } from "react-number-format";
import { cn } from "../../lib/cn";
import { type ControlledFieldProps, useControlledField } from "./controlled-field";
import { Field } from "./field";
import { controlClasses } from "./input";

/**
 * The most digits a Rupiah figure may have before the decimal comma: 15 stays inside
 * Number.MAX_SAFE_INTEGER, so the number sent is exactly the one on screen (a 19-digit figure
 * would silently become another). The contracts' own maximum (packages/shared `moneyAmount`) is
 * far below and gives the 'maksimal Rp …' message.
 */
const MAX_WHOLE_DIGITS = 15;

/** An emptied field is "not given" (undefined), so the contract says 'wajib diisi' or uses its default. */
export type RupiahValue = number | undefined;

export type RupiahInputProps = Omit<
  ComponentProps<"input">,
  "type" | "value" | "defaultValue" | "onChange" | "ref" | "inputMode"
> & {
  /** A number, or a numeric text (a form's default from the server); empty/null/undefined = blank. */
  value: number | string | null | undefined;
  onChange: (value: RupiahValue) => void;
  /** Digits allowed after the comma (stock cost, a purchase price per gram). Default 0: whole rupiah. */
  decimals?: number;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

function shownValue(value: RupiahInputProps["value"]): number | "" {
  if (value === null || value === undefined || value === "") return "";
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) ? number : "";
}

/**
 * A Rupiah amount typed the Indonesian way: '350.000' is three hundred fifty thousand ('.' groups
 * thousands as it is typed), ',' starts the decimals where `decimals` allows them, and the browser's
 * language changes nothing (it is a text field, not type="number"). Emits a number, or undefined
 * when emptied.
 */
export function RupiahInput({ value, onChange, decimals = 0, invalid, className, ref, ...rest }: RupiahInputProps) {
  return (
    <NumericFormat
      {...rest}
      getInputRef={ref}
      value={shownValue(value)}
      valueIsNumericString={false}
      thousandSeparator="."
      decimalSeparator=","
      // '.' is the thousands mark here, never a decimal point, also when decimals are allowed.
      allowedDecimalSeparators={[","]}
      decimalScale={decimals}
      allowNegative={false}
      inputMode={decimals > 0 ? "decimal" : "numeric"}
      autoComplete="off"
      isAllowed={({ value: digits }) => digits.split(".")[0].replace(/^0+/, "").length <= MAX_WHOLE_DIGITS}
      // Only what the user typed or pasted; a new `value` from the form is not a change.
      onValueChange={({ floatValue }: NumberFormatValues, { source }) => {
        if (source === "event") onChange(floatValue);
      }}
      aria-invalid={invalid || undefined}
      className={cn(controlClasses, "tabular-nums", className)}
    />
  );
}

export type RupiahFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> = ControlledFieldProps<
  Values,
  Name,
  Pick<RupiahInputProps, "decimals" | "placeholder" | "disabled" | "className" | "autoFocus" | "invalid">
> & {
  /**
   * What an emptied field holds; default undefined ('wajib diisi', or the contract's default).
   * NaN where a default must not silently replace an emptied field (the settings' fees).
   */
  emptyValue?: number;
};

/**
 * Field + RupiahInput bound to a react-hook-form field: `<RupiahField control={control} name="amount"
 * id="expense-amount" label="Jumlah (Rp)" error={errors.amount?.message} />`. Every money field of
 * every form is this (or a bare RupiahInput outside a form).
 */
export function RupiahField<Values extends FieldValues, Name extends FieldPath<Values>>({
  emptyValue,
  ...props
}: RupiahFieldProps<Values, Name>) {
  const { field, input } = useControlledField(props);
  return (
    <Field {...field}>
      <RupiahInput {...input} onChange={(amount) => input.onChange(amount ?? emptyValue)} />
    </Field>
  );
}
