import type { LocationBody, LocationRecord, LocationStatus } from "@kedai/shared";
import type { ListQuery } from "../../../lib/list-search";
import { namedToasts, useListQuery, useResource } from "../../../lib/use-resource";

const LOCATIONS_PATH = "/locations";
const LOCATIONS_LOAD_FAILED = "Gagal memuat data lokasi.";

/**
 * The Lokasi screen's list, form and deletes. `query` is the search box's `?search=`: the server
 * decides what matches, with the same rule for every client of the API.
 */
export function useLocations(query?: ListQuery) {
  return useResource<LocationRecord, LocationBody & { slug: string }>({
    path: LOCATIONS_PATH,
    query,
    messages: {
      loadFailed: LOCATIONS_LOAD_FAILED,
      saveFailed: "Gagal menyimpan data lokasi.",
      deleteFailed: "Gagal menghapus lokasi.",
      ...namedToasts("Lokasi"),
    },
  });
}

/**
 * Locations as choices for another screen's select (a staff member's outlet, a clock-in, a report
 * filter); `status` narrows them to the Active ones where only a working outlet may be picked.
 * Same cache entries as the Lokasi screen's list.
 */
export function useLocationOptions(status?: LocationStatus) {
  const query = useListQuery<LocationRecord>(LOCATIONS_PATH, LOCATIONS_LOAD_FAILED, status ? { status } : undefined);
  return { locations: query.data ?? [], loading: query.isPending };
}

/**
 * Where stock can be held, as choices for the stock screens: head office ('Gudang Pusat', which
 * GET /locations leaves out unless asked by `kind`) and every outlet, inactive ones too, since a
 * retired outlet may still hold stock to adjust.
 */
export function useStockLocations() {
  const outlets = useListQuery<LocationRecord>(LOCATIONS_PATH, LOCATIONS_LOAD_FAILED);
  return { headOffice: useHeadOffice(), outlets: outlets.data ?? [] };
}

/**
 * Head office (GET /locations?kind=head_office), undefined until loaded, or when the Lokasi
 * screen's search (`query`) does not match it.
 */
export function useHeadOffice(query?: ListQuery): LocationRecord | undefined {
  const kind = { kind: "head_office", ...query };
  return useListQuery<LocationRecord>(LOCATIONS_PATH, LOCATIONS_LOAD_FAILED, kind).data?.[0];
}
