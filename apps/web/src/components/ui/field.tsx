import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Input, type InputProps, Select, type SelectProps, Textarea, type TextareaProps } from "./input";

export type FieldProps = {
  /** The id of the control inside; the label points at it so it is found by its label. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** Ids the control should put in aria-describedby so screen readers read the hint and error. */
export function describedBy(id: string, { error, hint }: { error?: string; hint?: ReactNode }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** The attributes that tie a control to its Field: id, invalid look, described by hint and error, required. */
function controlProps(id: string, { error, hint, required }: { error?: string; hint?: ReactNode; required?: boolean }) {
  return {
    id,
    invalid: Boolean(error),
    "aria-describedby": describedBy(id, { error, hint }),
    "aria-required": required || undefined,
  };
}

/** Label + control + hint + inline error text. The control must carry `id`. */
export function Field({ id, label, error, hint, required, className, children }: FieldProps) {
  return (
    <div className={cn("space-y-1.5", className)}>
      {/* The asterisk sits outside the label so the control's accessible name is the label alone;
          screen readers learn "required" from aria-required on the control. */}
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="block text-sm font-medium text-stone-700">
          {label}
        </label>
        {required ? (
          <span aria-hidden="true" className="text-sm text-red-600">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = Omit<InputProps, "id"> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  fieldClassName?: string;
};

/** Field + Input in one, for the common case; spread react-hook-form's `register(...)` into it. */
export function TextField({ id, label, error, hint, required, fieldClassName, ...inputProps }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      <Input {...controlProps(id, { error, hint, required })} {...inputProps} />
    </Field>
  );
}

export type TextareaFieldProps = Omit<TextareaProps, "id"> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  fieldClassName?: string;
};

/** Field + Textarea in one, like TextField (addresses, notes, descriptions). */
export function TextareaField({
  id,
  label,
  error,
  hint,
  required,
  fieldClassName,
  ...textareaProps
}: TextareaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      <Textarea {...controlProps(id, { error, hint, required })} {...textareaProps} />
    </Field>
  );
}

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectProps, "id" | "children"> & {
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first option with the empty value, e.g. 'Pilih satuan'. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  fieldClassName?: string;
};

/** Field + Select in one, like TextField; `options` are the choices in order. */
export function SelectField({
  id,
  label,
  options,
  placeholder,
  error,
  hint,
  required,
  fieldClassName,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      <Select {...controlProps(id, { error, hint, required })} {...selectProps}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Choices from a list of values and their labels, e.g. `optionsOf(TABLE_STATUSES, TABLE_STATUS_LABELS)`. */
export function optionsOf<Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Choices from records with a name, e.g. the locations: value `_id`, label `name`. */
export function namedOptions(rows: readonly { _id: string; name: string }[]): SelectOption[] {
  return rows.map((row) => ({ value: row._id, label: row.name }));
}
