import type { SortOrder } from "@kedai/shared";
import { useSearchParams } from "react-router";

/** A table's sort as its headers show it and change it (components/ui/data-table). */
export type TableSort = {
  /** The column sorted by, or undefined for the list's usual order. */
  key: string | undefined;
  order: SortOrder;
  sortBy: (key: string, order: SortOrder) => void;
};

/**
 * The sort of a screen's table, kept in the address (`?sort=total&order=desc`, ADR 0053) so a
 * reload or a shared link shows the same order. Only `keys` are read from the address: a key the
 * list does not know (an old link) is the usual order, never a request the server refuses. `query`
 * is what a paged list sends to the server (nothing while the usual order is kept).
 */
export function useTableSort<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get("sort");
  const key = keys.find((known) => known === asked);
  const order: SortOrder = params.get("order") === "desc" ? "desc" : "asc";
  const sort: TableSort = {
    key,
    order,
    sortBy: (next, nextOrder) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          changed.set("sort", next);
          changed.set("order", nextOrder);
          return changed;
        },
        { replace: true },
      ),
  };
  return { sort, query: key ? { sort: key, order } : {} };
}
