import type { LocationBody, LocationRecord } from "@kedai/shared";
import { namedToasts, useResource } from "../../../lib/use-resource";

/** The Lokasi screen's list, form and deletes (B2, B8 messages). */
export function useLocations() {
  return useResource<LocationRecord, LocationBody & { slug: string }>({
    path: "/locations",
    messages: {
      loadFailed: "Gagal memuat data lokasi.",
      saveFailed: "Gagal menyimpan data lokasi.",
      deleteFailed: "Gagal menghapus lokasi.",
      ...namedToasts("Lokasi"),
    },
  });
}
