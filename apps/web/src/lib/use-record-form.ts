import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { type DefaultValues, type FieldValues, type Path, type UseFormSetError, useForm } from "react-hook-form";
import type { z } from "zod";
import type { FieldErrors } from "./api-error";
import type { SubmitResult } from "./use-resource";

/**
 * The props of every management form: create mode when `record` is null, edit mode otherwise.
 * Mount the form with `key` = the edited row's id (or "new") so switching rows or 'Batal' starts
 * afresh; `RecordFormPanel` does that.
 */
export type RecordFormProps<Entity, Body> = {
  record: Entity | null;
  saving: boolean;
  onSubmit: (body: Body) => Promise<SubmitResult>;
  onCancel: () => void;
};

/**
 * Puts the server's field messages (ApiError.fields, e.g. 'Satuan "gram" sudah ada.' under the name)
 * on the form's fields and focuses the first. They go away when the field is edited or re-submitted.
 */
function showFieldErrors<Values extends FieldValues>(setError: UseFormSetError<Values>, fields?: FieldErrors) {
  Object.entries(fields ?? {}).forEach(([name, message], index) => {
    setError(name as Path<Values>, { type: "server", message }, { shouldFocus: index === 0 });
  });
}

/**
 * A management form's react-hook-form (from the form's own props), validated with `schema` (the shared contract the server
 * parses with). Edit mode focuses `focus`; a create that succeeds empties the form; a refusal
 * shows the server's field messages under their fields (the toast is the resource's). `toBody`
 * completes what the contract parsed into what is sent (e.g. a location's slug); without it the
 * parsed body is sent as is.
 */
export function useRecordForm<Entity, Values extends FieldValues, Parsed, Sent = Parsed>(
  { record, saving, onSubmit, onCancel }: RecordFormProps<Entity, Sent>,
  {
    schema,
    empty,
    toValues,
    toBody,
    focus = "name" as Path<Values>,
  }: {
    schema: z.ZodType<Parsed, Values>;
    empty: Values;
    toValues: (record: Entity) => Values;
    toBody?: (parsed: Parsed) => Sent;
    focus?: Path<Values>;
  },
) {
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(schema),
    defaultValues: (record ? toValues(record) : empty) as DefaultValues<Values>,
  });
  const { handleSubmit, reset, setError, setFocus } = form;
  const editing = record !== null;

  useEffect(() => {
    if (editing) setFocus(focus);
  }, [editing, focus, setFocus]);

  const submit = handleSubmit(async (parsed) => {
    const result = await onSubmit(toBody ? toBody(parsed) : (parsed as unknown as Sent));
    if (!result.ok) showFieldErrors(setError, result.fields);
    else if (!editing) reset(empty);
  });

  return {
    ...form,
    errors: form.formState.errors,
    editing,
    submit,
    /** Spread into RecordForm: `<RecordForm {...formProps} createLabel="Tambah Satuan">`. */
    formProps: { onSubmit: submit, editing, saving, onCancel },
  };
}
