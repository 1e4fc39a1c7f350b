import type { TableRecord } from "@kedai/shared";

/** What a table's open orders come to: the running total, when the first guests sat down, for how many minutes. */
export type TableOccupancy = { orders: number; total: number; seatedAt: string | null; minutes: number | null };

/** The floor view's and the table picker's figures for `table` at `now` (docs/decisions/0034-split-move-merge.md). */
export function tableOccupancy(table: Pick<TableRecord, "openOrders">, now: Date): TableOccupancy {
  const open = table.openOrders ?? [];
  const total = open.reduce((sum, order) => sum + (order.totalAmount ?? 0), 0);
  const seatedAt =
    open
      .map((order) => order.seatedAt)
      .filter((at): at is string => !!at)
      .sort()[0] ?? null;
  const minutes = seatedAt ? Math.max(0, Math.floor((now.getTime() - new Date(seatedAt).getTime()) / 60_000)) : null;
  return { orders: open.length, total, seatedAt, minutes };
}

/** "45 mnt", "1 jam 5 mnt". */
export function seatedForLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} mnt`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} jam${rest ? ` ${rest} mnt` : ""}`;
}
