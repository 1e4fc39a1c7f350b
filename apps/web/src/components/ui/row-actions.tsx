import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";

export type RowActionsProps = {
  /** Names the row in the buttons' accessible names: `kategori Manis` → 'Edit kategori Manis', 'Hapus kategori Manis'. */
  name: string;
  /** Without it the row has no Edit (a list whose rows are changed elsewhere, e.g. customers). */
  onEdit?: () => void;
  /** Without it the row has no Hapus (a row that is never deleted, e.g. head office). */
  onDelete?: () => void;
  /** This row is the one in the form (edit mode): Edit shows as pressed. */
  editing?: boolean;
  /** A delete is running: Hapus waits. */
  deleting?: boolean;
  /** Further actions of the row, before Hapus (e.g. 'Jadikan Franchise'). */
  children?: ReactNode;
};

/** Edit and Hapus of one list row or card. */
export function RowActions({ name, onEdit, onDelete, editing, deleting = false, children }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-2">
      {onEdit ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={onEdit}
          aria-label={`Edit ${name}`}
          aria-pressed={editing}
          icon={<Pencil aria-hidden="true" className="size-3.5" />}
        >
          Edit
        </Button>
      ) : null}
      {children}
      {onDelete ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Hapus ${name}`}
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          icon={<Trash2 aria-hidden="true" className="size-3.5" />}
        >
          Hapus
        </Button>
      ) : null}
    </div>
  );
}
