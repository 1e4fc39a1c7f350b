import { type CustomizationOption, type CustomizationOptionBody, customizationOptionBody } from "@kedai/shared";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { RecordForm, RupiahField, TextField } from "../../../components/ui";
import { formatRupiah } from "../../../lib/format";
import { type RecordFormProps, useRecordForm } from "../../../lib/use-record-form";

/** The form holds the price as the RupiahField emits it (a number, or undefined while empty). */
type OptionFormValues = z.input<typeof customizationOptionBody>;
const EMPTY: OptionFormValues = { name: "", price: undefined };

/** One option: its name and extra charge. */
export function OptionForm(props: RecordFormProps<CustomizationOption, CustomizationOptionBody>) {
  const { register, control, errors, editing, formProps } = useRecordForm(props, {
    schema: customizationOptionBody,
    empty: EMPTY,
    toValues: (option): OptionFormValues => ({ name: option.name, price: option.price }),
  });
  const price = Number(useWatch({ control, name: "price" }) ?? Number.NaN);

  return (
    <RecordForm
      {...formProps}
      label={editing ? "Edit opsi" : "Tambah opsi"}
      columnsClassName="sm:grid-cols-2"
      createLabel="Tambah Opsi"
      saveLabel="Simpan Opsi"
    >
      <TextField
        id="option-name"
        label="Nama Opsi"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register("name")}
      />
      <RupiahField
        control={control}
        name="price"
        id="option-price"
        label="Harga Tambahan (Rp)"
        required
        hint={Number.isFinite(price) && price > 0 ? formatRupiah(price) : "Isi 0 bila gratis."}
        error={errors.price?.message}
      />
    </RecordForm>
  );
}
