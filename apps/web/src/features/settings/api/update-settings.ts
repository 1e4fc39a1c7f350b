import { SETTINGS_SAVE_FAILED, SETTINGS_SAVED_MESSAGE, type Settings, type SettingsImageField } from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "../../../lib/api";
import { useMutation } from "../../../lib/mutation";
import { toast } from "../../../lib/toast";
import { EDITABLE_SETTINGS_KEY, getSettingsQueryOptions, SETTINGS_PATH } from "./get-settings";

export type SettingsSubmission = { settings: Settings; images: Partial<Record<SettingsImageField, File>> };

/** PUT /settings, multipart: `settingsData` (the whole document as JSON text) and the pictures chosen. */
function updateSettings({ settings, images }: SettingsSubmission) {
  const form = new FormData();
  form.append("settingsData", JSON.stringify(settings));
  for (const [field, file] of Object.entries(images)) if (file) form.append(field, file);
  return api.put<Settings>(SETTINGS_PATH, form);
}

/** Saves the settings; the storefront, POS and this screen read the saved ones at once. */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      client.setQueryData(getSettingsQueryOptions().queryKey, saved);
      client.setQueryData(EDITABLE_SETTINGS_KEY, saved);
      toast.success(SETTINGS_SAVED_MESSAGE);
    },
    onError: (error) => toast.error(messageOf(error, SETTINGS_SAVE_FAILED)),
  });
}
