import type { Category, CategoryBody } from "@kedai/shared";
import { namedToasts, useResource } from "../../../lib/use-resource";

const CATEGORIES_LOAD_FAILED = "Gagal memuat daftar kategori.";
const CATEGORY_SAVE_FAILED = "Gagal menambah kategori";
/** For a refused rename, where the add message 'Gagal menambah kategori' would be wrong. */
const CATEGORY_UPDATE_FAILED = "Gagal menyimpan data";
const CATEGORY_DELETE_FAILED = "Gagal menghapus kategori.";

/** GET/POST/PUT/DELETE /categories with their Indonesian messages. A renamed category shows on the menu too. */
export function useCategories() {
  return useResource<Category, CategoryBody>({
    path: "/categories",
    invalidates: ["/menu"],
    messages: {
      loadFailed: CATEGORIES_LOAD_FAILED,
      saveFailed: CATEGORY_SAVE_FAILED,
      updateFailed: CATEGORY_UPDATE_FAILED,
      deleteFailed: CATEGORY_DELETE_FAILED,
      ...namedToasts("Kategori", { deleted: true }),
    },
  });
}
