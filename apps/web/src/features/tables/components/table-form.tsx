import {
  MAX_TABLE_CAPACITY,
  TABLE_STATUS_LABELS,
  TABLE_STATUSES,
  type TableBody,
  type TableInput,
  type TableRecord,
  tableBody,
} from "@kedai/shared";
import { optionsOf, RecordForm, SelectField, TextField } from "../../../components/ui";
import { toOptionalNumber } from "../../../lib/form-numbers";
import { type RecordFormProps, useRecordForm } from "../../../lib/use-record-form";

const EMPTY: TableInput = { name: "", capacity: 4, status: "Available" };
const STATUS_OPTIONS = optionsOf(TABLE_STATUSES, TABLE_STATUS_LABELS);

export function TableForm(props: RecordFormProps<TableRecord, TableBody>) {
  const { register, errors, formProps } = useRecordForm(props, {
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
      <TextField
        id="table-capacity"
        label="Kapasitas (orang)"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_TABLE_CAPACITY}
        step={1}
        required
        error={errors.capacity?.message}
        {...register("capacity", { setValueAs: toOptionalNumber })}
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
