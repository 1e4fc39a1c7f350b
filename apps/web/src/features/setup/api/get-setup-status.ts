import type { SetupStatus } from "@kedai/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

export const SETUP_PATH = "/setup";

/** When the server cannot say: no ribbon and no setup page, the app works as it is. */
const UNKNOWN: SetupStatus = { demoMode: false, needsSetup: false };

/**
 * GET /setup: whether the server runs the demo (the 'Mode demo' ribbon) and still needs its owner
 * (the first-run setup page). A failure answers UNKNOWN silently: it must never stop a page.
 */
async function getSetupStatus(): Promise<SetupStatus> {
  try {
    return await api.get<SetupStatus>(SETUP_PATH);
  } catch {
    return UNKNOWN;
  }
}

export function getSetupStatusQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey(SETUP_PATH),
    queryFn: getSetupStatus,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { keepOnSignOut: true },
  });
}

/** The server's mode; `isLoading` until the first answer. */
export function useSetupStatus(): SetupStatus & { isLoading: boolean } {
  const query = useQuery(getSetupStatusQueryOptions());
  return { ...(query.data ?? UNKNOWN), isLoading: query.isLoading };
}
