import { cn } from "../../lib/cn";
import type { SelectOption } from "./field";
import { OptionsSelect } from "./field";
import { Input, type InputProps, type SelectProps } from "./input";

export type ItemQuantityCellsProps = {
  /** The row's position (0-based); the controls are named 'Item stok 2', 'Jumlah 2'. */
  index: number;
  options: readonly SelectOption[];
  /** The chosen item's unit, shown beside the quantity; '-' before a choice. */
  unit: string | undefined;
  /** Where the unit shows; default from the `sm` breakpoint, when the row has a column for it. */
  unitClassName?: string;
  /** The select's own props, e.g. react-hook-form's `register("items.0.stockItem")`. */
  itemProps: Omit<SelectProps, "children">;
  /** The quantity input's props: `register(...)` plus its `min`, `step` and `inputMode`. */
  quantityProps: InputProps;
};

/** The first cells of a repeatable stock row: which stock item, how much of it, in which unit. */
export function ItemQuantityCells({
  index,
  options,
  unit,
  unitClassName = "hidden sm:block",
  itemProps,
  quantityProps,
}: ItemQuantityCellsProps) {
  return (
    <>
      <OptionsSelect
        aria-label={`Item stok ${index + 1}`}
        placeholder="Pilih item stok"
        options={options}
        {...itemProps}
      />
      <Input aria-label={`Jumlah ${index + 1}`} type="number" placeholder="Jumlah" {...quantityProps} />
      <span className={cn("truncate text-sm text-stone-600", unitClassName)} title="Satuan">
        {unit ?? "-"}
      </span>
    </>
  );
}
