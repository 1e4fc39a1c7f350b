import { SETTINGS_DEFAULTS, type Settings, settingsWithDefaults } from "@kedai/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiQueryKey } from "../../../lib/api";

export const SETTINGS_PATH = "/settings";

/**
 * GET /settings, the public settings. A failure falls back to the empty defaults silently, and a
 * field that does not fit the contract to its default: the storefront must render even when
 * settings cannot be read. Read without the validation library, which the storefront's first
 * pages do not otherwise load.
 */
async function getSettings(): Promise<Settings> {
  try {
    return settingsWithDefaults(await api.get<unknown>(SETTINGS_PATH));
  } catch {
    return SETTINGS_DEFAULTS;
  }
}

export function getSettingsQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey(SETTINGS_PATH),
    queryFn: getSettings,
    staleTime: 5 * 60_000,
    // Public data: survives sign-in and sign-out (see AuthProvider).
    meta: { keepOnSignOut: true },
  });
}

const EMPTY = SETTINGS_DEFAULTS;

/** Settings for display; the empty defaults until the first answer arrives. */
export function useSettings(): { settings: Settings; isLoading: boolean } {
  const query = useQuery(getSettingsQueryOptions());
  return { settings: query.data ?? EMPTY, isLoading: query.isLoading };
}

/** The key of the settings screen's copy, which must not fall back to defaults. */
export const EDITABLE_SETTINGS_KEY = [...apiQueryKey(SETTINGS_PATH), "edit"];

/**
 * The settings as the settings screen edits them: a failure is an error (the screen says so and
 * offers no form), never the defaults, which saving would write over the real settings.
 */
export function useEditableSettings() {
  return useQuery({
    queryKey: EDITABLE_SETTINGS_KEY,
    queryFn: async () => settingsWithDefaults(await api.get<unknown>(SETTINGS_PATH)),
    staleTime: 0,
  });
}

/** The store's name on receipts and the till's header: the company name, else "Kedai". */
export const storeNameOf = (settings: Settings): string => settings.companyName || "Kedai";
