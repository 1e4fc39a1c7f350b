import type { AppConfig } from "@kedai/shared";
import { useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";
import { CONFIG_PATH } from "../../../lib/business-time-zone";

/**
 * The storefront's public address (the server's PUBLIC_URL, GET /config) and why it cannot go on a
 * QR code (missing or private), never the address this browser happens to use.
 */
export function usePublicAddress() {
  return useQuery({
    queryKey: apiQueryKey(CONFIG_PATH),
    queryFn: ({ signal }) => api.get<AppConfig>(CONFIG_PATH, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
