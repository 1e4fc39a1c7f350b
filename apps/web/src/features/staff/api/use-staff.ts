import type { StaffBody, StaffRecord, StaffUpdateBody } from "@kedai/shared";
import type { ListQuery } from "../../../lib/list-search";
import { useResource } from "../../../lib/use-resource";

/** The staff accounts of Manajemen Pengguna (admin only): list, form and deletes. */
export function useStaff(query?: ListQuery) {
  return useResource<StaffRecord, StaffBody | StaffUpdateBody>({
    path: "/users/staff",
    query,
    messages: {
      loadFailed: "Gagal memuat data staf.",
      saveFailed: "Gagal menyimpan data pegawai.",
      deleteFailed: "Gagal menghapus pegawai.",
      created: (row) => `Pegawai "${row.fullName}" berhasil ditambahkan.`,
      updated: (row) => `Data pegawai "${row.fullName}" berhasil diperbarui.`,
    },
    // The till's waiter choice lists staff by name.
    invalidates: ["/users/waiters"],
  });
}
