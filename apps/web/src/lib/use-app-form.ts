import { zodResolver } from "@hookform/resolvers/zod";
import type { BaseSyntheticEvent } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type FieldErrors as FormErrors,
  type Path,
  type SubmitHandler,
  type UseFormSetError,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { type FieldErrors, messageOf } from "./api-error";
import { toast } from "./toast";
import { useSubmitOnce } from "./use-submit-once";

/**
 * Puts the server's field messages (ApiError.fields, e.g. 'Satuan "gram" sudah ada.' under the name)
 * on the form's fields and focuses the first. They go away when the field is edited or re-submitted.
 */
export function showFieldErrors<Values extends FieldValues>(setError: UseFormSetError<Values>, fields?: FieldErrors) {
  Object.entries(fields ?? {}).forEach(([name, message], index) => {
    setError(name as Path<Values>, { type: "server", message }, { shouldFocus: index === 0 });
  });
}

/** The first message among a refused submit's errors, a nested field's (a list's row) included. */
function firstErrorMessage(errors: object): string | undefined {
  for (const [key, error] of Object.entries(errors)) {
    // `ref` is the field's element, not an error.
    if (key === "ref" || typeof error !== "object" || error === null) continue;
    const own = "message" in error && typeof error.message === "string" ? error.message : "";
    const message = own || firstErrorMessage(error);
    if (message) return message;
  }
  return undefined;
}

/**
 * The one way to build a form (docs/decisions/0009-web-conventions.md): react-hook-form validated
 * with `schema` (the shared contract the server parses with, or the form's own), and one guarded
 * `submit` (`useSubmitOnce`): a double-click on Simpan sends once, and `submitting` is true from
 * the click until the answer, for the button's busy state. `onValid` gets the parsed values; a
 * management form uses `useRecordForm`, which builds on this. A form that says in itself why a save
 * failed (rather than in a toast) calls `showFailure` and shows `formError` above its fields. A long
 * form whose fields may be out of sight (the storefront's checkout on a phone) sets
 * `toastFirstProblem`: a submit refused by the schema also says its first message in a toast.
 */
export function useAppForm<Values extends FieldValues, Parsed = Values>({
  schema,
  defaultValues,
  onValid,
  toastFirstProblem = false,
}: {
  schema: z.ZodType<Parsed, Values>;
  defaultValues: DefaultValues<Values>;
  onValid: SubmitHandler<Parsed>;
  toastFirstProblem?: boolean;
}) {
  const form = useForm<Values, unknown, Parsed>({ resolver: zodResolver(schema), defaultValues });
  const onInvalid = (errors: FormErrors<Values>) => {
    const first = firstErrorMessage(errors);
    if (first) toast.error(first);
  };
  const guarded = useSubmitOnce((event?: BaseSyntheticEvent) =>
    form.handleSubmit(onValid, toastFirstProblem ? onInvalid : undefined)(event),
  );
  return {
    ...form,
    errors: form.formState.errors,
    /** The form's onSubmit. */
    submit: guarded.submit,
    submitting: guarded.pending,
    /** Why the last save failed: the server's message, else the form's own; cleared by the next submit. */
    formError: form.formState.errors.root?.message,
    showFailure: (error: unknown, fallback: string) =>
      form.setError("root", { type: "server", message: messageOf(error, fallback) }),
  };
}

/** A form's messages for its one alert: each once, in order, the empty ones left out. */
export const distinctMessages = (messages: ReadonlyArray<string | null | undefined>): string[] => [
  ...new Set(messages.filter((message): message is string => Boolean(message))),
];
