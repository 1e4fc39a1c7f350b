import type {
  CustomizationOption,
  CustomizationOptionBody,
  OptionGroup,
  OptionGroupBody,
  OptionGroupType,
} from "@kedai/shared";
import { namedToasts, useResource } from "../../../lib/use-resource";

const OPTIONS_PATH = "/customizations/options";
const GROUPS_PATH = "/customizations/option-sets";

export const OPTION_GROUP_TYPE_LABELS: Record<OptionGroupType, string> = {
  radio: "Pilih satu (radio)",
  checkbox: "Pilih banyak (checkbox)",
};

/**
 * Individual options. A renamed or repriced option changes the groups that hold it and the menu
 * items that use those groups, so both lists are refreshed after a change.
 * Every failure here is shown to the user, as on the other screens, not only logged.
 */
export function useCustomizationOptions() {
  return useResource<CustomizationOption, CustomizationOptionBody>({
    path: OPTIONS_PATH,
    invalidates: [GROUPS_PATH, "/menu"],
    messages: {
      loadFailed: "Gagal memuat daftar opsi kustomisasi.",
      saveFailed: "Gagal menyimpan opsi kustomisasi.",
      deleteFailed: "Gagal menghapus opsi kustomisasi.",
      ...namedToasts("Opsi", { deleted: true }),
    },
  });
}

/** Option groups ("option sets"): name, pick-one or pick-many, and their options in order. */
export function useOptionGroups() {
  return useResource<OptionGroup, OptionGroupBody>({
    path: GROUPS_PATH,
    invalidates: ["/menu"],
    messages: {
      loadFailed: "Gagal memuat daftar grup opsi.",
      saveFailed: "Gagal menyimpan grup opsi.",
      deleteFailed: "Gagal menghapus grup opsi.",
      ...namedToasts("Grup", { deleted: true }),
    },
  });
}
