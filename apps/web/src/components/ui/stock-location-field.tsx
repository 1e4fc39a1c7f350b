import { namedOptions, SelectField, type SelectFieldProps } from "./field";

type Named = { _id: string; name: string };

/** Where stock can be: head office (undefined until it has loaded) and the outlets. */
export type StockLocationChoices = { headOffice: Named | undefined; outlets: readonly Named[] };

export type StockLocationFieldProps = Omit<SelectFieldProps, "options" | "placeholder"> & {
  locations: StockLocationChoices;
  /** The list's choice of every location together (its totals), e.g. 'Semua lokasi'. */
  allLabel?: string;
  /** A place the user must choose (a transfer's destination), e.g. 'Pilih lokasi tujuan'. */
  placeholder?: string;
};

/**
 * The one select of where stock is, head office first. In a form the empty value is head office,
 * as the API reads a blank or left-out `location`, so the form's default is right before the
 * locations have loaded; with `allLabel` the empty value is the totals, with `placeholder` nothing
 * chosen yet, and head office goes by id.
 */
export function StockLocationField({ locations, allLabel, placeholder, ...props }: StockLocationFieldProps) {
  const { headOffice, outlets } = locations;
  const emptyLabel = allLabel ?? placeholder;
  const options =
    emptyLabel === undefined
      ? [{ value: "", label: headOffice?.name ?? "Gudang Pusat" }, ...namedOptions(outlets)]
      : [{ value: "", label: emptyLabel }, ...namedOptions(headOffice ? [headOffice, ...outlets] : outlets)];
  return <SelectField options={options} {...props} />;
}
