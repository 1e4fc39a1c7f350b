import type { ExpenseCategoryBody, ExpenseCategoryRecord } from "@kedai/shared";
import type { ListQuery } from "../../../lib/list-search";
import { namedToasts, useListQuery, useResource } from "../../../lib/use-resource";

const EXPENSE_CATEGORIES_PATH = "/expenses/categories";
const EXPENSE_CATEGORIES_LOAD_FAILED = "Gagal memuat kategori pengeluaran.";

/**
 * The Kategori Pengeluaran screen's list, form and deletes. `query` is the search box's
 * `?search=`. A category expenses use is refused by the server, whose message names it.
 */
export function useExpenseCategories(query?: ListQuery) {
  return useResource<ExpenseCategoryRecord, ExpenseCategoryBody>({
    path: EXPENSE_CATEGORIES_PATH,
    query,
    messages: {
      loadFailed: EXPENSE_CATEGORIES_LOAD_FAILED,
      saveFailed: "Gagal menambahkan kategori.",
      updateFailed: "Gagal menyimpan data",
      deleteFailed: "Gagal menghapus kategori.",
      ...namedToasts("Kategori", { deleted: true }),
    },
    // The expense list shows category names.
    invalidates: ["/expenses"],
  });
}

/** Categories as choices for the expense form: the same cache entry as the category screen's list. */
export function useExpenseCategoryOptions() {
  const query = useListQuery<ExpenseCategoryRecord>(EXPENSE_CATEGORIES_PATH, EXPENSE_CATEGORIES_LOAD_FAILED);
  return { categories: query.data ?? [], loading: query.isPending };
}
