import {
  TABLE_STATUS_LABELS,
  TABLE_STATUSES,
  type TableBody,
  type TableInput,
  type TableRecord,
  tableBody,
} from "@kedai/shared";
import { NumberField, optionsOf, RecordForm, SelectField, TextField } from "../../../components/ui";
import { type RecordFormProps, useRecordForm } from "../../../lib/use-record-form";

const EMPTY: TableInput = { name: "", capacity: 4, status: "Available" };
const STATUS_OPTIONS = optionsOf(TABLE_STATUSES, TABLE_STATUS_LABELS);

export function TableForm(props: RecordFormProps<TableRecord, TableBody>) {
  const { register, control, errors, formProps } = useRecordForm(props, {
    schema: tableBody,
    empty: EMPTY,
    toValues: ({ name, capacity, status }): TableInput => ({ name, capacity, status }),
  });

  return (
    <RecordForm {...formProps} createLabel="Tambah Meja">
      <TextField
        id="table-name"
        label="Nama Meja"
        placeholder="mis. Meja 12"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register("name")}
      />
      <NumberField
        control={control}
        name="capacity"
        id="table-capacity"
        label="Kapasitas (orang)"
        decimals={0}
        required
        error={errors.capacity?.message}
      />
      <SelectField
        id="table-status"
        label="Status"
        options={STATUS_OPTIONS}
        error={errors.status?.message}
        {...register("status")}
      />
    </RecordForm>
  );
}
