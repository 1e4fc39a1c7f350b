import { SelectField } from "./field";

/** A list's 'Status' filter: every status, or one ('' means all). */
export function StatusFilterField<Status extends string>({
  id,
  statuses,
  value,
  onChange,
}: {
  id: string;
  statuses: readonly Status[];
  value: Status | "";
  onChange: (status: Status | "") => void;
}) {
  return (
    <SelectField
      id={id}
      label="Status"
      fieldClassName="max-w-xs"
      options={[{ value: "", label: "Semua status" }, ...statuses.map((status) => ({ value: status, label: status }))]}
      value={value}
      onChange={(event) => onChange(event.target.value as Status | "")}
    />
  );
}
