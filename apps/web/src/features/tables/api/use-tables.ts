import type { TableBody, TableRecord } from "@kedai/shared";
import type { ListQuery } from "../../../lib/list-search";
import { namedToasts, useResource } from "../../../lib/use-resource";

/**
 * The Meja screen's list, form and deletes. `query` is the search box's `?search=`: the server
 * decides what matches, with the same rule for every client of the API.
 */
export function useTables(query?: ListQuery) {
  return useResource<TableRecord, TableBody>({
    path: "/tables",
    query,
    messages: {
      loadFailed: "Gagal memuat data meja.",
      saveFailed: "Gagal menyimpan data meja.",
      deleteFailed: "Gagal menghapus meja.",
      ...namedToasts("Meja"),
    },
  });
}
