import { type ReactNode, useId } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { cn } from "../../lib/cn";
import type { SelectOption } from "./field";
import { OptionsSelect } from "./field";
import type { SelectProps } from "./input";
import { QuantityField } from "./quantity-input";

export type ItemQuantityCellsProps<Values extends FieldValues, Name extends FieldPath<Values>> = {
  /** The row's position (0-based); the controls are named 'Item stok 2', 'Jumlah 2'. */
  index: number;
  options: readonly SelectOption[];
  /** The chosen item's unit, shown beside the quantity (and in its echo); '-' before a choice. */
  unit: string | undefined;
  /** Where the unit shows; default from the `sm` breakpoint, when the row has a column for it. */
  unitClassName?: string;
  /** The select's own props, e.g. react-hook-form's `register("items.0.stockItem")`. */
  itemProps: Omit<SelectProps, "children">;
  /** The form and the row's quantity field (a number, undefined while empty). */
  control: Control<Values>;
  quantityName: Name;
  /** Digits after the comma; default a stock quantity's 4, 0 for whole units. */
  decimals?: number;
  /** A line under the item's select, e.g. what the source holds of it ("Stok di Gudang Pusat: 1.200 gram"). */
  note?: ReactNode;
};

/** The first cells of a repeatable stock row: which stock item, how much of it, in which unit. */
export function ItemQuantityCells<Values extends FieldValues, Name extends FieldPath<Values>>({
  index,
  options,
  unit,
  unitClassName = "hidden sm:block",
  itemProps,
  control,
  quantityName,
  decimals,
  note,
}: ItemQuantityCellsProps<Values, Name>) {
  const id = useId();
  const select = (
    <OptionsSelect
      aria-label={`Item stok ${index + 1}`}
      placeholder="Pilih item stok"
      options={options}
      {...itemProps}
    />
  );
  return (
    <>
      {note ? (
        // The select's grid placement moves to the box holding it and its note.
        <div className={itemProps.className}>
          {select}
          <p className="mt-1 text-xs text-stone-500">{note}</p>
        </div>
      ) : (
        select
      )}
      <QuantityField
        control={control}
        name={quantityName}
        id={`${id}-quantity`}
        label={`Jumlah ${index + 1}`}
        hideLabel
        placeholder="Jumlah"
        unit={unit}
        decimals={decimals}
      />
      <span className={cn("truncate text-sm text-stone-600", unitClassName)} title="Satuan">
        {unit ?? "-"}
      </span>
    </>
  );
}
