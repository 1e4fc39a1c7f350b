import type { SortOrder } from "@kedai/shared";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronRight } from "lucide-react";
import { Fragment, type MouseEvent, type ReactNode, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { useScrollsSideways } from "../../lib/use-scrolls-sideways";
import type { TableSort } from "../../lib/use-table-sort";
import { LoadingText } from "./spinner";

export type Column<Row> = {
  /** Unique per table; also the property read when `render` is absent. */
  key: string;
  header: ReactNode;
  render?: (row: Row) => ReactNode;
  align?: "left" | "right" | "center";
  className?: string;
  /**
   * Makes the header a sort button (with the table's `sort`): the list's sort key, sent to the
   * server as `?sort=` (its contract's `…_SORT_KEYS`), which answers the rows in that order.
   */
  sortKey?: string;
  /** The order of a first click: `desc` for amounts and times, where the largest or newest is wanted first. */
  sortFirst?: SortOrder;
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
  /**
   * Where the table's own box is narrow (under 28rem: a phone, a side panel), each row becomes a
   * card of "header value" lines instead of a table scrolled sideways, so every cell is read whole
   * (item names, statuses). Headers that are not plain text label nothing on the card.
   */
  stackWhenNarrow?: boolean;
  /** The sort the headers show and change (lib/use-table-sort); columns with a `sortKey` take part. */
  sort?: TableSort;
};

/** A click on a button, link or field inside a row is that control's (Terima, Batalkan), not the row's. */
function isClickOnControlInside(event: MouseEvent<HTMLElement>): boolean {
  const control = (event.target as Element).closest("button, a, input, select, textarea, label");
  return control !== null && control !== event.currentTarget && event.currentTarget.contains(control);
}

function cellContent<Row>(column: Column<Row>, row: Row): ReactNode {
  return column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? "");
}

/** `rowKey` for rows that carry the API's `_id`. */
export const rowId = (row: { _id: string }): string => row._id;

/** The usual first column of a management list: the row's name, in medium weight. */
export function nameColumn<Row extends { name: string }>(header: string): Column<Row> {
  return { key: "name", header, render: (row) => <span className="font-medium">{row.name}</span> };
}

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/** A sortable column's header: a button that sorts by it, then turns the order round. */
function SortButton<Row>({ column, sort }: { column: Column<Row>; sort: TableSort }) {
  const active = sort.key === column.sortKey;
  const Icon = !active ? ArrowUpDown : sort.order === "asc" ? ArrowUp : ArrowDown;
  const next: SortOrder = active ? (sort.order === "asc" ? "desc" : "asc") : (column.sortFirst ?? "asc");
  return (
    <button
      type="button"
      onClick={() => column.sortKey && sort.sortBy(column.sortKey, next)}
      className={cn(
        "inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-amber-600",
        active && "text-stone-900",
      )}
    >
      {column.header}
      <Icon aria-hidden="true" className={cn("size-3.5 shrink-0", !active && "opacity-40")} />
    </button>
  );
}

const alignClass = { left: "text-left", right: "text-right whitespace-nowrap", center: "text-center" } as const;

/** The classes that turn the table into cards on a narrow box (`stackWhenNarrow`), by part. */
const stacked = {
  box: "@container",
  table: "@max-md:block",
  head: "@max-md:sr-only",
  body: "@max-md:block",
  row: "@max-md:block @max-md:px-4 @max-md:py-2",
  // The header's text (data-label) before the value, on one line, the value at the right.
  cell: cn(
    "@max-md:flex @max-md:items-baseline @max-md:justify-between @max-md:gap-4 @max-md:px-0 @max-md:py-1 @max-md:text-right",
    "@max-md:before:shrink-0 @max-md:before:text-left @max-md:before:text-xs @max-md:before:font-semibold",
    "@max-md:before:uppercase @max-md:before:tracking-wide @max-md:before:text-stone-500",
    "@max-md:before:content-[attr(data-label)]",
  ),
  wideCell: "@max-md:block",
  foot: "@max-md:block @max-md:[&_td]:block @max-md:[&_tr]:block",
} as const;

/**
 * A plain responsive table: horizontal scroll on phones (or cards, `stackWhenNarrow`), loading and
 * empty states built in, sortable by the columns that say how (`sort`, ADR 0053).
 */
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
  stackWhenNarrow = false,
  sort,
}: DataTableProps<Row>) {
  const stack = (part: keyof typeof stacked) => (stackWhenNarrow ? stacked[part] : undefined);
  const [expanded, setExpanded] = useState<string | null>(null);
  const tableId = useId();
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  const columns: Column<Row>[] = renderActions
    ? [...dataColumns, { key: "actions", header: "Aksi", align: "right", render: renderActions }]
    : dataColumns;
  const list = rows ?? [];

  return (
    // A table wider than its box scrolls sideways: then the box is a named tab stop, so a keyboard
    // can scroll it too.
    <div
      ref={box}
      className={cn(
        "overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm",
        "focus-visible:outline-2 focus-visible:outline-amber-600",
        stack("box"),
      )}
      {...(scrolls ? { tabIndex: 0, role: "region", "aria-label": caption ?? "Tabel" } : {})}
    >
      <table className={cn("min-w-full divide-y divide-stone-200 text-sm", stack("table"))}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className={cn("bg-stone-50", stack("head"))}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={
                  sort && column.sortKey ? (sort.key === column.sortKey ? ARIA_SORT[sort.order] : "none") : undefined
                }
                className={cn(
                  "px-4 py-3 text-xs font-semibold uppercase tracking-wide text-stone-500",
                  alignClass[column.align ?? "left"],
                  column.className,
                )}
              >
                {sort && column.sortKey ? <SortButton column={column} sort={sort} /> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn("divide-y divide-stone-100", stack("body"))}>
          {loading ? (
            <tr className={stack("row")}>
              <td colSpan={columns.length} className={stack("wideCell")}>
                <LoadingText text={loadingText} />
              </td>
            </tr>
          ) : list.length === 0 ? (
            <tr className={stack("row")}>
              <td colSpan={columns.length} className={cn("px-4 py-10 text-center text-stone-500", stack("wideCell"))}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            list.map((row) => {
              const key = rowKey(row);
              const isOpen = expanded === key;
              const detailId = `${tableId}-${key}`;
              const toggle = () => setExpanded(isOpen ? null : key);
              return (
                <Fragment key={key}>
                  <tr
                    className={cn(
                      rowClassName?.(row) || "hover:bg-amber-50/50",
                      renderExpanded && "cursor-pointer",
                      stack("row"),
                    )}
                    // A click anywhere on the row opens it too, for a mouse or a thumb; the keyboard and
                    // screen readers use the row's disclosure button (a row itself cannot be expanded).
                    onClick={
                      renderExpanded
                        ? (event) => {
                            if (!isClickOnControlInside(event)) toggle();
                          }
                        : undefined
                    }
                  >
                    {columns.map((column, index) => (
                      <td
                        key={column.key}
                        data-label={stackWhenNarrow && typeof column.header === "string" ? column.header : undefined}
                        className={cn(
                          "px-4 py-3 text-stone-700",
                          alignClass[column.align ?? "left"],
                          column.className,
                          stack("cell"),
                        )}
                      >
                        {renderExpanded && index === 0 ? (
                          <span className="inline-flex items-center gap-2">
                            <button
                              type="button"
                              aria-label="Rincian"
                              aria-expanded={isOpen}
                              aria-controls={isOpen ? detailId : undefined}
                              onClick={toggle}
                              className="rounded p-0.5 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-amber-600"
                            >
                              <ChevronRight
                                aria-hidden="true"
                                className={cn("size-4 transition-transform", isOpen && "rotate-90")}
                              />
                            </button>
                            {cellContent(column, row)}
                          </span>
                        ) : (
                          cellContent(column, row)
                        )}
                      </td>
                    ))}
                  </tr>
                  {renderExpanded && isOpen ? (
                    <tr id={detailId} className={cn("bg-stone-50", stack("row"))}>
                      <td colSpan={columns.length} className={cn("px-4 py-3", stack("wideCell"))}>
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
          <tfoot className={cn("border-t border-stone-200 bg-stone-50 font-semibold", stack("foot"))}>{footer}</tfoot>
        ) : null}
      </table>
    </div>
  );
}
