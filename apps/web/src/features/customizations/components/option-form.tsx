import { type CustomizationOption, type CustomizationOptionBody, customizationOptionBody } from "@kedai/shared";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { RecordForm, TextField } from "../../../components/ui";
import { formatRupiah } from "../../../lib/format";
import { type RecordFormProps, useRecordForm } from "../../../lib/use-record-form";

/** The form holds the price as typed; the contract turns it into whole rupiah. */
type OptionFormValues = z.input<typeof customizationOptionBody>;
const EMPTY: OptionFormValues = { name: "", price: "" };

/** One option: its name and extra charge. */
export function OptionForm(props: RecordFormProps<CustomizationOption, CustomizationOptionBody>) {
  const { register, control, errors, editing, formProps } = useRecordForm(props, {
    schema: customizationOptionBody,
    empty: EMPTY,
    toValues: (option): OptionFormValues => ({ name: option.name, price: String(option.price) }),
  });
  const price = Number(useWatch({ control, name: "price" }));

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
      <TextField
        id="option-price"
        label="Harga Tambahan (Rp)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
        hint={Number.isFinite(price) && price > 0 ? formatRupiah(price) : "Isi 0 bila gratis."}
        error={errors.price?.message}
        {...register("price")}
      />
    </RecordForm>
  );
}
