import { defaultSettings, type Settings, settingsSchema } from "@kedai/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

const settingsQueryKey = ["settings"] as const;

/**
 * The public settings. A failure, or an answer that does not fit the contract, falls back to the
 * empty defaults silently (S8): the storefront must render even when settings cannot be read.
 */
async function getSettings(): Promise<Settings> {
  try {
    const answer = await api.get<unknown>("/settings");
    const parsed = settingsSchema.safeParse(answer ?? {});
    return parsed.success ? parsed.data : defaultSettings();
  } catch {
    return defaultSettings();
  }
}

const EMPTY = defaultSettings();

/** Settings for display; the empty defaults until the first answer arrives. */
export function useSettings(): { settings: Settings; isLoading: boolean } {
  const query = useQuery({
    queryKey: settingsQueryKey,
    queryFn: getSettings,
    staleTime: 5 * 60_000,
    // Public data: survives sign-in and sign-out (see AuthProvider).
    meta: { keepOnSignOut: true },
  });
  return { settings: query.data ?? EMPTY, isLoading: query.isLoading };
}
