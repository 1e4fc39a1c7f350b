import type { ReactNode } from "react";
import type { ListSearch } from "../../lib/list-search";
import { RowActions } from "./row-actions";
import { useConfirmDelete } from "./use-confirm-delete";

/** Row class of the row loaded into the form; the table's hover tint steps aside for it. */
export const EDITING_ROW_CLASS = "bg-amber-50";

/** The props of a management list (a feature's table component): its rows and their actions. */
export type ManagedListProps<Row> = {
  rows: Row[] | undefined;
  loading: boolean;
  emptyMessage: string;
  /** The 'Aksi' cell: Edit and Hapus. */
  renderActions: (row: Row) => ReactNode;
  /** For DataTable's `rowClassName`: tints the row being edited. */
  rowClassName: (row: Row) => string | undefined;
};

/** What a management list needs from its screen's resource (lib/use-resource). */
export type ListResource<Row> = {
  rows: Row[] | undefined;
  loading: boolean;
  /** Set when the rows could not be loaded: a failed load is not an empty list. */
  loadError?: string | null;
  editing: Row | null;
  startEdit: (row: Row) => void;
  remove: (row: Row) => unknown;
  removing: boolean;
};

/**
 * A management list wired to its resource in one call: each row's Edit loads it into the form
 * and shows pressed (the row tinted) while it is there; Hapus asks 'Konfirmasi Penghapusan' with
 * `confirmMessage` first. With `search` (lib/list-search: useServerSearch, or useClientSearch where
 * the endpoint has no `?search=`), `notFound` is the empty message while a term is typed, and a
 * browser-side search lists only the matching rows.
 *
 * `const { list } = useManagedList(units, {...})` → `<UnitsTable {...list} />`.
 */
export function useManagedList<Row extends { _id: string }>(
  resource: ListResource<Row>,
  options: {
    /** Names the row in the buttons' accessible names ('Edit {name}', 'Hapus {name}'). */
    name: (row: Row) => string;
    confirmMessage: (row: Row) => ReactNode;
    /** Shown when there is nothing yet, e.g. 'Belum ada satuan.'. */
    empty: string;
    notFound?: string;
    search?: ListSearch<Row>;
    /** Further buttons of a row, between Edit and Hapus (the stock card's 'Riwayat'). */
    moreActions?: (row: Row) => ReactNode;
    /** False for a row the server never deletes: it gets no Hapus. */
    deletable?: (row: Row) => boolean;
  },
) {
  const { name, confirmMessage, empty, notFound = empty, search, moreActions, deletable } = options;
  const confirmDelete = useConfirmDelete(resource.remove, confirmMessage);
  const matches = search?.matches;
  const isEditing = (row: Row) => resource.editing?._id === row._id;

  const list: ManagedListProps<Row> = {
    rows: matches ? resource.rows?.filter(matches) : resource.rows,
    loading: resource.loading,
    emptyMessage: resource.loadError ?? (search?.searching ? notFound : empty),
    rowClassName: (row) => (isEditing(row) ? EDITING_ROW_CLASS : undefined),
    renderActions: (row) => (
      <RowActions
        name={name(row)}
        editing={isEditing(row)}
        deleting={resource.removing}
        onEdit={() => resource.startEdit(row)}
        onDelete={deletable?.(row) === false ? undefined : () => confirmDelete(row)}
      >
        {moreActions?.(row)}
      </RowActions>
    ),
  };
  return { list, isEditing };
}
