import { type FieldPath, type FieldValues, type UseControllerProps, useController } from "react-hook-form";
import { type FieldChrome, splitField } from "./field";

/**
 * The props of a one-piece field whose input react-hook-form cannot `register` (it emits a value,
 * not a change event: RupiahField, DateField): the controller's (`control`, `name`, ...), the
 * Field's chrome, and the input's own.
 */
export type ControlledFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  InputProps extends { disabled?: boolean; invalid?: boolean },
> = UseControllerProps<Values, Name> & FieldChrome & InputProps;

/**
 * Binds such a field to its form: `field` for the Field around it, `input` for the input (id,
 * invalid look and aria-* from the chrome, the controller's name, ref, value, onChange and onBlur,
 * and the input's own props). `invalid` given by the caller wins over "has an error".
 */
export function useControlledField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  InputProps extends { disabled?: boolean; invalid?: boolean },
>({ control, name, rules, defaultValue, shouldUnregister, ...props }: ControlledFieldProps<Values, Name, InputProps>) {
  const { field: controller } = useController({ control, name, rules, defaultValue, shouldUnregister });
  const { field, control: input } = splitField(props);
  return {
    field,
    input: {
      ...input,
      name: controller.name,
      ref: controller.ref,
      value: controller.value,
      onChange: controller.onChange,
      onBlur: controller.onBlur,
      disabled: input.disabled ?? controller.disabled,
    },
  };
}
