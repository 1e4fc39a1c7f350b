import type { TableBody, TableRecord } from "@kedai/shared";
import { namedToasts, useResource } from "../../../lib/use-resource";

/** The Meja screen's list, form and deletes (B2, B8 messages). */
export function useTables() {
  return useResource<TableRecord, TableBody>({
    path: "/tables",
    messages: {
      loadFailed: "Gagal memuat data meja.",
      saveFailed: "Gagal menyimpan data meja.",
      deleteFailed: "Gagal menghapus meja.",
      ...namedToasts("Meja"),
    },
  });
}
