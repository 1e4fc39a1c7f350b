import type { TableRecord } from "@kedai/shared";
import { Armchair, QrCode, Users } from "lucide-react";
import { Button, LoadingText, type ManagedListProps } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { TableStatusBadge } from "./table-status-badge";

/** Table management: a card grid rather than a table, one card per dining table. */
export function TablesGrid({
  rows: tables,
  loading,
  emptyMessage,
  isEditing,
  renderActions,
  onShowQr,
}: ManagedListProps<TableRecord> & {
  /** The card whose table is in the form gets an amber edge (cards take no row tint). */
  isEditing: (table: TableRecord) => boolean;
  /** Opens the table's QR code; offered on the tables whose token this user may see. */
  onShowQr: (table: TableRecord) => void;
}) {
  if (loading) return <LoadingText />;
  if (!tables?.length)
    return (
      <p className="rounded-xl border border-dashed border-stone-300 px-4 py-10 text-center text-sm text-stone-500">
        {emptyMessage}
      </p>
    );
  return (
    <ul aria-label="Daftar meja" className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4">
      {tables.map((table) => (
        <li
          key={table._id}
          aria-label={table.name}
          className={cn(
            "flex flex-col gap-4 rounded-xl border bg-white p-4 shadow-sm",
            isEditing(table) ? "border-amber-400 ring-2 ring-amber-100" : "border-stone-200",
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-700">
                <Armchair aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold wrap-anywhere text-stone-900">{table.name}</h3>
                <p className="flex items-center gap-1 text-sm text-stone-500">
                  <Users aria-hidden="true" className="size-3.5" />
                  {table.capacity} orang
                </p>
              </div>
            </div>
            <TableStatusBadge status={table.status} className="shrink-0" />
          </div>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-3">
            {renderActions(table)}
            {table.qrToken && (
              <Button
                size="sm"
                variant="secondary"
                icon={<QrCode aria-hidden="true" className="size-4" />}
                onClick={() => onShowQr(table)}
              >
                QR Code
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
