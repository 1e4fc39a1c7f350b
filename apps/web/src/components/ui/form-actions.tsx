import { Plus, Save } from "lucide-react";
import type { FormEventHandler, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";

export type FormActionsProps = {
  /** Edit mode: the save label and a 'Batal' that returns to create mode. */
  editing: boolean;
  saving: boolean;
  /** The create-mode label, e.g. 'Tambah Satuan'. */
  createLabel: string;
  /** The edit-mode label. */
  saveLabel?: string;
  onCancel: () => void;
};

/** The submit row of a management form: 'Tambah …' or 'Simpan …' (busy: 'Menyimpan...'), and 'Batal' when editing. */
export function FormActions({
  editing,
  saving,
  createLabel,
  saveLabel = "Simpan Perubahan",
  onCancel,
}: FormActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="submit"
        busy={saving}
        busyText="Menyimpan..."
        icon={editing ? <Save aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
      >
        {editing ? saveLabel : createLabel}
      </Button>
      {editing ? (
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Batal
        </Button>
      ) : null}
    </div>
  );
}

export type RecordFormElementProps = FormActionsProps & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name, where a screen has more than one form. */
  label?: string;
  /** When the fields go two to a row; default: when the form itself is wide (a container query). */
  columnsClassName?: string;
  children: ReactNode;
};

/**
 * The body of a management form (with useRecordForm): its fields in a grid of two columns when the
 * form is wide (above the list) and one when it is narrow (beside the list), then FormActions.
 * A field spans both columns with `col-span-2` under the same breakpoint (`@xl:col-span-2`).
 */
export function RecordForm({
  onSubmit,
  label,
  columnsClassName = "@xl:grid-cols-2",
  children,
  ...actions
}: RecordFormElementProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="@container space-y-5">
      <div className={cn("grid items-start gap-4", columnsClassName)}>{children}</div>
      <FormActions {...actions} />
    </form>
  );
}
