import { type UnitBody, type UnitRecord, unitBody } from "@kedai/shared";
import { RecordForm, TextField } from "../../../components/ui";
import { type RecordFormProps, useRecordForm } from "../../../lib/use-record-form";

const EMPTY: UnitBody = { name: "" };

export function UnitForm(props: RecordFormProps<UnitRecord, UnitBody>) {
  const { register, errors, formProps } = useRecordForm(props, {
    schema: unitBody,
    empty: EMPTY,
    toValues: (unit) => ({ name: unit.name }),
  });

  return (
    <RecordForm {...formProps} createLabel="Tambah Satuan">
      <TextField
        id="unit-name"
        label="Nama Satuan"
        placeholder="mis. gram, ml, pcs"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register("name")}
      />
    </RecordForm>
  );
}
