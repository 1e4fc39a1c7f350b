import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const controlClasses = cn(
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm",
  "placeholder:text-stone-400 focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-500/30",
  "disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500",
  "aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/30",
);

export type InputProps = ComponentProps<"input"> & { invalid?: boolean };

/** A text-like input; `invalid` sets aria-invalid, which also turns the border red. */
export function Input({ invalid, className, ...rest }: InputProps) {
  return <input aria-invalid={invalid || undefined} className={cn(controlClasses, className)} {...rest} />;
}

export type SelectProps = ComponentProps<"select"> & { invalid?: boolean };

export function Select({ invalid, className, children, ...rest }: SelectProps) {
  return (
    <select aria-invalid={invalid || undefined} className={cn(controlClasses, "pr-8", className)} {...rest}>
      {children}
    </select>
  );
}

export type TextareaProps = ComponentProps<"textarea"> & { invalid?: boolean };

export function Textarea({ invalid, className, rows = 3, ...rest }: TextareaProps) {
  return (
    <textarea rows={rows} aria-invalid={invalid || undefined} className={cn(controlClasses, className)} {...rest} />
  );
}
