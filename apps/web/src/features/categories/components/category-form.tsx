import { type Category, type CategoryBody, categoryBody } from "@kedai/shared";
import { RecordForm, TextField } from "../../../components/ui";
import { type RecordFormProps, useRecordForm } from "../../../lib/use-record-form";

const EMPTY: CategoryBody = { name: "" };

/** Adds a category, or renames the one being edited. */
export function CategoryForm(props: RecordFormProps<Category, CategoryBody>) {
  const { register, errors, editing, formProps } = useRecordForm(props, {
    schema: categoryBody,
    empty: EMPTY,
    toValues: (category) => ({ name: category.name }),
  });

  return (
    <RecordForm {...formProps} label={editing ? "Edit kategori" : "Tambah kategori"} createLabel="Tambah Kategori">
      <TextField
        id="category-name"
        label="Nama Kategori"
        placeholder="mis. Crepes Manis"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register("name")}
      />
    </RecordForm>
  );
}
