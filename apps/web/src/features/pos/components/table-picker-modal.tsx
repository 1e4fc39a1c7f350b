import type { EntityName, TableRecord } from "@kedai/shared";
import { Modal } from "../../../components/ui";
import { cn } from "../../../lib/cn";

type TablePickerModalProps = {
  open: boolean;
  tables: readonly TableRecord[];
  selectedId: string | null;
  /** The table the edited order already sits at: Occupied by that order, so still a valid choice. */
  currentTable: EntityName | null;
  onPick: (table: EntityName) => void;
  onClose: () => void;
};

/** Only Available tables can be chosen (docs/business-rules.md#order-status). */
export function TablePickerModal({ open, tables, selectedId, currentTable, onPick, onClose }: TablePickerModalProps) {
  const choices: EntityName[] = tables.filter((table) => table.status === "Available");
  if (currentTable && !choices.some((table) => table._id === currentTable._id)) choices.unshift(currentTable);
  const capacity = new Map(tables.map((table) => [table._id, table.capacity]));

  return (
    <Modal open={open} onClose={onClose} title="Pilih Meja" size="lg">
      {choices.length === 0 ? (
        <p className="py-6 text-center text-sm text-stone-500">Tidak ada meja yang tersedia.</p>
      ) : (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {choices.map((table) => (
            <li key={table._id}>
              <button
                type="button"
                aria-pressed={selectedId === table._id}
                onClick={() => onPick(table)}
                className={cn(
                  "flex h-20 w-full flex-col items-center justify-center rounded-xl border-2 text-base font-semibold",
                  selectedId === table._id
                    ? "border-amber-500 bg-amber-50 text-amber-800"
                    : "border-emerald-300 bg-emerald-50 text-emerald-800 hover:border-emerald-500",
                )}
              >
                <span data-table-name>{table.name}</span>
                {capacity.has(table._id) ? (
                  <span className="text-xs font-normal">{capacity.get(table._id)} kursi</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
