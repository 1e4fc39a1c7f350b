import { irreversibleDeleteMessage, ManagementScreen, useManagedList } from "../../components/ui";
import { useExpenseCategories } from "../../features/expenses/api/use-expense-categories";
import { ExpenseCategoriesTable } from "../../features/expenses/components/expense-categories-table";
import { ExpenseCategoryForm } from "../../features/expenses/components/expense-category-form";
import { useServerSearch } from "../../lib/list-search";

/**
 * /admin/pengeluaran/kategori: one name field that adds or, in edit mode, renames; the list with
 * a search box beside it. The server refuses deleting a category expenses use, naming it.
 */
export function ExpenseCategoriesPage() {
  const search = useServerSearch();
  const categories = useExpenseCategories(search.query);
  const { list } = useManagedList(categories, {
    name: (category) => `kategori ${category.name}`,
    confirmMessage: (category) => irreversibleDeleteMessage(`kategori "${category.name}"`),
    empty: "Belum ada kategori.",
    notFound: "Kategori tidak ditemukan.",
    search,
  });

  return (
    <ManagementScreen
      title="Kategori Pengeluaran"
      description="Kelompokkan pengeluaran, misalnya listrik, sewa, atau gaji."
      resource={categories}
      noun="Kategori"
      renderForm={(form) => <ExpenseCategoryForm {...form} />}
      listTitle="Daftar Kategori"
      search={{ id: "expense-category-search", label: "Cari kategori", ...search.box }}
    >
      <ExpenseCategoriesTable {...list} />
    </ManagementScreen>
  );
}
