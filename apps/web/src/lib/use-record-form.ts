import { useEffect } from "react";
import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import type { z } from "zod";
import { showFieldErrors, useAppForm } from "./use-app-form";
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
 * A management form's `useAppForm` (from the form's own props; one guarded submit), validated with
 * `schema` (the shared contract the server parses with). Edit mode focuses `focus`; a create that succeeds empties the form; a refusal
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
  const editing = record !== null;
  const form = useAppForm<Values, Parsed>({
    schema,
    defaultValues: (record ? toValues(record) : empty) as DefaultValues<Values>,
    onValid: async (parsed) => {
      const result = await onSubmit(toBody ? toBody(parsed) : (parsed as unknown as Sent));
      if (!result.ok) showFieldErrors(form.setError, result.fields);
      else if (!editing) form.reset(empty);
    },
  });
  const { setFocus, submit, submitting } = form;

  useEffect(() => {
    if (editing) setFocus(focus);
  }, [editing, focus, setFocus]);

  return {
    ...form,
    editing,
    /** Spread into RecordForm: `<RecordForm {...formProps} createLabel="Tambah Satuan">`. */
    formProps: { onSubmit: submit, editing, saving: saving || submitting, onCancel },
  };
}
