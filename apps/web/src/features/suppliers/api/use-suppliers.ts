import type { SupplierBody, SupplierRecord } from "@kedai/shared";
import type { Query } from "../../../lib/api";
import { namedToasts, useListQuery, useResource } from "../../../lib/use-resource";

/**
 * The Pemasok screen's list, form and deletes. `query` is the search box's `?search=` and the
 * table's `?sort=&order=`: the server decides what matches and in which order.
 */
export function useSuppliers(query?: Query) {
  return useResource<SupplierRecord, SupplierBody>({
    path: "/suppliers",
    query,
    messages: {
      loadFailed: "Gagal memuat data supplier.",
      saveFailed: "Gagal menyimpan data",
      deleteFailed: "Gagal menghapus supplier.",
      ...namedToasts("Supplier"),
    },
    // Purchase history shows supplier names.
    invalidates: ["/purchases"],
  });
}

/**
 * Suppliers as choices for another screen's select. Same cache entry as the Pemasok screen's list;
 * `loadFailed` is that screen's own message. A new purchase is offered only the suppliers not
 * archived; a filter of past purchases (`withArchived`) also the archived ones, marked as such.
 */
export function useSupplierOptions(loadFailed: string, { withArchived = false } = {}) {
  const query = useListQuery<SupplierRecord>(
    "/suppliers",
    loadFailed,
    withArchived ? { archived: "include" } : undefined,
  );
  const suppliers = (query.data ?? []).map((supplier) =>
    supplier.archived ? { ...supplier, name: `${supplier.name} (diarsipkan)` } : supplier,
  );
  return { suppliers, loading: query.isPending };
}
