import { Fragment, type ReactNode, useState } from "react";
import { cn } from "../../lib/cn";
import { LoadingText } from "./spinner";

export type Column<Row> = {
  /** Unique per table; also the property read when `render` is absent. */
  key: string;
  header: ReactNode;
  render?: (row: Row) => ReactNode;
  align?: "left" | "right" | "center";
  className?: string;
};

export type DataTableProps<Row> = {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  loading?: boolean;
  loadingText?: string;
  /** Shown in one full-width row when there is nothing to list, e.g. 'Belum ada kategori.'. */
  emptyMessage?: ReactNode;
  /** When given, a row click toggles an expanded detail row below it (purchase history items). */
  renderExpanded?: (row: Row) => ReactNode;
  /** A row under the body, e.g. the total of listed expenses. */
  footer?: ReactNode;
  /**
   * Tints a row (the one being edited, a low-stock item). A row with its own class keeps it on
   * hover instead of the table's hover tint.
   */
  rowClassName?: (row: Row) => string | undefined;
  /** Management lists: an 'Aksi' column at the end with this cell (Edit / Hapus). */
  renderActions?: (row: Row) => ReactNode;
  caption?: string;
};

/** `rowKey` for rows that carry the API's `_id`. */
export const rowId = (row: { _id: string }): string => row._id;

/** The usual first column of a management list: the row's name, in medium weight. */
export function nameColumn<Row extends { name: string }>(header: string): Column<Row> {
  return { key: "name", header, render: (row) => <span className="font-medium">{row.name}</span> };
}

const alignClass = { left: "text-left", right: "text-right", center: "text-center" } as const;

/** A plain responsive table: horizontal scroll on phones, loading and empty states built in. */
export function DataTable<Row>({
  columns: dataColumns,
  rows,
  rowKey,
  loading = false,
  loadingText,
  emptyMessage = "Tidak ada data.",
  renderExpanded,
  footer,
  rowClassName,
  renderActions,
  caption,
}: DataTableProps<Row>) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const list = rows ?? [];
  const columns: Column<Row>[] = renderActions
    ? [...dataColumns, { key: "actions", header: "Aksi", align: "right", render: renderActions }]
    : dataColumns;

  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-stone-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  "px-4 py-3 text-xs font-semibold uppercase tracking-wide text-stone-500",
                  alignClass[column.align ?? "left"],
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {loading ? (
            <tr>
              <td colSpan={columns.length}>
                <LoadingText text={loadingText} />
              </td>
            </tr>
          ) : list.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-stone-500">
                {emptyMessage}
              </td>
            </tr>
          ) : (
            list.map((row) => {
              const key = rowKey(row);
              const isOpen = expanded === key;
              return (
                <Fragment key={key}>
                  <tr
                    className={cn(
                      rowClassName?.(row) || "hover:bg-amber-50/50",
                      renderExpanded && "cursor-pointer focus-visible:outline-2 focus-visible:outline-amber-600",
                    )}
                    onClick={renderExpanded ? () => setExpanded(isOpen ? null : key) : undefined}
                    // An expandable row is reached with Tab and opened with Enter or Space, like a button.
                    tabIndex={renderExpanded ? 0 : undefined}
                    onKeyDown={
                      renderExpanded
                        ? (event) => {
                            if (event.target !== event.currentTarget) return;
                            if (event.key !== "Enter" && event.key !== " ") return;
                            event.preventDefault();
                            setExpanded(isOpen ? null : key);
                          }
                        : undefined
                    }
                    aria-expanded={renderExpanded ? isOpen : undefined}
                  >
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={cn("px-4 py-3 text-stone-700", alignClass[column.align ?? "left"], column.className)}
                      >
                        {column.render
                          ? column.render(row)
                          : String((row as Record<string, unknown>)[column.key] ?? "")}
                      </td>
                    ))}
                  </tr>
                  {renderExpanded && isOpen ? (
                    <tr className="bg-stone-50">
                      <td colSpan={columns.length} className="px-4 py-3">
                        {renderExpanded(row)}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })
          )}
        </tbody>
        {footer && !loading && list.length > 0 ? (
          <tfoot className="border-t border-stone-200 bg-stone-50 font-semibold">{footer}</tfoot>
        ) : null}
      </table>
    </div>
  );
}
