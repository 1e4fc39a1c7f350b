import { Search } from "lucide-react";
import { Input } from "./input";

export type SearchBoxProps = {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
};

/** The list's search field; its label is for screen readers (the placeholder says the same). */
export function SearchBox({ id, label, placeholder, value, onChange }: SearchBoxProps) {
  return (
    <div className="relative w-full sm:w-72">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
      />
      <Input
        id={id}
        type="search"
        autoComplete="off"
        placeholder={placeholder ?? label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
