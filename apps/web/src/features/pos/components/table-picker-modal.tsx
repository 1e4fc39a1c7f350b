import { type EntityName, orderIdTail, type TableRecord } from "@kedai/shared";
import { Modal } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";
import { seatedForLabel, tableOccupancy } from "../../../lib/table-occupancy";
import { useNow } from "../../../lib/use-now";

type TablePickerModalProps = {
  open: boolean;
  tables: readonly TableRecord[];
  selectedId: string | null;
  /** The table the edited order already sits at: Occupied by that order, so still a valid choice. */
  currentTable: EntityName | null;
  onPick: (table: EntityName) => void;
  onClose: () => void;
};

type Choice = { table: EntityName; capacity?: number; free: boolean; occupant: string | null };

/**
 * What holds a table that cannot be chosen: its open order ("#ABCD") with the table's running
 * total and how long its guests have sat, else its status.
 */
function occupantOf(table: TableRecord, now: Date): string {
  if (!table.openOrder) return table.status === "Reserved" ? "Dipesan" : "Terisi";
  const taken = tableOccupancy(table, now);
  const figures = [
    taken.total > 0 ? formatRupiah(taken.total) : null,
    taken.minutes !== null ? seatedForLabel(taken.minutes) : null,
  ].filter(Boolean);
  return [`#${orderIdTail(table.openOrder.orderId)}`, ...figures].join(" · ");
}

/**
 * Every table, so the cashier sees the whole room: only Available ones (and the edited order's own)
 * can be chosen (docs/business-rules.md#order-status); the others are greyed with the order that
 * holds them.
 */
export function TablePickerModal({ open, tables, selectedId, currentTable, onPick, onClose }: TablePickerModalProps) {
  const now = useNow(30_000);
  const choices: Choice[] = tables.map((table) => {
    const free = table.status === "Available" || table._id === currentTable?._id;
    return {
      table: { _id: table._id, name: table.name },
      capacity: table.capacity,
      free,
      occupant: free ? null : occupantOf(table, now),
    };
  });
  if (currentTable && !choices.some((choice) => choice.table._id === currentTable._id)) {
    choices.unshift({ table: currentTable, free: true, occupant: null });
  }

  return (
    <Modal open={open} onClose={onClose} title="Pilih Meja" size="lg">
      {choices.length === 0 ? (
        <p className="py-6 text-center text-sm text-stone-500">Belum ada meja.</p>
      ) : (
        <>
          {choices.every((choice) => !choice.free) ? (
            <p className="mb-3 text-center text-sm text-stone-500">Tidak ada meja yang tersedia.</p>
          ) : null}
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
            {choices.map(({ table, capacity, free, occupant }) => (
              <li key={table._id}>
                <button
                  type="button"
                  aria-pressed={selectedId === table._id}
                  disabled={!free}
                  onClick={() => onPick(table)}
                  className={cn(
                    "flex h-20 w-full flex-col items-center justify-center rounded-xl border-2 text-base font-semibold",
                    !free
                      ? "cursor-not-allowed border-stone-200 bg-stone-100 text-stone-400"
                      : selectedId === table._id
                        ? "border-amber-500 bg-amber-50 text-amber-800"
                        : "border-emerald-300 bg-emerald-50 text-emerald-800 hover:border-emerald-500",
                  )}
                >
                  <span data-table-name>{table.name}</span>
                  {occupant ? (
                    <span className="text-xs font-normal">{occupant}</span>
                  ) : capacity !== undefined ? (
                    <span className="text-xs font-normal">{capacity} kursi</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
