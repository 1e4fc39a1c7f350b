import type { FieldPath, FieldValues } from "react-hook-form";
import { cn } from "../../lib/cn";
import { FAR_BEYOND_FACTOR, isFarBeyondUsual } from "../../lib/large-quantity";
import { formatQuantity } from "../../lib/stock-format";
import { useConfirm } from "./confirm-provider";
import { type ControlledFieldProps, useControlledField } from "./controlled-field";
import { Field } from "./field";
import { NumberInput, type NumberInputProps } from "./number-input";

/** Stock quantities are numeric(18,4) in the database: four digits after the comma at most. */
const QUANTITY_DECIMALS = 4;

export type QuantityInputProps = Omit<NumberInputProps, "decimals"> & {
  /** Digits allowed after the comma; default 4 (a stock quantity). 0 for whole pieces. */
  decimals?: number;
  /** The unit the figure is in ('gram'), shown in the echo under the field. */
  unit?: string | null;
  /** The echo's own classes (where it sits in a row). */
  echoClassName?: string;
};

/** What the field will store, as it will be stored: "= 1.000 gram". */
export function quantityEcho(value: number | undefined, unit?: string | null): string | null {
  if (value === undefined || !Number.isFinite(value)) return null;
  return `= ${formatQuantity(value)}${unit ? ` ${unit}` : ""}`;
}

/**
 * Every quantity typed in the back office (purchases, transfers sent and received, stock counts,
 * adjustments, a member's stock request, recipes, low-stock thresholds): '1.000' is one thousand,
 * '0,5' a half (NumberInput), and the figure it will store is echoed under it with its unit, so a
 * '1.000' meant as 1 is seen before it is saved. The cart's QuantityStepper is another control.
 */
export function QuantityInput({
  decimals = QUANTITY_DECIMALS,
  unit,
  echoClassName,
  value,
  id,
  "aria-describedby": describedBy,
  ...rest
}: QuantityInputProps) {
  const number = typeof value === "number" ? value : value ? Number(value) : undefined;
  const echo = quantityEcho(number, unit);
  const echoId = id ? `${id}-echo` : undefined;
  return (
    <div className="min-w-0">
      <NumberInput
        {...rest}
        id={id}
        value={value}
        decimals={decimals}
        aria-describedby={[describedBy, echo ? echoId : undefined].filter(Boolean).join(" ") || undefined}
      />
      {echo ? (
        <p id={echoId} className={cn("mt-1 truncate text-xs text-stone-500 tabular-nums", echoClassName)}>
          {echo}
        </p>
      ) : null}
    </div>
  );
}

export type QuantityFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> = ControlledFieldProps<
  Values,
  Name,
  Pick<
    QuantityInputProps,
    | "decimals"
    | "unit"
    | "placeholder"
    | "disabled"
    | "className"
    | "autoFocus"
    | "invalid"
    | "echoClassName"
    | "allowNegative"
  >
> & {
  /** What an emptied field holds; default undefined ('wajib diisi'), null where blank clears a figure. */
  emptyValue?: null;
};

/**
 * Field + QuantityInput bound to a react-hook-form field: `<QuantityField control={control}
 * name="quantity" id="adjustment-quantity" label="Kuantitas" unit="gram" />`.
 */
export function QuantityField<Values extends FieldValues, Name extends FieldPath<Values>>({
  emptyValue,
  ...props
}: QuantityFieldProps<Values, Name>) {
  const { field, input } = useControlledField(props);
  return (
    <Field {...field}>
      <QuantityInput {...input} onChange={(quantity) => input.onChange(quantity ?? emptyValue)} />
    </Field>
  );
}

/** A quantity about to be saved, with the figures the screen knows are usual for its item. */
export type QuantityToCheck = {
  name: string;
  quantity: number;
  unit?: string | null;
  /** The figures to compare with (stock on hand, what was sent, ...); unknown ones may be left out. */
  usual: readonly (number | null | undefined)[];
  /** What the figure will lead to, said in the question ('stok menjadi 1.005 gram'). */
  result?: string;
};

/**
 * Asks before saving quantities far beyond what is usual for their items (isFarBeyondUsual),
 * naming each with the figure that will be stored; true when none is, or the user confirms.
 */
export function useConfirmLargeQuantities() {
  const confirm = useConfirm();
  return async (lines: readonly QuantityToCheck[]): Promise<boolean> => {
    const large = lines.filter((line) => isFarBeyondUsual(line.quantity, line.usual));
    if (large.length === 0) return true;
    const said = large.map(
      (line) =>
        `${line.name} ${formatQuantity(line.quantity)}${line.unit ? ` ${line.unit}` : ""}${line.result ? ` (${line.result})` : ""}`,
    );
    return confirm({
      title: "Jumlah jauh di atas biasanya",
      message: `Akan disimpan: ${said.join("; ")}. Jumlah ini lebih dari ${FAR_BEYOND_FACTOR}× yang biasa untuk item tersebut. Sudah benar?`,
      confirmText: "Ya, Simpan",
      cancelText: "Periksa Lagi",
    });
  };
}
