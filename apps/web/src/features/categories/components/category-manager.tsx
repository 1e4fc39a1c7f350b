import type { Category } from "@kedai/shared";
import { type Column, DataTable, nameColumn, RecordFormPanel, rowId, useManagedList } from "../../../components/ui";
import { useCategories } from "../api/use-categories";
import { CategoryForm } from "./category-form";

/**
 * Category management (B2): one name field that adds or, in edit mode, renames; the list beside
 * it with Edit and a confirmed Hapus. The server refuses deleting a category that menu items use,
 * and its message is shown as is.
 */
export function CategoryManager() {
  const categories = useCategories();
  const { list } = useManagedList(categories, {
    name: (row) => `kategori ${row.name}`,
    // B8's exact wording for categories (the other screens phrase theirs the same way).
    confirmMessage: (row) => `Anda yakin ingin menghapus kategori "${row.name}"? Ini tidak bisa diurungkan.`,
    empty: "Belum ada kategori.",
  });

  const columns: Column<Category>[] = [nameColumn("Nama Kategori")];

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <RecordFormPanel resource={categories} title={categories.editing ? "Edit Kategori" : "Tambah Kategori"}>
        {(form) => <CategoryForm {...form} />}
      </RecordFormPanel>
      <DataTable caption="Daftar kategori" columns={columns} rowKey={rowId} {...list} />
    </div>
  );
}
