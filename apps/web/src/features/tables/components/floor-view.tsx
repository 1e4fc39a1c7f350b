import { orderIdTail, TABLE_STATUS, type TableRecord, tableLabel } from "@kedai/shared";
import { useQuery } from "@tanstack/react-query";
import { ErrorAlert, LoadingText } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { formatRupiah, formatTime } from "../../../lib/format";
import { seatedForLabel, tableOccupancy } from "../../../lib/table-occupancy";
import { useNow } from "../../../lib/use-now";
import { listQueryOptions } from "../../../lib/use-resource";
import { TableStatusBadge } from "./table-status-badge";

const FLOOR_REFRESH_MS = 30_000;
export const FLOOR_LOAD_FAILED = "Gagal memuat denah meja.";

/**
 * The floor at a glance (docs/decisions/0034-split-move-merge.md): every table with its status,
 * the running total of its unpaid orders and how long its guests have sat. Read from GET /tables
 * (same cache entry as the table picker), refreshed every 30 seconds and on each return to it.
 * Each table is a button: the till's way into a table's orders, or into a new order for an empty one.
 */
export function FloorView({ onOpenTable }: { onOpenTable: (table: TableRecord) => void }) {
  // Read again on every return to the floor: a table just paid or moved from its panel shows as it is now.
  const tables = useQuery({
    ...listQueryOptions<TableRecord>("/tables"),
    refetchInterval: FLOOR_REFRESH_MS,
    refetchOnMount: "always",
  });
  const now = useNow(FLOOR_REFRESH_MS);
  if (tables.isPending) return <LoadingText />;
  const rows = tables.data ?? [];
  return (
    <section aria-labelledby="floor-title" className="space-y-3">
      <h1 id="floor-title" className="text-xl font-bold text-stone-900">
        Denah Meja
      </h1>
      {tables.isError ? <ErrorAlert>{FLOOR_LOAD_FAILED}</ErrorAlert> : null}
      {rows.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-stone-500">Belum ada meja.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {rows.map((table) => {
            const taken = tableOccupancy(table, now);
            return (
              <li key={table._id} aria-label={tableLabel(table.name)}>
                <button
                  type="button"
                  onClick={() => onOpenTable(table)}
                  className={cn(
                    "flex h-full w-full flex-col gap-1 rounded-xl border-2 bg-white p-3 text-left shadow-sm hover:border-amber-500 active:bg-amber-50 focus-visible:outline-2 focus-visible:outline-amber-500",
                    table.status === TABLE_STATUS.Available ? "border-emerald-200" : "border-amber-300",
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="text-lg font-bold text-stone-900">{table.name}</span>
                    <TableStatusBadge status={table.status} />
                  </span>
                  <span className="text-xs text-stone-500">{table.capacity} kursi</span>
                  {taken.orders > 0 ? (
                    <>
                      <span className="text-lg font-bold tabular-nums text-stone-900" data-running-total>
                        {formatRupiah(taken.total)}
                      </span>
                      {taken.seatedAt && taken.minutes !== null ? (
                        <span className="text-xs text-stone-600">
                          Duduk sejak {formatTime(taken.seatedAt)} · {seatedForLabel(taken.minutes)}
                        </span>
                      ) : null}
                      <span className="text-xs text-stone-500">
                        {(table.openOrders ?? []).map((order) => `#${orderIdTail(order.orderId)}`).join(", ")}
                      </span>
                    </>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
