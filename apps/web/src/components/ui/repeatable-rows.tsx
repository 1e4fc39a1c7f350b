import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";

export type RepeatableRowsProps = {
  legend: string;
  hint?: ReactNode;
  /** One key per row (react-hook-form's `field.id`), in order. */
  rowKeys: readonly string[];
  /** The row's controls; each labels itself with the row number (`Item stok 2`). */
  renderRow: (index: number) => ReactNode;
  /**
   * Grid columns of a row, the remove button included as the last column. The list is a size
   * container: `@md:` variants lay a row out by the form's own width (beside a list or full width).
   */
  columnsClassName: string;
  onAdd: () => void;
  addLabel: string;
  onRemove: (index: number) => void;
  /** What a remove button is called, numbered: 'Hapus item 2'. */
  removeLabel: string;
  /** Rows that always stay: their remove buttons are disabled while only that many are left. */
  minRows?: number;
  /** Rows outlined after a refused submit. */
  invalidRows?: ReadonlySet<number>;
  /** Beside the add button, e.g. the running total. */
  footer?: ReactNode;
};

/**
 * Repeatable rows of a form (purchase items, a member's stock request): the rows with a remove
 * button each, an add button under them, and an optional summary beside it.
 */
export function RepeatableRows({
  legend,
  hint,
  rowKeys,
  renderRow,
  columnsClassName,
  onAdd,
  addLabel,
  onRemove,
  removeLabel,
  minRows = 0,
  invalidRows,
  footer,
}: RepeatableRowsProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-700">{legend}</legend>
      {hint ? <p className="text-xs text-stone-500">{hint}</p> : null}
      <ul className="@container space-y-2">
        {rowKeys.map((key, index) => (
          <li
            key={key}
            className={cn(
              "grid items-center gap-2 rounded-lg border p-2",
              columnsClassName,
              invalidRows?.has(index) ? "border-red-400 bg-red-50/60" : "border-stone-200",
            )}
          >
            {renderRow(index)}
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${removeLabel} ${index + 1}`}
              title={removeLabel}
              disabled={rowKeys.length <= minRows}
              onClick={() => onRemove(index)}
              icon={<Trash2 aria-hidden="true" className="size-4 text-red-600" />}
            />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" size="sm" onClick={onAdd} icon={<Plus aria-hidden="true" className="size-4" />}>
          {addLabel}
        </Button>
        {footer}
      </div>
    </fieldset>
  );
}
