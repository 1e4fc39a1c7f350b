import { type OrderRecord, TABLE_STATUS, type TableRecord, tableLabel } from "@kedai/shared";
import { useQuery } from "@tanstack/react-query";
import { ErrorAlert, LoadingText, Modal } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";
import { seatedForLabel, tableOccupancy } from "../../../lib/table-occupancy";
import { useNow } from "../../../lib/use-now";
import { listQueryOptions } from "../../../lib/use-resource";
import { useMoveOrderTable } from "../api/move-order-table";
import { tillOrderNumber } from "../order-labels";

const TABLES_LOAD_FAILED = "Gagal memuat data meja.";

/**
 * 'Pindah Meja' (docs/decisions/0034-split-move-merge.md): every table, the Available ones to pick;
 * a table in use shows its running total and how long its guests have sat.
 */
function TableChoices({ order, onClose }: { order: OrderRecord; onClose: () => void }) {
  // Read again on opening: another till may have seated a table since the list was cached.
  const tables = useQuery({ ...listQueryOptions<TableRecord>("/tables"), refetchOnMount: "always" });
  const move = useMoveOrderTable();
  const now = useNow(30_000);
  if (tables.isFetching && !tables.isFetchedAfterMount) return <LoadingText />;
  if (tables.isError) return <ErrorAlert>{TABLES_LOAD_FAILED}</ErrorAlert>;
  const rows = tables.data ?? [];
  if (rows.length === 0) return <p className="py-6 text-center text-sm text-stone-500">Belum ada meja.</p>;
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
      {rows.map((table) => {
        const free = table.status === TABLE_STATUS.Available && table._id !== order.table?._id;
        const taken = tableOccupancy(table, now);
        return (
          <li key={table._id}>
            <button
              type="button"
              disabled={!free || move.isPending}
              onClick={() => move.mutate({ order, table: table._id, tableName: table.name }, { onSuccess: onClose })}
              className={cn(
                "flex h-20 w-full flex-col items-center justify-center rounded-xl border-2 text-base font-semibold",
                free
                  ? "border-emerald-300 bg-emerald-50 text-emerald-800 hover:border-emerald-500"
                  : "cursor-not-allowed border-stone-200 bg-stone-100 text-stone-400",
              )}
            >
              <span data-table-name>{table.name}</span>
              <span className="text-xs font-normal">
                {table._id === order.table?._id
                  ? "Meja sekarang"
                  : taken.orders > 0
                    ? `${formatRupiah(taken.total)}${taken.minutes !== null ? ` · ${seatedForLabel(taken.minutes)}` : ""}`
                    : free
                      ? `${table.capacity} kursi`
                      : "Tidak tersedia"}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function MoveTableModal({ order, onClose }: { order: OrderRecord | null; onClose: () => void }) {
  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      size="lg"
      title={
        order
          ? `Pindah Meja ${tillOrderNumber(order)}${order.table ? ` dari ${tableLabel(order.table.name)}` : ""}`
          : "Pindah Meja"
      }
    >
      {order ? <TableChoices order={order} onClose={onClose} /> : null}
    </Modal>
  );
}
