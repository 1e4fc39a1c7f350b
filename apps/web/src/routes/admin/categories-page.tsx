import { irreversibleDeleteMessage, ManagementScreen, useManagedList } from "../../components/ui";
import { useCategories } from "../../features/categories/api/use-categories";
import { CategoriesTable } from "../../features/categories/components/categories-table";
import { CategoryForm } from "../../features/categories/components/category-form";

/**
 * /admin/kategori: one name field that adds or, in edit mode, renames; the list beside it. The
 * server refuses deleting a category that menu items use, and its message is shown as is.
 */
export function CategoriesPage() {
  const categories = useCategories();
  const { list } = useManagedList(categories, {
    name: (category) => `kategori ${category.name}`,
    confirmMessage: (category) => irreversibleDeleteMessage(`kategori "${category.name}"`),
    empty: "Belum ada kategori.",
  });

  return (
    <ManagementScreen
      title="Manajemen Kategori"
      description="Kelompokkan menu agar mudah ditemukan pelanggan."
      resource={categories}
      noun="Kategori"
      renderForm={(form) => <CategoryForm {...form} />}
      listTitle="Daftar Kategori"
    >
      <CategoriesTable {...list} />
    </ManagementScreen>
  );
}
