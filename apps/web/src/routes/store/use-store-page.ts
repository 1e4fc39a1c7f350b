import type { Settings } from "@kedai/shared";
import { useSettings } from "../../features/settings/api/get-settings";
import { usePageMeta } from "../../lib/use-document-title";

const MAX_DESCRIPTION = 160;

/**
 * Title, description and link preview of a storefront page, all from settings: the page's own text
 * when it has one, else the home subheadline. Returns the settings for the page's content.
 */
export function useStorePage(title: string, description?: string | ((settings: Settings) => string)): Settings {
  const { settings } = useSettings();
  const site = settings.companyName || "Kedai";
  const own = typeof description === "function" ? description(settings) : description;
  const text = (own || settings.homeSubheadline || `Pesan online di ${site}.`).replace(/\s+/g, " ").trim();
  usePageMeta({
    title,
    description: text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text,
    site,
    image: settings.homePageImage || settings.logoUrl,
  });
  return settings;
}
