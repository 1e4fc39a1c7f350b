import type { FieldPath, FieldValues } from "react-hook-form";
import { type ControlledFieldProps, useControlledField } from "./controlled-field";
import { Field } from "./field";
import { NumberInput, type NumberInputProps, type NumberValue } from "./number-input";

/** An emptied field is "not given" (undefined), so the contract says 'wajib diisi' or uses its default. */
export type RupiahValue = NumberValue;

export type RupiahInputProps = Omit<NumberInputProps, "decimals"> & {
  /** Digits allowed after the comma (stock cost, a purchase price per gram). Default 0: whole rupiah. */
  decimals?: number;
};

/**
 * A Rupiah amount typed the Indonesian way: '350.000' is three hundred fifty thousand, ',' starts
 * the decimals where `decimals` allows them (NumberInput). Emits a number, or undefined when emptied.
 */
export function RupiahInput({ decimals = 0, ...rest }: RupiahInputProps) {
  return <NumberInput decimals={decimals} {...rest} />;
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
