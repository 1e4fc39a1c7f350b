import type { InputHTMLAttributes, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Input, type InputProps, Select, type SelectProps, Textarea, type TextareaProps } from "./input";

export type FieldProps = {
  /** The id of the control inside; the label points at it so it is found by its label. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Keeps the label for screen readers and tests only, where the layout has no room (the till). */
  hideLabel?: boolean;
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
export function Field({ id, label, error, hint, required, hideLabel, className, children }: FieldProps) {
  // The asterisk sits outside the label so the control's accessible name is the label alone;
  // screen readers learn "required" from aria-required on the control.
  const labelRow = (
    <div className={hideLabel ? "sr-only" : "flex items-baseline gap-0.5"}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      {required ? (
        <span aria-hidden="true" className="text-sm text-red-600">
          *
        </span>
      ) : null}
    </div>
  );
  return (
    <div className={cn("space-y-1.5", className)}>
      {hideLabel ? null : labelRow}
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
      {/* Last, so the invisible label adds no spacing above the control. */}
      {hideLabel ? labelRow : null}
    </div>
  );
}

/** What a one-piece field (TextField, SelectField, RupiahField, ...) takes besides its control's own props. */
export type FieldChrome = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  fieldClassName?: string;
};

/** Splits a one-piece field's props into the Field's and the control's (id, invalid, aria-* included). */
export function splitField<Props extends FieldChrome>({
  id,
  label,
  error,
  hint,
  required,
  hideLabel,
  fieldClassName,
  ...rest
}: Props) {
  return {
    field: { id, label, error, hint, required, hideLabel, className: fieldClassName },
    control: { ...controlProps(id, { error, hint, required }), ...rest },
  };
}

export type TextFieldProps = Omit<InputProps, "id"> & FieldChrome;

/** Field + Input in one, for the common case; spread react-hook-form's `register(...)` into it. */
export function TextField(props: TextFieldProps) {
  const { field, control } = splitField(props);
  return (
    <Field {...field}>
      <Input {...control} />
    </Field>
  );
}

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The box's wrapper, e.g. to line it up with the fields beside it. */
  fieldClassName?: string;
};

/** A yes/no choice: the box, its label beside it and a hint under the label; spread `register(...)` into it. */
export function CheckboxField({ id, label, hint, fieldClassName, ...input }: CheckboxFieldProps) {
  return (
    <div className={cn("flex items-start gap-3", fieldClassName)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 rounded border-stone-300 accent-amber-600"
        aria-describedby={describedBy(id, { hint })}
        {...input}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-stone-700">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-stone-500">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A person's or an outlet's email: 'Email', the email keyboard, no capital letter at the start. */
export function EmailField(props: Omit<TextFieldProps, "label" | "type">) {
  return <TextField label="Email" type="email" autoComplete="email" autoCapitalize="none" {...props} />;
}

/** A phone number: 'Nomor Telepon' unless `label` says otherwise, the phone keyboard. */
export function PhoneField({
  label = "Nomor Telepon",
  ...props
}: Omit<TextFieldProps, "label" | "type"> & { label?: string }) {
  return <TextField label={label} type="tel" autoComplete="tel" {...props} />;
}

export type TextareaFieldProps = Omit<TextareaProps, "id"> & FieldChrome;

/** Field + Textarea in one, like TextField (addresses, notes, descriptions). */
export function TextareaField(props: TextareaFieldProps) {
  const { field, control } = splitField(props);
  return (
    <Field {...field}>
      <Textarea {...control} />
    </Field>
  );
}

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectProps, "id" | "children"> &
  FieldChrome & {
    options: readonly SelectOption[];
    /** A first option with the empty value, e.g. 'Pilih satuan'. */
    placeholder?: string;
  };

export type OptionsSelectProps = Omit<SelectProps, "children"> & {
  options: readonly SelectOption[];
  /** A first option with the empty value, e.g. 'Pilih satuan'. */
  placeholder?: string;
};

/** A Select built from its choices, for a control without a Field of its own (a repeatable row's item). */
export function OptionsSelect({ options, placeholder, ...props }: OptionsSelectProps) {
  return (
    <Select {...props}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

/** Field + Select in one, like TextField; `options` are the choices in order. */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { field, control } = splitField(props);
  return (
    <Field {...field}>
      <OptionsSelect options={options} placeholder={placeholder} {...control} />
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
