import type { LocationRecord } from "@kedai/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

const LOCATIONS_PATH = "/locations";
const ACTIVE = { status: "Active" };

/** GET /locations?status=Active: the outlets a customer can pick up from or eat at. */
function getOutlets(signal?: AbortSignal) {
  return api.get<LocationRecord[]>(LOCATIONS_PATH, { query: ACTIVE, signal });
}

function getOutletsQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey(LOCATIONS_PATH, ACTIVE),
    queryFn: ({ signal }) => getOutlets(signal),
    select: (outlets) => outlets.filter((outlet) => outlet.status === "Active"),
    staleTime: 5 * 60_000,
  });
}

export function useOutlets({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getOutletsQueryOptions(), enabled });
}
