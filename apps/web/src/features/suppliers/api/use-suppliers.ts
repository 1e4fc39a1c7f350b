import type { SupplierBody, SupplierRecord } from "@kedai/shared";
import { namedToasts, useResource } from "../../../lib/use-resource";

/** The Pemasok screen's list, form and deletes (B2, B8 messages). */
export function useSuppliers() {
  return useResource<SupplierRecord, SupplierBody>({
    path: "/suppliers",
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
