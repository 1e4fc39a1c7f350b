import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

export const UNKNOWN_TABLE = "Kode meja tidak dikenal atau sudah diganti. Silakan pindai ulang QR di meja Anda.";

const tablePath = (token: string) => `/tables/by-token/${encodeURIComponent(token)}`;

/** GET /tables/by-token/{token}: the table a QR code on it points at. */
function getTableByToken(token: string, signal?: AbortSignal) {
  return api.get<{ _id: string; name: string }>(tablePath(token), { signal });
}

function getTableByTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: apiQueryKey(tablePath(token)),
    queryFn: ({ signal }) => getTableByToken(token, signal),
    staleTime: 5 * 60_000,
    // An unknown or replaced code stays so; the page says so at once.
    retry: false,
  });
}

export function useTableByToken(token: string | null) {
  return useQuery({ ...getTableByTokenQueryOptions(token ?? ""), enabled: Boolean(token) });
}
