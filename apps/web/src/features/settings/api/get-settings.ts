import { defaultSettings, type Settings, settingsSchema } from "@kedai/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

const SETTINGS_PATH = "/settings";

/**
 * GET /settings, the public settings. A failure, or an answer that does not fit the contract, falls
 * back to the empty defaults silently: the storefront must render even when settings cannot be read.
 */
async function getSettings(): Promise<Settings> {
  try {
    const answer = await api.get<unknown>(SETTINGS_PATH);
    const parsed = settingsSchema.safeParse(answer ?? {});
    return parsed.success ? parsed.data : defaultSettings();
  } catch {
    return defaultSettings();
  }
}

function getSettingsQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey(SETTINGS_PATH),
    queryFn: getSettings,
    staleTime: 5 * 60_000,
    // Public data: survives sign-in and sign-out (see AuthProvider).
    meta: { keepOnSignOut: true },
  });
}

const EMPTY = defaultSettings();

/** Settings for display; the empty defaults until the first answer arrives. */
export function useSettings(): { settings: Settings; isLoading: boolean } {
  const query = useQuery(getSettingsQueryOptions());
  return { settings: query.data ?? EMPTY, isLoading: query.isLoading };
}
