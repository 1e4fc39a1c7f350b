import type { UnitBody, UnitRecord } from "@kedai/shared";
import { namedToasts, useListQuery, useResource } from "../../../lib/use-resource";

const UNITS_PATH = "/units";
const UNITS_LOAD_FAILED = "Gagal memuat data satuan.";

/** The Satuan screen's list, form and deletes, with their Indonesian messages. */
export function useUnits() {
  return useResource<UnitRecord, UnitBody>({
    path: UNITS_PATH,
    messages: {
      loadFailed: UNITS_LOAD_FAILED,
      saveFailed: "Gagal menyimpan data satuan.",
      deleteFailed: "Gagal menghapus satuan.",
      ...namedToasts("Satuan"),
    },
    // Stock rows show their unit's name.
    invalidates: ["/stock"],
  });
}

/**
 * Units as choices for another screen's select (stock items). Same cache entry as the Satuan
 * screen's list, so a unit added there is offered here without a reload.
 */
export function useUnitOptions() {
  const query = useListQuery<UnitRecord>(UNITS_PATH, UNITS_LOAD_FAILED);
  return { units: query.data ?? [], loading: query.isPending };
}
