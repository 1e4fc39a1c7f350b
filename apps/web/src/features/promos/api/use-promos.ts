import type { PromoBody, PromoRecord } from "@kedai/shared";
import { useResource } from "../../../lib/use-resource";

const PROMO_DELETE_FAILED = "Gagal menghapus promo.";

/** GET/POST/PUT/DELETE /promos with their Indonesian messages; the till's active list follows. */
export function usePromos() {
  return useResource<PromoRecord, PromoBody>({
    path: "/promos",
    messages: {
      loadFailed: "Gagal memuat data promo.",
      saveFailed: "Gagal menyimpan promo.",
      // A refused delete says only this, without the server's words.
      deleteFailed: () => PROMO_DELETE_FAILED,
      created: () => "Promo berhasil ditambahkan!",
      updated: () => "Promo berhasil diperbarui!",
      deleted: () => "Promo berhasil dihapus.",
    },
    invalidates: ["/promos/active"],
  });
}
