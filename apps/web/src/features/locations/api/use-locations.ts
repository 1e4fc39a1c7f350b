import type { LocationBody, LocationRecord } from "@kedai/shared";
import type { ListQuery } from "../../../lib/list-search";
import { namedToasts, useResource } from "../../../lib/use-resource";

/**
 * The Lokasi screen's list, form and deletes. `query` is the search box's `?search=`: the server
 * decides what matches, with the same rule for every client of the API.
 */
export function useLocations(query?: ListQuery) {
  return useResource<LocationRecord, LocationBody & { slug: string }>({
    path: "/locations",
    query,
    messages: {
      loadFailed: "Gagal memuat data lokasi.",
      saveFailed: "Gagal menyimpan data lokasi.",
      deleteFailed: "Gagal menghapus lokasi.",
      ...namedToasts("Lokasi"),
    },
  });
}
