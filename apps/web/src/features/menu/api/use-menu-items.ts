import type { MenuItem } from "@kedai/shared";
import { apiQueryKey } from "../../../lib/api";
import { namedToasts, useResource } from "../../../lib/use-resource";

export const MENU_PATH = "/menu";
/** GET /menu?all=true: the back office also sees items switched off. */
const MENU_QUERY = { all: true };
export const menuListKey = apiQueryKey(MENU_PATH, MENU_QUERY);

export const MENU_LOAD_FAILED = "Gagal memuat data dari server.";
export const MENU_SAVE_FAILED = "Gagal menyimpan data";

/**
 * The admin menu list with create/edit (multipart) and delete through the shared management hook.
 * A refused delete reads 'Gagal menghapus: {server message}'.
 */
export function useMenuItems() {
  return useResource<MenuItem, FormData>({
    path: MENU_PATH,
    query: MENU_QUERY,
    messages: {
      loadFailed: MENU_LOAD_FAILED,
      saveFailed: MENU_SAVE_FAILED,
      deleteFailed: (error) =>
        `Gagal menghapus: ${error instanceof Error && error.message ? error.message : "kesalahan tidak diketahui."}`,
      ...namedToasts("Menu"),
    },
  });
}
