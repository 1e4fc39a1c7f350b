import { type ExpenseCategoryBody, type ExpenseCategoryRecord, expenseCategoryBody } from "@kedai/shared";
import { RecordForm, TextField } from "../../../components/ui";
import { type RecordFormProps, useRecordForm } from "../../../lib/use-record-form";

const EMPTY: ExpenseCategoryBody = { name: "" };

/** Adds an expense category (a name not blank once trimmed), or renames the one being edited. */
export function ExpenseCategoryForm(props: RecordFormProps<ExpenseCategoryRecord, ExpenseCategoryBody>) {
  const { register, errors, editing, formProps } = useRecordForm(props, {
    schema: expenseCategoryBody,
    empty: EMPTY,
    toValues: (category) => ({ name: category.name }),
  });

  return (
    <RecordForm
      {...formProps}
      label={editing ? "Edit kategori pengeluaran" : "Tambah kategori pengeluaran"}
      createLabel="Tambah Kategori"
    >
      <TextField
        id="expense-category-name"
        label="Nama Kategori"
        placeholder="mis. Listrik, Sewa, Gaji"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register("name")}
      />
    </RecordForm>
  );
}
